#include "plateau/sdk/board_geometry.hpp"

#include <algorithm>
#include <cmath>

namespace plateau {

namespace {

constexpr float kSqrt3 = 1.7320508f;
constexpr float kPi = 3.14159265f;

}  // namespace

std::vector<Point> cellOutline(const Cell& cell, int circleCorners) {
    const float cx = cell.center.x, cy = cell.center.y;
    const float w = cell.size.x / 2, h = cell.size.y / 2;
    switch (cell.shape) {
        case CellShape::Circle: {
            std::vector<Point> out;
            const int n = std::max(3, circleCorners);
            out.reserve(static_cast<std::size_t>(n));
            for (int i = 0; i < n; ++i) {
                const float a = 2 * kPi * static_cast<float>(i) / static_cast<float>(n);
                out.push_back({cx + w * std::cos(a), cy + h * std::sin(a)});
            }
            return out;
        }
        case CellShape::HexPointy:
            return {{cx, cy - h}, {cx + w, cy - h / 2}, {cx + w, cy + h / 2},
                    {cx, cy + h}, {cx - w, cy + h / 2}, {cx - w, cy - h / 2}};
        case CellShape::HexFlat:
            return {{cx - w, cy}, {cx - w / 2, cy - h}, {cx + w / 2, cy - h},
                    {cx + w, cy}, {cx + w / 2, cy + h}, {cx - w / 2, cy + h}};
        case CellShape::TriangleUp:
            return {{cx, cy - h}, {cx + w, cy + h}, {cx - w, cy + h}};
        case CellShape::TriangleDown:
            return {{cx - w, cy - h}, {cx + w, cy - h}, {cx, cy + h}};
        case CellShape::Polygon:
            if (cell.corners.size() >= 3) return cell.corners;
            break;
        case CellShape::Rect:
            break;
    }
    return {{cx - w, cy - h}, {cx + w, cy - h}, {cx + w, cy + h}, {cx - w, cy + h}};
}

bool pointInPolygon(std::span<const Point> polygon, Point p) {
    const std::size_t n = polygon.size();
    if (n < 3) return false;
    bool inside = false;
    for (std::size_t i = 0, j = n - 1; i < n; j = i++) {
        const Point a = polygon[i], b = polygon[j];
        // On the edge counts as inside: a click on the line between two cells picks one.
        const float cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        const float len = std::hypot(b.x - a.x, b.y - a.y);
        if (std::abs(cross) <= 1e-5f * std::max(1.f, len) && p.x >= std::min(a.x, b.x) - 1e-6f &&
            p.x <= std::max(a.x, b.x) + 1e-6f && p.y >= std::min(a.y, b.y) - 1e-6f &&
            p.y <= std::max(a.y, b.y) + 1e-6f)
            return true;
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
            inside = !inside;
    }
    return inside;
}

bool cellContains(const Cell& cell, Point p) {
    if (cell.shape == CellShape::Circle) {
        const float rx = cell.size.x / 2, ry = cell.size.y / 2;
        if (rx <= 0 || ry <= 0) return false;
        const float dx = (p.x - cell.center.x) / rx, dy = (p.y - cell.center.y) / ry;
        return dx * dx + dy * dy <= 1.f + 1e-6f;
    }
    const auto outline = cellOutline(cell);
    return pointInPolygon(outline, p);
}

int cellAtPoint(std::span<const Cell> cells, Point p) {
    for (std::size_t i = cells.size(); i-- > 0;)
        if (cellContains(cells[i], p)) return static_cast<int>(i);
    return -1;
}

Point hexagonSize(float radius, CellShape shape) {
    if (shape == CellShape::HexFlat) return {2 * radius, kSqrt3 * radius};
    return {kSqrt3 * radius, 2 * radius};
}

Point hexagonCenter(int q, int r, float radius, CellShape shape) {
    const auto fq = static_cast<float>(q), fr = static_cast<float>(r);
    if (shape == CellShape::HexFlat) return {radius * 1.5f * fq, radius * kSqrt3 * (fr + fq / 2)};
    return {radius * kSqrt3 * (fq + fr / 2), radius * 1.5f * fr};
}

}  // namespace plateau
