#include "cli/simulate_command.hpp"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>

#include <nlohmann/json.hpp>
#include <plateau/chance.hpp>

#include "cli/progress_bar.hpp"
#include "cli/statistics.hpp"

namespace plateau::cli {

namespace {

nlohmann::json summaryJson(const Summary& s) {
    return {{"mean", s.mean}, {"median", s.median}, {"p95", s.p95}, {"min", s.min}, {"max", s.max}};
}

void printSummary(const char* what, const Summary& s) {
    std::printf("%-18s mean %8.2f  median %6.1f  95th %6.1f  max %6.0f\n", what, s.mean, s.median,
                s.p95, s.max);
}

}  // namespace

CLI::App* SimulateCommand::add(CLI::App& parent) {
    m_app = parent.add_subcommand("simulate", "Play many seeded games and print statistics");
    m_app->add_option("game", m_game, "Game id (see `plateau list`)")->required();
    m_app->add_option("--games", m_games, "How many games")->check(CLI::Range(1L, 1000000000L));
    m_app->add_option("--max-plies", m_maxPlies, "Stop a game after this many moves (unfinished)")
        ->check(CLI::Range(1L, 100000000L));
    m_app->add_flag("--json", m_json, "Print JSON");
    m_setup.add(*m_app);
    return m_app;
}

int SimulateCommand::run(Context& context) {
    auto game = context.game(m_game);
    if (!game) return printError(game.error()), 2;
    auto setup = m_setup.build(**game);
    if (!setup) return printError(setup.error()), 2;
    for (const auto& p : setup->players) {
        if (!p.isHuman() && p.controller != "bot:random") {
            printError(Error("simulate plays every decision at random; use `plateau arena` for " +
                             p.controller));
            return 2;
        }
    }
    const int players = static_cast<int>(setup->players.size());
    std::vector<double> throws, plies, rounds;
    throws.reserve(static_cast<std::size_t>(m_games));
    plies.reserve(static_cast<std::size_t>(m_games));
    rounds.reserve(static_cast<std::size_t>(m_games));
    std::vector<double> wins(static_cast<std::size_t>(players), 0.0);
    std::map<std::string, long> draws;
    long unfinished = 0;
    Rng seeds(setup->seed);
    ProgressBar progress("simulating", m_games);
    const auto start = std::chrono::steady_clock::now();
    // Games start from clones of one starting state: making a state may cost the game
    // real work (Goose builds its landing tables), a clone is a copy.
    auto made = (*game)->newState(*setup);
    if (!made) return printError(made.error()), 2;
    StatePtr first = std::move(*made);
    first->setLogging(false);
    for (long g = 0; g < m_games; ++g) {
        StatePtr one = first->clone();
        State& state = *one;
        // Each game replays alone: `plateau play GAME --seed S` with this game's seed.
        Rng rng(seeds.next());
        long chance = 0, moves = 0;
        MoveList legal;
        for (; moves < m_maxPlies && !state.isTerminal(); ++moves) {
            if (state.isChance()) {
                state.applyUnchecked(sampleChance(state, rng));
                ++chance;
            } else {
                state.legalMoves(legal);
                state.applyUnchecked(legal[rng.below(static_cast<std::uint32_t>(legal.size()))]);
            }
        }
        throws.push_back(static_cast<double>(chance));
        plies.push_back(static_cast<double>(moves));
        rounds.push_back(state.round());
        if (!state.isTerminal()) {
            ++unfinished;
        } else {
            const Outcome result = state.outcome();
            if (result.isDraw()) ++draws[result.reason];
            for (int w : result.winners) wins[static_cast<std::size_t>(w)] += 1.0 / static_cast<double>(result.winners.size());
        }
        progress.update(g + 1);
    }
    progress.finish();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    long drawn = 0;
    for (const auto& [reason, n] : draws) drawn += n;
    const double n = static_cast<double>(m_games);

    if (m_json) {
        nlohmann::json seats = nlohmann::json::array();
        for (int p = 0; p < players; ++p) seats.push_back({{"seat", p + 1}, {"win_share", wins[static_cast<std::size_t>(p)] / n}});
        nlohmann::json drawReasons = nlohmann::json::object();
        for (const auto& [reason, count] : draws) drawReasons[reason] = static_cast<double>(count) / n;
        std::cout << nlohmann::json{{"game", m_game},
                                    {"variant", setup->variant},
                                    {"players", players},
                                    {"games", m_games},
                                    {"seed", setup->seed},
                                    {"throws", summaryJson(summarize(throws))},
                                    {"plies", summaryJson(summarize(plies))},
                                    {"rounds", summaryJson(summarize(rounds))},
                                    {"seats", seats},
                                    {"draw_share", static_cast<double>(drawn) / n},
                                    {"draw_reasons", drawReasons},
                                    {"unfinished", unfinished},
                                    {"seconds", seconds},
                                    {"games_per_second", n / seconds}}
                         .dump(2)
                  << '\n';
        return 0;
    }
    std::printf("%s, variant %s, %d players: %ld games (seed %llu) in %.2f s, %.0f games/s\n",
                (*game)->name().c_str(), setup->variant.c_str(), players, m_games,
                static_cast<unsigned long long>(setup->seed), seconds, n / seconds);
    printSummary("throws per game", summarize(throws));
    printSummary("moves per game", summarize(plies));
    printSummary("rounds per game", summarize(rounds));
    for (int p = 0; p < players; ++p)
        std::printf("seat %d wins       %6.2f%%\n", p + 1, 100.0 * wins[static_cast<std::size_t>(p)] / n);
    std::printf("draws             %6.2f%%\n", 100.0 * static_cast<double>(drawn) / n);
    for (const auto& [reason, count] : draws)
        std::printf("  %6.2f%%  %s\n", 100.0 * static_cast<double>(count) / n, reason.c_str());
    if (unfinished)
        std::printf("unfinished        %6.2f%% (stopped at %ld moves)\n",
                    100.0 * static_cast<double>(unfinished) / n, m_maxPlies);
    return 0;
}

}  // namespace plateau::cli
