#pragma once

// Move text: a pawn move is its destination square ("e2", jumps are not marked), a wall
// its anchor and direction ("e3h", "e3v"), then "pass", and "first:2" for the draw of
// who starts (players counted from 1).

#include <string>
#include <string_view>

#include <plateau/sdk/error.hpp>
#include <plateau/sdk/move.hpp>

#include "quoridor/move_code.hpp"

namespace quoridor {

std::string columnName(int column);
std::string squareName(int square, int size);
std::string wallName(int anchor, Orientation o, int size);
// Any code: one that is no move on this board comes out as "#code".
std::string moveName(plateau::Move move, int size);

// Reads a move's text for a board of this size; errors name the text and the reason
// ("z9: no column z", "e10: no row 10"). Whether the move is legal is not checked here.
plateau::Expected<plateau::Move> parseMoveText(std::string_view text, int size, int numPlayers);

}  // namespace quoridor
