#include "app/display.hpp"

#include <cstdlib>

#if __has_include(<X11/Xlib.h>)
#include <X11/Xlib.h>
#define PLATEAU_GUI_X11 1
#endif

namespace plateau::gui {

bool displayAvailable() {
#ifdef PLATEAU_GUI_X11
    const char* name = std::getenv("DISPLAY");
    if (!name || !*name) return false;
    // The probe stays connected until the program ends: an X server with no client left
    // resets, and refuses the window's own connection while it does (Xvfb does this).
    static Display* probe = nullptr;
    if (!probe) probe = XOpenDisplay(nullptr);
    return probe != nullptr;
#else
    return true;
#endif
}

}  // namespace plateau::gui
