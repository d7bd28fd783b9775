#include "app/settings.hpp"

#include <fstream>
#include <system_error>

#include <plateau/config.hpp>
#include <plateau/logging.hpp>

namespace plateau::gui {

namespace {

constexpr unsigned kMinWidth = 640, kMinHeight = 400, kMaxSide = 8192;

}  // namespace

std::filesystem::path defaultSettingsFile() {
    return configDir() / "settings.toml";
}

SettingsLoad loadSettings(const std::filesystem::path& file) {
    SettingsLoad result;
    std::error_code ec;
    if (!std::filesystem::exists(file, ec)) return result;
    auto table = loadToml(file);
    if (!table) {
        result.problem = table.error().toString();
        return result;
    }
    TomlReader reader(*table, file.string());
    Settings s;
    if (auto window = reader.child("window", false)) {
        const auto w = window->integer("width", s.width);
        const auto h = window->integer("height", s.height);
        if (w < kMinWidth || h < kMinHeight || w > kMaxSide || h > kMaxSide)
            window->failHere("window size " + std::to_string(w) + "×" + std::to_string(h) +
                             " is out of range (at least 640×400)");
        s.width = static_cast<unsigned>(w);
        s.height = static_cast<unsigned>(h);
        s.fullscreen = window->boolean("fullscreen", s.fullscreen);
    }
    if (auto anim = reader.child("animation", false)) {
        s.animationSpeed = anim->real("speed", s.animationSpeed);
        if (s.animationSpeed < Settings::kMinSpeed || s.animationSpeed > Settings::kMaxSpeed)
            anim->failHere("animation speed must be between 0.25 and 4");
    }
    if (auto sound = reader.child("sound", false)) s.sound = sound->boolean("enabled", s.sound);
    if (auto game = reader.child("game", false)) {
        s.allowUndo = game->boolean("allow_undo", s.allowUndo);
        const auto limit = game->integer("history_limit", s.historyLimit);
        if (limit < 0 || limit > 100000)
            game->failHere("history_limit must be between 0 (keep all) and 100000");
        else
            s.historyLimit = static_cast<int>(limit);
    }
    if (auto ok = reader.finish(); !ok) {
        result.problem = ok.error().toString();
        return result;
    }
    result.settings = s;
    return result;
}

std::optional<std::string> saveSettings(const Settings& s, const std::filesystem::path& file) {
    std::error_code ec;
    if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
    if (ec) return "cannot create " + file.parent_path().string() + ": " + ec.message();
    toml::table window{{"width", static_cast<std::int64_t>(s.width)},
                       {"height", static_cast<std::int64_t>(s.height)},
                       {"fullscreen", s.fullscreen}};
    toml::table root{{"window", window},
                     {"animation", toml::table{{"speed", s.animationSpeed}}},
                     {"sound", toml::table{{"enabled", s.sound}}},
                     {"game", toml::table{{"allow_undo", s.allowUndo},
                                          {"history_limit", std::int64_t{s.historyLimit}}}}};
    std::ofstream out(file);
    if (!out) return "cannot write " + file.string();
    out << "# Plateau launcher settings (written by the Settings screen)\n" << root << "\n";
    if (!out) return "cannot write " + file.string();
    return std::nullopt;
}

std::optional<std::pair<unsigned, unsigned>> parseWindowSize(const std::string& text) {
    const auto x = text.find_first_of("xX");
    if (x == std::string::npos) return std::nullopt;
    try {
        const auto w = std::stoul(text.substr(0, x));
        const auto h = std::stoul(text.substr(x + 1));
        if (w < kMinWidth || h < kMinHeight || w > kMaxSide || h > kMaxSide) return std::nullopt;
        return std::pair{static_cast<unsigned>(w), static_cast<unsigned>(h)};
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

}  // namespace plateau::gui
