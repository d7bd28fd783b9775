#include "cli/play_command.hpp"

#include <unistd.h>

#include <deque>
#include <iostream>
#include <optional>

#include <nlohmann/json.hpp>
#include <plateau/sdk/bot.hpp>
#include <plateau/sdk/chance.hpp>
#include <plateau/host/language.hpp>
#include <plateau/host/record.hpp>
#include <plateau/host/save_file.hpp>

#include "cli/move_text.hpp"
#include "cli/text_clock.hpp"
#include "session/game_session.hpp"
#include "tr.hpp"

namespace plateau::cli {

namespace {

// Prints what happens: text for people, JSON lines for scripts.
class Reporter {
public:
    explicit Reporter(bool json) : m_json(json) {}

    // What the session did: moves as JSON lines for scripts, the game's words for all.
    // Only what `viewer` may read is printed (secret moves and lines redacted).
    void report(const std::vector<session::SessionEvent>& events, const Viewer& viewer) {
        using Kind = session::SessionEvent::Kind;
        for (const auto& e : events) {
            if (e.kind == Kind::FlagFell) {
                // The result says it ("Bram wins: Anna lost on time"); scripts get a line.
                if (m_json)
                    std::cout << nlohmann::json{{"type", "flag_fell"},
                                                {"player", e.player},
                                                {"reason", e.reason}}
                                     .dump()
                              << '\n';
                continue;
            }
            // A new game's first words were printed by events(): the session tells them
            // again with the first move.
            if (e.kind == Kind::GameEvent && m_alreadyShown > 0) {
                --m_alreadyShown;
                continue;
            }
            const std::string* text = e.textFor(viewer);
            if (!text) continue;
            if (e.kind == Kind::Move && m_json) {
                std::cout << nlohmann::json{{"type", e.chance ? "throw" : "move"},
                                            {"ply", e.ply},
                                            {"player", e.player},
                                            {"move", *text}}
                                 .dump()
                          << '\n';
            } else if (e.kind == Kind::GameEvent && m_json) {
                std::cout << nlohmann::json{{"type", "event"},
                                            {"ply", e.ply},
                                            {"player", e.player},
                                            {"text", *text}}
                                 .dump()
                          << '\n';
            } else if (e.kind == Kind::GameEvent) {
                std::cout << *text << '\n';
            }
        }
        std::cout.flush();
    }

    // The events of a position reached before the session (a new game's first words).
    void events(const State& state, const Viewer& viewer) {
        const auto all = state.eventsFor(viewer);
        m_alreadyShown = all.size();
        for (const Event& e : all) {
            if (m_json) {
                std::cout << nlohmann::json{{"type", "event"},
                                            {"ply", e.ply},
                                            {"player", e.player},
                                            {"text", e.text}}
                                 .dump()
                          << '\n';
            } else {
                std::cout << e.text << '\n';
            }
        }
        std::cout.flush();
    }

    // The game's outcome, or the clocks' when a flag fell.
    void result(const State& state, const Outcome& o) {
        if (m_json) {
            std::vector<std::string> names;
            for (int w : o.winners)
                names.push_back(state.playerName(w));
            std::cout << nlohmann::json{{"type", "result"},      {"winners", o.winners},
                                        {"winner_names", names}, {"draw", o.isDraw()},
                                        {"reason", o.reason},    {"moves", state.history().size()}}
                             .dump()
                      << '\n';
            return;
        }
        if (o.isDraw()) {
            std::cout << fillText(tr("Draw: {0}"), {o.reason}) << '\n';
        } else {
            std::string names;
            for (int w : o.winners)
                names = names.empty() ? state.playerName(w)
                                      : fillText(tr("{0} and {1}"), {names, state.playerName(w)});
            std::cout << fillText(o.winners.size() > 1 ? tr("{0} share the win: {1}") : tr("{0} wins: {1}"),
                                  {names, o.reason})
                      << '\n';
        }
    }

