#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <string_view>

#include "plateau/error.hpp"
#include "plateau/export.hpp"
#include "plateau/move.hpp"
#include "plateau/random.hpp"
#include "plateau/state.hpp"

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
    long iterations = 0;                        // 0: no limit
    std::chrono::milliseconds time{0};          // 0: no limit
    const std::atomic<bool>* stop = nullptr;
};

// A player that sees only the State interface (or, for a game's own bot, its rules).
class PLATEAU_EXPORT Bot {
public:
    virtual ~Bot();
    virtual std::string name() const = 0;
    // A legal move for the player to move at a decision node of `state`. May run on a
    // worker thread; must not touch `state` after returning. Deterministic for a given
    // generator state and iteration budget.
    virtual Move chooseMove(const State& state, Rng& rng) = 0;
};

// Makes the bot a controller string names: "bot:random", "bot:mcts[:easy|medium|hard]",
// or a game's own bot "bot:<name>[:level]" (Game::makeBot). Unknown names are refused
// with the list of known ones.
PLATEAU_EXPORT Expected<BotPtr> makeBot(const Game& game, std::string_view controller);

}  // namespace plateau
