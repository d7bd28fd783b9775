#pragma once

#include <compare>
#include <cstdint>
#include <string>

#include "plateau/sdk/fixed_vector.hpp"
#include "plateau/sdk/small_vector.hpp"

namespace plateau {

// A move or a chance outcome, encoded by its game in 32 bits (OpenSpiel's Action).
// The text form comes from State::moveToString / State::parseMove.
struct Move {
    std::uint32_t code = 0;
    friend constexpr auto operator<=>(Move, Move) = default;
};

// The moves a list holds without allocating: the largest branching factor of the shipped
// games (Quoridor 11×11: 200 walls and 8 pawn steps) with margin. Lists grow past it (Go
// 19×19: 362 moves), allocating only then; no real game hits a cap.
inline constexpr std::size_t kInlineMoves = 256;
// The 0.2 name of kInlineMoves, when it was a hard cap; kept for buffers sized by it.
inline constexpr std::size_t kMaxMoves = kInlineMoves;
using MoveList = SmallVector<Move, kInlineMoves>;

struct ChanceOutcome {
    Move move;
    double probability = 0.0;
};
using ChanceList = SmallVector<ChanceOutcome, kInlineMoves>;

// Who is to move: a player index (0-based), or one of these.
using PlayerId = int;
inline constexpr PlayerId kChancePlayer = -1;    // dice are thrown
inline constexpr PlayerId kTerminalPlayer = -2;  // the game is over

// What a move points at on the board, so a click becomes a move for any game.
struct Target {
    enum class Kind : std::uint8_t { None, Cell, Slot, Piece };
    Kind kind = Kind::None;
    int index = -1;  // into BoardView::cells, BoardView::slots or BoardView::pieces
    friend constexpr bool operator==(Target, Target) = default;
};

// How a person makes a move: what they pick first, where it goes, and its words.
struct MoveInput {
    Target from;        // a piece or a cell picked first; None: nothing to pick
    Target to;          // a cell or a slot; None: the move has no place on the board
    std::string label;  // the move in the game's words for buttons and choices
                        // ("Pass", "Crown it"); empty: moveToString
};

}  // namespace plateau
