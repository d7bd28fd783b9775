#pragma once

// The units of the Quoridor search's scores, and the classes of its move ordering.

#include <cstdint>

namespace quoridor {

inline constexpr int kInfinity = 10'000'000;
inline constexpr int kWin = 1'000'000;           // minus the plies to get there
inline constexpr int kWinBound = kWin - 10'000;  // scores beyond this are forced results
inline constexpr int kStep = 100;                // one step of path
// A race nobody can wall any more: decided, though found by arithmetic, not by search
// to the end (so it never stops the deepening as a forced result would).
inline constexpr int kRace = 20'000;
inline constexpr int kMaxExtensions = 8;  // race plies searched past the nominal depth

// Move ordering classes, far apart so the finer scores inside never mix them.
inline constexpr int kHashMove = 1 << 28;
inline constexpr int kKiller = 1 << 22;

}  // namespace quoridor
