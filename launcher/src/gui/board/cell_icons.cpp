#include "board/cell_icons.hpp"

#include <algorithm>
#include <cmath>

namespace plateau::gui {

namespace {

sf::Color toSf(Color c) { return {c.r, c.g, c.b, c.a}; }

// Maps icon coordinates (-0.5 … 0.5 across the box's shorter side) to pixels.
struct Frame {
    sf::Vector2f center;
    float size;
    sf::Vector2f operator()(Point p) const { return {center.x + p.x * size, center.y + p.y * size}; }
    float len(float v) const { return v * size; }
};

void star(Mesh& m, sf::Vector2f c, float r, float innerRatio, sf::Color color) {
    for (int i = 0; i < 5; ++i) {
        const float a = -kPi / 2 + i * 2 * kPi / 5;
        const float b0 = a - kPi / 5, b1 = a + kPi / 5;
        const float inner = r * innerRatio;
        const sf::Vector2f tip{c.x + r * std::cos(a), c.y + r * std::sin(a)};
        const sf::Vector2f s0{c.x + inner * std::cos(b0), c.y + inner * std::sin(b0)};
        const sf::Vector2f s1{c.x + inner * std::cos(b1), c.y + inner * std::sin(b1)};
        m.triangle(c, s0, tip, color);
        m.triangle(c, tip, s1, color);
    }
}

void drawShape(Mesh& m, const Frame& f, const IconShape& s) {
    using K = IconShape::Kind;
    const sf::Color color = toSf(s.color);
    const auto& p = s.points;
    switch (s.kind) {
        case K::Line:
            if (p.size() == 2) m.line(f(p[0]), f(p[1]), f.len(s.width), color);
            break;
        case K::Capsule:
            if (p.size() == 2) m.capsule(f(p[0]), f(p[1]), f.len(s.width), color);
            break;
        case K::Triangle:
            if (p.size() == 3) m.triangle(f(p[0]), f(p[1]), f(p[2]), color);
            break;
        case K::Rect:
            if (p.size() == 2) m.rect({f(p[0]).x, f(p[0]).y, f.len(p[1].x), f.len(p[1].y)}, color);
            break;
        case K::Circle:
            if (p.size() == 1) m.circle(f(p[0]), f.len(s.radii.x), color);
            break;
        case K::Ellipse:
            if (p.size() == 1) m.ellipse(f(p[0]), {f.len(s.radii.x), f.len(s.radii.y)}, color);
            break;
        case K::Arc:
            if (p.size() == 1) m.arc(f(p[0]), f.len(s.radii.x), f.len(s.width), s.from, s.to, color, s.segments);
            break;
        case K::Star:
            if (p.size() == 1) star(m, f(p[0]), f.len(s.radii.x), s.inner, color);
            break;
    }
}

}  // namespace

CellPaint cellPaint(const Look& look, std::string_view kind, BoardStyle style, const sf::Color* ownerTint) {
    const sf::Color ink(60, 48, 36);
    // Neutral: paper for plain boards, light wood for wooden ones.
    sf::Color fill = style == BoardStyle::Wood ? sf::Color(214, 178, 130) : sf::Color(250, 242, 222);
    std::optional<sf::Color> edge, label;
    if (const CellLook* c = look.cell(kind)) {
        fill = toSf(c->fill);
        if (c->edge) edge = toSf(*c->edge);
        if (c->label) label = toSf(*c->label);
    }
    if (ownerTint) fill = mix(fill, *ownerTint, 0.4f);
    return {fill, edge ? *edge : mix(fill, sf::Color(40, 30, 20), 0.35f), label ? *label : ink};
}

bool drawCellIcon(Mesh& mesh, const Look& look, std::string_view kind, sf::FloatRect box) {
    const Icon* icon = look.iconFor(kind);
    if (!icon || icon->shapes.empty()) return false;
    const Frame f{{box.left + box.width / 2, box.top + box.height / 2}, std::min(box.width, box.height)};
    for (const auto& shape : icon->shapes) drawShape(mesh, f, shape);
    return true;
}

}  // namespace plateau::gui
