#pragma once

#include <string_view>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>

#include <plateau/sdk/game_type.hpp>
#include <plateau/sdk/look.hpp>

#include "widgets/shapes.hpp"
#include "widgets/theme.hpp"

namespace plateau::gui {

struct CellPaint {
    sf::Color fill;
    sf::Color edge;
    sf::Color label;
};

// The colours of a cell by its kind, from the game's look; a kind the look does not name
// gets the board style's neutral colour. An owned cell is tinted in its owner's colour.
CellPaint cellPaint(const Look& look, std::string_view kind, BoardStyle style,
                    const sf::Color* ownerTint = nullptr);

// Draws the picture the look gives the kind, centred in `box`; false when it has none.
bool drawCellIcon(Mesh& mesh, const Look& look, std::string_view kind, sf::FloatRect box);

}  // namespace plateau::gui
