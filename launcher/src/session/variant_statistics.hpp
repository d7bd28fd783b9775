#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <plateau/sdk/game.hpp>
#include <plateau/sdk/setup.hpp>

namespace plateau::session {

// How far the quick simulations behind the setup screen's statistics go.
struct StatisticsLimits {
    int maxGames = 400;
    long maxPlies = 2000;  // a game still going after this many moves counts as unfinished
    // No new game starts after this, and the one under way is left out; 0: no limit (the
    // figures then depend on the seed only).
    std::chrono::milliseconds time{1500};
};

// Seconds a move takes at the table, for the minutes: an estimate, said as one.
struct PaceEstimate {
    double personDecision = 4;  // a person choosing between two moves
    // And this much more each time the moves to choose from double (the Hick–Hyman law):
    // a Quoridor move among 130 takes a person far longer than a choice of two (issue 31,
    // 9: two people at Quoridor were said to need one minute).
    double personPerDoubling = 3;
    double personThrow = 2;      // a person reaching for "throw", and watching
    double throwAnimation = 2;   // the dice rolling and the pawn walking
    double moveAnimation = 0.5;  // a piece moving
};

// What quick games with the chosen players came to.
struct VariantStatistics {
    bool available = false;
    std::string failure;  // why not, when not available
    int players = 0;
    int games = 0;       // played to the end or to maxPlies
    int unfinished = 0;  // stopped at maxPlies: in `games`, not in the shares below
    long maxPlies = 0;
    int draws = 0;
    bool stoppedByTime = false;  // fewer than maxGames: the time ran out
    bool countsRounds = false;   // the game counts rounds (else the length is in moves)
    double meanRounds = 0;       // over finished games
    double meanPlies = 0;
    double meanSeconds = 0;        // PaceEstimate applied to each finished game's moves
    std::vector<double> seatWins;  // per seat, share of finished games (a shared win split)
    // Every game somebody won had one winner: the fair share is 1/N of those games.
    bool oneWinner = true;
    std::string variant;  // what was simulated, for the caller's check
};

// The controller a seat plays with in the simulations: a person plays as the game's
// easiest computer (its own bot if it has one), a bot as chosen.
std::string standInController(const Game& game, const PlayerSetup& player);

// Plays up to limits.maxGames games of `setup` through GameRunner, game g with the seed
// gameSeed(seed, g). Bots think with a small iteration budget and no clock, so the figures
// depend on the seed only. A game that throws makes the statistics unavailable (the
// reason kept); `stop` (may be null) abandons the work.
VariantStatistics simulateVariant(const Game& game, const Setup& setup,
                                  const StatisticsLimits& limits, const PaceEstimate& pace,
                                  std::uint64_t seed, const std::atomic<bool>* stop = nullptr);

// The figures in words, for the setup screen, one line each: length and minutes, the
// seat advantage and draws, what they come from (and the unfinished games).
std::vector<std::string> describeStatistics(const VariantStatistics& stats);

// simulateVariant on a thread of its own: a new request abandons the one under way.
class StatisticsWorker {
public:
    StatisticsWorker() = default;
    ~StatisticsWorker();
    StatisticsWorker(const StatisticsWorker&) = delete;
    StatisticsWorker& operator=(const StatisticsWorker&) = delete;

    void request(std::shared_ptr<const Game> game, Setup setup, StatisticsLimits limits,
                 PaceEstimate pace, std::uint64_t seed);
    void cancel();
    bool busy() const { return m_thread.joinable() && !m_done.load(); }
    // The result once ready (then the worker is free).
    std::optional<VariantStatistics> poll();

private:
    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_done{false};
    VariantStatistics m_result;
};

}  // namespace plateau::session
