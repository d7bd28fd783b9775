#include "cli/perft_command.hpp"
#include "tr.hpp"

#include <chrono>
#include <cstdio>
#include <iostream>

#include <nlohmann/json.hpp>

#include "cli/move_text.hpp"

namespace plateau::cli {

CLI::App* PerftCommand::add(CLI::App& parent) {
    m_app = parent.add_subcommand("perft", tr("Count move sequences to a depth (rules check, speed)"));
    m_app->add_option("game", m_game, tr("Game id (see `plateau list`)"))->required();
    m_app->add_option("--depth", m_depth, tr("Deepest depth to count"))->check(CLI::Range(1, 12));
    m_app->add_option("--moves", m_moves, tr("Moves to play first, in the game's notation"));
    m_app->add_flag("--json", m_json, tr("Print JSON lines"));
    m_setup.add(*m_app);
    return m_app;
}

int PerftCommand::run(Context& context) {
    auto game = context.game(m_game);
    if (!game) return printError(game.error()), 2;
    // Perft counts from the position where play begins: who starts is settled.
    auto setup = m_setup.build(**game, /*scripted=*/true);
    if (!setup) return printError(setup.error()), 2;
    auto made = (*game)->newState(*setup);
    if (!made) return printError(made.error()), 2;
    State& state = **made;
    state.setLogging(false);
    const auto moves = splitMoves(m_moves);
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (auto ok = applyText(state, moves[i]); !ok) {
            printError(Error("move " + std::to_string(i + 1) + " (" + moves[i] + "): " + ok.error().reason));
            return 1;
        }
    }
    for (int depth = 1; depth <= m_depth; ++depth) {
        const auto start = std::chrono::steady_clock::now();
        const std::uint64_t nodes = state.perft(depth);
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double rate = seconds > 0 ? static_cast<double>(nodes) / seconds : 0.0;
        if (m_json) {
            std::cout << nlohmann::json{{"depth", depth}, {"nodes", nodes}, {"seconds", seconds},
                                        {"nodes_per_second", rate}}
                             .dump()
                      << '\n';
        } else {
            std::printf("perft(%d) = %llu  %.3f s  %.0f nodes/s\n", depth,
                        static_cast<unsigned long long>(nodes), seconds, rate);
        }
        std::fflush(stdout);
    }
    return 0;
}

}  // namespace plateau::cli
