#include "board/cell_shapes.hpp"

#include <algorithm>
#include <cmath>

namespace plateau::gui {

namespace {

float cross(sf::Vector2f o, sf::Vector2f a, sf::Vector2f b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

bool inTriangle(sf::Vector2f p, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c) {
    const float d1 = cross(a, b, p), d2 = cross(b, c, p), d3 = cross(c, a, p);
    const bool negative = d1 < 0 || d2 < 0 || d3 < 0;
    const bool positive = d1 > 0 || d2 > 0 || d3 > 0;
    return !(negative && positive);
}

}  // namespace

float signedArea2(std::span<const sf::Vector2f> polygon) {
    float area = 0;
    for (std::size_t i = 0, n = polygon.size(); i < n; ++i) {
        const auto a = polygon[i], b = polygon[(i + 1) % n];
        area += a.x * b.y - b.x * a.y;
    }
    return area;
}

std::vector<std::array<int, 3>> triangulate(std::span<const sf::Vector2f> polygon) {
    std::vector<std::array<int, 3>> out;
    const int n = static_cast<int>(polygon.size());
    if (n < 3) return out;
    // Work clockwise on screen (y down): an ear's corner then turns the same way.
    std::vector<int> left(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
        left[static_cast<std::size_t>(i)] = i;
    if (signedArea2(polygon) < 0) std::reverse(left.begin(), left.end());
    auto at = [&](int i) { return polygon[static_cast<std::size_t>(i)]; };
    int guard = 0;
    while (left.size() > 3 && guard++ < n * n) {
        bool clipped = false;
        const std::size_t m = left.size();
        for (std::size_t k = 0; k < m; ++k) {
            const int ia = left[(k + m - 1) % m], ib = left[k], ic = left[(k + 1) % m];
            if (cross(at(ia), at(ib), at(ic)) <= 0) continue;  // a reflex (or flat) corner
            bool empty = true;
            for (int j : left) {
                if (j == ia || j == ib || j == ic) continue;
                if (inTriangle(at(j), at(ia), at(ib), at(ic))) {
                    empty = false;
                    break;
                }
            }
            if (!empty) continue;
            out.push_back({ia, ib, ic});
            left.erase(left.begin() + static_cast<std::ptrdiff_t>(k));
            clipped = true;
            break;
        }
        if (!clipped) break;  // not a simple polygon: what is left is drawn as a fan
    }
    for (std::size_t k = 1; k + 1 < left.size(); ++k)
        out.push_back({left[0], left[k], left[k + 1]});
    return out;
}

std::vector<sf::Vector2f> insetPolygon(std::span<const sf::Vector2f> polygon, float inset) {
    const std::size_t n = polygon.size();
    std::vector<sf::Vector2f> out(polygon.begin(), polygon.end());
    if (n < 3) return out;
    // The inward normal of an edge a→b: to the right on screen for a clockwise polygon.
    const float turn = signedArea2(polygon) >= 0 ? 1.f : -1.f;
    auto normal = [&](sf::Vector2f a, sf::Vector2f b) {
        const sf::Vector2f d = b - a;
        const float len = std::hypot(d.x, d.y);
        if (len <= 0) return sf::Vector2f(0, 0);
        return sf::Vector2f(-d.y, d.x) / len * turn;
    };
    for (std::size_t i = 0; i < n; ++i) {
        const auto prev = polygon[(i + n - 1) % n], here = polygon[i], next = polygon[(i + 1) % n];
        const sf::Vector2f n1 = normal(prev, here), n2 = normal(here, next);
        sf::Vector2f bisector = n1 + n2;
        const float len = std::hypot(bisector.x, bisector.y);
        if (len > 0) bisector /= len;
        // The miter: inset / cos(half the turn), capped at four times the inset.
        const float cosHalf = std::sqrt(std::max(0.f, (1 + n1.x * n2.x + n1.y * n2.y) / 2));
        const float reach = inset / std::max(0.25f, cosHalf);
        out[i] = here + bisector * reach;
    }
    return out;
}

std::vector<sf::Vector2f> scalePolygon(std::span<const sf::Vector2f> polygon, sf::Vector2f center,
                                       float factor) {
    std::vector<sf::Vector2f> out;
    out.reserve(polygon.size());
    for (const auto& p : polygon)
        out.push_back(center + (p - center) * factor);
    return out;
}

void fillPolygon(Mesh& mesh, std::span<const sf::Vector2f> polygon, sf::Color color) {
    for (const auto& t : triangulate(polygon))
        mesh.triangle(polygon[static_cast<std::size_t>(t[0])],
                      polygon[static_cast<std::size_t>(t[1])],
                      polygon[static_cast<std::size_t>(t[2])], color);
}

void framePolygon(Mesh& mesh, std::span<const sf::Vector2f> polygon, float thickness,
                  sf::Color color) {
    const std::size_t n = polygon.size();
    if (n < 3) return;
    const auto inner = insetPolygon(polygon, thickness);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t j = (i + 1) % n;
        mesh.quad(polygon[i], polygon[j], inner[j], inner[i], color);
    }
}

}  // namespace plateau::gui
