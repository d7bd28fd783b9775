#include "quoridor/geometry.hpp"

#include <cassert>

namespace quoridor {

namespace {

Geometry make(int size) {
    Geometry g;
    g.size = size;
    g.squares = size * size;
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) {
            const int s = g.square(c, r);
            g.column[s] = static_cast<std::int8_t>(c);
            g.row[s] = static_cast<std::int8_t>(r);
            g.board |= bit(s);
            if (c < size - 1 && r < size - 1) g.anchors |= bit(s);
            if (c == 0) g.firstColumn |= bit(s);
            if (c == size - 1) g.lastColumn |= bit(s);
            if (r == 0) g.firstRow |= bit(s);
            if (r == size - 1) g.lastRow |= bit(s);
        }
    }
    return g;
}

}  // namespace

const Geometry& geometry(int size) {
    assert(size >= kMinSize && size <= kMaxSize);
    // A function-local table: safe to use from other static initialisers.
    static const std::array<Geometry, kMaxSize + 1> table = [] {
        std::array<Geometry, kMaxSize + 1> t{};
        for (int n = kMinSize; n <= kMaxSize; ++n)
            t[n] = make(n);
        return t;
    }();
    return table[size];
}

}  // namespace quoridor
