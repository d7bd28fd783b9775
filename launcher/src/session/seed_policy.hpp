#pragma once

#include <cstddef>
#include <cstdint>

#include <plateau/sdk/random.hpp>

namespace plateau::session {

// SplitMix64's finaliser: neighbouring inputs give unrelated outputs.
constexpr std::uint64_t mixSeed(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// The one way a game's seed becomes randomness, for every front end (the window, `play`,
// `arena`, `simulate`, `engine`). The throw at ply N, and the search a bot in seat S starts
// at ply N, draw from streams derived from (seed, N) and (seed, S, N): a game does not
// depend on where it was resumed, on which front end plays it, or on how many numbers an
// earlier search used. So one seed gives one game everywhere.
class SeedStreams {
public:
    explicit SeedStreams(std::uint64_t seed) : m_base(mixSeed(seed)) {}
    Rng dice(std::size_t ply) const {
        return Rng(mixSeed(m_base ^ static_cast<std::uint64_t>(ply)));
    }
    Rng bot(int seat, std::size_t ply) const {
        // Seat 0 must not share the dice's stream: the seat goes in above the ply's bits.
        const auto lane = (static_cast<std::uint64_t>(seat) + 1) << 40;
        return Rng(mixSeed(m_base ^ lane ^ static_cast<std::uint64_t>(ply)));
    }

private:
    std::uint64_t m_base;
};

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
