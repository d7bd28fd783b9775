#include "plateau/sdk/conformance.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <map>
#include <sstream>

#include "chance_checks.hpp"
#include "describe.hpp"
#include "information.hpp"
#include "plateau/host/record.hpp"
#include "plateau/sdk/chance.hpp"
#include "plateau/sdk/random.hpp"

namespace plateau::conformance {

namespace {

constexpr int kMaxFindingsPerCheck = 3;  // per setup: enough to see, short enough to read

using detail::fingerprint;
using detail::firstLines;
using detail::moveText;

// Collects the findings of one setup, a few of each check.
class Checker {
public:
    Checker(const Game& game, const Setup& setup, const Options& options, Report& report)
        : m_game(game), m_setup(setup), m_options(options), m_report(report) {
        m_report.setups.push_back({setup.variant, static_cast<int>(setup.players.size())});
    }

    void fail(const std::string& check, std::string message) {
        if (++m_counts[check] > kMaxFindingsPerCheck) return;
        m_report.findings.push_back({check, m_setup.variant, static_cast<int>(m_setup.players.size()),
                                     m_gameIndex, m_ply, std::move(message)});
        ++setupReport().findings;
    }
    // fail() for the checks kept in files of their own (detail::).
    detail::Fail failer() {
        return [this](const std::string& check, std::string message) {
            fail(check, std::move(message));
        };
    }

    bool expect(bool ok, const std::string& check, const std::string& message) {
        if (!ok) fail(check, message);
        return ok;
    }

    void run() {
        Rng rng(m_options.seed);
        for (m_gameIndex = 0; m_gameIndex < m_options.games; ++m_gameIndex) {
            m_ply = -1;
            if (!playout(rng)) return;
        }
        m_gameIndex = -1;
        m_ply = -1;
        checkPerft();
    }

private:
    SetupReport& setupReport() { return m_report.setups.back(); }

    // Returns false when the setup cannot be played at all.
    bool playout(Rng& rng) {
        auto made = m_game.newState(m_setup);
        if (!made) {
            fail("setup", "newState refused a setup the variant allows: " + made.error().toString());
            return false;
        }
        StatePtr state = std::move(*made);
        StatePtr twin = state->clone();
        std::optional<BoardView> previous;
        int plies = 0;
        for (; plies < m_options.maxPlies && !state->isTerminal(); ++plies) {
            m_ply = plies;
            const BoardView view = state->boardView(Viewer::referee());
            checkView(*state, view, previous ? &*previous : nullptr);
            const PlayerId p = state->currentPlayer();
            if (!expect(p == kChancePlayer || (p >= 0 && p < state->numPlayers()), "turn",
                        "currentPlayer() is " + std::to_string(p) + ", not a player, chance or terminal"))
                return true;
            if (m_gameIndex < 2) detail::checkInformation(*state, m_infoRng, failer());
            if (m_gameIndex == 0) {
                checkCloneNow(*state);
                if (plies % 7 == 0) checkIllegal(*state, rng);
            }
            Move chosen;
            if (state->isChance()) {
                if (!checkChance(*state)) return true;
                if (m_gameIndex == 0 && m_options.abiMinor >= 3)
                    detail::checkChanceRun(
                        *state, m_options.seed + static_cast<std::uint64_t>(plies), failer());
                if (m_gameIndex == 0 && plies % 7 == 0)
                    detail::checkChanceSample(
                        *state, m_options.seed ^ (static_cast<std::uint64_t>(plies) << 32),
                        failer());
                chosen = sampleChance(*state, rng);
            } else {
                MoveList moves;
                state->legalMoves(moves);
                if (!expect(!moves.empty(), "moves",
                            "no legal move at a decision node (a player with nothing to do must "
                            "pass with a move, or the game must end):\n" +
                                firstLines(state->toText(Viewer::referee()))))
                    return true;
                checkDecision(*state, view, moves);
                chosen = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
            }
            const bool thrown = state->isChance();
            if (auto applied = state->apply(chosen); !applied) {
                fail("apply", (thrown ? "the throw " + moveText(*state, chosen) +
                                            " that sampleChanceOutcome drew"
                                      : "a legal move " + moveText(*state, chosen)) +
                                  " was refused: " + applied.error().reason);
                return true;
            }
            if (auto applied = twin->apply(chosen); !applied) {
                fail("clone", "the clone made at the start refused " + moveText(*twin, chosen) +
                                  ", which the original played: " + applied.error().reason);
                return true;
            }
            previous = view;
        }
        m_ply = plies;
        ++setupReport().playouts;
        setupReport().plies += plies;
        expect(fingerprint(*twin) == fingerprint(*state), "clone",
               "a clone made at the start and given the same moves ended elsewhere:\n" +
                   firstLines(fingerprint(*state)) + "against\n" + firstLines(fingerprint(*twin)));
        if (state->isTerminal()) {
            ++setupReport().finished;
            checkTerminal(*state);
        }
        checkRecord(*state);
        return true;
    }

