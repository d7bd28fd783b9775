#include "cli/play_command.hpp"

#include <unistd.h>

#include <deque>
#include <iostream>

#include <nlohmann/json.hpp>
#include <plateau/bot.hpp>
#include <plateau/chance.hpp>
#include <plateau/record.hpp>
#include <plateau/save_file.hpp>

#include "cli/move_text.hpp"

namespace plateau::cli {

namespace {

// Prints what happens: text for people, JSON lines for scripts.
class Reporter {
public:
    explicit Reporter(bool json) : m_json(json) {}

    void events(const State& state) {
        const auto& all = state.events();
        for (; m_printed < all.size(); ++m_printed) {
            const Event& e = all[m_printed];
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

    void move(const State& before, Move m) {
        if (!m_json) return;
        const PlayerId p = before.isChance() ? before.actingPlayer() : before.currentPlayer();
        std::cout << nlohmann::json{{"type", before.isChance() ? "throw" : "move"},
                                    {"ply", before.history().size()},
                                    {"player", p},
                                    {"move", before.moveToString(m)}}
                         .dump()
                  << '\n';
    }

    void result(const State& state) {
        const Outcome o = state.outcome();
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
            std::cout << "Draw: " << o.reason << '\n';
        } else {
            std::string names;
            for (int w : o.winners)
                names += (names.empty() ? "" : " and ") + state.playerName(w);
            std::cout << names << (o.winners.size() > 1 ? " share the win: " : " wins: ")
                      << o.reason << '\n';
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
    std::size_t m_printed = 0;
};

void printPrompt(const State& state) {
    std::cout << '\n' << state.toText();
    MoveList moves;
    state.legalMoves(moves);
    std::cout << state.playerName(state.currentPlayer()) << ", your move (";
    const std::size_t shown = std::min<std::size_t>(moves.size(), 12);
    for (std::size_t i = 0; i < shown; ++i)
        std::cout << (i ? " " : "") << state.moveToString(moves[i]);
    if (moves.size() > shown) std::cout << " … " << moves.size() << " in all; 'moves' lists them";
    std::cout << "; 'quit' to stop): " << std::flush;
}

}  // namespace

CLI::App* PlayCommand::add(CLI::App& parent) {
    m_app =
        parent.add_subcommand("play", "Play a game: in the window, or in the terminal with --text");
    m_app->add_option("game", m_game, "Game id (see `plateau list`)")->required();
    m_app->add_flag("--text", m_text, "Play in the terminal instead of the window");
    m_app->add_option(
        "--moves", m_moves,
        "Moves to play, in the game's notation (\"e2 e8 e3h\", \"1. e2 e8\"); throws may "
        "be among them");
    m_app->add_option("--dice", m_dice, "Throws to use, in order (\"4,5 6,6\" or \"4+5 6+6\")");
    m_app->add_option("--save", m_save, "Save the game (TOML) to FILE at the end");
    m_app->add_option("--max-moves", m_maxMoves,
                      "Stop after this many moves and throws, exit code 3 (0: no limit)")
        ->capture_default_str()
        ->check(CLI::Range(0, 100000000));
    m_app->add_option("--load", m_load,
                      "Continue the game saved in FILE (its setup replaces the options)");
    m_app->add_flag("--json", m_json, "Print JSON lines (events, moves, result) for scripts");
    m_setup.add(*m_app);
    return m_app;
}

Expected<Setup> PlayCommand::setup(Context& context) const {
    auto game = context.game(m_game);
    if (!game) return game.error();
    return m_setup.build(**game, /*scripted=*/false);
}

int PlayCommand::run(Context& context) {
    auto game = context.game(m_game);
    if (!game) return printError(game.error()), 2;
    m_plugin = context.plugin(m_game);
    if (!m_load.empty()) {
        auto resumed = resumeFromFile(m_load, context.host());
        if (!resumed) return printError(resumed.error()), 1;
        if (resumed->save.record.game != m_game) {
            return printError(Error(m_load.string(), resumed->save.gameLine, 0,
                                    "this is a game of '" + resumed->save.record.game + "', not '" +
                                        m_game + "'")),
                   2;
        }
        for (const auto& warning : resumed->warnings)
            std::cerr << "plateau: warning: " << m_load.string() << ": " << warning.text << '\n';
        Setup setup = resumed->state->setup();
        return playText(**game, std::move(setup), std::move(resumed->state));
    }
    const bool scripted = !m_moves.empty() || !m_dice.empty();
    auto setup = m_setup.build(**game, scripted);
    if (!setup) return printError(setup.error()), 2;
    return playText(**game, std::move(*setup));
}

int PlayCommand::playText(const Game& game, Setup setup, StatePtr resumed) {
    if (!resumed) {
        auto made = game.newState(setup);
        if (!made) return printError(made.error()), 2;
        resumed = std::move(*made);
    }
    State& state = *resumed;
    Reporter out(m_json);
    // A resumed game draws on from where it stopped rather than repeat its first throws.
    Rng rng(state.setup().seed + state.history().size());
    std::deque<std::string> moves, dice;
    for (auto& m : splitMoves(m_moves))
        moves.push_back(std::move(m));
    for (auto& d : splitMoves(m_dice))
        dice.push_back(std::move(d));
    const bool interactive = isatty(STDIN_FILENO) != 0;
    const bool scripted = !m_moves.empty() || !m_dice.empty();
    if (!m_json && interactive) {
        std::cout << game.name() << " — " << state.setup().variant << ", seed "
                  << state.setup().seed << '\n';
    }
    // The bots of the setup, one per seat ("bot:mcts:hard"); people have none.
    std::vector<BotPtr> bots(state.setup().players.size());
    for (std::size_t i = 0; i < bots.size(); ++i) {
        const auto& player = state.setup().players[i];
        if (player.isHuman()) continue;
        auto bot = makeBot(game, player.controller);
        if (!bot) return printError(Error(player.name + ": " + bot.error().reason)), 2;
        bots[i] = std::move(*bot);
    }
    int exitCode = 0;
    // Calls into the game may throw (a plugin's fault): the game stops with the reason,
    // and is still saved, instead of the program ending in terminate().
    try {
    out.events(state);
    while (!state.isTerminal()) {
        if (m_maxMoves > 0 && state.history().size() >= static_cast<std::size_t>(m_maxMoves)) {
            out.error("the move limit (--max-moves " + std::to_string(m_maxMoves) +
                      ") is reached: stopped");
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
            } else {
                text = state.moveToString(sampleChance(state, rng));
            }
        } else if (!moves.empty()) {
            text = moves.front();
            moves.pop_front();
        } else if (Bot* bot = bots[static_cast<std::size_t>(state.currentPlayer())].get()) {
            text = state.moveToString(bot->chooseMove(state, rng));
        } else if (scripted && !interactive) {
            break;  // the script ran out: show where it stopped
        } else {
            fromScript = false;
            if (!m_json) printPrompt(state);
            if (!std::getline(std::cin, text)) break;
            const auto words = splitMoves(text);
            text = words.empty() ? "" : words.front();
            if (text.empty()) continue;
            if (text == "quit" || text == "exit") break;
            if (text == "moves") {
                MoveList legal;
                state.legalMoves(legal);
                for (Move m : legal)
                    std::cout << state.moveToString(m) << ' ';
                std::cout << '\n';
                continue;
            }
        }
        const std::size_t ply = state.history().size();
        StatePtr before = m_json ? state.clone() : nullptr;
        if (auto ok = applyText(state, text); !ok) {
            const std::string why =
                "move " + std::to_string(ply + 1) + " (" + text + "): " + ok.error().reason;
            out.error(why);
            if (fromScript) {
                exitCode = 1;
                break;
            }
            continue;
        }
        if (before) out.move(*before, state.history().back());
        out.events(state);
    }
    } catch (const std::exception& e) {
        out.error(std::string("the game stopped: ") + e.what());
        exitCode = 4;
    }
    if (exitCode == 4) {
        // Nothing more is asked of the game but its save, below.
    } else if (state.isTerminal()) {
        out.result(state);
    } else if (!m_json) {
        std::cout << '\n'
                  << state.toText() << "Stopped after " << state.history().size() << " moves.\n";
    }
    if (!m_save.empty()) {
        try {
            if (auto ok = writeSaveAtomically(m_save, makeSave(state, m_plugin)); !ok) {
                printError(ok.error());
                return 2;
            }
        } catch (const std::exception& e) {
            printError(Error("the game could not be saved: " + std::string(e.what())));
            return 2;
        }
    }
    return exitCode;
}

}  // namespace plateau::cli
