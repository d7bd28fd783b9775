#include "app/controllers.hpp"
#include "tr.hpp"

#include <plateau/sdk/bot.hpp>
#include <plateau/sdk/game.hpp>

namespace plateau::gui {

namespace {

// The level after "bot:name:", or "" for "bot:random".
std::string levelOf(const std::string& controller) {
    const auto colon = controller.rfind(':');
    return colon == std::string::npos || colon < 4 ? std::string() : controller.substr(colon + 1);
}

std::string botNameOf(const std::string& controller) {
    const std::string rest = controller.substr(4);
    return rest.substr(0, rest.find(':'));
}

}  // namespace

bool playersDecide(const Game& game) {
    // The game says so in its description (GameType::decisions); nothing is guessed.
    return game.type().decisions;
}

namespace {

// A bot level in words: the usual three are translated, a plugin's own stays as it is.
std::string levelText(const std::string& controller) {
    const std::string level = levelOf(controller);
    if (level == "easy") return tr("easy");
    if (level == "medium") return tr("medium");
    if (level == "hard") return tr("hard");
    return level;
}

}  // namespace

std::vector<ControllerChoice> controllerChoices(const Game& game, bool decide) {
    std::vector<ControllerChoice> out{{"human", tr("Human")}};
    auto bots = botControllers(game);
    if (bots.empty()) bots = {"bot:random", "bot:mcts:easy", "bot:mcts:medium", "bot:mcts:hard"};
    if (!decide) {
        // Nothing to choose: any bot plays the same; the first one throws for the seat.
        out.push_back({bots.front(), tr("Computer")});
        return out;
    }
    const auto own = game.botNames();
    // The game's own bots first, then the general one, then random moves.
    for (const auto& name : own)
        for (const auto& c : bots)
            if (c.rfind("bot:" + name + ":", 0) == 0)
                out.push_back({c, (own.size() > 1 ? fillText(tr("Computer ({0})"), {name}) : tr("Computer")) +
                                      " \u00b7 " + levelText(c)});
    // The general search bot only where the game has none of its own: one "Computer ·
    // hard" in the list, not two that differ in jargon (the command line has them all).
    if (own.empty())
        for (const auto& c : bots)
            if (c.rfind("bot:mcts:", 0) == 0) out.push_back({c, tr("Computer") + " \u00b7 " + levelText(c)});
    for (const auto& c : bots)
        if (c == "bot:random") out.push_back({c, tr("Computer · random moves")});
    return out;
}

std::string controllerLabel(const std::string& controller) {
    if (controller == "human") return tr("Human");
    if (controller.rfind("bot:", 0) != 0) return controller;
    if (controller == "bot:random") return tr("Computer · random moves");
    const std::string level = levelOf(controller);
    if (botNameOf(controller) == "mcts" || !level.empty())
        return level.empty() ? tr("Computer") : tr("Computer") + " \u00b7 " + levelText(controller);
    return tr("Computer");
}

}  // namespace plateau::gui
