#pragma once

// The conformance checks of a game's own chance fast paths, at one chance node.

#include <cstdint>

#include "information.hpp"
#include "plateau/sdk/state.hpp"

namespace plateau::conformance::detail {

// chance-run (plugin ABI 3.3): a run of throws in one call (State::playChances) plays what
// the host's loop plays from the streams of `seed`: the same moves, count, position and log
// lines. Reports the first difference.
void checkChanceRun(const State& s, std::uint64_t seed, const Fail& fail);

// chance-sample: sampleChanceOutcome draws only what chanceOutcomes lists, each outcome
// about as often as its probability (2,000 draws from a generator of `seed`).
void checkChanceSample(const State& s, std::uint64_t seed, const Fail& fail);

}  // namespace plateau::conformance::detail