    void checkView(const State& s, const BoardView& view, const BoardView* previous) {
        const int cells = static_cast<int>(view.cells.size());
        const int slots = static_cast<int>(view.slots.size());
        expect(static_cast<int>(view.players.size()) == s.numPlayers(), "view",
               "the view lists " + std::to_string(view.players.size()) + " players for a game of " +
                   std::to_string(s.numPlayers()));
        for (std::size_t i = 0; i < view.pieces.size(); ++i) {
            const Piece& piece = view.pieces[i];
            const bool onCell = piece.cell >= 0 && piece.cell < cells;
            const bool inSlot = piece.slot >= 0 && piece.slot < slots;
            const bool off = piece.cell == -1 && piece.slot == -1;
            expect(onCell || inSlot || off, "view",
                   "piece " + std::to_string(i) + " stands on cell " + std::to_string(piece.cell) +
                       " / slot " + std::to_string(piece.slot) + ", which the view does not have");
            expect(piece.owner >= -1 && piece.owner < s.numPlayers(), "view",
                   "piece " + std::to_string(i) + " belongs to player " + std::to_string(piece.owner));
        }
        for (const auto& trail : view.trails) {
            expect(trail.piece >= 0 && trail.piece < static_cast<int>(view.pieces.size()), "view",
                   "a trail names piece " + std::to_string(trail.piece));
            for (int c : trail.cells)
                expect(c >= 0 && c < cells, "view", "a trail goes through cell " + std::to_string(c));
        }
        for (const auto& link : view.links)
            expect(link.from >= 0 && link.from < cells && link.to >= 0 && link.to < cells, "view",
                   "a link joins cells " + std::to_string(link.from) + " and " + std::to_string(link.to));
        for (const auto& mark : view.highlights) {
            const bool ok = mark.cell >= 0 ? mark.cell < cells : mark.slot >= 0 && mark.slot < slots;
            expect(ok, "view", "a highlight names cell " + std::to_string(mark.cell) + " / slot " +
                                   std::to_string(mark.slot));
        }
        for (int c = 0; c < cells; ++c)
            expect(view.cells[c].owner >= -1 && view.cells[c].owner < s.numPlayers(), "view",
                   "cell " + std::to_string(c) + " is tinted for player " + std::to_string(view.cells[c].owner));
        // Pieces are matched by index between two views: piece i must stay piece i. A piece
        // may change owner or kind (a disc turned over, a man crowned), but one that takes on
        // the owner, kind and place another piece had is the list reordered.
        if (previous) {
            expect(view.pieces.size() >= previous->pieces.size(), "identity",
                   "the view lost pieces (" + std::to_string(previous->pieces.size()) + " then " +
                       std::to_string(view.pieces.size()) +
                       "): keep a captured piece in the list, off the board (cell -1, slot -1)");
            const std::size_t n = std::min(view.pieces.size(), previous->pieces.size());
            for (std::size_t i = 0; i < n; ++i) {
                const Piece& a = previous->pieces[i];
                const Piece& b = view.pieces[i];
                if (a.owner == b.owner && a.kind == b.kind) continue;
                std::size_t like = n;  // the piece it now looks like
                for (std::size_t j = 0; j < n && like == n; ++j) {
                    const Piece& other = previous->pieces[j];
                    if (j != i && other.owner == b.owner && other.kind == b.kind &&
                        other.cell == b.cell && other.slot == b.slot &&
                        (b.cell >= 0 || b.slot >= 0))
                        like = j;
                }
                if (!expect(like == n, "identity",
                            "piece " + std::to_string(i) + " was player " +
                                std::to_string(a.owner) + "'s " + a.kind + " and is now player " +
                                std::to_string(b.owner) + "'s " + b.kind + " where piece " +
                                std::to_string(like) + " was: list the pieces in a fixed order"))
                    break;
            }
        }
    }

