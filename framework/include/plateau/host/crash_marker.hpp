#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "plateau/export.hpp"

namespace plateau {

// A game in progress leaves a marker (stateDir()/running/<pid>), removed when the game
// ends normally. A marker whose process is gone tells the next start that the game ended
// in a crash (a plugin's fault, usually): which game's plugin, and the autosave to take
// it up from.
class PLATEAU_EXPORT CrashMarker {
public:
    // Marks a game of `plugin` kept in `autosave`; `dir` is stateDir()/running by default.
    CrashMarker(const std::string& plugin, const std::filesystem::path& autosave,
                std::filesystem::path dir = {});
    ~CrashMarker();
    CrashMarker(const CrashMarker&) = delete;
    CrashMarker& operator=(const CrashMarker&) = delete;
    // The game now goes on in another file (a reload, a second window's own autosave).
    void setAutosave(const std::filesystem::path& autosave);

private:
    void write();
    std::filesystem::path m_file;
    std::string m_plugin;
    std::filesystem::path m_autosave;
};

struct CrashedGame {
    std::string plugin;
    std::filesystem::path autosave;  // may be gone (finished or deleted since)
};

// The games whose process ended without removing its marker; their markers go.
PLATEAU_EXPORT std::vector<CrashedGame> takeCrashedGames(std::filesystem::path dir = {});

}  // namespace plateau
