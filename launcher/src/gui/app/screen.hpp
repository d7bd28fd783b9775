#pragma once

#include <SFML/System/Vector2.hpp>

namespace plateau::gui {

// The size of the screen the window opens on (the desktop's video mode).
sf::Vector2u screenSize();
// Whether a window of this size fits the screen whole.
bool fitsScreen(unsigned width, unsigned height, sf::Vector2u screen);
// The size limited to the screen, keeping at least the launcher's minimum.
sf::Vector2u limitToScreen(sf::Vector2u size, sf::Vector2u screen);
// Where a window of `size` sits centred on the screen. SFML 2.5's X11 code centres the
// height with the screen's width, so the launcher places the window itself.
sf::Vector2i centredPosition(sf::Vector2u size, sf::Vector2u screen);

}  // namespace plateau::gui
