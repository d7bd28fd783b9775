#include "plateau/chance.hpp"

#include <stdexcept>

#include "plateau/state.hpp"

namespace plateau {

Move sampleChance(const ChanceList& outcomes, Rng& rng) {
    // A game's fault, reported as one: reading back() of nothing would be undefined.
    if (outcomes.empty()) throw std::logic_error("a chance node with no outcomes");
    double r = rng.uniform();
    for (const auto& o : outcomes) {
        if (r < o.probability) return o.move;
        r -= o.probability;
    }
    return outcomes.back().move;  // rounding left a sliver past the last outcome
}

Move sampleChance(const State& state, Rng& rng) {
    return state.sampleChanceOutcome(rng);
}

}  // namespace plateau
