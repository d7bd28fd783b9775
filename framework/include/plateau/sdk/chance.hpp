#pragma once

#include "plateau/export.hpp"
#include "plateau/sdk/move.hpp"
#include "plateau/sdk/random.hpp"

namespace plateau {

class State;

// Draws one outcome by its probability. Everyone who throws dice for a game (terminal,
// window, simulations, bots) draws through this, so one seed gives one game everywhere.
PLATEAU_EXPORT Move sampleChance(const ChanceList& outcomes, Rng& rng);
PLATEAU_EXPORT Move sampleChance(const State& state, Rng& rng);

}  // namespace plateau
