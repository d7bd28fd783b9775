#include "session/variant_statistics.hpp"
#include "session/game_runner.hpp"
#include "session/seed_policy.hpp"
#include "tr.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <exception>

#include <plateau/sdk/bot.hpp>
#include <plateau/sdk/chance.hpp>
#include <plateau/sdk/random.hpp>
#include <plateau/sdk/state.hpp>

namespace plateau::session {

namespace {

// A quick game's bots: a tenth of their level's iterations, at most this many, and no
// clock (a clock would make the figures depend on the machine).
constexpr long kQuickIterations = 200;

struct Seat {
    bool person = false;      // a person sits there: decisions and throws at a person's pace
    double thinkSeconds = 0;  // the real bot's time budget, for the minutes
};

long quickIterations(const BotBudget& budget) {
    if (budget.iterations <= 0) return kQuickIterations;
    return std::clamp(budget.iterations / 10, 1L, kQuickIterations);
}

// A person's time for a decision: longer the more moves there are to choose from.
double personSeconds(const State& state, const PaceEstimate& pace, MoveList& moves) {
    moves.clear();
    state.legalMoves(moves);
    const double doublings = std::log2(static_cast<double>(std::max<std::size_t>(2, moves.size())));
    return pace.personDecision + pace.personPerDoubling * (doublings - 1);
}

std::string percent(double share) {
    return std::to_string(static_cast<long long>(std::lround(100 * share)));
}

}  // namespace

std::string standInController(const Game& game, const PlayerSetup& player) {
    if (!player.isHuman()) return player.controller;
    if (!game.type().decisions) return "bot:random";
    const auto own = game.botNames();
    return own.empty() ? "bot:mcts:easy" : "bot:" + own.front() + ":easy";
}

VariantStatistics simulateVariant(const Game& game, const Setup& setup,
                                  const StatisticsLimits& limits, const PaceEstimate& pace,
                                  std::uint64_t seed, const std::atomic<bool>* stop) {
    VariantStatistics out;
    out.variant = setup.variant;
    out.players = static_cast<int>(setup.players.size());
    out.maxPlies = limits.maxPlies;
    out.seatWins.assign(setup.players.size(), 0.0);
    const auto began = std::chrono::steady_clock::now();
    const auto outOfTime = [&] {
        return limits.time.count() > 0 && std::chrono::steady_clock::now() - began >= limits.time;
    };
    const auto stopped = [&] { return stop && stop->load(std::memory_order_relaxed); };
    try {
        // Every seat a bot: a person's plays as its stand-in, at a person's pace.
        std::vector<Seat> seats(setup.players.size());
        std::vector<std::string> controllers;
        for (std::size_t i = 0; i < seats.size(); ++i) {
            seats[i].person = setup.players[i].isHuman();
            controllers.push_back(standInController(game, setup.players[i]));
        }
        // The quick budget: a tenth of the level's iterations and no clock. Made afresh
        // for each game, as a game at the table starts with fresh bots.
        const auto makeBots = [&]() -> Expected<std::vector<BotPtr>> {
            std::vector<BotPtr> bots;
            for (std::size_t i = 0; i < seats.size(); ++i) {
                auto bot = makeBot(game, controllers[i]);
                if (!bot) return bot.error();
                if (controllers[i] != "bot:random") {
                    const BotBudget real = (*bot)->budget();
                    seats[i].thinkSeconds = std::chrono::duration<double>(real.time).count();
                    (*bot)->setBudget({.iterations = quickIterations(real), .stop = stop});
                }
                bots.push_back(std::move(*bot));
            }
            return bots;
        };
        // The session's runner: the same rule for what acts and the same seed policy as a
        // game played at the table (game g of the run has the seed gameSeed(seed, g)).
        auto made = GameRunner::create(game.shared(), setup, makeBots);
        if (!made) {
            out.failure = made.error().reason;
            return out;
        }
        GameRunner& runner = *made;

        MoveList choices;  // reused: a person's moves, counted for their time
        double plies = 0, rounds = 0, seconds = 0;
        int finished = 0;
        for (int g = 0; g < limits.maxGames; ++g) {
            if (stopped()) return out;
            if (outOfTime()) {
                out.stoppedByTime = true;
                break;
            }
            if (auto ok = runner.begin(gameSeed(seed, static_cast<std::uint64_t>(g))); !ok) {
                out.failure = ok.error().reason;
                return out;
            }
            const State& state = runner.state();  // valid until the next begin()
            long moves = 0;
            double time = 0;
            bool abandoned = false;
            for (; moves < limits.maxPlies && !runner.over(); ++moves) {
                // A game cut by the clock is left out, not counted as unfinished.
                if ((moves & 15) == 15 && (stopped() || outOfTime())) {
                    abandoned = true;
                    break;
                }
                if (state.isChance()) {
                    const int who = state.actingPlayer();
                    const bool person = who >= 0 && who < out.players &&
                                        seats[static_cast<std::size_t>(who)].person;
                    time += pace.throwAnimation + (person ? pace.personThrow : 0);
                    runner.step();
                    continue;
                }
                const int who = state.currentPlayer();
                if (who < 0 || who >= out.players) throw std::runtime_error("no player to move");
                const Seat& seat = seats[static_cast<std::size_t>(who)];
                time += pace.moveAnimation +
                        (seat.person ? personSeconds(state, pace, choices) : seat.thinkSeconds);
                if (auto ok = runner.play(runner.choose()); !ok)
                    throw std::runtime_error("a bot's move was refused: " + ok.error().reason);
            }
            if (abandoned) {
                if (stopped()) return out;
                out.stoppedByTime = true;
                break;
            }
            ++out.games;
            if (!state.isTerminal()) {
                ++out.unfinished;
                continue;
            }
            ++finished;
            plies += static_cast<double>(moves);
            rounds += state.round();
            seconds += time;
            const std::uint32_t winners = state.winnerMask();
            if (winners == 0) {
                ++out.draws;
                continue;
            }
            const int k = std::popcount(winners);
            if (k != 1) out.oneWinner = false;
            for (int p = 0; p < out.players; ++p)
                if ((winners >> p) & 1u) out.seatWins[static_cast<std::size_t>(p)] += 1.0 / k;
        }
        if (out.games == 0) {
            out.failure = tr("not one game could be played in the time");
            return out;
        }
        if (finished > 0) {
            out.meanPlies = plies / finished;
            out.meanRounds = rounds / finished;
            out.meanSeconds = seconds / finished;
            for (auto& w : out.seatWins)
                w /= finished;
        }
        out.countsRounds = out.meanRounds > 0;
        out.available = true;
    } catch (const std::exception& e) {
        // A game that throws in play: no figures, and the reason.
        out = VariantStatistics{};
        out.variant = setup.variant;
        out.failure = fillText(tr("the game failed ({0})"), {e.what()});
    } catch (...) {
        out = VariantStatistics{};
        out.variant = setup.variant;
        out.failure = tr("the game failed");
    }
    return out;
}

std::vector<std::string> describeStatistics(const VariantStatistics& s) {
    if (!s.available) return {fillText(tr("No statistics: {0}."), {s.failure})};
    std::vector<std::string> lines;
    const int finished = s.games - s.unfinished;
    if (finished == 0) {
        lines.push_back(fillText(
            trn("No game ended within {0} move.", "No game ended within {0} moves.", s.maxPlies),
            {std::to_string(s.maxPlies)}));
    } else {
        const long long minutes = std::max(1LL, std::llround(s.meanSeconds / 60));
        const long long length =
            std::max(1LL, std::llround(s.countsRounds ? s.meanRounds : s.meanPlies));
        std::string line = s.countsRounds
                               ? fillText(trn("About {0} round", "About {0} rounds", length),
                                          {std::to_string(length)})
                               : fillText(trn("About {0} move", "About {0} moves", length),
                                          {std::to_string(length)});
        // TRANSLATORS: the length of a game in minutes, estimated from the moves.
        line +=
            " \u00b7 " + fillText(trn("{0} minute (estimate)", "{0} minutes (estimate)", minutes),
                                  {std::to_string(minutes)});
        lines.push_back(line);
        if (s.players > 1) {
            // TRANSLATORS: a share in percent: "26 %".
            std::string seat = fillText(tr("Seat 1 wins {0} %"), {percent(s.seatWins[0])});
            // Fair: an equal part of the games somebody won.
            const double decided = 1 - static_cast<double>(s.draws) / finished;
            if (s.oneWinner)
                seat += " " + fillText(tr("(fair: {0} %)"), {percent(decided / s.players)});
            if (s.draws > 0)
                seat += " \u00b7 " + fillText(tr("draws {0} %"),
                                              {percent(static_cast<double>(s.draws) / finished)});
            lines.push_back(seat);
        }
    }
    std::string from = fillText(trn("From {0} quick game with these players",
                                    "From {0} quick games with these players", s.games),
                                {std::to_string(s.games)});
    if (s.unfinished > 0)
        from += " \u00b7 " + fillText(trn("{0} unfinished after {1} moves",
                                          "{0} unfinished after {1} moves", s.unfinished),
                                      {std::to_string(s.unfinished), std::to_string(s.maxPlies)});
    lines.push_back(from + ".");
    return lines;
}

StatisticsWorker::~StatisticsWorker() {
    cancel();
}

void StatisticsWorker::cancel() {
    if (!m_thread.joinable()) return;
    m_stop = true;
    m_thread.join();
    m_stop = false;
    m_done = false;
}

void StatisticsWorker::request(std::shared_ptr<const Game> game, Setup setup,
                               StatisticsLimits limits, PaceEstimate pace, std::uint64_t seed) {
    cancel();
    m_done = false;
    m_thread =
        std::thread([this, game = std::move(game), setup = std::move(setup), limits, pace, seed] {
            m_result = simulateVariant(*game, setup, limits, pace, seed, &m_stop);
            m_done = true;
        });
}

std::optional<VariantStatistics> StatisticsWorker::poll() {
    if (!m_thread.joinable() || !m_done.load()) return std::nullopt;
    m_thread.join();
    m_done = false;
    return std::move(m_result);
}

}  // namespace plateau::session
