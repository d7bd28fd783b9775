#include "plateau/host/record.hpp"

#include <charconv>
#include <cstdio>
#include <sstream>

#include "plateau/sdk/toml.hpp"
#include "plateau/host/language.hpp"
#include "plateau/sdk/game.hpp"

namespace plateau {

Record makeRecord(const State& state, std::string pluginVersion) {
    Record record;
    record.game = state.game().id();
    record.pluginVersion = std::move(pluginVersion);
    record.setup = state.setup();
    // The notation of a move may depend on the position, so name each move where it
    // was played.
    auto replayed = state.game().newState(state.setup());
    if (replayed) {
        State& s = **replayed;
        s.setLogging(false);
        for (Move m : state.history()) {
            record.moves.push_back(s.moveToString(m));
            s.applyUnchecked(m);
        }
    } else {
        for (Move m : state.history()) record.moves.push_back(state.moveToString(m));
    }
    if (state.isTerminal()) {
        const NeutralTexts english;  // a record reads the same in every language
        const Outcome result = state.outcome();
        if (result.isDraw()) {
            record.result = "draw: " + result.reason;
        } else {
            std::string names;
            for (int w : result.winners) names += (names.empty() ? "" : ", ") + state.playerName(w);
            record.result = names + " won: " + result.reason;
        }
    }
    return record;
}

namespace {

toml::table optionsTable(const OptionValues& options) {
    toml::table t;
    // Not a structured binding: clang before 16 cannot capture one in the lambda.
    for (const auto& entry : options.all()) {
        const std::string& key = entry.first;
        std::visit([&](const auto& v) { t.insert(key, v); }, entry.second);
    }
    return t;
}

}  // namespace

std::string toToml(const Record& record) {
    toml::table root;
    root.insert("game", record.game);
    if (!record.pluginVersion.empty()) root.insert("plugin_version", record.pluginVersion);
    root.insert("variant", record.setup.variant);
    // TOML integers are signed 64-bit: a seed is kept as text to keep all 64 bits.
    root.insert("seed", std::to_string(record.setup.seed));
    if (record.setup.firstPlayer >= 0) root.insert("first_player", record.setup.firstPlayer + 1);
    if (!record.result.empty()) root.insert("result", record.result);
    root.insert("options", optionsTable(record.setup.options));
    toml::array players;
    for (const auto& p : record.setup.players) {
        toml::table t;
        t.insert("name", p.name);
        t.insert("controller", p.controller);
        if (p.color) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "#%02x%02x%02x", p.color->r, p.color->g, p.color->b);
            t.insert("color", std::string(hex));
        }
        players.push_back(std::move(t));
    }
    root.insert("players", std::move(players));
    toml::array moves;
    for (const auto& m : record.moves) moves.push_back(m);
    root.insert("moves", std::move(moves));
    std::ostringstream out;
    out << "# Plateau game record\n" << root << '\n';
    return out.str();
}

namespace {

std::optional<Color> parseColor(std::string_view text) {
    if (text.size() != 7 || text[0] != '#') return std::nullopt;
    unsigned v = 0;
    for (char c : text.substr(1)) {
        v <<= 4;
        if (c >= '0' && c <= '9') v |= c - '0';
        else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
        else return std::nullopt;
    }
    return Color{static_cast<std::uint8_t>(v >> 16), static_cast<std::uint8_t>(v >> 8),
                 static_cast<std::uint8_t>(v), 255};
}

}  // namespace

Expected<Record> parseRecord(std::string_view text, const std::string& source) {
    auto table = parseToml(text, source);
    if (!table) return table.error();
    TomlReader r(*table, source);
    Record record;
    record.game = r.string("game");
    record.pluginVersion = r.string("plugin_version", "");
    record.setup.variant = r.string("variant");
    record.result = r.string("result", "");
    if (const toml::node* seed = r.take("seed")) {
        // Text (all 64 bits) or a non-negative integer.
        std::uint64_t value = 0;
        bool good = false;
        if (auto s = seed->value<std::string>()) {
            auto [end, ec] = std::from_chars(s->data(), s->data() + s->size(), value);
            good = ec == std::errc() && end == s->data() + s->size();
        } else if (const auto* i = seed->as_integer(); i && i->get() >= 0) {
            // as_integer, not value<>: value<> converts a float, and a huge one overflows.
            value = static_cast<std::uint64_t>(i->get());
            good = true;
        }
        if (!good) r.fail(*seed, "'seed' must be a non-negative integer");
        record.setup.seed = value;
    }
    // 1 to 8 (the most players a variant may have); absent: the game's own rule.
    record.setup.firstPlayer = static_cast<int>(r.integer("first_player", 0, 1, 8)) - 1;
    if (auto options = r.child("options", false)) {
        for (const auto& [key, node] : options->table()) {
            const std::string name(key.str());
            options->take(name);
            if (auto b = node.as_boolean()) record.setup.options.set(name, b->get());
            else if (auto i = node.as_integer()) record.setup.options.set(name, i->get());
            else if (auto d = node.as_floating_point()) record.setup.options.set(name, d->get());
            else if (auto s = node.as_string()) record.setup.options.set(name, s->get());
            else options->fail(node, "option '" + name + "' must be a boolean, number or string");
        }
    }
    if (const toml::array* players = r.array("players")) {
        for (const auto& node : *players) {
            if (!node.is_table()) {
                r.fail(node, "each player must be a table { name = …, controller = … }");
                break;
            }
            TomlReader p = r.sub(*node.as_table());
            PlayerSetup player;
            player.name = p.string("name");
            player.controller = p.string("controller", "human");
            if (const toml::node* color = p.take("color")) {
                const auto hex = color->value<std::string>();
                const auto parsed = hex ? parseColor(*hex) : std::nullopt;
                if (!parsed) p.fail(*color, "'color' must look like \"#e69f00\"");
                player.color = parsed;
            }
            record.setup.players.push_back(std::move(player));
        }
    }
    if (const toml::array* moves = r.array("moves")) {
        for (const auto& node : *moves) {
            if (!node.is_string()) {
                r.fail(node, "each move must be a string");
                break;
            }
            record.moves.push_back(node.as_string()->get());
        }
    }
    if (auto ok = r.finish(); !ok) return ok.error();
    return record;
}

Expected<StatePtr> replay(const Game& game, const Record& record) {
    if (record.game != game.id())
        return Error("the record is of game '" + record.game + "', not '" + game.id() + "'");
    auto state = game.newState(record.setup);
    if (!state) return state.error();
    State& s = **state;
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        if (auto ok = s.apply(record.moves[i]); !ok) {
            return Error("move " + std::to_string(i + 1) + " (" + record.moves[i] +
                         "): " + ok.error().reason);
        }
    }
    return state;
}

}  // namespace plateau
