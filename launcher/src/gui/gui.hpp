#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/host/record.hpp>
#include <plateau/sdk/setup.hpp>
#include <plateau/sdk/state.hpp>

namespace plateau::gui {

struct GuiOptions {
    std::filesystem::path screenshot;    // --screenshot FILE
    int frames = 0;                      // --frames N: exit after N frames (0 = run until closed)
    std::filesystem::path script;        // --script FILE
    std::filesystem::path eventLog;      // --event-log FILE
    int benchFrames = 0;                 // --bench-frames N
    std::string benchGame;  // --bench-game ID: the board the benchmark draws (empty: the first game)
    std::string windowSize;              // --window-size WxH: overrides the settings file
    bool languageGiven = false;          // --lang given: it wins over the settings' language
    std::filesystem::path settingsFile;  // --settings FILE: instead of configDir()/settings.toml
};

struct DirectStart {  // `plateau play GAME` without --text
    std::string gameId;
    Setup setup;
    // With --moves, --dice or --load: the position the window opens at.
    std::shared_ptr<const State> position;
    std::filesystem::path loadedFrom;
    std::vector<std::string> warnings;
};

struct ReplayStart {  // `plateau replay FILE` without --text
    std::shared_ptr<const Game> game;
    Record record;
    std::string title;  // the file's name, shown under the game's
};

// Adds the window's flags to the program's top-level command line (they apply to
// `plateau` and `plateau play`).
void addGuiOptions(CLI::App& app, GuiOptions& options);

// Opens the window; returns the process exit code. With no display: print a clear
// message (how to play in the terminal: `plateau play GAME --text`) and return 1.
int run(PluginHost& host, const GuiOptions& options, const std::optional<DirectStart>& start);

}  // namespace plateau::gui

namespace plateau::gui {

// Opens the window on the replay viewer (over the menu, which Close returns to); the same
// exit codes and no-display message as run().
int runReplay(PluginHost& host, const GuiOptions& options, ReplayStart replay);

}  // namespace plateau::gui
