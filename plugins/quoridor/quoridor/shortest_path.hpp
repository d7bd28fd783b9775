#pragma once

// One shortest way of a pawn to its goal, square by square: what the board's "Shortest
// paths" aid draws (issue 31). Pawns are ignored, as in Board::distance: they move.

#include <vector>

#include "quoridor/board.hpp"

namespace quoridor {

// The squares from the player's pawn (first) to a square of its goal (last), each a step
// from the one before and one step nearer the goal; the pawn's square alone when it is on
// its goal, nothing when it is walled off. Among equal ways the one that turns least, so
// that a path drawn on the board reads as straight runs.
std::vector<int> shortestPath(const Board& board, int player);

}  // namespace quoridor
