#include "plateau/random_bot.hpp"

#include <cassert>

namespace plateau {

Move RandomBot::chooseMove(const State& state, Rng& rng) {
    if (state.isChance()) return sampleChance(state, rng);
    assert(!state.isTerminal() && "a bot asked to move where nobody can");
    // The game's own uniform draw: the same move for a seed as `plateau simulate` plays.
    return state.randomMove(rng);
}

}  // namespace plateau
