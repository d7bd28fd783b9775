#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "plateau/error.hpp"
#include "plateau/export.hpp"
#include "plateau/game.hpp"

namespace plateau {

struct LoadedPlugin {
    std::string id, name, version;
    std::filesystem::path file;
    std::shared_ptr<const Game> game;  // keeps the library loaded
};

struct PluginFailure {
    std::filesystem::path file;
    std::string reason;
};

struct PLATEAU_EXPORT SearchPaths {
    std::vector<std::filesystem::path> plugins;  // folders of plugin libraries
    std::vector<std::filesystem::path> data;     // folders holding games/<id>/

    // PLATEAU_PLUGIN_PATH / PLATEAU_DATA_PATH first, then beside the program:
    // <prefix>/lib/plateau/plugins and <prefix>/share/plateau/games, where <prefix> is
    // the folder above the executable's — the same in the build tree and once installed.
    static SearchPaths standard();
};

// Finds, loads and keeps the game plugins. A library that fails is skipped with its
// reason; the others load.
class PLATEAU_EXPORT PluginHost {
public:
    explicit PluginHost(SearchPaths paths);
    ~PluginHost();

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
};

PLATEAU_EXPORT std::filesystem::path executablePath();

}  // namespace plateau
