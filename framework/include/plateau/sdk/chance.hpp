#pragma once

#include "plateau/export.hpp"
#include "plateau/sdk/move.hpp"
#include "plateau/sdk/random.hpp"

namespace plateau {

class State;

// Draws one outcome by its probability: the one way a number from the generator becomes a
// throw, for the host and for bots searching. Which generator it draws from is the caller's:
// the program's front ends all take the throw at ply N from the seed's stream for that ply
// (seed_streams.hpp), which is what makes one seed one game in all of them.
PLATEAU_EXPORT Move sampleChance(const ChanceList& outcomes, Rng& rng);
PLATEAU_EXPORT Move sampleChance(const State& state, Rng& rng);

}  // namespace plateau
