#pragma once

#include <filesystem>
#include <string>

#include <SFML/Graphics/RenderWindow.hpp>

namespace plateau::gui {

// Saves what was drawn into the window since the last display() (call before display()).
// Returns an error text, empty on success.
std::string saveScreenshot(const sf::RenderWindow& window, const std::filesystem::path& file);

}  // namespace plateau::gui
