#include "plateau/host/engine_protocol.hpp"

#include <algorithm>
#include <charconv>
#include <istream>

#include "plateau/sdk/game.hpp"

namespace plateau {

EngineLineRead readEngineLine(std::istream& in, std::string& line, std::size_t maxBytes) {
    line.clear();
    std::streambuf* buffer = in.rdbuf();
    bool tooLong = false, any = false;
    for (;;) {
        const int c = buffer ? buffer->sbumpc() : std::char_traits<char>::eof();
        if (c == std::char_traits<char>::eof()) {
            in.setstate(std::ios::eofbit);
            if (!any) return EngineLineRead::End;
            break;
        }
        any = true;
        if (c == '\n') break;
        if (line.size() < maxBytes)
            line.push_back(static_cast<char>(c));
        else
            tooLong = true;  // the rest is read and dropped, never held
    }
    if (!tooLong) return EngineLineRead::Line;
    line.resize(std::min(line.size(), kEngineQuoteBytes * 2));
    return EngineLineRead::TooLong;
}

std::string engineQuote(std::string_view text) {
    std::size_t cut = std::min(text.size(), kEngineQuoteBytes);
    // Not inside a UTF-8 sequence: back to the start of the character.
    if (cut < text.size())
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80)
            --cut;
    std::string out = "'";
    for (char c : text.substr(0, cut))
        out.push_back(static_cast<unsigned char>(c) < 0x20 || c == 0x7F ? '?' : c);
    out += cut < text.size() ? "…'" : "'";
    return out;
}

std::optional<std::chrono::milliseconds> engineMoveTime(std::string_view goLine) {
    const auto words = engineWords(goLine);
    for (std::size_t i = 1; i + 1 < words.size(); ++i) {
        if (words[i] != "movetime") continue;
        long long ms = 0;
        const auto word = words[i + 1];
        const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), ms);
        constexpr long long kDay = 24LL * 3600 * 1000;
        if (ec != std::errc() || end != word.data() + word.size() || ms < 1 || ms > kDay)
            return std::nullopt;
        return std::chrono::milliseconds(ms);
    }
    return std::nullopt;
}

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
        return Error(std::string(what) + " must be a number, not " + engineQuote(word));
    return value;
}

}  // namespace

Expected<Setup> parseEngineGameLine(const Game& game, std::string_view line) {
    const auto words = engineWords(line);
    if (words.size() < 2 || words[0] != "game") return Error("a game line starts with 'game ID'");
    if (words[1] != game.id())
        return Error("this engine plays " + game.id() + ", not " + engineQuote(words[1]));
    Setup setup;
    int players = 2;
    std::size_t i = 2;
    for (; i < words.size() && words[i] != "options"; i += 2) {
        if (i + 1 >= words.size())
            return Error(engineQuote(words[i]) + " in the game line has no value");
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
            // Checked before the subtraction: "first -2147483648" overflowed.
            if (*n < 0 || *n > 32) return Error("first must be between 0 (the game's rule) and 32");
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
            return Error("option " + engineQuote(words[i]) + " is not written key=value");
        const std::string key(words[i].substr(0, eq));
        const OptionSpec* spec = variant->findOption(key);
        if (!spec) return Error("variant " + variant->id + " has no option " + engineQuote(key));
        auto value = spec->parse(words[i].substr(eq + 1));
        if (!value) return value.error();
        setup.options.set(key, *value);
    }
    if (setup.firstPlayer >= players)
        return Error("first must be between 0 (the game's rule) and the number of players");
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
            return Error("move " + std::to_string(i - first + 1) + " (" + engineQuote(words[i]) +
                         "): " + ok.error().reason);
    }
    return std::move(*state);
}

}  // namespace plateau
