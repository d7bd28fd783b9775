#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "plateau/host/atomic_write.hpp"
#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"
#include "plateau/host/record.hpp"
#include "plateau/sdk/state.hpp"

namespace plateau {

class Game;
class PluginHost;
struct LoadedPlugin;

// A saved game: the record (setup, every move and throw) and what it was played with.
// Loading replays the record through the rules, so a save never holds an impossible
// position; the hashes tell whether the plugin or the variant file changed since.
//
// On disk it is the record's TOML with a [save] table:
//   [save]
//   plugin = "goose"
//   plugin_hash = "8c1f…"    # FNV-1a 64 of the plugin library
//   variant_hash = "01ab…"   # of the variant file
//   saved_at = 2024-05-01T12:00:00Z
//   name = "Sunday evening"
//   clock = "game:300+5"     # a game on the clock (the launcher's time control)
//   clocks_ms = [61000, 250400]  # each seat's time left when saved
//   flag_fallen = 1          # the seat that lost on time (absent: none)
// A bare record (no [save] table) loads too, without the checks.
struct PLATEAU_EXPORT SaveFile {
    Record record;
    std::string pluginId;                      // empty: the game was linked in
    std::optional<std::uint64_t> pluginHash;   // of the library file
    std::optional<std::uint64_t> variantHash;  // of the variant's file, if it came from one
    std::optional<std::chrono::sys_seconds> savedAt;
    std::string name;  // a person's name for it; empty for the autosave
    // A game on the clock: its time control as the launcher writes it ("move:60",
    // "game:300+5"; empty: none), each seat's milliseconds left when saved, and the seat
    // whose flag fell (-1: none), which ends the game whatever the rules say.
    std::string clock;
    std::vector<long long> clocksMs;
    int flagFallen = -1;

    // Where it was read from, for messages; not written.
    std::string source;
    int gameLine = 0;            // line of `game = …`
    std::vector<int> moveLines;  // line of each move, in order
};

// The save of a state: its record, the plugin's id, version and library hash (when
// `plugin` is given) and the variant file's hash, stamped with the current time.
PLATEAU_EXPORT SaveFile makeSave(const State& state, const LoadedPlugin* plugin = nullptr,
                                 std::string name = {});

PLATEAU_EXPORT std::string toToml(const SaveFile& save);
// Refuses text that is not TOML, keys of the wrong type, unknown keys and a malformed
// [save] table with source, line and reason. Moves are checked by resumeSave().
PLATEAU_EXPORT Expected<SaveFile> parseSave(std::string_view text, const std::string& source);
PLATEAU_EXPORT Expected<SaveFile> loadSave(const std::filesystem::path& file);

// writeFileAtomically (plateau/atomic_write.hpp) of the save's text.
PLATEAU_EXPORT Status writeSaveAtomically(const std::filesystem::path& file, const SaveFile& save);

// Gives a save another name (trimmed; an empty one is refused). The file is read again,
// its record checked to come back unchanged from the new text, and written atomically
// over itself: it keeps its file name, its saved_at and its moves. The file is rewritten
// as Plateau writes saves (comments and hand formatting go; a link becomes a file).
PLATEAU_EXPORT Status renameSave(const std::filesystem::path& file, std::string_view name);
// Removes a save file, or says why it cannot.
PLATEAU_EXPORT Status deleteSave(const std::filesystem::path& file);

// Something that changed since the save; the game may still continue (resumeSave decides).
struct SaveWarning {
    enum class Kind { OtherPlugin, PluginVersion, PluginChanged, VariantChanged, VariantMissing };
    Kind kind;
    std::string text;  // a sentence for people
};

// Compares the save with the game as loaded now (and its plugin library, if given).
PLATEAU_EXPORT std::vector<SaveWarning> checkAgainst(const SaveFile& save, const Game& game,
                                                     const LoadedPlugin* plugin = nullptr);

// Replays the save through the rules. The first move that fails is reported as
// "source:line: move N (text): reason"; a record of another game is refused.
PLATEAU_EXPORT Expected<StatePtr> resumeSave(const SaveFile& save, const Game& game);

// Everything the "Continue" button needs: the save read, its game found among the
// loaded plugins (an unknown game is refused at the `game` line), the warnings, and the
// state replayed.
struct PLATEAU_EXPORT ResumedGame {
    SaveFile save;
    std::vector<SaveWarning> warnings;
    StatePtr state;
};
PLATEAU_EXPORT Expected<ResumedGame> resumeFromFile(const std::filesystem::path& file,
                                                    const PluginHost& host);

// stateDir()/saves, and the autosave in it.
PLATEAU_EXPORT std::filesystem::path savesDir();
PLATEAU_EXPORT std::filesystem::path autosavePath();
// The file for a named save: the name made safe as a file name, in `dir`.
PLATEAU_EXPORT std::filesystem::path namedSavePath(std::string_view name,
                                                   const std::filesystem::path& dir = savesDir());

struct PLATEAU_EXPORT SaveEntry {
    std::filesystem::path file;
    Expected<SaveFile> save;  // or why it cannot be read
};
// The *.toml files of `dir`, newest first (by saved_at, else by the file's time).
// Unreadable saves are listed with their error so that the menu can say why.
PLATEAU_EXPORT std::vector<SaveEntry> listSaves(const std::filesystem::path& dir = savesDir());

// "2024-05-01 14:03 UTC", for lists.
PLATEAU_EXPORT std::string formatSavedAt(std::chrono::sys_seconds when);

}  // namespace plateau