    bool checkChance(const State& s) {
        ChanceList outcomes;
        s.chanceOutcomes(outcomes);
        if (!expect(!outcomes.empty(), "chance", "a chance node lists no outcome")) return false;
        double total = 0;
        for (const auto& o : outcomes) {
            expect(o.probability > 0, "chance",
                   "outcome " + moveText(s, o.move) + " has probability " + std::to_string(o.probability));
            total += o.probability;
            checkNotation(s, o.move);
            expect(!s.illegalReason(o.move).has_value(), "illegal-reason",
                   "illegalReason refuses the outcome " + moveText(s, o.move) + " that chanceOutcomes lists");
        }
        expect(std::abs(total - 1.0) < 1e-9, "chance",
               "the outcomes' probabilities sum to " + std::to_string(total) + ", not 1");
        MoveList none;
        s.legalMoves(none);
        expect(none.empty(), "chance", "legalMoves is not empty at a chance node");
        const PlayerId acting = s.actingPlayer();
        expect(acting >= -1 && acting < s.numPlayers(), "chance",
               "actingPlayer() is " + std::to_string(acting) + " at a chance node");
        const GameType& type = m_game.type();
        if (type.dice == DiceThrow::None || type.dice == DiceThrow::Automatic)
            expect(acting == -1, "type",
                   "the game's type says nobody clicks to throw, but actingPlayer() is " +
                       std::to_string(acting) + " at a chance node");
        return true;
    }

    void checkNotation(const State& s, Move m) {
        const std::string text = s.moveToString(m);
        auto parsed = s.parseMove(text);
        if (!expect(parsed.ok(), "notation",
                    "move '" + text + "' (code " + std::to_string(m.code) + ") does not parse back: " +
                        (parsed ? "" : parsed.error().reason)))
            return;
        expect(parsed->code == m.code, "notation",
               "move '" + text + "' (code " + std::to_string(m.code) + ") parses to code " +
                   std::to_string(parsed->code));
    }

    void checkTarget(const State& s, const BoardView& view, Move m, Target t, const char* verb) {
        const auto inRange = [&](std::size_t size, const char* what) {
            expect(t.index >= 0 && t.index < static_cast<int>(size), "target",
                   "move " + moveText(s, m) + " " + verb + " " + what + " " + std::to_string(t.index) +
                       " of " + std::to_string(size));
        };
        switch (t.kind) {
            case Target::Kind::None: break;
            case Target::Kind::Cell: inRange(view.cells.size(), "cell"); break;
            case Target::Kind::Slot: inRange(view.slots.size(), "slot"); break;
            case Target::Kind::Piece: inRange(view.pieces.size(), "piece"); break;
        }
    }

    // Moves a person reaches the same way (same source and destination, or buttons) are
    // told apart by their labels in a choice, so those must differ.
    void checkLabels(const State& s, const MoveList& moves) {
        struct Entry {
            Target from, to;
            std::string label;
            Move move;
        };
        std::vector<Entry> entries;
        for (Move m : moves) {
            MoveInput input = s.moveInput(m);
            if (input.label.empty()) input.label = s.moveToString(m);
            expect(!input.label.empty(), "input", "move code " + std::to_string(m.code) + " has no label and no text");
            entries.push_back({input.from, input.to, std::move(input.label), m});
        }
        for (std::size_t i = 0; i < entries.size(); ++i)
            for (std::size_t j = i + 1; j < entries.size(); ++j) {
                const Entry& a = entries[i];
                const Entry& b = entries[j];
                if (a.from == b.from && a.to == b.to && a.label == b.label)
                    fail("input", "moves " + moveText(s, a.move) + " and " + moveText(s, b.move) +
                                      " share their source, destination and label '" + a.label +
                                      "', so a person cannot tell them apart");
            }
    }

