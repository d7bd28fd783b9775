#pragma once

#include <filesystem>
#include <optional>

#include <SFML/Graphics/Image.hpp>

namespace plateau::gui {

// $PLATEAU_ASSETS_PATH, else <exe>/../share/plateau/assets (the build tree has a link
// there, an install puts them there); nullopt when neither holds the fonts.
std::optional<std::filesystem::path> findAssets();

// The window's icon: <exe>/../share/icons/hicolor/64x64/apps/plateau.png, rendered from
// the desktop icon's art at build time (and installed there); nullopt when absent.
std::optional<std::filesystem::path> findWindowIcon();
// Its pixels; an empty image when it is absent or does not decode.
sf::Image loadWindowIcon();

}  // namespace plateau::gui
