#include "cli/simulate_command.hpp"
#include "tr.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli/progress_bar.hpp"
#include "cli/simulation_tally.hpp"
#include "session/game_runner.hpp"
#include "session/seed_policy.hpp"

namespace plateau::cli {

namespace {

// Ctrl-C during a run: the games under way are dropped, the figures so far printed.
std::atomic<bool> g_interrupted{false};

extern "C" void onInterrupt(int) {
    g_interrupted.store(true, std::memory_order_relaxed);
}

// Catches SIGINT while it lives; the previous handler comes back after.
class InterruptGuard {
public:
    InterruptGuard() {
        g_interrupted = false;
        struct sigaction action {};
        action.sa_handler = onInterrupt;
        sigemptyset(&action.sa_mask);
        sigaction(SIGINT, &action, &m_previous);
    }
    ~InterruptGuard() { sigaction(SIGINT, &m_previous, nullptr); }
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

private:
    struct sigaction m_previous {};
};

nlohmann::json summaryJson(const Summary& s) {
    return {{"mean", s.mean}, {"median", s.median}, {"p95", s.p95}, {"min", s.min}, {"max", s.max}};
}

nlohmann::json notableJson(const NotableGame& g) {
    nlohmann::json winners = nlohmann::json::array();
    for (int s = 0; s < 32; ++s)
        if ((g.winners >> s) & 1u) winners.push_back(s);
    return {{"game", g.index + 1},
            {"seed", g.seed},
            {"moves", g.moves},
            {"throws", g.throws},
            {"winners", winners}};
}

void printSummary(const char* what, const Summary& s) {
    std::printf("%-18s mean %8.2f  median %6.1f  95th %6.1f  max %6.0f\n", what, s.mean, s.median,
                s.p95, s.max);
}

// Plays games [begin, end) of the run into `tally`; stops early when `stop` is set.
// Returns the games done.
long playGames(session::GameRunner& runner, std::uint64_t runSeed, long begin, long end,
               long maxPlies, SimulationTally& tally, std::string& failure) {
    long g = begin;
    for (; g < end && !g_interrupted.load(std::memory_order_relaxed); ++g) {
        const std::uint64_t seed = session::gameSeed(runSeed, static_cast<std::uint64_t>(g));
        if (auto ok = runner.begin(seed); !ok) {
            failure = ok.error().toString();
            break;
        }
        std::uint64_t moves = 0, throws = 0;
        // The same rule and seeds as `plateau play --seed`: this loop is GameRunner::step()
        // with the throws counted on the way, a run of throws in one call.
        const auto limit = static_cast<std::uint64_t>(maxPlies);
        while (moves < limit) {
            const std::uint64_t thrown = runner.playChances(limit - moves);
            moves += thrown;
            throws += thrown;
            if (moves == limit) break;
            const session::Next next = runner.advance();
            if (next == session::Next::Over) break;
            ++moves;
            throws += next == session::Next::Throw;
        }
        const State& state = runner.state();
        const auto rounds = static_cast<std::uint64_t>(std::max(0, state.round()));
        const auto index = static_cast<std::uint64_t>(g);
        tally.addTurns(static_cast<std::uint64_t>(std::max(0, state.turnsCompleted())));
        if (!state.isTerminal()) {
            tally.addUnfinished(index, seed, moves, throws, rounds);
            continue;
        }
        const std::uint32_t winners = runner.winnerMask();
        // Only a draw's reason is text worth building.
        tally.addFinished(index, seed, moves, throws, rounds, winners,
                          winners ? std::string() : state.outcome().reason);
    }
    return g - begin;
}

}  // namespace

CLI::App* SimulateCommand::add(CLI::App& parent) {
    m_app = parent.add_subcommand("simulate", tr("Play many seeded games and print statistics"));
    m_app->add_option("game", m_game, tr("Game id (see `plateau list`)"))->required();
    m_app->add_option("--games", m_games, tr("How many games"))
        ->check(CLI::Range(1L, 1000000000000L));
    m_app
        ->add_option("--max-plies", m_maxPlies,
                     tr("Stop a game after this many moves (unfinished)"))
        ->check(CLI::Range(1L, 100000000L));
    m_app
        ->add_option("--threads", m_threads,
                     tr("Threads (default: every core); the results do not depend on it"))
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
    const int players = static_cast<int>(setup->players.size());
    const std::uint64_t runSeed = setup->seed;

    // A runner per thread: each has its own bots (a person's seat plays at random) and
    // its own state, reused from game to game.
    const int threads = static_cast<int>(std::clamp<long>(
        m_threads > 0 ? m_threads : static_cast<long>(std::thread::hardware_concurrency()), 1,
        std::max<long>(1, m_games / 64)));
    std::vector<session::GameRunner> runners;
    for (int t = 0; t < threads; ++t) {
        auto runner = session::GameRunner::create(*game, *setup, [game = *game, setup = *setup] {
            return session::GameRunner::makeBots(*game, setup, "bot:random");
        });
        if (!runner) return printError(runner.error()), 2;
        const LoadedPlugin* plugin = context.host().findPlugin((*game)->id());
        runner->setGamePlaysChances(plugin && plugin->abiMinor >= 3);
        runners.push_back(std::move(*runner));
    }

    // Game g has the seed gameSeed(run seed, g), whoever plays it, and the tallies are
    // exact counts: any thread count gives the same figures. Each game replays alone with
    // `plateau play GAME --seed S` and this run's options.
    InterruptGuard interrupt;
    std::vector<SimulationTally> tallies(static_cast<std::size_t>(threads),
                                         SimulationTally(players));
    std::vector<std::string> failures(static_cast<std::size_t>(threads));
    std::atomic<long> next{0}, done{0};
    constexpr long kBlock = 256;
    const auto work = [&](int t) {
        auto& runner = runners[static_cast<std::size_t>(t)];
        auto& tally = tallies[static_cast<std::size_t>(t)];
        auto& failure = failures[static_cast<std::size_t>(t)];
        try {
            while (failure.empty() && !g_interrupted.load(std::memory_order_relaxed)) {
                const long begin = next.fetch_add(kBlock);
                if (begin >= m_games) break;
                const long end = std::min(m_games, begin + kBlock);
                done.fetch_add(playGames(runner, runSeed, begin, end, m_maxPlies, tally, failure));
            }
        } catch (const std::exception& e) {
            // A plugin's fault: said once, the run stops.
            failure = fillText(tr("the game stopped: {0}"), {e.what()});
        }
        if (!failure.empty()) g_interrupted = true;
    };
    ProgressBar progress("simulating", m_games);
    const auto start = std::chrono::steady_clock::now();
    {
        // The progress bar moves every 50 ms; the last worker to finish wakes this thread,
        // so the time measured is the run's, not a multiple of the bar's step.
        std::mutex mutex;
        std::condition_variable finished;
        int running = threads;
        std::vector<std::thread> workers;
        for (int t = 0; t < threads; ++t)
            workers.emplace_back([&, t] {
                work(t);
                const std::lock_guard lock(mutex);
                if (--running == 0) finished.notify_one();
            });
        std::unique_lock lock(mutex);
        while (
            !finished.wait_for(lock, std::chrono::milliseconds(50), [&] { return running == 0; }))
            progress.update(done.load());
        lock.unlock();
        for (auto& w : workers)
            w.join();
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    progress.finish();
    for (const auto& failure : failures) {
        if (failure.empty()) continue;
        printError(Error(failure));
        return 4;
    }
    SimulationTally all(players);
    for (const auto& tally : tallies)
        all.merge(tally);
    const bool interrupted = static_cast<long>(all.games()) < m_games;
    const auto played = all.games();
    const double n = played ? static_cast<double>(played) : 1.0;
    if (interrupted)
        std::fprintf(stderr, "plateau: %s\n",
                     fillText(tr("interrupted: the figures of the {0} games played"),
                              {std::to_string(played)})
                         .c_str());

    // A turn of several moves (a backgammon turn) is counted once.
    const bool turns = (*game)->type().multiStepTurns;
    if (m_json) {
        nlohmann::json seats = nlohmann::json::array();
        for (int p = 0; p < players; ++p)
            seats.push_back({{"seat", p + 1}, {"win_share", all.winShare(p)}});
        nlohmann::json drawReasons = nlohmann::json::object();
        for (const auto& [reason, count] : all.drawReasons())
            drawReasons[reason] = static_cast<double>(count) / n;
        nlohmann::json out{{"game", m_game},
                           {"variant", setup->variant},
                           {"players", players},
                           {"games", played},
                           {"interrupted", interrupted},
                           {"seed", runSeed},
                           {"throws", summaryJson(all.throws().summary())},
                           {"plies", summaryJson(all.moves().summary())},
                           {"rounds", summaryJson(all.rounds().summary())},
                           {"seats", seats},
                           {"draw_share", static_cast<double>(all.drawn()) / n},
                           {"draw_reasons", drawReasons},
                           {"unfinished", all.unfinished()},
                           {"longest", notableJson(all.longest())},
                           {"shortest", notableJson(all.shortest())},
                           {"threads", threads},
                           {"seconds", seconds},
                           {"games_per_second", static_cast<double>(played) / seconds}};
        if (turns) out["turns"] = summaryJson(all.turns().summary());
        std::cout << out.dump(2) << '\n';
        return interrupted ? 130 : 0;
    }
    std::printf(
        "%s, variant %s, %d players: %llu %s (seed %llu) in %.3f s on %d %s, %.0f games/s\n",
        (*game)->name().c_str(), setup->variant.c_str(), players,
        static_cast<unsigned long long>(played), played == 1 ? "game" : "games",
        static_cast<unsigned long long>(runSeed), seconds, threads,
        threads == 1 ? "thread" : "threads", static_cast<double>(played) / seconds);
    printSummary("throws per game", all.throws().summary());
    printSummary("moves per game", all.moves().summary());
    if (turns) printSummary("turns per game", all.turns().summary());
    // A game that counts no rounds (State::round) has none to show.
    if (all.rounds().summary().max > 0) printSummary("rounds per game", all.rounds().summary());
    for (int p = 0; p < players; ++p)
        std::printf("seat %d wins       %6.2f%%\n", p + 1, 100.0 * all.winShare(p));
    std::printf("draws             %6.2f%%\n", 100.0 * static_cast<double>(all.drawn()) / n);
    for (const auto& [reason, count] : all.drawReasons())
        std::printf("  %6.2f%%  %s\n", 100.0 * static_cast<double>(count) / n, reason.c_str());
    if (all.unfinished())
        std::printf("unfinished        %6.2f%% (stopped at %ld moves)\n",
                    100.0 * static_cast<double>(all.unfinished()) / n, m_maxPlies);
    // The extremes, with what replays them: `plateau play` with the seed and these options.
    for (const auto* g : {&all.longest(), &all.shortest()}) {
        if (!g->found) continue;
        std::printf("%s\n", fillText(g == &all.longest()
                                         ? tr("longest game: {0} moves, game {1}, seed {2}")
                                         : tr("shortest game: {0} moves, game {1}, seed {2}"),
                                     {std::to_string(g->moves), std::to_string(g->index + 1),
                                      std::to_string(g->seed)})
                                .c_str());
    }
    if (all.longest().found)
        std::printf("%s\n", tr("(a game replays with `plateau play GAME --seed SEED --text` and "
                               "this run's --variant, --set and --players)")
                                .c_str());
    return interrupted ? 130 : 0;
}

}  // namespace plateau::cli
