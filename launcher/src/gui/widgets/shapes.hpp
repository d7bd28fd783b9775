#pragma once

#include <cmath>
#include <numbers>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/VertexArray.hpp>

namespace plateau::gui {

inline constexpr float kPi = std::numbers::pi_v<float>;

inline float length(sf::Vector2f v) {
    return std::hypot(v.x, v.y);
}

// Geometry appended to one sf::Triangles vertex array, so a whole layer is drawn at once.
// Triangles in flat colours. Drawn as a Drawable, the runs of opaque triangles are written
// without blending: the same pixels (an opaque colour over anything is itself), but the
// software renderer (Mesa llvmpipe) then need not read the target back under them, which
// is most of what a large panel costs it. Translucent runs blend as usual, in order.
class Mesh : public sf::Drawable {
public:
    Mesh() : m_vertices(sf::Triangles) {}

    void clear() { m_vertices.clear(); }
    const sf::VertexArray& vertices() const { return m_vertices; }
    std::size_t size() const { return m_vertices.getVertexCount(); }
    // The vertices from `first` on scaled across the line x = cx by `scale` (a piece seen
    // turning over).
    void scaleX(std::size_t first, float cx, float scale) {
        for (std::size_t i = first; i < m_vertices.getVertexCount(); ++i)
            m_vertices[i].position.x = cx + (m_vertices[i].position.x - cx) * scale;
    }

    void triangle(sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Color color);
    void quad(sf::Vector2f a, sf::Vector2f b, sf::Vector2f c, sf::Vector2f d, sf::Color color);
    void rect(sf::FloatRect r, sf::Color color);
    // A vertical gradient from `top` to `bottom`.
    void gradientRect(sf::FloatRect r, sf::Color top, sf::Color bottom);
    void roundedRect(sf::FloatRect r, float radius, sf::Color color);
    // A rounded panel over its shadow, `drop` pixels lower.
    void raisedRect(sf::FloatRect r, float radius, sf::Color color, float drop,
                    sf::Color shadow = sf::Color(0, 0, 0, 50));
    // An outline of `thickness` drawn inside the rounded rectangle's edge.
    void roundedFrame(sf::FloatRect r, float radius, float thickness, sf::Color color);
    void circle(sf::Vector2f center, float radius, sf::Color color, int points = 32);
    void ellipse(sf::Vector2f center, sf::Vector2f radii, sf::Color color, int points = 32);
    void ring(sf::Vector2f center, float radius, float thickness, sf::Color color, int points = 40);
    // An arc of the ring from angle a0 to a1 (radians, y down).
    void arc(sf::Vector2f center, float radius, float thickness, float a0, float a1,
             sf::Color color, int points = 24);
    void line(sf::Vector2f a, sf::Vector2f b, float width, sf::Color color);
    // A line with round ends.
    void capsule(sf::Vector2f a, sf::Vector2f b, float width, sf::Color color);

    // How many draw calls the last draw made (tests).
    std::size_t lastDrawCalls() const { return m_drawCalls; }

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    sf::VertexArray m_vertices;
    mutable std::size_t m_drawCalls = 0;
};

}  // namespace plateau::gui
