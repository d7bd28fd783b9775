#pragma once

// 128-bit sets of squares. A square is row * size + column (a1 = 0), so boards up to 11×11
// (121 squares) fit; steps to a neighbour are shifts by 1 or by the board size.

#include <bit>
#include <cstdint>

namespace quoridor {

// GCC and Clang only; __extension__ keeps -Wpedantic quiet about the type.
__extension__ typedef unsigned __int128 Bits;

// Both by 64-bit halves: a 128-bit shift by a variable count costs branches or a longer
// sequence, and these two are in every loop of the rules and the bots.
constexpr Bits bit(int index) {
    const std::uint64_t one = std::uint64_t{1} << (index & 63);
    return index < 64 ? Bits(one) : Bits(one) << 64;
}

#ifdef __POPCNT__
constexpr int popcount64(std::uint64_t x) {
    return std::popcount(x);
}
#else
// Without the instruction std::popcount is a library call; this inlines.
constexpr int popcount64(std::uint64_t x) {
    x -= (x >> 1) & 0x5555555555555555ULL;
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
    return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}
#endif

constexpr int popcount(Bits b) {
    return popcount64(static_cast<std::uint64_t>(b)) +
           popcount64(static_cast<std::uint64_t>(b >> 64));
}

// The index of the lowest set bit; b must not be empty.
constexpr int lowestBit(Bits b) {
    const auto low = static_cast<std::uint64_t>(b);
    return low ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<std::uint64_t>(b >> 64));
}

// Shifts by 1..63 only (steps on the board), cheaper than the general 128-bit shift.
constexpr Bits shiftUp(Bits b, int n) {
    const auto lo = static_cast<std::uint64_t>(b);
    const auto hi = static_cast<std::uint64_t>(b >> 64);
    return (Bits((hi << n) | (lo >> (64 - n))) << 64) | (lo << n);
}
constexpr Bits shiftDown(Bits b, int n) {
    const auto lo = static_cast<std::uint64_t>(b);
    const auto hi = static_cast<std::uint64_t>(b >> 64);
    return (Bits(hi >> n) << 64) | ((lo >> n) | (hi << (64 - n)));
}

constexpr bool test(Bits b, int index) {
    const auto half = static_cast<std::uint64_t>(index < 64 ? b : b >> 64);
    return (half >> (index & 63)) & 1;
}

// At least two of the three sets hold the bit.
constexpr Bits majority(Bits a, Bits b, Bits c) {
    return (a & b) | (a & c) | (b & c);
}

template <class F>
constexpr void forEachBit(Bits b, F&& f) {
    while (b) {
        f(lowestBit(b));
        b &= b - 1;
    }
}

}  // namespace quoridor
