#pragma once

// The shapes of cells in board units: their outlines, which cell a point is in, and the
// layout of hexagon grids, for games (a board made of hexagons that touch) and for hosts
// (drawing and clicks). Coordinates are board units, x to the right and y downwards.

#include <span>
#include <vector>

#include "plateau/export.hpp"
#include "plateau/sdk/board_view.hpp"

namespace plateau {

// The cell's outline, corners in order; a circle as a polygon of `circleCorners` corners.
// A polygon cell with fewer than three corners falls back to its box.
PLATEAU_EXPORT std::vector<Point> cellOutline(const Cell& cell, int circleCorners = 32);

// Whether `p` lies in the cell (its edge counts): exact for every shape, circles included.
PLATEAU_EXPORT bool cellContains(const Cell& cell, Point p);

// Whether `p` lies in the polygon (even-odd rule, so any simple polygon, convex or not).
PLATEAU_EXPORT bool pointInPolygon(std::span<const Point> polygon, Point p);

// The index of the cell that holds `p`, the last listed winning where cells overlap (it is
// drawn on top); -1 for none.
PLATEAU_EXPORT int cellAtPoint(std::span<const Cell> cells, Point p);

// A regular hexagon with corners `radius` from its middle: the box it fills (Cell::size).
// Pointy: sqrt(3)·radius wide and 2·radius high; flat: the other way round.
PLATEAU_EXPORT Point hexagonSize(float radius, CellShape shape);

// The middle of the hexagon at axial coordinates (q, r) of a grid of hexagons that touch,
// hexagon (0, 0) at the origin. Pointy: q runs to the right, r down and to the right; flat:
// q runs right and down, r down (the axial coordinates of redblobgames.com/grids/hexagons).
PLATEAU_EXPORT Point hexagonCenter(int q, int r, float radius, CellShape shape);

}  // namespace plateau
