#pragma once

// Where a throw takes a pawn: the walk, the bounce from the goal, the first-throw table,
// the single-die finish, the geese and the jumps, up to the square where it stops.
// The engine reads a precomputed table; the log and the board view trace the path.

#include <cstdint>

#include <plateau/sdk/fixed_vector.hpp>

#include "goose/rules.hpp"

namespace goose {

// How a pawn reached a waypoint of its move.
enum class Step : std::uint8_t { Start, Walk, Bounce, Goose, Jump, Restart, FirstThrow, SingleDie };

// Trivial, so that fixed arrays of them cost nothing to construct.
struct Waypoint {
    std::int8_t square;
    Step how;
};

// Each effect is followed at most once per square and direction (the variant is checked
// for loops), and each adds at most two waypoints.
inline constexpr std::size_t kMaxWaypoints = 4 * kSquareCount + 4;
using Path = plateau::FixedVector<Waypoint, kMaxWaypoints>;

// A landing: the square in the low bits, kEffect when it makes the pawn wait, kStayed when the
// throw overshoots the goal and the rules keep the pawn where it was (so no square is triggered).
inline constexpr std::uint8_t kSquareMask = 63;
inline constexpr std::uint8_t kStayed = 64;
inline constexpr std::uint8_t kEffect = 128;  // the square reached makes the pawn wait

// Follows one throw (d2 == 0 for one die) from `from`; records the path if asked.
std::uint8_t followThrow(const Rules& rules, int from, int d1, int d2, bool firstThrow, Path* path);

// Fills rules.landings from the rest of the rules.
void computeLandings(Rules& rules);

inline int diceCombo(int d1, int d2) {
    return d2 ? (d1 - 1) * 6 + (d2 - 1) : 36 + (d1 - 1);
}

inline std::uint8_t landing(const Rules& rules, int from, int d1, int d2, bool firstThrow) {
    return rules.landings[static_cast<std::size_t>(
        ((firstThrow ? kDiceCombos : 0) + diceCombo(d1, d2)) * kSquareCount + from)];
}

}  // namespace goose
