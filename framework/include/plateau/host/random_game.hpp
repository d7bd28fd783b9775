#pragma once

#include <cstdint>

#include "plateau/export.hpp"
#include "plateau/sdk/random.hpp"
#include "plateau/sdk/state.hpp"

namespace plateau {

// What a game played at random came to.
struct RandomGame {
    long throws = 0;  // chance moves
    long moves = 0;   // every move, throws included
    long turns = 0;   // turns completed (State::turnsCompleted; moves where a turn is one move)
    int rounds = 0;
    bool finished = false;
    std::uint32_t winners = 0;  // State::winnerMask(); 0 in a finished game: a draw
};

// Plays from `start` to the end (or `maxMoves`), decisions uniformly at random and chance
// by probability, all drawn from `rng`. The game runs in `scratch`, a state reused from
// call to call (State::assignFrom; a clone for games without it, or when empty), so that
// nothing is allocated per game once its vectors have grown. `scratch` keeps the end.
PLATEAU_EXPORT RandomGame playRandomGame(const State& start, StatePtr& scratch, Rng& rng,
                                         long maxMoves);

}  // namespace plateau
