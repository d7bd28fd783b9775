// FlatLayer (widgets/flat_layer.hpp): a layer cut into flat and textured rectangles puts the
// same pixels on screen as the whole texture drawn as one sprite. Textures need a display:
// without one the case is left to the gui_flat_layer test, which runs it under Xvfb.
#include <cstdlib>

#include <doctest/doctest.h>
#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/Sprite.hpp>

#include "widgets/flat_layer.hpp"
#include "widgets/shapes.hpp"

using namespace plateau::gui;

namespace {

// A board-like picture: a translucent shadow, a rounded frame, squares with edges, a line.
void paint(sf::RenderTarget& target) {
    Mesh mesh;
    mesh.roundedRect({12, 15, 300, 200}, 9, sf::Color(0, 0, 0, 70));
    mesh.roundedRect({10, 10, 300, 200}, 9, sf::Color(70, 45, 30));
    for (int row = 0; row < 4; ++row)
        for (int col = 0; col < 6; ++col) {
            const sf::FloatRect r{25.f + 47.f * col, 22.f + 45.f * row, 37, 37};
            mesh.roundedRect(r, 5, sf::Color(140, 110, 80));
            mesh.roundedRect({r.left + 2, r.top + 2, r.width - 4, r.height - 4}, 4,
                             sf::Color(220, 190, 150));
        }
    mesh.line({20, 113}, {300, 113}, 5, sf::Color(90, 160, 200, 230));
    target.draw(mesh.vertices());
}

sf::Image onBackground(const sf::Drawable& layer) {
    sf::RenderTexture out;
    REQUIRE(out.create(340, 250));
    Mesh back;
    back.gradientRect({0, 0, 340, 250}, sf::Color(30, 34, 48), sf::Color(20, 24, 36));
    out.draw(back.vertices());
    out.draw(layer);
    out.display();
    return out.getTexture().copyToImage();
}

}  // namespace

TEST_CASE("a flat layer draws the same pixels as its whole texture" *
          doctest::skip(std::getenv("DISPLAY") == nullptr)) {
    sf::RenderTexture picture;
    REQUIRE(picture.create(320, 225));
    picture.clear(sf::Color::Transparent);
    paint(picture);
    picture.display();

    FlatLayer layer;
    const sf::Vector2f at(9, 13);
    layer.build(picture.getTexture().copyToImage(), picture.getTexture(), at);
    sf::Sprite sprite(picture.getTexture());
    sprite.setPosition(at);

    const sf::Image expected = onBackground(sprite), got = onBackground(layer);
    int differing = 0;
    for (unsigned y = 0; y < expected.getSize().y; ++y)
        for (unsigned x = 0; x < expected.getSize().x; ++x)
            if (expected.getPixel(x, y) != got.getPixel(x, y)) ++differing;
    CHECK(differing == 0);
    // The squares' insides and the frame are flat; the transparent margin is not drawn.
    CHECK(layer.flatPixels() > 15'000);
    CHECK(layer.flatPixels() + layer.texturedPixels() < 320u * 225u);
}
