#include "widgets/flat_layer.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include <SFML/Graphics/RenderTarget.hpp>

namespace plateau::gui {

namespace {

// Pixels: small enough to find the flat insides of squares, large enough to keep the
// triangles few (4 made the frame slower than the whole texture: 14,000 vertices).
constexpr unsigned kTile = 8;

// What a tile holds: nothing, one opaque colour, opaque colours, or anything else.
enum class Kind : std::uint8_t { Empty, Flat, Opaque, Mixed };

struct Tile {
    Kind kind = Kind::Empty;
    std::uint32_t color = 0;  // RGBA of a Flat tile
};

std::uint32_t pixelAt(const sf::Uint8* p) {
    return std::uint32_t{p[0]} | std::uint32_t{p[1]} << 8 | std::uint32_t{p[2]} << 16 |
           std::uint32_t{p[3]} << 24;
}

Tile classify(const sf::Uint8* pixels, unsigned width, unsigned x0, unsigned y0, unsigned x1,
              unsigned y1) {
    const std::uint32_t first = pixelAt(pixels + 4 * (y0 * width + x0));
    bool same = true, empty = true, opaque = true;
    for (unsigned y = y0; y < y1; ++y) {
        const sf::Uint8* row = pixels + 4 * (y * width);
        for (unsigned x = x0; x < x1; ++x) {
            const std::uint32_t c = pixelAt(row + 4 * x);
            same = same && c == first;
            empty = empty && (c >> 24) == 0;
            opaque = opaque && (c >> 24) == 255;
        }
    }
    if (empty) return {Kind::Empty, 0};
    if (same && (first >> 24) == 255) return {Kind::Flat, first};
    return {opaque ? Kind::Opaque : Kind::Mixed, 0};
}

// A rectangle of tiles of one kind (and colour), in pixels of the picture.
struct Block {
    unsigned x0, y0, x1, y1;
    Tile tile;
};

void addQuad(sf::VertexArray& out, const Block& b, sf::Vector2f origin, sf::Color color,
             bool textured) {
    const float l = origin.x + static_cast<float>(b.x0), r = origin.x + static_cast<float>(b.x1);
    const float t = origin.y + static_cast<float>(b.y0), d = origin.y + static_cast<float>(b.y1);
    const sf::Vector2f tl(static_cast<float>(b.x0), static_cast<float>(b.y0));
    const sf::Vector2f br(static_cast<float>(b.x1), static_cast<float>(b.y1));
    const sf::Vertex a({l, t}, color, textured ? tl : sf::Vector2f{});
    const sf::Vertex bb({r, t}, color, textured ? sf::Vector2f(br.x, tl.y) : sf::Vector2f{});
    const sf::Vertex c({r, d}, color, textured ? br : sf::Vector2f{});
    const sf::Vertex e({l, d}, color, textured ? sf::Vector2f(tl.x, br.y) : sf::Vector2f{});
    out.append(a);
    out.append(bb);
    out.append(c);
    out.append(a);
    out.append(c);
    out.append(e);
}

}  // namespace

void FlatLayer::clear() {
    m_texture = nullptr;
    m_flat.clear();
    m_textured.clear();
    m_opaque.clear();
    m_flatPixels = m_texturedPixels = 0;
}

void FlatLayer::build(const sf::Image& image, const sf::Texture& texture, sf::Vector2f origin) {
    clear();
    m_texture = &texture;
    const auto size = image.getSize();
    if (size.x == 0 || size.y == 0) return;
    const sf::Uint8* pixels = image.getPixelsPtr();
    const unsigned cols = (size.x + kTile - 1) / kTile;
    // Runs of like tiles along each row of tiles, then runs that repeat in the next row
    // grow downwards: few rectangles, so few triangles for the rasterizer to set up.
    std::vector<Block> open, done;
    for (unsigned y0 = 0; y0 < size.y; y0 += kTile) {
        const unsigned y1 = std::min(size.y, y0 + kTile);
        std::vector<Block> row;
        for (unsigned c = 0; c < cols; ++c) {
            const unsigned x0 = c * kTile, x1 = std::min(size.x, x0 + kTile);
            const Tile tile = classify(pixels, size.x, x0, y0, x1, y1);
            if (!row.empty() && row.back().x1 == x0 && row.back().tile.kind == tile.kind &&
                row.back().tile.color == tile.color)
                row.back().x1 = x1;
            else
                row.push_back({x0, y0, x1, y1, tile});
        }
        std::vector<Block> next;
        std::size_t k = 0;
        for (auto& run : row) {
            while (k < open.size() && open[k].x0 < run.x0)
                done.push_back(open[k++]);
            if (k < open.size() && open[k].x0 == run.x0 && open[k].x1 == run.x1 &&
                open[k].tile.kind == run.tile.kind && open[k].tile.color == run.tile.color) {
                open[k].y1 = run.y1;
                next.push_back(open[k++]);
            } else {
                next.push_back(run);
            }
        }
        while (k < open.size())
            done.push_back(open[k++]);
        open = std::move(next);
    }
    done.insert(done.end(), open.begin(), open.end());
    for (const auto& b : done) {
        const std::size_t area = std::size_t{b.x1 - b.x0} * (b.y1 - b.y0);
        if (b.tile.kind == Kind::Flat) {
            const std::uint32_t c = b.tile.color;
            addQuad(m_flat, b, origin,
                    sf::Color(c & 0xff, (c >> 8) & 0xff, (c >> 16) & 0xff, (c >> 24) & 0xff),
                    false);
            m_flatPixels += area;
        } else if (b.tile.kind != Kind::Empty) {
            addQuad(b.tile.kind == Kind::Opaque ? m_opaque : m_textured, b, origin,
                    sf::Color::White, true);
            m_texturedPixels += area;
        }
    }
}

void FlatLayer::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    if (!m_texture) return;
    // Opaque pixels: plain alpha blending would give the same ones, at a cost (another
    // blend mode asked for is kept, as Mesh keeps it).
    sf::RenderStates flat = states;
    if (states.blendMode == sf::BlendAlpha) flat.blendMode = sf::BlendNone;
    target.draw(m_flat, flat);
    flat.texture = m_texture;
    target.draw(m_opaque, flat);
    states.texture = m_texture;
    target.draw(m_textured, states);
}

}  // namespace plateau::gui
