#pragma once

#include <SFML/System/Vector2.hpp>

namespace plateau::gui {

// The size of the screen the window opens on (the desktop's video mode).
sf::Vector2u screenSize();

// The part of the screen a window may take: the window manager's work area (the screen
// less its panels, _NET_WORKAREA on X11) less the height of a title bar, so that a window
// of that size fits whole once framed (issue 31, 9: 1920×1080 on a 1080p screen did not).
// Without a window manager (a bare X server, Xvfb), the whole screen.
struct WorkArea {
    sf::Vector2i origin;
    sf::Vector2u size;
    bool managed = false;  // a window manager said where it may go
};
WorkArea workArea();
// The title bar's height allowed for where a window manager frames windows.
inline constexpr unsigned kTitleBarHeight = 48;
// Whether a window of this size fits the screen whole.
bool fitsScreen(unsigned width, unsigned height, sf::Vector2u screen);
// The size limited to the screen, keeping at least the launcher's minimum.
sf::Vector2u limitToScreen(sf::Vector2u size, sf::Vector2u screen);
// Where a window of `size` sits centred on the screen. SFML 2.5's X11 code centres the
// height with the screen's width, so the launcher places the window itself.
sf::Vector2i centredPosition(sf::Vector2u size, sf::Vector2u screen);

}  // namespace plateau::gui
