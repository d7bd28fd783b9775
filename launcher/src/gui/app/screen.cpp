#include "app/screen.hpp"

#include <algorithm>

#include <SFML/Window/VideoMode.hpp>

namespace plateau::gui {

namespace {
constexpr unsigned kMinWidth = 640, kMinHeight = 400;
}

sf::Vector2u screenSize() {
    const auto mode = sf::VideoMode::getDesktopMode();
    return {mode.width, mode.height};
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
