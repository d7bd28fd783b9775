#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace plateau {
class PluginHost;
}

namespace plateau::gui {

// One line of Saved games in words: the saves and the finished games of the history,
// each with its name, its game (and variant) and when. No SFML.
struct SaveRow {
    std::filesystem::path file;
    std::string gameId;
    std::string gameName;       // in the language now chosen; the id for an unknown game
    std::string title, detail;  // name; game and date, or why it is broken
    bool broken = false;
    bool autosave = false;  // written again at every move: it keeps no name
    bool finished = false;  // from the history: watched or deleted, not resumed
};

// Every save and finished game, newest first by date alone; `byGame`: grouped by game
// (the games by name, each newest first), for a list grown long (issue 31, 7).
std::vector<SaveRow> listSaveRows(const PluginHost& host, bool byGame);

}  // namespace plateau::gui
