#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "plateau/sdk/chance.hpp"
#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"
#include "plateau/sdk/move.hpp"
#include "plateau/sdk/random.hpp"
#include "plateau/sdk/state.hpp"

namespace plateau {

class Bot;
class Game;

// Deletes a Bot from host code, keeping the library that made it loaded until its
// destructor has returned (as StateDeleter does for states).
struct PLATEAU_EXPORT BotDeleter {
    std::shared_ptr<const Game> keepAlive;
    void operator()(Bot* bot) const noexcept;
};
using BotPtr = std::unique_ptr<Bot, BotDeleter>;

// How long a bot may think: a number of iterations, a time, or both (whichever ends
// first). A stop flag set by another thread asks for an answer now.
struct BotBudget {
    long iterations = 0;                // 0: no limit
    std::chrono::milliseconds time{0};  // 0: no limit
    const std::atomic<bool>* stop = nullptr;

    bool unlimited() const { return iterations <= 0 && time.count() <= 0; }
};

// Strength levels: each bot maps them to a budget of its own.
enum class BotLevel { Easy, Medium, Hard };

PLATEAU_EXPORT std::string_view botLevelName(BotLevel level);
// "easy", "medium" or "hard"; empty gives `fallback`.
PLATEAU_EXPORT Expected<BotLevel> parseBotLevel(std::string_view text,
                                                BotLevel fallback = BotLevel::Medium);

// Counts a search against its budget: iterations, the clock and the stop flag. The first
// iteration is always allowed, so a bot answers even when told to stop at once.
class SearchLimit {
public:
    explicit SearchLimit(const BotBudget& budget)
        : m_budget(budget), m_start(std::chrono::steady_clock::now()) {}

    bool done(long iterationsDone) const {
        if (iterationsDone <= 0) return false;
        if (m_budget.iterations > 0 && iterationsDone >= m_budget.iterations) return true;
        if (m_budget.stop && m_budget.stop->load(std::memory_order_relaxed)) return true;
        return m_budget.time.count() > 0 && elapsed() >= m_budget.time;
    }
    bool stopRequested() const {
        return m_budget.stop && m_budget.stop->load(std::memory_order_relaxed);
    }
    // Left of the time budget (a large value when there is none).
    std::chrono::microseconds remaining() const {
        if (m_budget.time.count() <= 0) return std::chrono::hours(24);
        return std::chrono::duration_cast<std::chrono::microseconds>(m_budget.time - elapsed());
    }
    std::chrono::microseconds elapsed() const {
        return std::chrono::duration_cast<std::chrono::microseconds>(
            std::chrono::steady_clock::now() - m_start);
    }
    const BotBudget& budget() const { return m_budget; }

private:
    BotBudget m_budget;
    std::chrono::steady_clock::time_point m_start;
};

// A player that sees only the State interface (or, for a game's own bot, its rules).
// A bot holds no global state: each may think on its own thread.
class PLATEAU_EXPORT Bot {
public:
    virtual ~Bot();
    virtual std::string name() const = 0;
    // A legal move for the player to move at a decision node of `state`. May run on a
    // worker thread; must not touch `state` after returning. Deterministic for a given
    // generator state and iteration budget. At a chance node it samples a throw.
    virtual Move chooseMove(const State& state, Rng& rng) = 0;

    // Replaces the level's budget (e.g. the arena's time per move, the launcher's stop flag).
    void setBudget(const BotBudget& budget) { m_budget = budget; }
    // Keeps the budget and adds a flag another thread sets to ask for a move now.
    void setStopFlag(const std::atomic<bool>* stop) { m_budget.stop = stop; }
    const BotBudget& budget() const { return m_budget; }

    // One line on the last search (iterations, depth, value), for logs and the arena.
    virtual std::string lastSearchInfo() const { return {}; }

protected:
    Bot() = default;
    explicit Bot(const BotBudget& budget) : m_budget(budget) {}

private:
    BotBudget m_budget;

public:
    // Added last, so that the virtual table of a bot built before it keeps its layout.
    // Why the bot gave up its last move (an engine that crashed, hung or answered an
    // illegal move; see EngineBot), empty when it did not: that seat loses the game.
    virtual std::string forfeitReason() const { return {}; }
};

// Makes the bot a controller string names: "bot:random", "bot:mcts[:easy|medium|hard]",
// an external program "bot:engine:PATH ARGS…" (EngineBot), or a game's own bot
// "bot:<name>[:level]" (Game::makeBot). Unknown names are refused
// with the list of known ones. A built-in or game bot may end in "@N": a budget of N
// iterations (nodes, playouts: the bot's own unit) and no clock, "bot:mcts@200".
PLATEAU_EXPORT Expected<BotPtr> makeBot(const Game& game, std::string_view controller);

// Every controller string makeBot accepts for this game, levels spelled out, for menus:
// "bot:random", "bot:mcts:easy", …, then the game's own ("bot:quoridor:hard").
PLATEAU_EXPORT std::vector<std::string> botControllers(const Game& game);

}  // namespace plateau
