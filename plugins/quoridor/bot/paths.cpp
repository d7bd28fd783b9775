#include "bot/paths.hpp"

#include <algorithm>

namespace quoridor {

void analysePaths(const Board& board, const Blocks& b, int player, Paths& out) {
    const int n = board.size();
    out = Paths{};
    std::array<Bits, kMaxSquares + 3> layer;  // squares at exactly k steps from the goal
    Bits reached = board.goal(player);
    layer[0] = reached;
    const Bits pawn = bit(board.pawn(player));
    int d = 0;
    while (!(layer[static_cast<std::size_t>(d)] & pawn)) {
        const Bits next = expand(reached, b, n) & ~reached;
        if (!next) return;
        layer[static_cast<std::size_t>(++d)] = next;
        reached |= next;
    }
    out.distance = d;
    out.beyond[0] = layer[static_cast<std::size_t>(d)];
    for (std::size_t k = 1; k < 3; ++k) {
        const Bits next = expand(reached, b, n) & ~reached;
        out.beyond[k] = next;
        reached |= next;
    }
    if (d >= 1) out.nearer[0] = layer[static_cast<std::size_t>(d - 1)];
    if (d >= 2) out.nearer[1] = layer[static_cast<std::size_t>(d - 2)];
    Bits cur = pawn;
    out.squares = pawn;
    for (int k = d; k > 0; --k) {
        const Bits want = layer[static_cast<std::size_t>(k - 1)];
        const Bits goUp = cur & ~b.up & (want >> n);        // s -> s + n
        const Bits goDown = (cur >> n) & ~b.up & want;      // the step up from s - n
        const Bits goRight = cur & ~b.right & (want >> 1);  // s -> s + 1
        const Bits goLeft = (cur >> 1) & ~b.right & want;   // the step right from s - 1
        const Bits up = goUp | goDown, right = goRight | goLeft;
        out.up |= up;
        out.right |= right;
        // Every shortest path takes exactly one step from layer k to layer k - 1.
        if (popcount(up) + popcount(right) == 1) {
            out.onlyUp |= up;
            out.onlyRight |= right;
        }
        cur = (goUp << n) | goDown | (goRight << 1) | goLeft;
        out.squares |= cur;
    }
}

Bits around(const Geometry& g, int square, int radius) {
    Bits out = 0;
    const int c0 = g.column[square], r0 = g.row[square];
    for (int r = std::max(0, r0 - radius); r <= std::min(g.size - 1, r0 + radius); ++r)
        for (int c = std::max(0, c0 - radius); c <= std::min(g.size - 1, c0 + radius); ++c)
            out |= bit(g.square(c, r));
    return out;
}

Bits anchorsTouching(const Geometry& g, Bits squares) {
    const int n = g.size;
    return (squares | (squares >> 1) | (squares >> n) | (squares >> (n + 1))) & g.anchors;
}

}  // namespace quoridor
