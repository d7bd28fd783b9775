#pragma once

#include <cstddef>
#include <cstdint>

#include "plateau/sdk/random.hpp"

namespace plateau {

// SplitMix64's finaliser: neighbouring inputs give unrelated outputs.
constexpr std::uint64_t mixSeed(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// The one way a game's seed becomes randomness, for every front end (the window, `play`,
// `arena`, `simulate`, `engine`, the referee) and for a game that plays a run of throws
// itself (State::playChances). The throw at ply N, and the search a bot in seat S starts
// at ply N, draw from streams derived from (seed, N) and (seed, S, N): a game does not
// depend on where it was resumed, on which front end plays it, or on how many numbers an
// earlier search used. So one seed gives one game everywhere.
//
// In the SDK, inline, because a plugin of ABI 3.3 draws its throws with it: the policy is
// part of the plugin ABI, and changing it needs a new minor.
class SeedStreams {
public:
    explicit SeedStreams(std::uint64_t seed)
        : m_base(mixSeed(seed)), m_dice(mixSeed(m_base ^ kDiceSalt)) {}

    // The game's dice generator with its second word set from (seed, ply): one mix, not a
    // whole seeding of five, since `simulate` makes one per throw (the five cost it a tenth
    // of its time). The second word is the one xoshiro256** scrambles into its output, so the
    // throw's first number is as random as the mix, and two plies' streams differ in a
    // random word.
    Rng dice(std::size_t ply) const {
        return m_dice.withSecondWord(mixSeed(m_base ^ static_cast<std::uint64_t>(ply)));
    }
    // A bot's search starts far less often than a throw: a whole seeding.
    Rng bot(int seat, std::size_t ply) const {
        // Seat 0 must not share the dice's keys: the seat goes in above the ply's bits.
        const auto lane = (static_cast<std::uint64_t>(seat) + 1) << 40;
        return Rng(mixSeed(m_base ^ lane ^ static_cast<std::uint64_t>(ply)));
    }

private:
    // Above every lane and ply bit: the dice generator's seed is no ply's or bot's key.
    static constexpr std::uint64_t kDiceSalt = 0xD1CE5EED00000000ull;
    std::uint64_t m_base;
    Rng m_dice;
};

}  // namespace plateau
