#include "plateau/host/search_folders.hpp"

#include <algorithm>
#include <cstdlib>
#include <string_view>

#include "plateau/host/plugin_host.hpp"

namespace plateau {

namespace fs = std::filesystem;

namespace {

// A colon-separated list; empty entries are skipped.
std::vector<fs::path> splitPathList(const char* value) {
    std::vector<fs::path> out;
    if (!value) return out;
    std::string_view rest(value);
    while (!rest.empty()) {
        const auto colon = rest.find(':');
        const auto part = rest.substr(0, colon);
        if (!part.empty()) out.emplace_back(std::string(part));
        if (colon == std::string_view::npos) break;
        rest.remove_prefix(colon + 1);
    }
    return out;
}

// The XDG base-directory rules: a relative entry is invalid and ignored; an unset or
// empty variable means its default.
std::vector<fs::path> xdgDataHome() {
    if (const char* v = std::getenv("XDG_DATA_HOME"); v && *v)
        return fs::path(v).is_absolute() ? std::vector<fs::path>{v} : std::vector<fs::path>{};
    if (const char* home = std::getenv("HOME"); home && *home)
        return {fs::path(home) / ".local" / "share"};
    return {};
}

std::vector<fs::path> xdgDataDirs() {
    const char* v = std::getenv("XDG_DATA_DIRS");
    std::vector<fs::path> dirs = splitPathList(v && *v ? v : "/usr/local/share:/usr/share");
    std::erase_if(dirs, [](const fs::path& p) { return !p.is_absolute(); });
    return dirs;
}

std::vector<SearchFolder> folders(const char* variable, const fs::path& programRelative,
                                  const char* xdgLeaf) {
    std::vector<SearchFolder> out;
    auto add = [&](fs::path path, FolderOrigin origin) {
        path = path.lexically_normal();
        std::error_code ec;
        const fs::path key = fs::weakly_canonical(path, ec);
        for (const auto& f : out) {
            std::error_code ec2;
            if (f.path == path || (!ec && fs::weakly_canonical(f.path, ec2) == key)) return;
        }
        out.push_back({std::move(path), origin});
    };
    for (auto& p : splitPathList(std::getenv(variable)))
        add(p, FolderOrigin::Environment);
    for (auto& p : xdgDataHome())
        add(p / "plateau" / xdgLeaf, FolderOrigin::User);
    if (const fs::path exe = executablePath(); !exe.empty())
        add(exe.parent_path().parent_path() / programRelative, FolderOrigin::Program);
    for (auto& p : xdgDataDirs())
        add(p / "plateau" / xdgLeaf, FolderOrigin::System);
    return out;
}

}  // namespace

std::vector<SearchFolder> pluginSearchFolders() {
    return folders("PLATEAU_PLUGIN_PATH", fs::path("lib") / "plateau" / "plugins", "plugins");
}

std::vector<SearchFolder> dataSearchFolders() {
    return folders("PLATEAU_DATA_PATH", fs::path("share") / "plateau" / "games", "games");
}

std::string originName(FolderOrigin origin, bool forPlugins) {
    switch (origin) {
        case FolderOrigin::Environment:
            return forPlugins ? "PLATEAU_PLUGIN_PATH" : "PLATEAU_DATA_PATH";
        case FolderOrigin::User:
            return "XDG_DATA_HOME";
        case FolderOrigin::Program:
            return "program";
        case FolderOrigin::System:
            return "XDG_DATA_DIRS";
    }
    return "unknown";
}

const SearchFolder* folderHolding(const std::vector<SearchFolder>& folders, const fs::path& file) {
    std::error_code ec;
    const fs::path parent = fs::weakly_canonical(file.parent_path(), ec);
    for (const auto& f : folders) {
        std::error_code ec2;
        if (f.path == file.parent_path().lexically_normal() ||
            (!ec && fs::weakly_canonical(f.path, ec2) == parent))
            return &f;
    }
    return nullptr;
}

}  // namespace plateau