    void checkDecision(const State& s, const BoardView& view, const MoveList& moves) {
        for (Move m : moves) {
            if (auto why = s.illegalReason(m))
                fail("illegal-reason", "illegalReason refuses " + moveText(s, m) +
                                           ", which legalMoves lists: " + *why);
            checkNotation(s, m);
            const Target t = s.moveTarget(m);
            checkTarget(s, view, m, t, "targets");
            const MoveInput input = s.moveInput(m);
            expect(input.from.kind != Target::Kind::Slot, "input",
                   "move " + moveText(s, m) + " is picked from a slot (a piece or a cell is picked first)");
            expect(input.to.kind != Target::Kind::Piece, "input",
                   "move " + moveText(s, m) + " goes to a piece (it goes to a cell or a slot)");
            checkTarget(s, view, m, input.from, "is picked from");
            checkTarget(s, view, m, input.to, "goes to");
        }
        checkLabels(s, moves);
        for (std::size_t i = 0; i < moves.size(); ++i)
            for (std::size_t j = i + 1; j < moves.size(); ++j)
                expect(moves[i] != moves[j], "moves", "legalMoves lists " + moveText(s, moves[i]) + " twice");
        if (!m_game.type().decisions)
            expect(moves.size() <= 1, "type",
                   "the game's type says players decide nothing, but " + std::to_string(moves.size()) +
                       " moves are legal here");
    }

    // Random codes that are not legal: illegalReason must say why, apply must refuse them
    // with a reason and change nothing; moveToString must take any code.
    void checkIllegal(State& s, Rng& rng) {
        MoveList moves;
        s.legalMoves(moves);
        ChanceList outcomes;
        s.chanceOutcomes(outcomes);
        for (int attempt = 0; attempt < m_options.illegalTries; ++attempt) {
            // Small codes as well as any 32 bits: games number their moves from 0.
            const std::uint32_t raw = static_cast<std::uint32_t>(rng.next());
            const Move m{attempt % 2 ? raw : raw % 1024};
            const bool legal =
                std::find(moves.begin(), moves.end(), m) != moves.end() ||
                std::any_of(outcomes.begin(), outcomes.end(), [&](auto& o) { return o.move == m; });
            (void)s.moveToString(m);
            if (legal) continue;
            const auto why = s.illegalReason(m);
            expect(why.has_value() && !why->empty(), "illegal-reason",
                   "illegalReason accepts code " + std::to_string(m.code) +
                       ", which neither legalMoves nor chanceOutcomes lists");
            const std::string before = fingerprint(s);
            const auto events = s.events().size();
            auto result = s.apply(m);
            if (!expect(!result.ok(), "illegal",
                        "apply accepted code " + std::to_string(m.code) + ", which is not legal"))
                return;  // the state has moved on: no more comparisons with it
            expect(!result.error().reason.empty(), "illegal",
                   "code " + std::to_string(m.code) + " was refused without a reason");
            expect(fingerprint(s) == before && s.events().size() == events, "illegal",
                   "refusing code " + std::to_string(m.code) + " changed the state");
        }
    }

    void checkCloneNow(const State& s) {
        StatePtr copy = s.clone();
        expect(copy && fingerprint(*copy) == fingerprint(s), "clone", "clone() differs from the original");
        StatePtr search = s.cloneForSearch();
        if (!search) return;
        expect(search->currentPlayer() == s.currentPlayer() &&
                   search->toText(Viewer::referee()) == s.toText(Viewer::referee()),
               "clone", "cloneForSearch() differs from the original");
    }

    void checkTerminal(const State& s) {
        const Outcome result = s.outcome();
        expect(!result.reason.empty(), "terminal", "the finished game's outcome gives no reason");
        for (int w : result.winners)
            expect(w >= 0 && w < s.numPlayers(), "terminal", "winner " + std::to_string(w) + " is not a player");
        double total = 0;
        for (int p = 0; p < s.numPlayers(); ++p) total += s.returnFor(p);
        expect(total > 0, "terminal", "the players' returns sum to " + std::to_string(total));
        MoveList none;
        s.legalMoves(none);
        expect(none.empty(), "terminal", "legalMoves is not empty once the game is over");
    }

