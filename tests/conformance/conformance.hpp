#pragma once

#include <cstdint>

#include <plateau/sdk/game.hpp>

namespace plateau::testing {

struct ConformanceOptions {
    int games = 20;          // seeded random playouts
    int maxPlies = 2000;     // a playout may stop here (games with no end rule)
    int perftDepth = 2;      // the game's perft against the generic one
    std::uint64_t seed = 1;
};

// The checks every game must pass (OpenSpiel's basic_tests), as doctest assertions:
// playouts end or reach the ply limit without breaking invariants; chance outcomes
// sum to 1; every legal move round-trips through its notation and names a target on
// the board; illegal moves are refused and change nothing; clones and replayed
// records equal the original; the game's perft equals the generic one.
void checkConformance(const Game& game, const Setup& setup, const ConformanceOptions& options = {});

}  // namespace plateau::testing
