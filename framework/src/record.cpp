#include "plateau/host/record.hpp"

#include <algorithm>
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
        record.winners = result.winners;
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

std::string recordSizeProblem(const Record& record) {
    if (record.moves.size() > kMaxRecordMoves)
        return "the game has " + std::to_string(record.moves.size()) +
               " moves, more than a record may hold (" + std::to_string(kMaxRecordMoves) + ")";
    std::size_t bytes = 0;
    for (const auto& m : record.moves)
        bytes += m.size();
    if (bytes > kMaxRecordMoveBytes)
        return "its moves are written with " + std::to_string(bytes) +
               " bytes, more than a record may hold (" + std::to_string(kMaxRecordMoveBytes) + ")";
    return {};
}

namespace {

// A TOML string for a move: 'literal' when it can be, else "basic" with escapes.
void appendTomlString(std::string& out, std::string_view text) {
    const bool literal = std::none_of(text.begin(), text.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return c == '\'' || u < 0x20 || u == 0x7F;
    });
    if (literal) {
        out += '\'';
        out += text;
        out += '\'';
        return;
    }
    out += '"';
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20 || u == 0x7F) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\u%04x", u);
            out += hex;
        } else {
            out += c;
        }
    }
    out += '"';
}

// The moves several to a line (about 100 bytes), not one a line with an indent as the
// TOML library writes them: a record of a million moves is then about half the size, and
// stays under the bound its readers take.
void appendMoves(std::string& out, const std::vector<std::string>& moves,
                 const std::string& key = "moves") {
    // A short list on the key's line, as the TOML library writes it: moves = [ 'a', 'b' ].
    std::string inline_ = key + " = [";
    for (std::size_t i = 0; i < moves.size() && inline_.size() <= 100; ++i) {
        inline_ += i ? ", " : " ";
        appendTomlString(inline_, moves[i]);
    }
    if (inline_.size() <= 100) {
        out += inline_ + (moves.empty() ? "]\n" : " ]\n");
        return;
    }
    out += key + " = [\n";
    std::size_t lineStart = out.size();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (out.size() - lineStart >= 100) {
            out += '\n';
            lineStart = out.size();
        }
        appendTomlString(out, moves[i]);
        out += i + 1 < moves.size() ? ", " : ",";
    }
    out += "\n]\n";
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
    if (record.winners) {
        // Seats from 1, as first_player; [] for a draw.
        toml::array winners;
        for (const int w : *record.winners)
            winners.push_back(std::int64_t{w} + 1);
        root.insert("winners", std::move(winners));
    }
    if (record.seat >= 0) root.insert("seat", record.seat + 1);
    // The tables after the keys, as TOML wants: [options], then [[players]].
    toml::table tables;
    tables.insert("options", optionsTable(record.setup.options));
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
    tables.insert("players", std::move(players));
    std::ostringstream keys, rest;
    keys << root;
    rest << tables;
    std::string out = "# Plateau game record\n" + keys.str() + '\n';
    appendMoves(out, record.moves);
    if (record.seat >= 0 && !record.standIns.empty()) {
        out +=
            "# Stand-ins for the moves this seat may not know ('?'), in order: drawn from\n"
            "# what it saw, not the moves played. They let the copy replay as this seat.\n";
        appendMoves(out, record.standIns, "stand_ins");
    }
    out += '\n' + rest.str() + '\n';
    return out;
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

