#pragma once

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/Graphics/VertexArray.hpp>

namespace plateau::gui {

// A picture drawn once into a texture (a layer that changes rarely), drawn each frame at
// the software renderer's cheapest: the software rasterizer (Mesa llvmpipe) pays about four
// times as much for a textured pixel as for a flat one. The picture is cut into tiles:
// runs of tiles of one opaque colour become flat rectangles, fully transparent tiles are
// skipped, and only the others are drawn from the texture; all that is opaque is written
// without blending. The pixels on screen are the same as the whole texture's, blended.
class FlatLayer : public sf::Drawable {
public:
    // Cuts `image` (the texture's pixels) into rectangles; the texture must stay alive and
    // unchanged while the layer is drawn. `origin`: where the picture's top-left pixel goes.
    void build(const sf::Image& image, const sf::Texture& texture, sf::Vector2f origin);
    void clear();
    // How many pixels the last build draws flat and from the texture (for the tests).
    std::size_t flatPixels() const { return m_flatPixels; }
    std::size_t texturedPixels() const { return m_texturedPixels; }

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const sf::Texture* m_texture = nullptr;
    sf::VertexArray m_flat{sf::Triangles};
    sf::VertexArray m_opaque{sf::Triangles};    // from the texture, every pixel opaque
    sf::VertexArray m_textured{sf::Triangles};  // from the texture, blended
    std::size_t m_flatPixels = 0, m_texturedPixels = 0;
};

}  // namespace plateau::gui
