#include "app/assets.hpp"

#include <cstdlib>
#include <system_error>
#include <vector>

#include <plateau/host/plugin_host.hpp>

namespace plateau::gui {

std::optional<std::filesystem::path> findAssets() {
    std::vector<std::filesystem::path> candidates;
    if (const char* env = std::getenv("PLATEAU_ASSETS_PATH"); env && *env)
        candidates.emplace_back(env);
    const auto exe = executablePath();
    if (!exe.empty())
        candidates.push_back(exe.parent_path().parent_path() / "share" / "plateau" / "assets");
    for (const auto& dir : candidates) {
        std::error_code ec;
        if (std::filesystem::exists(dir / "fonts" / "DejaVuSans.ttf", ec)) return dir;
    }
    return std::nullopt;
}

std::optional<std::filesystem::path> findWindowIcon() {
    const auto exe = executablePath();
    if (exe.empty()) return std::nullopt;
    auto icon = exe.parent_path().parent_path() / "share" / "icons" / "hicolor" / "64x64" / "apps" /
                "plateau.png";
    std::error_code ec;
    return std::filesystem::is_regular_file(icon, ec) ? std::optional(icon) : std::nullopt;
}

sf::Image loadWindowIcon() {
    sf::Image icon;
    if (const auto file = findWindowIcon(); !file || !icon.loadFromFile(file->string())) return {};
    return icon;
}

}  // namespace plateau::gui
