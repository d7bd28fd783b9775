#include "widgets/shapes.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

namespace plateau::gui {

namespace {

sf::Vector2f polar(sf::Vector2f center, sf::Vector2f radii, float angle) {
    return {center.x + radii.x * std::cos(angle), center.y + radii.y * std::sin(angle)};
}

bool opaqueTriangle(const sf::Vertex* v) {
    return v[0].color.a == 255 && v[1].color.a == 255 && v[2].color.a == 255;
}

}  // namespace

void Mesh::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const std::size_t n = m_vertices.getVertexCount();
    m_drawCalls = 0;
    if (n == 0) return;
    // Only plain alpha blending of untextured triangles can skip it where they are opaque.
    if (states.blendMode != sf::BlendAlpha || states.texture || states.shader || n % 3 != 0) {
        target.draw(m_vertices, states);
        m_drawCalls = 1;
        return;
    }
    sf::RenderStates opaque = states;
    opaque.blendMode = sf::BlendNone;
    const sf::Vertex* v = &m_vertices[0];
    std::size_t start = 0;
    bool runOpaque = opaqueTriangle(v);
    for (std::size_t i = 3; i <= n; i += 3) {
        const bool next = i < n && opaqueTriangle(v + i);
        if (i < n && next == runOpaque) continue;
        target.draw(v + start, i - start, sf::Triangles, runOpaque ? opaque : states);
        ++m_drawCalls;
        start = i;
        runOpaque = next;
    }
}

void Mesh::triangle(sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Color color) {
    m_vertices.append({a, color});
    m_vertices.append({b, color});
    m_vertices.append({c, color});
}

void Mesh::quad(sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Vector2f d, sf::Color color) {
    triangle(a, b, c, color);
    triangle(a, c, d, color);
}

void Mesh::rect(sf::FloatRect r, sf::Color color) {
    quad({r.left, r.top}, {r.left + r.width, r.top}, {r.left + r.width, r.top + r.height},
         {r.left, r.top + r.height}, color);
}

void Mesh::gradientRect(sf::FloatRect r, sf::Color top, sf::Color bottom) {
    const sf::Vector2f a{r.left, r.top}, b{r.left + r.width, r.top};
    const sf::Vector2f c{r.left + r.width, r.top + r.height}, d{r.left, r.top + r.height};
    m_vertices.append({a, top});
    m_vertices.append({b, top});
    m_vertices.append({c, bottom});
    m_vertices.append({a, top});
    m_vertices.append({c, bottom});
    m_vertices.append({d, bottom});
}

void Mesh::roundedRect(sf::FloatRect r, float radius, sf::Color color) {
    radius = std::max(0.f, std::min(radius, std::min(r.width, r.height) / 2));
    if (radius < 0.5f) return rect(r, color);
    const float l = r.left, t = r.top, w = r.width, h = r.height;
    rect({l + radius, t, w - 2 * radius, h}, color);
    rect({l, t + radius, radius, h - 2 * radius}, color);
    rect({l + w - radius, t + radius, radius, h - 2 * radius}, color);
    const sf::Vector2f corners[4] = {{l + w - radius, t + h - radius},
                                     {l + radius, t + h - radius},
                                     {l + radius, t + radius},
                                     {l + w - radius, t + radius}};
    constexpr int kSteps = 8;
    for (int c = 0; c < 4; ++c) {
        for (int i = 0; i < kSteps; ++i) {
            const float a0 = (c + static_cast<float>(i) / kSteps) * kPi / 2;
            const float a1 = (c + static_cast<float>(i + 1) / kSteps) * kPi / 2;
            triangle(corners[c], polar(corners[c], {radius, radius}, a0),
                     polar(corners[c], {radius, radius}, a1), color);
        }
    }
}

void Mesh::raisedRect(sf::FloatRect r, float radius, sf::Color color, float drop,
                      sf::Color shadow) {
    roundedRect({r.left, r.top + drop, r.width, r.height}, radius, shadow);
    roundedRect(r, radius, color);
}

void Mesh::roundedFrame(sf::FloatRect r, float radius, float thickness, sf::Color color) {
    radius = std::max(thickness, std::min(radius, std::min(r.width, r.height) / 2));
    const float l = r.left, t = r.top, w = r.width, h = r.height;
    rect({l + radius, t, w - 2 * radius, thickness}, color);
    rect({l + radius, t + h - thickness, w - 2 * radius, thickness}, color);
    rect({l, t + radius, thickness, h - 2 * radius}, color);
    rect({l + w - thickness, t + radius, thickness, h - 2 * radius}, color);
    const sf::Vector2f corners[4] = {{l + w - radius, t + h - radius},
                                     {l + radius, t + h - radius},
                                     {l + radius, t + radius},
                                     {l + w - radius, t + radius}};
    for (int c = 0; c < 4; ++c)
        arc(corners[c], radius - thickness / 2, thickness, c * kPi / 2, (c + 1) * kPi / 2, color,
            8);
}

void Mesh::circle(sf::Vector2f center, float radius, sf::Color color, int points) {
    ellipse(center, {radius, radius}, color, points);
}

void Mesh::ellipse(sf::Vector2f center, sf::Vector2f radii, sf::Color color, int points) {
    for (int i = 0; i < points; ++i) {
        const float a0 = 2 * kPi * i / points, a1 = 2 * kPi * (i + 1) / points;
        triangle(center, polar(center, radii, a0), polar(center, radii, a1), color);
    }
}

void Mesh::ring(sf::Vector2f center, float radius, float thickness, sf::Color color, int points) {
    arc(center, radius, thickness, 0, 2 * kPi, color, points);
}

void Mesh::arc(sf::Vector2f center, float radius, float thickness, float a0, float a1,
               sf::Color color, int points) {
    const float inner = radius - thickness / 2, outer = radius + thickness / 2;
    for (int i = 0; i < points; ++i) {
        const float b0 = a0 + (a1 - a0) * i / points, b1 = a0 + (a1 - a0) * (i + 1) / points;
        quad(polar(center, {inner, inner}, b0), polar(center, {outer, outer}, b0),
             polar(center, {outer, outer}, b1), polar(center, {inner, inner}, b1), color);
    }
}

void Mesh::line(sf::Vector2f a, sf::Vector2f b, float width, sf::Color color) {
    const sf::Vector2f d = b - a;
    const float length = std::hypot(d.x, d.y);
    if (length <= 0) return;
    const sf::Vector2f n{-d.y / length * width / 2, d.x / length * width / 2};
    quad(a + n, b + n, b - n, a - n, color);
}

void Mesh::capsule(sf::Vector2f a, sf::Vector2f b, float width, sf::Color color) {
    line(a, b, width, color);
    circle(a, width / 2, color, 16);
    circle(b, width / 2, color, 16);
}

}  // namespace plateau::gui
