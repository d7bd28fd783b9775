#pragma once

#include <filesystem>
#include <map>
#include <memory>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Texture.hpp>
#include <SFML/System/Vector2.hpp>

#include <plateau/sdk/look.hpp>

#include "widgets/shapes.hpp"

namespace plateau::gui {

// How a piece on a cell is drawn: the shape its kind's look names ([pieces.KIND] shape), or
// the rounded pawn seen from above for a kind the look does not name.
enum class PieceForm { Pawn, Disc, Square, Bar };

PieceForm pieceForm(const Look& look, std::string_view kind);

// The piece's body at `p`, `r` its radius (half its width), in `color`, with its shadow.
void drawPieceBody(Mesh& mesh, PieceForm form, sf::Vector2f p, float r, sf::Color color);

// The pictures of [pieces.KIND] image, loaded once each; a file that does not load is
// remembered as missing (the piece is then drawn from its shape).
class PieceImages {
public:
    const sf::Texture* get(const std::filesystem::path& file);

private:
    std::map<std::filesystem::path, std::unique_ptr<sf::Texture>> m_textures;
};

}  // namespace plateau::gui
