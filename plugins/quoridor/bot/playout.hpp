#pragma once

// Fast informed playouts, for the Monte Carlo part of the four-player search
// (monte_carlo.cpp). Each player in turn walls the rival who would arrive first when that
// rival arrives before it and a wall across the rival's shortest paths lengthens them more
// than its own path, and otherwise steps along one of its shortest paths. Every player
// plays for itself (no team against anyone): the game as four players actually play it.
// A playout ends at a goal, at the ply limit, or as soon as nobody holds a wall any more:
// the race is then arithmetic (path lengths and turn order; pawns in each other's way
// are not seen).

#include <array>

#include <plateau/sdk/random.hpp>

#include "quoridor/board.hpp"

namespace quoridor {

struct PlayoutPolicy {
    // Percent: how often a player walls when the rule above says it may.
    int wallChance = 80;
    // A player walls a rival only when that rival is this many steps or fewer from its goal
    // (0: at any distance): walls kept for the end of a race are worth more.
    int wallNear = 0;
    // Plies a playout plays at most before the race arithmetic decides it.
    int maxPlies = 160;
};

// The winner of a race nobody can wall any more: the pawn that arrives first, given the
// distances and whose turn it is (the side to move first).
int raceWinner(const Board& board, const std::array<int, kMaxPlayers>& dist);

// Plays `board` on to the end by the policy and returns the winner (-1: none, at the ply
// limit). Adds the plies played to `plies`. Deterministic for a given rng.
int playOut(Board& board, plateau::Rng& rng, const PlayoutPolicy& policy, long& plies);

}  // namespace quoridor
