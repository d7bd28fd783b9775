#pragma once

// The fixed masks of one board size, computed once per size and shared by every Board.

#include <array>
#include <cstdint>

#include "quoridor/bitboard.hpp"

namespace quoridor {

inline constexpr int kMinSize = 3;
inline constexpr int kMaxSize = 11;
inline constexpr int kMaxSquares = kMaxSize * kMaxSize;

struct Geometry {
    int size = 0;
    int squares = 0;
    Bits board = 0;
    Bits anchors = 0;  // squares that anchor a wall: columns and rows 0..size-2
    Bits firstColumn = 0, lastColumn = 0, firstRow = 0, lastRow = 0;
    std::array<std::int8_t, kMaxSquares> column{};
    std::array<std::int8_t, kMaxSquares> row{};

    int square(int col, int r) const { return r * size + col; }
};

// The geometry of a size in [kMinSize, kMaxSize].
const Geometry& geometry(int size);

}  // namespace quoridor
