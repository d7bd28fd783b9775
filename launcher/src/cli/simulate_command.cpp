#include "cli/simulate_command.hpp"
#include "tr.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <thread>

#include <nlohmann/json.hpp>
#include <plateau/host/random_game.hpp>

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
    m_app = parent.add_subcommand("simulate", tr("Play many seeded games and print statistics"));
    m_app->add_option("game", m_game, tr("Game id (see `plateau list`)"))->required();
    m_app->add_option("--games", m_games, tr("How many games"))->check(CLI::Range(1L, 1000000000L));
    m_app->add_option("--max-plies", m_maxPlies, tr("Stop a game after this many moves (unfinished)"))
        ->check(CLI::Range(1L, 100000000L));
    m_app->add_option("--threads", m_threads, tr("Threads (default: every core); the results do not depend on it"))
        ->check(CLI::Range(1, 256));
    m_app->add_flag("--json", m_json, tr("Print JSON"));
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
    // Games start from copies of one starting state: making a state may cost the game
    // real work (a game may build tables), a copy does not.
    auto made = (*game)->newState(*setup);
    if (!made) return printError(made.error()), 2;
    StatePtr first = std::move(*made);
    first->setLogging(false);

    // Game g is seeded with the g-th number of the setup's generator, whichever thread
    // plays it, and the results are summed in game order: any thread count gives the
    // same figures. Each game replays alone: `plateau play GAME --seed S` with its seed.
    const auto count = static_cast<std::size_t>(m_games);
    std::vector<std::uint64_t> gameSeeds(count);
    Rng seeds(setup->seed);
    for (auto& s : gameSeeds) s = seeds.next();
    std::vector<RandomGame> results(count);
    std::vector<std::string> drawReason(count);
    const int threads = std::clamp<long>(
        m_threads > 0 ? m_threads : static_cast<long>(std::thread::hardware_concurrency()), 1,
        std::max<long>(1, m_games / 64));
    std::atomic<long> next{0}, done{0};
    constexpr long kBlock = 256;
    const auto work = [&] {
        StatePtr scratch;
        for (;;) {
            const long begin = next.fetch_add(kBlock);
            if (begin >= m_games) break;
            const long end = std::min(m_games, begin + kBlock);
            for (long g = begin; g < end; ++g) {
                Rng rng(gameSeeds[static_cast<std::size_t>(g)]);
                RandomGame& r = results[static_cast<std::size_t>(g)];
                r = playRandomGame(*first, scratch, rng, m_maxPlies);
                // Only a draw's reason is text worth building.
                if (r.finished && r.winners == 0)
                    drawReason[static_cast<std::size_t>(g)] = scratch->outcome().reason;
            }
            done.fetch_add(end - begin);
        }
    };
    ProgressBar progress("simulating", m_games);
    const auto start = std::chrono::steady_clock::now();
    {
        std::vector<std::thread> workers;
        for (int t = 1; t < threads; ++t) workers.emplace_back(work);
        if (threads == 1) {
            work();
        } else {
            while (done.load() < m_games) {
                progress.update(done.load());
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            }
        }
        for (auto& w : workers) w.join();
    }
    progress.finish();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    std::vector<double> throws, plies, rounds, turns;
    throws.reserve(count);
    plies.reserve(count);
    rounds.reserve(count);
    std::vector<double> wins(static_cast<std::size_t>(players), 0.0);
    std::map<std::string, long> draws;
    long unfinished = 0;
    for (std::size_t g = 0; g < count; ++g) {
        const RandomGame& r = results[g];
        throws.push_back(static_cast<double>(r.throws));
        plies.push_back(static_cast<double>(r.moves));
        turns.push_back(static_cast<double>(r.turns));
        rounds.push_back(r.rounds);
        if (!r.finished) {
            ++unfinished;
        } else if (r.winners == 0) {
            ++draws[drawReason[g]];
        } else {
            const int k = std::popcount(r.winners);
            for (int p = 0; p < players; ++p)
                if ((r.winners >> p) & 1u) wins[static_cast<std::size_t>(p)] += 1.0 / k;
        }
    }
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
                                    {"threads", threads},
                                    {"seconds", seconds},
                                    {"games_per_second", n / seconds}}
                         .dump(2)
                  << '\n';
        return 0;
    }
    std::printf(
        "%s, variant %s, %d players: %ld games (seed %llu) in %.2f s on %d threads, %.0f games/s\n",
        (*game)->name().c_str(), setup->variant.c_str(), players, m_games,
        static_cast<unsigned long long>(setup->seed), seconds, threads, n / seconds);
    printSummary("throws per game", summarize(throws));
    printSummary("moves per game", summarize(plies));
    // A turn of several moves (a backgammon turn) is counted once.
    if ((*game)->type().multiStepTurns) printSummary("turns per game", summarize(turns));
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
