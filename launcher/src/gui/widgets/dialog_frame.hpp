#pragma once

#include <cstddef>
#include <optional>

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Window/Keyboard.hpp>

#include "widgets/shapes.hpp"
#include "widgets/theme.hpp"

namespace plateau::gui {

// A dialog over the screen: the window dimmed (by `fade`, 0 to 1, as it opens), then the
// raised, framed panel every modal box (pause, save name, result) stands on.
void dialogFrame(Mesh& mesh, const Theme& theme, sf::Vector2f window, sf::FloatRect panel,
                 float fade = 1.f);
// The keyboard's choice among a dialog's buttons: a ring around it.
void focusRing(Mesh& mesh, const Theme& theme, sf::FloatRect button);
// Where Up, Down, Tab (with Shift: back), Home and End move the focus among `count`
// buttons; nullopt for any other key.
std::optional<std::size_t> movedFocus(sf::Keyboard::Key key, bool shift, std::size_t focus,
                                      std::size_t count);

}  // namespace plateau::gui