    void error(const std::string& text) {
        if (m_json)
            std::cout << nlohmann::json{{"type", "error"}, {"text", text}}.dump() << '\n';
        else
            std::cerr << "plateau: " << text << '\n';
    }

private:
    bool m_json;
    std::size_t m_alreadyShown = 0;
};

// "4,5" for a throw the game writes "4+5": --dice takes either.
std::string throwText(const State& state, std::string text) {
    if (!state.isChance() || state.parseMove(text) || text.find(',') == std::string::npos)
        return text;
    std::string plus = text;
    for (char& c : plus)
        if (c == ',') c = '+';
    return state.parseMove(plus) ? plus : text;
}

// The prompt of `seat` under the clocks (if any), the person asked (where several players
// choose at once, not always the state's player to move).
void printPrompt(const State& state, const Viewer& viewer, int seat, const std::string& clocks) {
    std::cout << '\n' << state.toText(viewer);
    if (!clocks.empty()) std::cout << clocks << '\n';
    MoveList moves;
    state.legalMovesFor(seat, moves);
    const std::size_t shown = std::min<std::size_t>(moves.size(), 12);
    std::string list;
    for (std::size_t i = 0; i < shown; ++i)
        list += (i ? " " : "") + state.moveToString(moves[i]);
    if (moves.size() > shown)
        list += " … " + fillText(trn("{0} in all; 'moves' lists them", "{0} in all; 'moves' lists them",
                                     static_cast<long long>(moves.size())),
                                 {std::to_string(moves.size())});
    // TRANSLATORS: 'quit' and 'moves' are commands typed as they are: keep them in English.
    std::cout << fillText(tr("{0}, your move ({1}; 'quit' to stop): "),
                          {state.playerName(seat), list})
              << std::flush;
}

// `help` at a prompt: what may be typed there, with the game's own notation shown by a
// legal move, so that a command word is never read as a move.
void printHelp(const State& state) {
    MoveList legal;
    state.legalMoves(legal);
    if (state.isChance()) {
        std::cout << tr("Press Enter to throw the dice, or type the throw you made with real "
                        "dice (such as 4,5).")
                  << '\n';
    } else if (!legal.empty()) {
        std::cout << fillText(tr("Type a move in the game's notation, such as {0}."),
                              {state.moveToString(legal[0])})
                  << '\n';
    }
    // TRANSLATORS: 'moves', 'help' and 'quit' are commands typed as they are: keep them in
    // English.
    std::cout << tr("'moves' lists every legal move, 'help' shows this, 'quit' stops the game.")
              << '\n';
}

// A person's throw: asked for, never made for them (the dice are theirs to throw).
void printThrowPrompt(const State& state, int thrower) {
    // TRANSLATORS: 'quit' and 'help' are commands typed as they are: keep them in English.
    std::cout << fillText(tr("{0}, press Enter to throw ('help', 'quit'): "),
                          {state.playerName(thrower)})
              << std::flush;
}

}  // namespace

CLI::App* PlayCommand::add(CLI::App& parent) {
    m_app =
        parent.add_subcommand("play", tr("Play a game: in the window, or in the terminal with --text"));
    m_app->add_option("game", m_game, tr("Game id (see `plateau list`)"))->required();
    m_app->add_flag("--text", m_text, tr("Play in the terminal instead of the window"));
    m_app->add_option(
        "--moves", m_moves,
        tr("Moves to play, in the game's notation (\"e2 e8 e3h\", \"1. e2 e8\"); throws may "
        "be among them"));
    m_app->add_option("--dice", m_dice, tr("Throws to use, in order (\"4,5 6,6\" or \"4+5 6+6\")"));
    m_app->add_option("--save", m_save, tr("Save the game (TOML) to FILE at the end"));
    m_app
        ->add_option("--clock", m_clock,
                     tr("Clocks, in the window and the terminal: \"move:60\" (seconds a move) or "
                        "\"game:300+5\" (seconds a game, plus an increment a move)"))
        ->check([](const std::string& text) {
            return session::TimeControl::parse(text)
                       ? std::string()
                       : tr("not a time control: write move:60 or game:300+5");
        });
    m_app
        ->add_option("--max-moves", m_maxMoves,
                     tr("Stop after this many moves and throws, exit code 3 (0: no limit)"))
        ->capture_default_str()
        ->check(CLI::Range(0, 100000000));
    m_app->add_option("--load", m_load,
                      tr("Continue the game saved in FILE (its setup replaces the options)"));
    m_app->add_flag("--json", m_json, tr("Print JSON lines (events, moves, result) for scripts"));
    m_setup.add(*m_app);
    return m_app;
}

Expected<Setup> PlayCommand::setup(Context& context) const {
    auto game = context.game(m_game);
    if (!game) return game.error();
    return m_setup.build(**game, /*scripted=*/false);
}

Expected<StatePtr> PlayCommand::loadGame(Context& context, std::vector<std::string>& warnings,
                                         bool* wrongGame) const {
    auto resumed = resumeFromFile(m_load, context.host());
    if (!resumed) return resumed.error();
    if (resumed->save.record.game != m_game) {
        if (wrongGame) *wrongGame = true;
        return Error(m_load.string(), resumed->save.gameLine, 0,
                     fillText(tr("this is a game of '{0}', not '{1}'"), {resumed->save.record.game, m_game}));
    }
    for (const auto& warning : resumed->warnings)
        warnings.push_back(warning.text);
    return std::move(resumed->state);
}

Expected<PlayCommand::Position> PlayCommand::position(Context& context) const {
    Position out;
    if (m_load.empty() && m_moves.empty() && m_dice.empty()) return out;
    auto game = context.game(m_game);
    if (!game) return game.error();
    StatePtr state;
    if (!m_load.empty()) {
        auto loaded = loadGame(context, out.warnings, nullptr);
        if (!loaded) return loaded.error();
        state = std::move(*loaded);
        out.loadedFrom = m_load;
    } else {
        auto setup = m_setup.build(**game, /*scripted=*/true);
        if (!setup) return setup.error();
        auto made = (*game)->newState(std::move(*setup));
        if (!made) return made.error();
        state = std::move(*made);
    }
    auto play = session::GameSession::resume(std::move(state), {});
    if (!play) return play.error();
    std::deque<std::string> moves, dice;
    for (auto& m : splitMoves(m_moves))
        moves.push_back(std::move(m));
    for (auto& d : splitMoves(m_dice))
        dice.push_back(std::move(d));
    // The script's moves and throws, as the terminal plays them; it stops where the script
    // ends, and the window goes on from there.
    while (!(*play)->state().isTerminal() && (!moves.empty() || !dice.empty())) {
        const State& now = (*play)->state();
        std::string text;
        if (now.isChance() && !dice.empty()) {
            text = dice.front();
            dice.pop_front();
        } else if (!moves.empty()) {  // a throw among the moves must be one, as in the terminal
            text = moves.front();
            moves.pop_front();
        } else {
            break;  // dice left over for decisions to come: they wait for the window
        }
        const std::size_t ply = now.history().size();
        if (auto ok = (*play)->play(throwText(now, text), session::By::Script); !ok)
            return Error(fillText(tr("move {0} ({1}): {2}"),
                                  {std::to_string(ply + 1), text, ok.error().reason}));
    }
    out.state = (*play)->state().clone();
    return out;
}

int PlayCommand::run(Context& context) {
    // JSON lines are for scripts: their texts stay in English, as `list --json` does.
    std::optional<NeutralTexts> neutral;
    if (m_json) neutral.emplace();
    auto game = context.game(m_game);
    if (!game) return printError(game.error()), 2;
    m_plugin = context.plugin(m_game);
    if (!m_load.empty()) {
        std::vector<std::string> warnings;
        bool wrongGame = false;
        auto loaded = loadGame(context, warnings, &wrongGame);
        if (!loaded) return printError(loaded.error()), wrongGame ? 2 : 1;
        for (const auto& warning : warnings)
            std::cerr << "plateau: " << fillText(tr("warning: {0}: {1}"), {m_load.string(), warning}) << '\n';
        Setup setup = (*loaded)->setup();
        return playText(*game, std::move(setup), std::move(*loaded));
    }
    const bool scripted = !m_moves.empty() || !m_dice.empty();
    auto setup = m_setup.build(**game, scripted);
    if (!setup) return printError(setup.error()), 2;
    return playText(*game, std::move(*setup));
}

int PlayCommand::playText(std::shared_ptr<const Game> gamePtr, Setup setup, StatePtr resumed) {
    const Game& game = *gamePtr;
    const bool wasResumed = resumed != nullptr;
    // The same session as the window's: one seed gives one game in both.
    session::SessionOptions options;
    if (!m_clock.empty())
        options.timeControl = session::TimeControl::parse(m_clock).value_or(options.timeControl);
    Expected<std::unique_ptr<session::GameSession>> made =
        resumed ? session::GameSession::resume(std::move(resumed), options)
                : session::GameSession::start(gamePtr, std::move(setup), options);
    if (!made) return printError(made.error()), 2;
    session::GameSession& play = **made;
    const State& state = play.state();
    Reporter out(m_json);
    std::deque<std::string> moves, dice;
    for (auto& m : splitMoves(m_moves))
        moves.push_back(std::move(m));
    for (auto& d : splitMoves(m_dice))
        dice.push_back(std::move(d));
    const bool interactive = isatty(STDIN_FILENO) != 0;
    const bool scripted = !m_moves.empty() || !m_dice.empty();
    if (!m_json && interactive) {
        std::cout << fillText(tr("{0} — {1}, seed {2}"),
                              {trGame(game.id(), game.name()), state.setup().variant,
                               std::to_string(state.setup().seed)})
                  << '\n';
    }
    // A game with secrets played by several people at one terminal: the screen is cleared
    // and handed over before each person's turn, so nobody reads another's secrets.
    int people = 0;
    for (const auto& seat : state.setup().players)
        people += seat.isHuman();
    const bool handOver = game.type().hiddenInformation && people > 1 && interactive && !m_json;
    int shownTo = -1;
    int exitCode = 0;
    // A line from the person to act, read while their clock has time; false when the input
    // ended or their flag fell (then said as the window says it).
    const auto ask = [&](std::string& line) {
        while (true) {
            std::optional<std::chrono::milliseconds> limit;
            if (play.clocks().active() && play.clocks().running() >= 0)
                limit = std::chrono::milliseconds(play.clockLeftMs(play.clocks().running()) + 20);
            const auto got = readLine(line, limit);
            if (play.tick()) {
                if (!m_json) std::cout << '\n';
                out.report(play.takeEvents(), play.screenViewer());
                return false;
            }
            if (got != LineRead::TimeUp) return got == LineRead::Line;
        }
    };
    const auto showClocks = [&] {
        if (const auto line = clockLine(play); !line.empty() && !m_json) std::cout << line << '\n';
    };
    // Calls into the game may throw (a plugin's fault): the game stops with the reason,
    // and is still saved, instead of the program ending in terminate().
    try {
        if (!wasResumed) out.events(state, play.screenViewer());
        while (!play.over()) {
            if (m_maxMoves > 0 && state.history().size() >= static_cast<std::size_t>(m_maxMoves)) {
                out.error(fillText(tr("the move limit (--max-moves {0}) is reached: stopped"),
                                   {std::to_string(m_maxMoves)}));
                exitCode = 3;
                break;
            }
            std::string text;
            bool fromScript = true;
            if (state.isChance()) {
                if (!dice.empty()) {
                    text = dice.front();
                    dice.pop_front();
                } else if (!moves.empty()) {
                    // A record's throw; anything else is refused below as not a throw,
                    // rather than silently replaced by random dice.
                    text = moves.front();
                    moves.pop_front();
                } else if (play.humanToAct() && !(scripted && !interactive)) {
                    // A person throws when they say so: Enter, or the throw of real dice.
                    showClocks();
                    if (!m_json) printThrowPrompt(state, play.actor());
                    std::string line;
                    if (!ask(line)) break;
                    const auto words = splitMoves(line);
                    const std::string word = words.empty() ? "" : words.front();
                    if (word == "quit" || word == "exit") break;
                    if (word == "help" || word == "?") {
                        printHelp(state);
                        continue;
                    }
                    if (!word.empty()) {
                        text = word;
                        fromScript = false;
                    } else {
                        const auto ok = play.throwDice(session::By::Human);
                        out.report(play.takeEvents(), play.screenViewer());
                        if (!ok) {
                            out.error(fillText(tr("the dice: {0}"), {ok.error().reason}));
                            exitCode = 1;
                            break;
                        }
                        continue;
                    }
                } else {
                    // A person's throw is made for them; the session's by its own rule.
                    const auto ok = play.next() == session::Next::Person
                                        ? play.throwDice(session::By::Human)
                                        : play.step();
                    out.report(play.takeEvents(), play.screenViewer());
                    if (!ok) {
                        out.error(fillText(tr("the dice: {0}"), {ok.error().reason}));
                        exitCode = 1;
                        break;
                    }
                    continue;
                }
            } else if (!moves.empty()) {
                text = moves.front();
                moves.pop_front();
            } else if (play.next() == session::Next::Bot) {
                const auto ok = play.step();
                play.tick();  // its thinking is on its clock
                out.report(play.takeEvents(), play.screenViewer());
                if (!ok) {
                    out.error(state.playerName(state.currentPlayer()) + ": " + ok.error().reason);
                    exitCode = 1;
                    break;
                }
                continue;
            } else if (scripted && !interactive) {
                break;  // the script ran out: show where it stopped
            } else {
                fromScript = false;
                if (handOver && play.actor() != shownTo) {
                    shownTo = play.actor();
                    std::cout << "\033[2J\033[H"
                              << fillText(tr("Pass the terminal to {0}, then press Enter."),
                                          {state.playerName(shownTo)})
                              << std::flush;
                    std::string ready;
                    if (!std::getline(std::cin, ready)) break;
                }
                if (!m_json) printPrompt(state, play.screenViewer(), play.actor(), clockLine(play));
                if (!ask(text)) break;
                const auto words = splitMoves(text);
                text = words.empty() ? "" : words.front();
                if (text.empty()) continue;
                if (text == "quit" || text == "exit") break;
                if (text == "help" || text == "?") {
                    printHelp(state);
                    continue;
                }
                if (text == "moves") {
                    MoveList legal;
                    state.legalMovesFor(play.actor(), legal);
                    for (Move m : legal)
                        std::cout << state.moveToString(m) << ' ';
                    std::cout << '\n';
                    continue;
                }
            }
            const std::size_t ply = state.history().size();
            text = throwText(state, text);
            const auto ok = play.play(text, fromScript ? session::By::Script : session::By::Human);
            out.report(play.takeEvents(), play.screenViewer());
            if (!ok) {
                const std::string why = fillText(tr("move {0} ({1}): {2}"),
                                                 {std::to_string(ply + 1), text, ok.error().reason});
                out.error(why);
                if (fromScript) {
                    exitCode = 1;
                    break;
                }
                continue;
            }
        }
    } catch (const std::exception& e) {
        out.error(fillText(tr("the game stopped: {0}"), {e.what()}));
        exitCode = 4;
    }
    if (exitCode == 4) {
        // Nothing more is asked of the game but its save, below.
    } else if (play.over()) {
        out.result(state, play.outcome());
    } else if (!m_json) {
        std::cout << '\n'
                  << state.toText(play.screenViewer())
                  << fillText(trn("Stopped after {0} move.", "Stopped after {0} moves.",
                                  static_cast<long long>(state.history().size())),
                              {std::to_string(state.history().size())})
                  << '\n';
    }
    if (!m_save.empty()) {
        try {
            if (auto ok = writeSaveAtomically(m_save, makeSave(state, m_plugin)); !ok) {
                printError(ok.error());
                return 2;
            }
        } catch (const std::exception& e) {
            printError(Error(fillText(tr("the game could not be saved: {0}"), {e.what()})));
            return 2;
        }
    }
    return exitCode;
}

}  // namespace plateau::cli
