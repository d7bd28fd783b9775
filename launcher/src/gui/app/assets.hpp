#pragma once

#include <filesystem>
#include <optional>

namespace plateau::gui {

// $PLATEAU_ASSETS_PATH, else <exe>/../share/plateau/assets (the build tree has a link
// there, an install puts them there); nullopt when neither holds the fonts.
std::optional<std::filesystem::path> findAssets();

}  // namespace plateau::gui
