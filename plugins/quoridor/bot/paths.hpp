#pragma once

// Shortest paths on a Quoridor board for the search: distances by breadth-first search on
// bitboards, and the layered graph of every shortest path (which walls may lengthen it).

#include <array>
#include <cstdlib>

#include "quoridor/board.hpp"

namespace quoridor {

// The steps walls and edges block, as Board keeps them.
struct Blocks {
    Bits up = 0;
    Bits right = 0;
};

inline Blocks blocksOf(const Board& board) {
    const Geometry& g = board.geometryOf();
    const Bits h = board.horizontalWalls(), v = board.verticalWalls();
    return {g.lastRow | h | (h << 1), g.lastColumn | v | (v << g.size)};
}

inline Bits expand(Bits r, const Blocks& b, int n) {
    return r | shiftUp(r & ~b.up, n) | (shiftDown(r, n) & ~b.up) | shiftUp(r & ~b.right, 1) |
           (shiftDown(r, 1) & ~b.right);
}

// Board::distance, inlined here: the search's most frequent question.
inline int distanceOf(const Board& board, const Blocks& b, int player) {
    Bits r = bit(board.pawn(player));
    const Bits goal = board.goal(player);
    const int n = board.size();
    for (int d = 0;; ++d) {
        if (r & goal) return d;
        const Bits next = expand(r, b, n);
        if (next == r) return -1;
        r = next;
    }
}

// Every shortest path of a player from its pawn to its goal, as the layered graph of the
// squares at each distance from the goal: the steps and squares of those paths, which walls
// across them can lengthen, and which surely do not, so that only the others need a new
// breadth-first search. A wall lengthens the path if it cuts a step that is alone between
// its two layers (every shortest path takes it); with one step cut, only then; with both
// on shortest paths, maybe (two paths may each lose one).
struct Paths {
    int distance = -1;                    // -1: walled off (cannot happen in a legal position)
    Bits up = 0, right = 0, squares = 0;  // the steps (as Board's blocks) and squares used
    Bits onlyUp = 0, onlyRight = 0;       // steps that are alone between their two layers
    // Squares at 0, 1, 2 steps further from the goal than the pawn, for its moves.
    std::array<Bits, 3> beyond{};
    std::array<Bits, 2> nearer{};  // at 1 and 2 steps nearer

    // False: the wall leaves the distance as it is. True: it may lengthen it.
    bool mayLengthen(int anchor, bool horizontal, int n) const {
        const Bits cut = horizontal ? bit(anchor) | bit(anchor + 1) : bit(anchor) | bit(anchor + n);
        const Bits on = horizontal ? up : right;
        const Bits only = horizontal ? onlyUp : onlyRight;
        return (cut & only) || (cut & on) == cut;
    }
    // Steps from a square the pawn can move to (at most two steps from the pawn).
    int distanceOf(int square) const {
        const Bits b = bit(square);
        for (int k = 0; k < 3; ++k)
            if (beyond[static_cast<std::size_t>(k)] & b) return distance + k;
        for (int k = 0; k < 2; ++k)
            if (nearer[static_cast<std::size_t>(k)] & b) return distance - 1 - k;
        return distance + 3;  // not reached: a pawn moves at most two squares
    }
};

void analysePaths(const Board& board, const Blocks& b, int player, Paths& out);

// Squares within `radius` king steps of a square.
Bits around(const Geometry& g, int square, int radius);

// Anchors of the walls that touch one of the squares (a wall touches four).
Bits anchorsTouching(const Geometry& g, Bits squares);

inline int manhattan(const Geometry& g, int a, int b) {
    return std::abs(g.column[a] - g.column[b]) + std::abs(g.row[a] - g.row[b]);
}

}  // namespace quoridor
