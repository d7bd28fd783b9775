#include "plateau/sdk/chance.hpp"

#include <cassert>

#include "plateau/sdk/state.hpp"

namespace plateau {

Move sampleChance(const ChanceList& outcomes, Rng& rng) {
    assert(!outcomes.empty());
    double r = rng.uniform();
    for (const auto& o : outcomes) {
        if (r < o.probability) return o.move;
        r -= o.probability;
    }
    return outcomes.back().move;  // rounding left a sliver past the last outcome
}

Move sampleChance(const State& state, Rng& rng) {
    ChanceList outcomes;
    state.chanceOutcomes(outcomes);
    return sampleChance(outcomes, rng);
}

}  // namespace plateau
