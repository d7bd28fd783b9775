#pragma once

// The board of Chinese checkers: a six-pointed star of 121 holes on a grid of hexagons.
// Holes are numbered row by row from the top point (row a, one hole) to the bottom one
// (row q), left to right; a hole's name is its row and its place in the row, "a1" … "q1".
// In axial coordinates (q, r) with s = -q - r, the star is the union of two triangles:
// q, r, s all ≥ -4, or all ≤ 4. Its six points are numbered clockwise from the top.

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace chinese_checkers {

inline constexpr int kHoles = 121;
inline constexpr int kPoints = 6;
inline constexpr int kPointHoles = 10;  // holes of a point, and marbles of a player
inline constexpr int kNone = -1;

struct Hole {
    int q = 0, r = 0;   // axial coordinates; the middle hole is (0, 0)
    int row = 0;        // 0 (a) … 16 (q)
    int column = 0;     // 0-based place in the row
    int point = kNone;  // the star's point it lies in (0 top, clockwise), or kNone (the middle)
};

class Star {
public:
    static const Star& get();

    const Hole& hole(int h) const { return m_holes[static_cast<std::size_t>(h)]; }
    // The hole at axial (q, r), or kNone off the star.
    int at(int q, int r) const;
    // The neighbour in direction d (0…5: right, up-right, up-left, left, down-left,
    // down-right), or kNone at the edge.
    int neighbour(int h, int d) const {
        return m_next[static_cast<std::size_t>(h)][static_cast<std::size_t>(d)];
    }
    // The holes of a point, the farthest from the middle (its tip) first.
    const std::array<int, kPointHoles>& point(int p) const {
        return m_point[static_cast<std::size_t>(p)];
    }
    // Steps between two holes on the grid.
    int distance(int a, int b) const;

    std::string name(int h) const;
    std::optional<int> parse(std::string_view text) const;

private:
    Star();
    std::array<Hole, kHoles> m_holes{};
    std::array<std::array<int, 6>, kHoles> m_next{};
    std::array<std::array<int, kPointHoles>, kPoints> m_point{};
};

// The point opposite `p`, where its marbles go.
constexpr int opposite(int p) {
    return (p + 3) % kPoints;
}

}  // namespace chinese_checkers
