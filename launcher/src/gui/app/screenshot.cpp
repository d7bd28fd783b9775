#include "app/screenshot.hpp"

#include <system_error>

#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/Texture.hpp>

namespace plateau::gui {

std::string saveScreenshot(const sf::RenderWindow& window, const std::filesystem::path& file) {
    sf::Texture texture;
    const auto size = window.getSize();
    if (!texture.create(size.x, size.y)) return "cannot make a texture for the screenshot";
    texture.update(window);
    std::error_code ec;
    if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
    if (!texture.copyToImage().saveToFile(file.string())) return "cannot write " + file.string();
    return {};
}

}  // namespace plateau::gui
