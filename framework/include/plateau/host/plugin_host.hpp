#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"
#include "plateau/host/plugin_probe.hpp"
#include "plateau/sdk/game.hpp"

namespace plateau {

struct LoadedPlugin {
    std::string id, name, version;
    std::filesystem::path file;
    std::shared_ptr<const Game> game;  // keeps the library loaded
    std::string sdkVersion;            // the SDK it was compiled against
    std::string compiler;              // "GCC 12.2.0"
    int abiMinor = 0;                  // the plugin ABI's minor: what it may be asked (plugin.hpp)
};

// This host's own stamps, to compare a plugin's against.
PLATEAU_EXPORT const char* hostSdkVersion();
PLATEAU_EXPORT const char* hostStdlibAbi();

struct PluginFailure {
    std::filesystem::path file;
    std::string reason;
};

struct PLATEAU_EXPORT SearchPaths {
    std::vector<std::filesystem::path> plugins;  // folders of plugin libraries
    std::vector<std::filesystem::path> data;     // folders holding games/<id>/
    std::vector<std::filesystem::path> catalogs;  // folders of <lang>/LC_MESSAGES/*.mo

    // pluginSearchFolders() and dataSearchFolders() (search_folders.hpp): the environment
    // variables, $XDG_DATA_HOME/plateau, beside the program (<prefix>/lib/plateau/plugins
    // and <prefix>/share/plateau/games, <prefix> the folder above the executable's, the
    // same in the build tree and once installed), then every $XDG_DATA_DIRS entry; the
    // catalogs in each data folder's sibling locale/ (<prefix>/share/plateau/locale).
    static SearchPaths standard();
};

// Finds, loads and keeps the game plugins. A library that fails is skipped with its
// reason; the others load.
class PLATEAU_EXPORT PluginHost {
public:
    explicit PluginHost(SearchPaths paths);
    ~PluginHost();

    // From now on every library is probed in a child process before it is mapped
    // (plateau/plugin_probe.hpp); without it, only the file checks run.
    void setProbe(ProbeOptions probe) { m_probe = std::move(probe); }

    void loadAll();
    // Loads one library; also the way to load a plugin outside the search path.
    bool load(const std::filesystem::path& file);
    // Loads the plugin's library file again (rebuilt since) in place of the loaded one,
    // whose games in progress keep the old copy until they end. Refused with the reason
    // (the old plugin stays) when the new file does not load or is another plugin.
    Expected<const LoadedPlugin*> reload(std::string_view id);

    const std::vector<LoadedPlugin>& plugins() const { return m_plugins; }
    const std::vector<PluginFailure>& failures() const { return m_failures; }
    const SearchPaths& paths() const { return m_paths; }
    std::shared_ptr<const Game> find(std::string_view id) const;
    const LoadedPlugin* findPlugin(std::string_view id) const;

private:
    // Loads a library and makes its game; `expectId`: it must be that plugin (a reload).
    Expected<LoadedPlugin> open(const std::filesystem::path& file,
                                const std::string& expectId) const;
    void fail(const std::filesystem::path& file, std::string reason);
    std::filesystem::path dataDirFor(const std::string& id) const;

    SearchPaths m_paths;
    std::vector<LoadedPlugin> m_plugins;
    std::vector<PluginFailure> m_failures;
    std::optional<ProbeOptions> m_probe;
};

PLATEAU_EXPORT std::filesystem::path executablePath();

}  // namespace plateau
