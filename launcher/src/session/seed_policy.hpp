#pragma once

#include <cstddef>
#include <cstdint>

#include <plateau/sdk/seed_streams.hpp>

namespace plateau::session {

// The streams of a game's seed are the SDK's (seed_streams.hpp): a game that plays its own
// throws draws them as the host does.
using plateau::mixSeed;
using plateau::SeedStreams;

inline Rng diceRng(std::uint64_t seed, std::size_t ply) {
    return SeedStreams(seed).dice(ply);
}
inline Rng botRng(std::uint64_t seed, int seat, std::size_t ply) {
    return SeedStreams(seed).bot(seat, ply);
}

// The seed of game `index` (from 0) of a run of many from one seed (`simulate`, `arena`):
// the game is then an ordinary game of that seed, and `plateau play --seed` replays it.
// A function of the index, not the index-th draw of a stream, so threads need no order.
inline std::uint64_t gameSeed(std::uint64_t seed, std::uint64_t index) {
    // Apart from the dice's and the bots' streams of `seed` itself (a different salt).
    return mixSeed(mixSeed(seed ^ 0x5851F42D4C957F2Dull) + index);
}

}  // namespace plateau::session
