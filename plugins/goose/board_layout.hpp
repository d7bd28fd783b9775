#pragma once

// Where the squares lie: the classic inward spiral, 63 squares on an 8 × 8 grid starting
// at the bottom left and turning anticlockwise to the goal in the middle; the start zone
// (square 0) sits off the board, left of square 1.

#include <array>

#include <plateau/sdk/board_view.hpp>

#include "goose/rules.hpp"

namespace goose {

struct SquarePlace {
    plateau::Point center;
    plateau::Point size;
    plateau::CellShape shape = plateau::CellShape::Rect;
};

struct BoardLayout {
    plateau::Point size;
    std::array<SquarePlace, kSquareCount> squares;
};

const BoardLayout& boardLayout();

}  // namespace goose
