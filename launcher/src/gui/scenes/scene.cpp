#include "scenes/scene.hpp"

namespace plateau::gui {

std::optional<sf::Vector2f> Scene::locate(std::string_view) const {
    return std::nullopt;
}

}  // namespace plateau::gui
