#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "plateau/export.hpp"

namespace plateau {

// Where a search folder comes from, so that `plateau list` can say why a plugin was found.
enum class FolderOrigin {
    Environment,  // PLATEAU_PLUGIN_PATH or PLATEAU_DATA_PATH
    User,         // $XDG_DATA_HOME/plateau (default ~/.local/share/plateau)
    Program,      // beside the program: <prefix>/lib/plateau/plugins, <prefix>/share/plateau/games
    System,       // an $XDG_DATA_DIRS entry's plateau/ (default /usr/local/share:/usr/share)
};

struct SearchFolder {
    std::filesystem::path path;
    FolderOrigin origin;
};

// The folders, in search order (the first plugin with an id wins, and a game's data is
// taken from the first folder holding games/<id>): the environment variable, the user's
// folder, beside the program, then the system's. A folder listed twice is kept once.
PLATEAU_EXPORT std::vector<SearchFolder> pluginSearchFolders();
PLATEAU_EXPORT std::vector<SearchFolder> dataSearchFolders();

// "PLATEAU_PLUGIN_PATH", "XDG_DATA_HOME", "program", "XDG_DATA_DIRS": the word `plateau
// list` prints; `forPlugins` picks the environment variable's name.
PLATEAU_EXPORT std::string originName(FolderOrigin origin, bool forPlugins = true);

// The search folder holding `file` (directly, as plugins are found), or nullptr.
PLATEAU_EXPORT const SearchFolder* folderHolding(const std::vector<SearchFolder>& folders,
                                                 const std::filesystem::path& file);

}  // namespace plateau
