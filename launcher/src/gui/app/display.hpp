#pragma once

namespace plateau::gui {

// Whether a window can be opened. SFML aborts when it cannot reach the display, so the
// launcher asks X first (in its own file: Xlib's macros clash with SFML's names).
bool displayAvailable();

}  // namespace plateau::gui
