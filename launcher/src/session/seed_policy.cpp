#include "session/seed_policy.hpp"

namespace plateau::session {

namespace {

// SplitMix64's finaliser: neighbouring inputs give unrelated outputs.
std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

}  // namespace

Rng diceRng(std::uint64_t seed, std::size_t ply) {
    return Rng(mix(mix(seed) ^ static_cast<std::uint64_t>(ply)));
}

Rng botRng(std::uint64_t seed, int seat, std::size_t ply) {
    // Seat 0 must not share the dice's stream: the seat goes in above the ply's bits.
    const auto lane = (static_cast<std::uint64_t>(seat) + 1) << 40;
    return Rng(mix(mix(seed) ^ lane ^ static_cast<std::uint64_t>(ply)));
}

}  // namespace plateau::session