// Records written before the SDK drew who starts (first_player.hpp) began with the draw as a
// chance move, "first:N" (Goose, Quoridor): it becomes the setup's first player, so that
// they replay as they were played.
void takeOldDraw(Record& record) {
    if (record.setup.firstPlayer != -1 || record.moves.empty()) return;
    const std::string& m = record.moves.front();
    if (m.size() != 7 || !m.starts_with("first:") || m[6] < '1' || m[6] > '8') return;
    const int player = m[6] - '1';
    if (player >= static_cast<int>(record.setup.players.size())) return;
    record.setup.firstPlayer = player;
    record.moves.erase(record.moves.begin());
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
    if (const toml::node* winners = r.take("winners")) {
        // Seats counted from 1, each once, next to a result (a finished game's).
        const auto seats = static_cast<std::int64_t>(record.setup.players.size());
        std::vector<int> seen;
        if (record.result.empty()) {
            r.fail(*winners, "'winners' without a 'result'");
        } else if (const toml::array* list = winners->as_array()) {
            for (const auto& node : *list) {
                const auto* seat = node.as_integer();
                if (!seat || seat->get() < 1 || seat->get() > seats) {
                    r.fail(node,
                           "each of 'winners' must be a seat from 1 to " + std::to_string(seats));
                    break;
                }
                const int index = static_cast<int>(seat->get() - 1);
                if (std::find(seen.begin(), seen.end(), index) != seen.end()) {
                    r.fail(node, "'winners' names seat " + std::to_string(index + 1) + " twice");
                    break;
                }
                seen.push_back(index);
            }
            record.winners = std::move(seen);
        } else {
            r.fail(*winners, "'winners' must be an array of seats, such as [1]");
        }
    }
    if (const toml::array* moves = r.array("moves")) {
        std::size_t bytes = 0;
        for (const auto& node : *moves) {
            if (!node.is_string()) {
                r.fail(node, "each move must be a string");
                break;
            }
            const std::string& move = node.as_string()->get();
            bytes += move.size();
            if (record.moves.size() == kMaxRecordMoves || bytes > kMaxRecordMoveBytes) {
                r.fail(node, "a record holds at most " + std::to_string(kMaxRecordMoves) +
                                 " moves of " + std::to_string(kMaxRecordMoveBytes) +
                                 " bytes in all");
                break;
            }
            record.moves.push_back(move);
        }
    }
    // A seat's copy: one of the record's seats, and its stand-ins.
    if (const toml::node* seat = r.take("seat")) {
        const auto* n = seat->as_integer();
        const auto seats = static_cast<std::int64_t>(record.setup.players.size());
        if (!n || n->get() < 1 || n->get() > seats)
            r.fail(*seat,
                   "'seat' must be one of the record's seats, 1 to " + std::to_string(seats));
        else
            record.seat = static_cast<int>(n->get() - 1);
    }
    if (const toml::array* standIns = r.array("stand_ins", false)) {
        if (record.seat < 0)
            r.fail(*standIns, "'stand_ins' belong to a seat's copy: 'seat' is missing");
        for (const auto& node : *standIns) {
            if (!node.is_string() || record.standIns.size() == kMaxRecordMoves) {
                r.fail(node, "each stand-in must be a string, and there are at most " +
                                 std::to_string(kMaxRecordMoves));
                break;
            }
            record.standIns.push_back(node.as_string()->get());
        }
    }
    if (auto ok = r.finish(); !ok) return ok.error();
    takeOldDraw(record);
    return record;
}

Expected<std::vector<std::string>> movesToReplay(const Record& record) {
    if (record.seat < 0) return record.moves;
    const auto hidden = static_cast<std::size_t>(
        std::count(record.moves.begin(), record.moves.end(), std::string(kHiddenMoveText)));
    if (hidden != record.standIns.size())
        return Error("this seat's copy has " + std::to_string(hidden) + " hidden moves ('" +
                     kHiddenMoveText + "') and " + std::to_string(record.standIns.size()) +
                     " stand-ins: it needs one for each");
    std::vector<std::string> moves = record.moves;
    auto standIn = record.standIns.begin();
    for (auto& m : moves)
        if (m == kHiddenMoveText) m = *standIn++;
    return moves;
}

Expected<StatePtr> replay(const Game& game, const Record& record) {
    if (record.game != game.id())
        return Error("the record is of game '" + record.game + "', not '" + game.id() + "'");
    auto moves = movesToReplay(record);
    if (!moves) return moves.error();
    auto state = game.newState(record.setup);
    if (!state) return state.error();
    State& s = **state;
    for (std::size_t i = 0; i < moves->size(); ++i) {
        if (auto ok = s.apply((*moves)[i]); !ok) {
            return Error("move " + std::to_string(i + 1) + " (" + record.moves[i] +
                         "): " + ok.error().reason);
        }
    }
    return state;
}

}  // namespace plateau
