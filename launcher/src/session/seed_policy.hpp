#pragma once

#include <cstddef>
#include <cstdint>

#include <plateau/sdk/random.hpp>

namespace plateau::session {

// The one way a game's seed becomes randomness, for the terminal and the window alike.
// The throw at ply N, and the search a bot in seat S starts at ply N, draw from streams
// derived from (seed, N) and (seed, S, N): a game does not depend on where it was resumed,
// on which front end plays it, or on how many numbers an earlier search used.
Rng diceRng(std::uint64_t seed, std::size_t ply);
Rng botRng(std::uint64_t seed, int seat, std::size_t ply);

}  // namespace plateau::session
