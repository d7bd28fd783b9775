#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include <plateau/sdk/board_geometry.hpp>

using namespace plateau;

namespace {

Cell hexCell(int q, int r, CellShape shape) {
    Cell c;
    c.shape = shape;
    c.center = hexagonCenter(q, r, 1.f, shape);
    c.size = hexagonSize(1.f, shape);
    return c;
}

float distance(Point a, Point b) {
    return std::hypot(a.x - b.x, a.y - b.y);
}

// Counts the corners of `a` that are corners of `b` too: two tiles that share an edge share
// two corners.
int sharedCorners(const Cell& a, const Cell& b) {
    int shared = 0;
    for (Point p : cellOutline(a))
        for (Point q : cellOutline(b))
            if (distance(p, q) < 1e-4f) ++shared;
    return shared;
}

}  // namespace

TEST_CASE("a regular hexagon's corners are all one radius from its middle") {
    for (CellShape shape : {CellShape::HexPointy, CellShape::HexFlat}) {
        const Cell c = hexCell(2, -1, shape);
        const auto outline = cellOutline(c);
        REQUIRE(outline.size() == 6);
        for (Point p : outline)
            CHECK(distance(p, c.center) == doctest::Approx(1.0));
        // Its sides are one radius long too.
        for (std::size_t i = 0; i < 6; ++i)
            CHECK(distance(outline[i], outline[(i + 1) % 6]) == doctest::Approx(1.0));
    }
}

TEST_CASE("hexagons laid out on the axial grid touch their six neighbours and overlap none") {
    const int dirs[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
    for (CellShape shape : {CellShape::HexPointy, CellShape::HexFlat}) {
        const Cell middle = hexCell(0, 0, shape);
        for (const auto& d : dirs) {
            const Cell next = hexCell(d[0], d[1], shape);
            CHECK(sharedCorners(middle, next) == 2);  // a whole edge in common
            // The neighbour's middle is outside this one, the shared edge's middle in both.
            CHECK_FALSE(cellContains(middle, next.center));
            const Point between{(middle.center.x + next.center.x) / 2,
                                (middle.center.y + next.center.y) / 2};
            CHECK(cellContains(middle, between));
            CHECK(cellContains(next, between));
        }
        // A hexagon two steps away shares no corner.
        CHECK(sharedCorners(middle, hexCell(2, 0, shape)) == 0);
    }
}

TEST_CASE("a grid of hexagons covers the plane: every point of its middle is in exactly one") {
    std::vector<Cell> cells;
    for (int q = -4; q <= 4; ++q)
        for (int r = -4; r <= 4; ++r)
            cells.push_back(hexCell(q, r, CellShape::HexPointy));
    // Points off the edges (an edge counts for both cells it parts).
    int tested = 0;
    for (float x = -1.5f; x <= 1.5f; x += 0.0731f)
        for (float y = -1.5f; y <= 1.5f; y += 0.0677f) {
            int holders = 0;
            for (const Cell& c : cells)
                holders += cellContains(c, {x, y}) ? 1 : 0;
            CHECK(holders >= 1);  // no gap between tiles
            if (holders == 1) ++tested;
        }
    CHECK(tested > 1500);  // nearly all points lie in one cell only: the tiles do not overlap
}

TEST_CASE("hit tests follow the shape, not the box around it") {
    Cell hex = hexCell(0, 0, CellShape::HexPointy);
    const float w = hex.size.x / 2, h = hex.size.y / 2;
    CHECK(cellContains(hex, {0, 0}));
    CHECK(cellContains(hex, {0, -h * 0.98f}));                // near the top corner
    CHECK_FALSE(cellContains(hex, {w * 0.95f, -h * 0.95f}));  // the box's corner: outside
    CHECK(cellContains(hex, {w * 0.99f, 0}));

    Cell up;
    up.shape = CellShape::TriangleUp;
    up.center = {5, 5};
    up.size = {2, 4};
    CHECK(cellContains(up, {5, 3.1f}));           // by the tip
    CHECK_FALSE(cellContains(up, {4.2f, 3.2f}));  // beside the tip, in the box
    CHECK(cellContains(up, {4.1f, 6.9f}));        // by the base's corner
    Cell down = up;
    down.shape = CellShape::TriangleDown;
    CHECK_FALSE(cellContains(down, {4.1f, 6.9f}));
    CHECK(cellContains(down, {4.1f, 3.1f}));

    Cell round;
    round.shape = CellShape::Circle;
    round.center = {0, 0};
    round.size = {2, 2};
    CHECK(cellContains(round, {0.7f, 0.7f}));
    CHECK_FALSE(cellContains(round, {0.75f, 0.75f}));  // inside the box, outside the circle
}

TEST_CASE("any polygon, convex or not, is hit by its own corners") {
    // An L: the notch at the top right is outside.
    Cell l;
    l.shape = CellShape::Polygon;
    l.corners = {{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}, {0, 2}};
    l.center = {0.5f, 1.5f};
    l.size = {2, 2};
    CHECK(cellContains(l, {0.5f, 0.5f}));
    CHECK(cellContains(l, {1.5f, 1.5f}));
    CHECK_FALSE(cellContains(l, {1.5f, 0.5f}));
    CHECK(cellOutline(l).size() == 6);
    // The same corners the other way round.
    std::vector<Point> reversed(l.corners.rbegin(), l.corners.rend());
    CHECK_FALSE(pointInPolygon(reversed, {1.5f, 0.5f}));
    CHECK(pointInPolygon(reversed, {1.5f, 1.5f}));
    // Too few corners: the box.
    l.corners.resize(2);
    CHECK(cellOutline(l).size() == 4);
}

TEST_CASE("backgammon points: triangles up and down, side by side, touch at their bases' ends") {
    // Two points of a row: both up, one width apart; an up and a down one facing each other.
    Cell a, b;
    a.shape = b.shape = CellShape::TriangleUp;
    a.size = b.size = {1, 5};
    a.center = {0.5f, 2.5f};
    b.center = {1.5f, 2.5f};
    CHECK(sharedCorners(a, b) == 1);  // they meet at one corner of their bases
    // Between two tips lies no point's area.
    CHECK(cellAtPoint(std::vector<Cell>{a, b}, {1.0f, 0.5f}) == -1);
    CHECK(cellAtPoint(std::vector<Cell>{a, b}, {1.4f, 4.5f}) == 1);
}

TEST_CASE("where cells overlap, the one drawn last (listed last) is hit") {
    Cell big, small;
    big.center = small.center = {0, 0};
    big.size = {4, 4};
    small.size = {1, 1};
    small.shape = CellShape::HexFlat;
    const std::vector<Cell> cells{big, small};
    CHECK(cellAtPoint(cells, {0, 0}) == 1);
    CHECK(cellAtPoint(cells, {1.5f, 1.5f}) == 0);
    CHECK(cellAtPoint(cells, {3, 3}) == -1);
}