    // A record replays to the identical state, also after a trip through TOML.
    void checkRecord(const State& s) {
        const Record record = makeRecord(s);
        auto parsed = parseRecord(toToml(record), "record.toml");
        if (!expect(parsed.ok(), "record", "the game's record does not read back: " +
                                               (parsed ? std::string() : parsed.error().toString())))
            return;
        expect(*parsed == record, "record", "the record reads back different");
        auto replayed = replay(m_game, *parsed);
        if (!expect(replayed.ok(), "replay", "the record does not replay: " +
                                                 (replayed ? std::string() : replayed.error().toString())))
            return;
        expect(fingerprint(**replayed) == fingerprint(s), "replay",
               "the replayed record ends elsewhere than the game it records");
    }

    void checkPerft() {
        auto start = m_game.newState(m_setup);
        if (!start) return;
        const State& s = **start;
        const auto own = s.perft(m_options.perftDepth);
        const auto generic = s.State::perft(m_options.perftDepth);
        expect(own == generic, "perft",
               "perft(" + std::to_string(m_options.perftDepth) + ") is " + std::to_string(own) +
                   ", the generic one counts " + std::to_string(generic));
    }

    const Game& m_game;
    const Setup& m_setup;
    const Options& m_options;
    Report& m_report;
    std::map<std::string, int> m_counts;
    Rng m_infoRng{m_options.seed ^ 0x5eC2e7u};  // its own draws: the playouts stay as they were
    int m_gameIndex = -1;
    int m_ply = -1;
};

std::string jsonString(const std::string& s) {
    std::string out = "\"";
    for (unsigned char c : s) {
        switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\n': out += "\\n"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20) {
                    char buf[8];
                    std::snprintf(buf, sizeof buf, "\\u%04x", c);
                    out += buf;
                } else {
                    out += static_cast<char>(c);
                }
        }
    }
    return out + "\"";
}

}  // namespace

const std::vector<CheckInfo>& checkNames() {
    static const std::vector<CheckInfo> names = {
        {"load", "every variant file reads; the game has a variant"},
        {"type", "the game's description agrees with its play (dice, decisions)"},
        {"setup", "every variant starts with every player count it allows"},
        {"turn", "currentPlayer is a player, chance or terminal"},
        {"moves", "a decision node has legal moves, each listed once"},
        {"apply", "every legal move is accepted"},
        {"chance", "chance outcomes have probabilities > 0 summing to 1"},
        {"chance-sample", "sampleChanceOutcome draws the listed outcomes by their probabilities"},
        {"chance-run", "playChances plays the throws, position and log lines of the host's loop"},
        {"notation", "every move and throw round-trips through its text"},
        {"illegal-reason", "illegalReason agrees exactly with legalMoves and chanceOutcomes"},
        {"illegal", "an illegal move is refused with a reason and changes nothing"},
        {"target", "every legal move's target cell or slot exists in the view"},
        {"view", "pieces, trails, links, highlights and tints name things the view has"},
        {"identity", "piece i of one view is piece i of the next"},
        {"clone", "clones are identical and play on identically"},
        {"terminal", "a finished game has an outcome with a reason and no moves"},
        {"record", "the record survives a trip through TOML"},
        {"replay", "replaying the record gives the same state"},
        {"perft", "the game's perft equals the generic one"},
        {"information", "a game without secrets shows every viewer the same and hides no move"},
        {"resample", "a state resampled for a player agrees with what that player sees"},
        {"secrets", "a player's view does not change with secrets they may not know"},
        {"exception", "no check makes the game throw"},
    };
    return names;
}

void checkSetup(const Game& game, const Setup& setup, const Options& options, Report& report) {
    Checker checker(game, setup, options, report);
    try {
        checker.run();
    } catch (const std::exception& e) {
        checker.fail("exception", std::string("the game threw: ") + e.what());
    } catch (...) {
        checker.fail("exception", "the game threw an unknown exception");
    }
}

