#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace plateau::gui {

// The launcher's preferences, kept in configDir()/settings.toml.
struct Settings {
    unsigned width = 1280;
    unsigned height = 720;
    bool fullscreen = false;
    double animationSpeed = 1.0;  // 0.25 (slow) … 4 (fast)
    bool sound = true;
    // [interface] language: "en", "fr", "nl", "ru"; empty follows the environment (LANG …)
    std::string language;
    bool allowUndo = true;  // [game] allow_undo: the play screen's undo and redo
    // [game] history_limit: finished games kept in Saved games, the oldest go first (0: all)
    int historyLimit = 100;
    // [board] aids: the board aids turned on, "<game id>/<aid id>" ("quoridor/paths")
    std::vector<std::string> shownAids;

    static constexpr double kMinSpeed = 0.25;
    static constexpr double kMaxSpeed = 4.0;

    friend bool operator==(const Settings&, const Settings&) = default;
};

struct SettingsLoad {
    Settings settings;
    std::string problem;  // empty when the file was absent or fine; else why defaults apply
};

std::filesystem::path defaultSettingsFile();
// Defaults when the file is absent; a broken file gives defaults and the reason.
SettingsLoad loadSettings(const std::filesystem::path& file);
// Writes the file (creating its folder); returns an error text on failure.
std::optional<std::string> saveSettings(const Settings& settings,
                                        const std::filesystem::path& file);
// Parses "1280x720"; nullopt unless both are plausible window sizes.
std::optional<std::pair<unsigned, unsigned>> parseWindowSize(const std::string& text);

}  // namespace plateau::gui
