#include "plateau/host/engine_protocol.hpp"

#include <charconv>

#include "plateau/sdk/game.hpp"

namespace plateau {

std::vector<std::string_view> engineWords(std::string_view line) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (i < line.size()) {
        while (i < line.size() && space(line[i])) ++i;
        const std::size_t start = i;
        while (i < line.size() && !space(line[i])) ++i;
        if (i > start) words.push_back(line.substr(start, i - start));
    }
    return words;
}

std::string engineGameLine(const Game& game, const Setup& setup) {
    std::string line = "game " + game.id() + " variant " + setup.variant + " players " +
                       std::to_string(setup.players.size()) + " first " +
                       std::to_string(setup.firstPlayer + 1) + " options";
    for (const auto& [key, value] : setup.options.all())
        line += " " + key + "=" + formatOptionValue(value);
    return line;
}

namespace {

Expected<int> number(std::string_view word, std::string_view what) {
    int value = 0;
    const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (ec != std::errc() || end != word.data() + word.size())
        return Error(std::string(what) + " must be a number, not '" + std::string(word) + "'");
    return value;
}

}  // namespace

Expected<Setup> parseEngineGameLine(const Game& game, std::string_view line) {
    const auto words = engineWords(line);
    if (words.size() < 2 || words[0] != "game") return Error("a game line starts with 'game ID'");
    if (words[1] != game.id())
        return Error("this engine plays " + game.id() + ", not '" + std::string(words[1]) + "'");
    Setup setup;
    int players = 2;
    std::size_t i = 2;
    for (; i < words.size() && words[i] != "options"; i += 2) {
        if (i + 1 >= words.size())
            return Error("'" + std::string(words[i]) + "' in the game line has no value");
        const std::string_view key = words[i], value = words[i + 1];
        if (key == "variant") {
            setup.variant = std::string(value);
        } else if (key == "players") {
            auto n = number(value, "players");
            if (!n) return n.error();
            if (*n < 1 || *n > 32) return Error("players must be between 1 and 32");
            players = *n;
        } else if (key == "first") {
            auto n = number(value, "first");
            if (!n) return n.error();
            setup.firstPlayer = *n - 1;
        }  // unknown keys: a later version's, ignored
    }
    auto variant = game.findVariant(setup.variant);
    if (!variant) return variant.error();
    // A line without one plays the default variant: name it, so that the line written back
    // (engineGameLine) says the same.
    if (setup.variant.empty()) setup.variant = variant->id;
    for (++i; i < words.size(); ++i) {
        const auto eq = words[i].find('=');
        if (eq == std::string_view::npos)
            return Error("option '" + std::string(words[i]) + "' is not written key=value");
        const std::string key(words[i].substr(0, eq));
        const OptionSpec* spec = variant->findOption(key);
        if (!spec) return Error("variant " + variant->id + " has no option '" + key + "'");
        auto value = spec->parse(words[i].substr(eq + 1));
        if (!value) return value.error();
        setup.options.set(key, *value);
    }
    for (int p = 0; p < players; ++p)
        setup.players.push_back({"Player " + std::to_string(p + 1)});
    return setup;
}

std::string enginePositionLine(const State& state) {
    std::string line = "position moves";
    // Notation may depend on the position: name each move where it was played.
    auto replay = state.game().newState(state.setup());
    if (!replay) {
        for (Move m : state.history()) line += " " + state.moveToString(m);
        return line;
    }
    State& at = **replay;
    at.setLogging(false);
    for (Move m : state.history()) {
        line += " " + at.moveToString(m);
        at.applyUnchecked(m);
    }
    return line;
}

Expected<StatePtr> parseEnginePositionLine(const Game& game, const Setup& setup,
                                           std::string_view line) {
    const auto words = engineWords(line);
    if (words.empty() || words[0] != "position") return Error("a position line starts with 'position'");
    std::size_t i = 1;
    if (i < words.size() && words[i] == "moves") ++i;
    const std::size_t first = i;
    auto state = game.newState(setup);
    if (!state) return state.error();
    (*state)->setLogging(false);
    for (; i < words.size(); ++i) {
        if (auto ok = (*state)->apply(words[i]); !ok)
            return Error("move " + std::to_string(i - first + 1) + " (" + std::string(words[i]) +
                         "): " + ok.error().reason);
    }
    return std::move(*state);
}

}  // namespace plateau
