#include "app/game_facts.hpp"

#include <algorithm>

#include <plateau/sdk/game.hpp>

#include "tr.hpp"

namespace plateau::gui {

std::string cellHoverText(const Cell& cell) {
    // The view's texts come in the player's language already (the game translates them).
    const std::string& name = cell.name;
    std::string text = name.empty() ? cell.label : name;
    // The label only where the name does not already say it ("58 · Death", not "e4 · e4").
    if (!name.empty() && !cell.label.empty() && name.find(cell.label) == std::string::npos)
        text = cell.label + " \u00b7 " + name;
    if (!cell.description.empty()) {
        text = text.empty() ? cell.description : fillText(tr("{0}: {1}"), {text, cell.description});
    }
    return text;
}

std::vector<std::string> optionsInForce(const Game& game, const Setup& setup) {
    std::vector<std::string> out;
    auto variant = game.findVariant(setup.variant);
    if (!variant) return out;
    for (const auto& spec : variant->options) {
        const auto& all = setup.options.all();
        const auto it = all.find(spec.key);
        const OptionValue value = it != all.end() ? it->second : spec.defaultValue;
        // The variant's own values go without saying (and a 0 that means "none" or "by
        // the board" would mislead); what was changed for this game is shown.
        if (value == spec.defaultValue) continue;
        std::string shown;
        if (const bool* b = std::get_if<bool>(&value))
            shown = *b ? tr("yes") : tr("no");
        else if (const std::string* choice = std::get_if<std::string>(&value))
            shown = trGame(game.id(), *choice);
        else
            shown = formatOptionValue(value);
        const std::string label = spec.label.empty() ? spec.key : trGame(game.id(), spec.label);
        out.push_back(fillText(tr("{0}: {1}"), {label, shown}));
    }
    return out;
}

std::string roundText(const State& state) {
    const int limit = state.roundLimit();
    if (limit <= 0) return {};
    // round() counts the rounds completed; the one under way is the next, up to the last.
    const int current = std::clamp(state.round() + 1, 1, limit);
    return fillText(tr("Round {0} of {1}"), {std::to_string(current), std::to_string(limit)});
}

std::string throwCall(const Game& game, const Setup& setup) {
    if (auto variant = game.findVariant(setup.variant); variant && !variant->throwWord.empty())
        return trGame(game.id(), variant->throwWord);
    if (!game.type().throwWord.empty()) return trGame(game.id(), game.type().throwWord);
    return tr("Throw the dice");
}

}  // namespace plateau::gui
