// What the window does to spare the software renderer puts the same pixels on screen:
// FlatLayer (widgets/flat_layer.hpp), a layer cut into flat and textured rectangles, as the
// whole texture drawn as one sprite; a Mesh drawn with its opaque runs unblended, as its
// vertices all blended. Textures need a display: without one the cases are left to the
// gui_flat_layer test, which runs them under Xvfb.
#include <cstdlib>

#include <doctest/doctest.h>
#include <SFML/Graphics/RenderTexture.hpp>
#include <SFML/Graphics/Sprite.hpp>

#include "widgets/flat_layer.hpp"
#include "widgets/shapes.hpp"

using namespace plateau::gui;

namespace {

// A board-like picture: a translucent shadow, a rounded frame, squares with edges, a line.
Mesh boardMesh() {
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
    return mesh;
}

void paint(sf::RenderTarget& target) {
    target.draw(boardMesh().vertices());
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

int differingPixels(const sf::Image& a, const sf::Image& b) {
    REQUIRE(a.getSize() == b.getSize());
    int differing = 0;
    for (unsigned y = 0; y < a.getSize().y; ++y)
        for (unsigned x = 0; x < a.getSize().x; ++x)
            if (a.getPixel(x, y) != b.getPixel(x, y)) ++differing;
    return differing;
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
    CHECK(differingPixels(expected, got) == 0);
    // The squares' insides and the frame are flat; the transparent margin is not drawn.
    CHECK(layer.flatPixels() > 15'000);
    CHECK(layer.flatPixels() + layer.texturedPixels() < 320u * 225u);
}

TEST_CASE("a mesh draws its opaque runs unblended, with the same pixels" *
          doctest::skip(std::getenv("DISPLAY") == nullptr)) {
    sf::RenderTexture out;
    REQUIRE(out.create(40, 40));
    Mesh mesh = boardMesh();
    // A translucent veil over part of it and an opaque square after: four runs in all (the
    // shadow; the frame and squares; the translucent line and the veil; the square).
    mesh.rect({40, 40, 120, 60}, sf::Color(255, 255, 255, 90));
    mesh.rect({200, 150, 30, 30}, sf::Color(20, 120, 60));
    struct AllBlended : sf::Drawable {
        const Mesh* mesh;
        void draw(sf::RenderTarget& target, sf::RenderStates states) const override {
            target.draw(mesh->vertices(), states);
        }
    } blended;
    blended.mesh = &mesh;
    const sf::Image expected = onBackground(blended), got = onBackground(mesh);
    CHECK(differingPixels(expected, got) == 0);
    CHECK(mesh.lastDrawCalls() == 4);
    // Another blend mode than plain alpha is left as asked: one call.
    out.draw(mesh, sf::RenderStates(sf::BlendAdd));
    CHECK(mesh.lastDrawCalls() == 1);
}
