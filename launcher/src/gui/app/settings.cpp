#include "app/settings.hpp"

#include <algorithm>
#include <sstream>
#include <system_error>

#include <plateau/host/atomic_write.hpp>
#include <plateau/sdk/toml.hpp>
#include <plateau/host/language.hpp>
#include <plateau/host/logging.hpp>
#include <plateau/host/numbers.hpp>

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
    // Absent: the defaults, quietly. Unreachable (a folder that cannot be read or
    // searched): the defaults, and why, rather than silently ignoring the settings.
    const auto status = std::filesystem::symlink_status(file, ec);
    if (ec && ec != std::errc::no_such_file_or_directory && ec != std::errc::not_a_directory) {
        result.problem = file.string() + ": cannot be read: " + ec.message();
        return result;
    }
    if (!std::filesystem::exists(status)) return result;
    auto table = loadToml(file);
    if (!table) {
        result.problem = table.error().toString();
        return result;
    }
    TomlReader reader(*table, file.string());
    Settings s;
    if (auto window = reader.child("window", false)) {
        s.width = static_cast<unsigned>(window->integer("width", s.width, kMinWidth, kMaxSide));
        s.height = static_cast<unsigned>(window->integer("height", s.height, kMinHeight, kMaxSide));
        s.fullscreen = window->boolean("fullscreen", s.fullscreen);
    }
    if (auto anim = reader.child("animation", false)) {
        s.animationSpeed = anim->real("speed", s.animationSpeed);
        // Written so that NaN, which compares false with everything, fails too.
        if (!(s.animationSpeed >= Settings::kMinSpeed && s.animationSpeed <= Settings::kMaxSpeed)) {
            anim->failHere("animation speed must be between 0.25 and 4");
            s.animationSpeed = Settings{}.animationSpeed;
        }
    }
    if (auto sound = reader.child("sound", false)) s.sound = sound->boolean("enabled", s.sound);
    if (auto ui = reader.child("interface", false)) {
        s.language = ui->string("language", "");
        const auto& shipped = shippedLanguages();
        if (!s.language.empty() &&
            std::none_of(shipped.begin(), shipped.end(), [&](const Language& l) { return l.code == s.language; })) {
            ui->failHere("language must be one of en, fr, nl, ru (or empty: from the environment), not '" +
                         s.language + "'");
            s.language.clear();
        }
    }
    if (auto game = reader.child("game", false)) {
        s.allowUndo = game->boolean("allow_undo", s.allowUndo);
        const auto limit = game->integer("history_limit", s.historyLimit);
        if (limit < 0 || limit > 100000)
            game->failHere("history_limit must be between 0 (keep all) and 100000");
        else
            s.historyLimit = static_cast<int>(limit);
    }
    if (auto board = reader.child("board", false)) {
        if (const toml::array* aids = board->array("aids", false)) {
            for (const auto& node : *aids) {
                const auto* name = node.as_string();
                if (!name || name->get().find('/') == std::string::npos) {
                    board->fail(node, "aids are names \"<game>/<aid>\"");
                    break;
                }
                s.shownAids.push_back(name->get());
            }
        }
    }
    if (auto ok = reader.finish(); !ok) {
        result.problem = ok.error().toString();
        return result;
    }
    result.settings = s;
    return result;
}

std::optional<std::string> saveSettings(const Settings& s, const std::filesystem::path& file) {
    toml::table window{{"width", static_cast<std::int64_t>(s.width)},
                       {"height", static_cast<std::int64_t>(s.height)},
                       {"fullscreen", s.fullscreen}};
    toml::table root{{"window", window},
                     {"animation", toml::table{{"speed", s.animationSpeed}}},
                     {"sound", toml::table{{"enabled", s.sound}}},
                     {"interface", toml::table{{"language", s.language}}},
                     {"game", toml::table{{"allow_undo", s.allowUndo},
                                          {"history_limit", std::int64_t{s.historyLimit}}}}};
    toml::array aids;
    for (const auto& aid : s.shownAids)
        aids.push_back(aid);
    root.insert("board", toml::table{{"aids", aids}});
    std::ostringstream text;
    text << "# Plateau launcher settings (written by the Settings screen)\n" << root << "\n";
    // Atomically: a crash while saving never leaves half a settings file.
    if (auto ok = writeFileAtomically(file, text.str()); !ok) return ok.error().toString();
    return std::nullopt;
}

std::optional<std::pair<unsigned, unsigned>> parseWindowSize(const std::string& text) {
    const auto x = text.find_first_of("xX");
    if (x == std::string::npos) return std::nullopt;
    // Whole numbers only: "640x400junk" or " 640x400" is refused, not read as 640×400.
    const auto w =
        parseInteger<unsigned>(std::string_view(text).substr(0, x), kMinWidth, kMaxSide, "width");
    const auto h = parseInteger<unsigned>(std::string_view(text).substr(x + 1), kMinHeight,
                                          kMaxSide, "height");
    if (!w || !h) return std::nullopt;
    return std::pair{*w, *h};
}

}  // namespace plateau::gui
