#include "board/piece_drawing.hpp"

#include <algorithm>

#include "widgets/theme.hpp"

namespace plateau::gui {

namespace {

sf::Color darker(sf::Color c, float t) {
    return mix(c, sf::Color(20, 16, 12), t);
}
sf::Color lighter(sf::Color c, float t) {
    return mix(c, sf::Color::White, t);
}

}  // namespace

PieceForm pieceForm(const Look& look, std::string_view kind) {
    const PieceLook* piece = look.piece(kind);
    if (!piece) return PieceForm::Pawn;
    switch (piece->shape) {
        case PieceShape::Disc:
            return PieceForm::Disc;
        case PieceShape::Square:
            return PieceForm::Square;
        case PieceShape::Bar:
            return PieceForm::Bar;
        case PieceShape::Pawn:
            break;
    }
    return PieceForm::Pawn;
}

void drawPieceBody(Mesh& mesh, PieceForm form, sf::Vector2f p, float r, sf::Color color) {
    const sf::Color shadow(0, 0, 0, 80);
    switch (form) {
        case PieceForm::Pawn:
            // The pawn seen from above: a rounded body and a highlight on its head.
            mesh.ellipse(p + sf::Vector2f(r * 0.12f, r * 0.32f), {r * 1.02f, r * 0.8f}, shadow, 28);
            mesh.circle(p, r, darker(color, 0.45f), 28);
            mesh.circle(p - sf::Vector2f(0, r * 0.06f), r * 0.86f, color, 28);
            mesh.circle(p - sf::Vector2f(r * 0.22f, r * 0.3f), r * 0.3f,
                        withAlpha(lighter(color, 0.6f), 170), 16);
            return;
        case PieceForm::Disc:
            // A flat counter: its rim, and a groove ring on its face.
            mesh.ellipse(p + sf::Vector2f(r * 0.1f, r * 0.22f), {r * 1.02f, r * 0.92f}, shadow, 28);
            mesh.circle(p + sf::Vector2f(0, r * 0.1f), r, darker(color, 0.5f), 28);
            mesh.circle(p, r, darker(color, 0.2f), 28);
            mesh.circle(p, r * 0.9f, color, 28);
            mesh.ring(p, r * 0.62f, std::max(1.f, r * 0.08f), darker(color, 0.22f), 28);
            return;
        case PieceForm::Square: {
            const float s = r * 0.92f;
            mesh.roundedRect({p.x - s + r * 0.1f, p.y - s + r * 0.22f, 2 * s, 2 * s}, s * 0.2f,
                             shadow);
            mesh.roundedRect({p.x - s, p.y - s, 2 * s, 2 * s}, s * 0.2f, darker(color, 0.4f));
            mesh.roundedRect({p.x - s * 0.86f, p.y - s * 0.9f, 2 * s * 0.86f, 2 * s * 0.84f},
                             s * 0.16f, color);
            return;
        }
        case PieceForm::Bar: {
            const float w = r * 1.1f, h = r * 0.42f;
            mesh.roundedRect({p.x - w + r * 0.08f, p.y - h + r * 0.18f, 2 * w, 2 * h}, h * 0.4f,
                             shadow);
            mesh.roundedRect({p.x - w, p.y - h, 2 * w, 2 * h}, h * 0.4f, darker(color, 0.4f));
            mesh.roundedRect({p.x - w * 0.94f, p.y - h * 0.8f, 2 * w * 0.94f, 2 * h * 0.66f},
                             h * 0.3f, color);
            return;
        }
    }
}

const sf::Texture* PieceImages::get(const std::filesystem::path& file) {
    if (file.empty()) return nullptr;
    auto it = m_textures.find(file);
    if (it == m_textures.end()) {
        auto texture = std::make_unique<sf::Texture>();
        if (texture->loadFromFile(file.string()))
            texture->setSmooth(true);
        else
            texture.reset();
        it = m_textures.emplace(file, std::move(texture)).first;
    }
    return it->second.get();
}

}  // namespace plateau::gui
