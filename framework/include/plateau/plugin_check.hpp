#pragma once

#include <cstdint>

#include "plateau/error.hpp"
#include "plateau/export.hpp"
#include "plateau/game.hpp"

namespace plateau {

struct QuickCheckOptions {
    int playouts = 3;       // random games per variant and player count
    int maxPlies = 400;     // a playout may stop here
    std::uint64_t seed = 1;
};

// The check a plugin passes before the program uses it (run in a child process by the
// plugin probe): every variant makes a state for its smallest and largest player count,
// and a few seeded random playouts keep to the contract (at most kMaxMoves legal moves,
// none at chance nodes; chance lists non-empty with probabilities summing to 1; a player
// to move always has a move). Exceptions from the game are reported, not rethrown.
PLATEAU_EXPORT Status quickCheck(const Game& game, const QuickCheckOptions& options = {});

}  // namespace plateau
