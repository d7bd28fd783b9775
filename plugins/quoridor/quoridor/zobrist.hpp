#pragma once

// Zobrist keys of a Quoridor position: one random 64-bit key per pawn square, per wall, per
// count of walls in hand and per side to move, XORed together. Board keeps the XOR up to
// date in makeMove/unmakeMove (Board::hash), so searches never hash a position whole.
// Fixed at compile time: a position has the same hash in every run.

#include <array>
#include <cstdint>

#include "quoridor/geometry.hpp"

namespace quoridor {

struct ZobristKeys {
    static constexpr int kPlayers = 4;
    static constexpr int kWallCounts = 32;  // counts of walls in hand above 31 share a key

    std::array<std::array<std::uint64_t, kMaxSquares>, kPlayers> pawn{};
    std::array<std::uint64_t, kMaxSquares> wallH{}, wallV{};
    std::array<std::array<std::uint64_t, kWallCounts>, kPlayers> wallsLeft{};
    std::array<std::uint64_t, kPlayers> side{};

    static constexpr int count(int walls) { return walls < kWallCounts ? walls : kWallCounts - 1; }
};

namespace detail {
constexpr std::uint64_t splitMix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

constexpr ZobristKeys makeZobristKeys() {
    ZobristKeys k;
    std::uint64_t seed = 0x51a7ea0u;
    for (auto& keys : k.pawn)
        for (auto& key : keys)
            key = splitMix(seed);
    for (auto& key : k.wallH)
        key = splitMix(seed);
    for (auto& key : k.wallV)
        key = splitMix(seed);
    for (auto& keys : k.wallsLeft)
        for (auto& key : keys)
            key = splitMix(seed);
    for (auto& key : k.side)
        key = splitMix(seed);
    return k;
}
}  // namespace detail

inline constexpr ZobristKeys kZobrist = detail::makeZobristKeys();

}  // namespace quoridor
