#pragma once

#include <string_view>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Rect.hpp>

#include "widgets/shapes.hpp"
#include "widgets/theme.hpp"

namespace plateau::gui {

struct CellPaint {
    sf::Color fill;
    sf::Color edge;
    sf::Color label;
};

// The colours of a cell by its kind. Kinds the launcher does not know get a calm colour
// derived from the name, so a new game's special cells still stand apart.
CellPaint cellPaint(std::string_view kind, bool gridBoard);

// Draws the picture of a special kind (goose, bridge, inn, well, maze, prison, death, start,
// goal) centred in `box`; false when the kind has none.
bool drawCellIcon(Mesh& mesh, std::string_view kind, sf::FloatRect box);

}  // namespace plateau::gui