Report checkGame(const Game& game, const Options& options) {
    Report report;
    report.game = game.id();
    for (const Error& problem : game.loadProblems())
        report.findings.push_back({"load", "", 0, -1, -1, "variant refused: " + problem.toString()});
    if (game.variants().empty())
        report.findings.push_back({"load", "", 0, -1, -1, "the game has no variant"});
    const GameType& type = game.type();
    if (type.id != game.id() || type.name != game.name())
        report.findings.push_back({"type", "", 0, -1, -1,
                                   "the type says '" + type.id + "' (" + type.name +
                                       ") but the game says '" + game.id() + "' (" + game.name() + ")"});
    for (const auto& variant : game.variants()) {
        for (int n = variant.minPlayers; n <= variant.maxPlayers; ++n) {
            if (!variant.allowsPlayers(n)) continue;
            Setup setup;
            setup.variant = variant.id;
            setup.players.resize(static_cast<std::size_t>(n));
            for (const auto& [key, value] : options.intOptions) {
                const OptionSpec* spec = variant.findOption(key);
                if (spec && spec->type == OptionType::Int && spec->check(value).ok())
                    setup.options.set(key, value);
            }
            checkSetup(game, setup, options, report);
        }
    }
    return report;
}

std::string toText(const Report& report) {
    std::ostringstream out;
    out << (report.ok() ? "PASS " : "FAIL ") << report.game << ": " << report.setups.size()
        << " setups, " << report.findings.size() << " problems\n";
    for (const auto& s : report.setups) {
        out << "  " << (s.findings ? "FAIL " : "ok   ") << s.variant << ", " << s.players
            << " players: " << s.playouts << " playouts (" << s.finished << " to the end), " << s.plies
            << " plies\n";
    }
    for (const auto& f : report.findings) {
        out << "  [" << f.check << "]";
        if (!f.variant.empty()) out << " " << f.variant << ", " << f.players << " players";
        if (f.game >= 0) out << ", playout " << f.game + 1;
        if (f.ply >= 0) out << ", ply " << f.ply;
        out << ": " << f.message << '\n';
    }
    return out.str();
}

std::string toJson(const Report& report) {
    std::ostringstream out;
    out << "{\"game\": " << jsonString(report.game) << ", \"ok\": " << (report.ok() ? "true" : "false")
        << ", \"setups\": [";
    for (std::size_t i = 0; i < report.setups.size(); ++i) {
        const auto& s = report.setups[i];
        out << (i ? ", " : "") << "{\"variant\": " << jsonString(s.variant) << ", \"players\": " << s.players
            << ", \"playouts\": " << s.playouts << ", \"finished\": " << s.finished
            << ", \"plies\": " << s.plies << ", \"problems\": " << s.findings << "}";
    }
    out << "], \"problems\": [";
    for (std::size_t i = 0; i < report.findings.size(); ++i) {
        const auto& f = report.findings[i];
        out << (i ? ", " : "") << "{\"check\": " << jsonString(f.check) << ", \"variant\": " << jsonString(f.variant)
            << ", \"players\": " << f.players << ", \"playout\": " << f.game << ", \"ply\": " << f.ply
            << ", \"message\": " << jsonString(f.message) << "}";
    }
    out << "]}";
    return out.str();
}

}  // namespace plateau::conformance

#include "plateau/host/plugin_host.hpp"

namespace plateau::conformance {

namespace {

std::string loadFailureReport(const std::string& file, const std::string& reason, bool json) {
    if (json)
        return "{\"game\": " + jsonString(file) + ", \"ok\": false, \"load_error\": " + jsonString(reason) +
               ", \"setups\": [], \"problems\": []}\n";
    return "FAIL " + file + ": the plugin does not load: " + reason + "\n";
}

}  // namespace

int checkPluginFile(const std::string& file, const Options& options, bool json, std::string& out) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec)) {
        out = loadFailureReport(file, "no such file", json);
        return 1;
    }
    // Only this file: the search path's plugins do not matter (nor clash with it).
    SearchPaths paths = SearchPaths::standard();
    paths.plugins.clear();
    PluginHost host(paths);
    if (!host.load(file)) {
        out = loadFailureReport(file, host.failures().back().reason, json);
        return 1;
    }
    Options asBuilt = options;
    asBuilt.abiMinor = host.plugins().back().abiMinor;
    const Report report = checkGame(*host.plugins().back().game, asBuilt);
    out = json ? toJson(report) + "\n" : toText(report);
    return report.ok() ? 0 : 1;
}

}  // namespace plateau::conformance
