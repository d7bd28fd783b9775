#pragma once

#include <SFML/Graphics/Rect.hpp>

#include "widgets/shapes.hpp"
#include "widgets/theme.hpp"

namespace plateau::gui {

// A dialog over the screen: the window dimmed (by `fade`, 0 to 1, as it opens), then the
// raised, framed panel every modal box (pause, save name, result) stands on.
void dialogFrame(Mesh& mesh, const Theme& theme, sf::Vector2f window, sf::FloatRect panel,
                 float fade = 1.f);

}  // namespace plateau::gui
