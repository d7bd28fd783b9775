#include "cli/replay_command.hpp"
#include "tr.hpp"

#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <thread>

#include <plateau/host/file_read.hpp>
#include <plateau/host/record_view.hpp>
#include <plateau/host/replay_cursor.hpp>
#include <plateau/host/save_file.hpp>
#include <plateau/sdk/toml.hpp>

#include "cli/move_text.hpp"

namespace plateau::cli {

namespace {

// A record to watch, whichever form it came in.
struct Loaded {
    std::shared_ptr<const Game> game;
    const LoadedPlugin* plugin = nullptr;
    Record record;
};

Expected<std::string> readText(const std::filesystem::path& file) {
    return readBoundedFile(file, kMaxSaveBytes);  // every record Plateau writes reads back
}

// The record of a Plateau save or record file: its game found, checked and replayed once
// so that a broken file is refused at its line.
Expected<Loaded> loadRecord(Context& context, const std::string& text, const std::string& source,
                            const std::string& wantedGame) {
    auto save = parseSave(text, source);
    if (!save) return save.error();
    if (!wantedGame.empty() && wantedGame != save->record.game) {
        return Error(
            source, save->gameLine, 0,
            fillText(tr("this is a game of '{0}', not '{1}'"), {save->record.game, wantedGame}));
    }
    auto game = context.game(save->record.game);
    if (!game) return Error(source, save->gameLine, 0, game.error().reason);
    Loaded loaded{*game, context.plugin(save->record.game), save->record};
    for (const auto& warning : checkAgainst(*save, **game, loaded.plugin))
        std::cerr << "plateau: " << fillText(tr("warning: {0}: {1}"), {source, warning.text})
                  << '\n';
    // A seat's copy is not resumed, only replayed (as its seat).
    auto state = save->record.seat >= 0 ? replay(**game, save->record) : resumeSave(*save, **game);
    if (!state) {
        if (save->record.seat < 0) return state.error();
        return Error(source, save->gameLine, 0, state.error().reason);
    }
    return loaded;
}

// A game in a standard notation: the game named by --game, or the first that reads it.
Expected<Loaded> importRecord(Context& context, const SetupArgs& args, const std::string& text,
                              const std::string& source, const std::string& wantedGame,
                              const Error& notToml) {
    std::vector<std::shared_ptr<const Game>> candidates;
    if (!wantedGame.empty()) {
        auto game = context.game(wantedGame);
        if (!game) return game.error();
        candidates.push_back(*game);
    } else {
        for (const auto& p : context.host().plugins())
            candidates.push_back(p.game);
    }
    std::string why;
    for (const auto& game : candidates) {
        auto setup = args.build(*game, /*scripted=*/true);
        auto fresh = setup ? game->newState(*setup) : Expected<StatePtr>(setup.error());
        if (!fresh) {
            if (!wantedGame.empty()) return fresh.error();
            continue;
        }
        // A game with no notation of its own has nothing to say about this file.
        if (!game->exportStandardNotation(**fresh)) continue;
        auto state = game->importStandardNotation(std::move(*setup), text);
        if (state) return Loaded{game, context.plugin(game->id()), makeRecord(**state)};
        why += "; as " + game->id() + ": " + state.error().reason;
    }
    if (!wantedGame.empty() && why.empty())
        return Error(source, 0, 0,
                     wantedGame +
                         " has no standard notation, and the file is not "
                         "a Plateau record: " +
                         notToml.toString());
    return Error(source, 0, 0,
                 "neither a Plateau record (" + notToml.toString() +
                     ") nor a game in a standard notation" + why);
}

std::string moverName(const State& state, PlayerId player) {
    return player >= 0 ? state.playerName(player) : std::string("chance");
}

// " 12. Anna throws 4+5" / " 13. Ben: e3"
std::string plyLine(const ReplayCursor& cursor, const State& state, int ply) {
    std::ostringstream line;
    line << std::setw(4) << ply + 1 << ". " << moverName(state, cursor.mover(ply))
         << (cursor.isThrow(ply) ? " throws " : ": ") << cursor.moveText(ply);
    return line.str();
}

void printEventsAt(const ReplayCursor& cursor, int ply, const char* indent) {
    const Viewer viewer = recordViewer(cursor.record());
    for (const Event& e : cursor.eventsAt(ply))
        if (const std::string* text = e.textFor(viewer)) std::cout << indent << *text << '\n';
}

void printHeader(const Game& game, const Record& record) {
    std::cout << game.name() << " — " << record.setup.variant << ", ";
    for (std::size_t i = 0; i < record.setup.players.size(); ++i) {
        const auto& p = record.setup.players[i];
        std::cout << (i ? ", " : "") << p.name << (p.isHuman() ? "" : " (" + p.controller + ")");
    }
    std::cout << "; seed " << record.setup.seed << '\n';
    if (record.seat >= 0 && static_cast<std::size_t>(record.seat) < record.setup.players.size())
        std::cout << fillText(tr("As {0} saw it: the moves they did not see read '?'."),
                              {record.setup.players[static_cast<std::size_t>(record.seat)].name})
                  << '\n';
}

void printEnd(const State& state, const std::string& result) {
    if (!state.isTerminal() && result.find(" won: ") != std::string::npos) {
        // Ended by no rule of the game (a flag that fell): as the record says.
        std::cout << fillText(tr("Game over: {0}"), {result.substr(result.find(" won: ") + 6)})
                  << '\n';
        return;
    }
    if (!state.isTerminal()) {
        const auto moves = static_cast<long long>(state.history().size());
        std::cout << fillText(
            trn("The record stops after {0} move", "The record stops after {0} moves", moves),
            {std::to_string(moves)});
        if (state.currentPlayer() >= 0)
            std::cout << "; "
                      << fillText(tr("{0} is to move"), {state.playerName(state.currentPlayer())});
        std::cout << ".\n";
        return;
    }
    const Outcome o = state.outcome();
    if (o.isDraw()) {
        std::cout << "Draw: " << o.reason << '\n';
        return;
    }
    std::string names;
    for (int w : o.winners)
        names += (names.empty() ? "" : " and ") + state.playerName(w);
    std::cout << names << (o.winners.size() > 1 ? " share the win: " : " wins: ") << o.reason
              << '\n';
}

// Not a terminal: the whole game, move by move with its events, then the result.
void printWhole(ReplayCursor& cursor, const Game& game) {
    printHeader(game, cursor.record());
    cursor.first();
    printEventsAt(cursor, 0, "      ");
    while (!cursor.atEnd()) {
        const int ply = cursor.ply();
        std::cout << plyLine(cursor, cursor.state(), ply) << '\n';
        cursor.forward();
        printEventsAt(cursor, ply + 1, "      ");
    }
    std::cout << '\n' << cursor.state().toText(recordViewer(cursor.record()));
    printEnd(cursor.state(), cursor.record().result);
}

// Whether a line waits on standard input within `ms` milliseconds.
bool inputWithin(int ms) {
    pollfd fd{STDIN_FILENO, POLLIN, 0};
    return ::poll(&fd, 1, ms) > 0;
}

void showPosition(const ReplayCursor& cursor) {
    const State& state = cursor.state();
    std::cout << '\n' << state.toText(recordViewer(cursor.record()));
    const int ply = cursor.ply();
    if (ply == 0) {
        std::cout << fillText(trn("Start of the game ({0} move).", "Start of the game ({0} moves).",
                                  static_cast<long long>(cursor.size())),
                              {std::to_string(cursor.size())})
                  << '\n';
    } else {
        std::cout << fillText(tr("After move {0}/{1}:"),
                              {std::to_string(ply), std::to_string(cursor.size())})
                  << plyLine(cursor, state, ply - 1).substr(5) << '\n';
        printEventsAt(cursor, ply, "  ");
    }
    if (cursor.atEnd()) printEnd(state, cursor.record().result);
}

int viewInteractive(ReplayCursor& cursor, const Game& game, int delay) {
    printHeader(game, cursor.record());
    // TRANSLATORS: the letters and words are commands typed as they are: keep them.
    std::cout << tr("Keys: Enter or n next, b back, f first, l last, g N go to move N, "
                    "p play (Enter stops), d MS delay, q quit")
              << '\n';
    cursor.first();
    showPosition(cursor);
    std::string line;
    while (true) {
        std::cout << "replay [" << cursor.ply() << "/" << cursor.size() << "]> " << std::flush;
        if (!std::getline(std::cin, line)) break;
        std::istringstream words(line);
        std::string command;
        words >> command;
        if (command.empty() || command == "n" || command == "next") {
            if (!cursor.forward())
                std::cout << tr("That was the last move.") << '\n';
            else
                showPosition(cursor);
        } else if (command == "b" || command == "back") {
            if (!cursor.back())
                std::cout << tr("This is the start.") << '\n';
            else
                showPosition(cursor);
        } else if (command == "f" || command == "first") {
            cursor.first();
            showPosition(cursor);
        } else if (command == "l" || command == "last") {
            cursor.last();
            showPosition(cursor);
        } else if (command == "g" || command == "go") {
            int ply = 0;
            if (!(words >> ply)) {
                std::cout << fillText(tr("go to which move? (0 to {0})"),
                                      {std::to_string(cursor.size())})
                          << '\n';
                continue;
            }
            cursor.seek(ply);
            showPosition(cursor);
        } else if (command == "d" || command == "delay") {
            int ms = 0;
            if (words >> ms && ms >= 0) delay = ms;
            std::cout << fillText(tr("Delay {0} ms between moves."), {std::to_string(delay)})
                      << '\n';
        } else if (command == "p" || command == "play") {
            if (cursor.atEnd()) cursor.first();
            while (cursor.forward()) {
                showPosition(cursor);
                if (cursor.atEnd()) break;
                if (inputWithin(delay)) {
                    std::getline(std::cin, line);
                    std::cout << tr("Stopped.") << '\n';
                    break;
                }
            }
        } else if (command == "q" || command == "quit" || command == "exit") {
            break;
        } else {
            std::cout << fillText(tr("Unknown command '{0}'."), {command}) << '\n';
        }
    }
    return 0;
}

Status writeOut(const std::filesystem::path& out, const std::string& text) {
    if (out == "-") {
        // Flushed here: a full disk shows only when the buffer is written.
        std::cout << text << std::flush;
        return std::cout ? Status() : Status(Error("standard output cannot be written"));
    }
    return writeFileAtomically(out, text);
}

}  // namespace

CLI::App* ReplayCommand::add(CLI::App& parent) {
    m_app =
        parent.add_subcommand("replay", tr("Watch a saved game or a record again, move by move"));
    m_app
        ->add_option("file", m_file,
                     tr("A Plateau save or record (TOML), or a game in its standard notation "
                        "(such as \"1. e2 e8 2. e3 e7\")"))
        ->required();
    m_app->add_flag("--text", m_text, tr("Watch in the terminal instead of the window"));
    m_app->add_option("--delay", m_delay, tr("Milliseconds between moves when playing"))
        ->check(CLI::Range(0, 600000));
    m_app->add_option("--game", m_game,
                      tr("The game of a file in standard notation (default: any that reads it)"));
    m_app->add_option("--export", m_export,
                      tr("Write the game to FILE and stop: a Plateau record if FILE ends in .toml, "
                         "else the game's standard notation ('-': standard output)"));
    m_app
        ->add_option("--seat", m_seat,
                     tr("Replay or export the game as seat N saw it: that player's copy, without "
                        "the other seats' secrets (a seat's copy replays only as its seat)"))
        ->check(CLI::Range(1, 8));
    m_setup.add(*m_app);
    return m_app;
}

Expected<std::pair<std::shared_ptr<const Game>, Record>> ReplayCommand::load(
    Context& context) const {
    const std::string source = m_file.string();
    auto text = readText(m_file);
    if (!text) return text.error();
    auto toml = parseToml(*text, source);
    auto loaded = toml ? loadRecord(context, *text, source, m_game)
                       : importRecord(context, m_setup, *text, source, m_game, toml.error());
    if (!loaded) return loaded.error();
    if (auto ok = asSeat(*loaded->game, loaded->record, source); !ok) return ok.error();
    return std::pair{loaded->game, std::move(loaded->record)};
}

Status ReplayCommand::asSeat(const Game& game, Record& record, const std::string& source) const {
    if (m_seat == 0) return {};
    const int seat = m_seat - 1;
    if (record.seat >= 0) {
        if (record.seat == seat) return {};
        return Error(source, 0, 0,
                     fillText(tr("this file is seat {0}'s copy of the game: it replays only as "
                                 "seat {0}"),
                              {std::to_string(record.seat + 1)}));
    }
    if (static_cast<std::size_t>(seat) >= record.setup.players.size())
        return Error(
            source, 0, 0,
            fillText(tr("the game has {0} seats: there is no seat {1}"),
                     {std::to_string(record.setup.players.size()), std::to_string(m_seat)}));
    // The whole game played through once, then only the seat's copy is kept: everything
    // shown or written from here on comes from what that seat may know.
    auto state = replay(game, record);
    if (!state) return Error(source, 0, 0, state.error().reason);
    auto copy = makeSeatCopy(**state, seat, record.setup.seed, record.pluginVersion);
    if (!copy) return Error(source, 0, 0, copy.error().reason);
    copy->result = record.result;
    record = std::move(*copy);
    return {};
}

int ReplayCommand::run(Context& context) {
    const std::string source = m_file.string();
    auto text = readText(m_file);
    if (!text) return printError(text.error()), 2;
    // A Plateau file is TOML; anything else may be a game's own notation.
    auto toml = parseToml(*text, source);
    auto loaded = toml ? loadRecord(context, *text, source, m_game)
                       : importRecord(context, m_setup, *text, source, m_game, toml.error());
    if (!loaded) return printError(loaded.error()), 1;
    if (auto ok = asSeat(*loaded->game, loaded->record, source); !ok)
        return printError(ok.error()), 1;
    const Game& game = *loaded->game;
    auto cursor = ReplayCursor::open(game, loaded->record);
    if (!cursor) return printError(Error(source, 0, 0, cursor.error().reason)), 1;

    if (!m_export.empty()) {
        cursor->last();
        std::string out;
        if (m_export.extension() == ".toml" && cursor->record().seat >= 0) {
            // A seat's copy is written as it is: the replayed state holds its stand-ins.
            out = toToml(cursor->record());
        } else if (m_export.extension() == ".toml") {
            out = toToml(makeSave(cursor->state(), loaded->plugin));
        } else if (cursor->record().seat >= 0) {
            return printError(Error(tr("a seat's copy is exported only as a Plateau record: "
                                       "give a FILE ending in .toml"))),
                   2;
        } else if (auto notation = game.exportStandardNotation(cursor->state())) {
            out = *notation + '\n';
        } else {
            return printError(
                       Error(game.name() + " has no standard notation: export to a .toml file")),
                   2;
        }
        if (auto ok = writeOut(m_export, out); !ok) return printError(ok.error()), 2;
        return 0;
    }
    if (isatty(STDIN_FILENO) == 0) {
        printWhole(*cursor, game);
        std::cout << std::flush;
        if (!std::cout) return printError(Error("standard output cannot be written")), 2;
        return 0;
    }
    return viewInteractive(*cursor, game, m_delay);
}

}  // namespace plateau::cli
