#pragma once

// The checks of SDK 0.3's information contract, for the conformance runner: what a player
// sees depends only on what they may know, and the sampler of a player's information
// agrees with what they saw.

#include <functional>
#include <string>

#include "plateau/sdk/random.hpp"
#include "plateau/sdk/state.hpp"

namespace plateau::conformance::detail {

using Fail = std::function<void(const std::string& check, std::string message)>;

// A text of everything a board view shows, for comparisons.
std::string viewSignature(const BoardView& view);

// At one position: for a game without secrets, every viewer sees the same and no move is
// hidden; for a game with secrets, each player's resampled states agree with their view,
// and a twin position that differs only in what a player may not know (the moves hidden
// from them redrawn) shows that player the same view wherever their log is the same.
void checkInformation(const State& state, Rng& rng, const Fail& fail);

}  // namespace plateau::conformance::detail
