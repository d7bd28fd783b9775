#include "app/screen.hpp"

#include <algorithm>

#include <SFML/Window/VideoMode.hpp>

#if __has_include(<X11/Xlib.h>)
#include <X11/Xatom.h>
#include <X11/Xlib.h>
#define PLATEAU_GUI_X11 1
#endif

namespace plateau::gui {

namespace {
constexpr unsigned kMinWidth = 640, kMinHeight = 400;
}

sf::Vector2u screenSize() {
    const auto mode = sf::VideoMode::getDesktopMode();
    return {mode.width, mode.height};
}

WorkArea workArea() {
    WorkArea area{{0, 0}, screenSize(), false};
#ifdef PLATEAU_GUI_X11
    Display* display = XOpenDisplay(nullptr);
    if (!display) return area;
    const Atom property = XInternAtom(display, "_NET_WORKAREA", True);
    Atom type = None;
    int format = 0;
    unsigned long count = 0, after = 0;
    unsigned char* data = nullptr;
    if (property != None &&
        XGetWindowProperty(display, DefaultRootWindow(display), property, 0, 4, False, XA_CARDINAL,
                           &type, &format, &count, &after, &data) == Success &&
        type == XA_CARDINAL && format == 32 && count >= 4 && data) {
        // The first desktop's area: x, y, width, height (as longs, whatever their size).
        const auto* v = reinterpret_cast<const long*>(data);
        if (v[2] > 0 && v[3] > static_cast<long>(kTitleBarHeight)) {
            area.origin = {static_cast<int>(v[0]), static_cast<int>(v[1])};
            area.size = {static_cast<unsigned>(v[2]),
                         static_cast<unsigned>(v[3]) - kTitleBarHeight};
            area.managed = true;
        }
    }
    if (data) XFree(data);
    XCloseDisplay(display);
#endif
    return area;
}

bool fitsScreen(unsigned width, unsigned height, sf::Vector2u screen) {
    return screen.x == 0 || screen.y == 0 || (width <= screen.x && height <= screen.y);
}

sf::Vector2u limitToScreen(sf::Vector2u size, sf::Vector2u screen) {
    if (screen.x == 0 || screen.y == 0) return size;
    return {std::clamp(size.x, std::min(kMinWidth, screen.x), screen.x),
            std::clamp(size.y, std::min(kMinHeight, screen.y), screen.y)};
}

sf::Vector2i centredPosition(sf::Vector2u size, sf::Vector2u screen) {
    const int x = (static_cast<int>(screen.x) - static_cast<int>(size.x)) / 2;
    const int y = (static_cast<int>(screen.y) - static_cast<int>(size.y)) / 2;
    return {std::max(0, x), std::max(0, y)};
}

}  // namespace plateau::gui
