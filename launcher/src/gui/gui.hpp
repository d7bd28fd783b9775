#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>
#include <plateau/plugin_host.hpp>
#include <plateau/setup.hpp>

namespace plateau::gui {

struct GuiOptions {
    std::filesystem::path screenshot;    // --screenshot FILE
    int frames = 0;                      // --frames N: exit after N frames (0 = run until closed)
    std::filesystem::path script;        // --script FILE
    std::filesystem::path eventLog;      // --event-log FILE
    int benchFrames = 0;                 // --bench-frames N
    std::string benchGame = "quoridor";  // --bench-game ID: the board the benchmark draws
    std::string windowSize;              // --window-size WxH: overrides the settings file
    std::filesystem::path settingsFile;  // --settings FILE: instead of configDir()/settings.toml
};

struct DirectStart {  // `plateau play GAME` without --text
    std::string gameId;
    Setup setup;
};

// Adds the window's flags to the program's top-level command line (they apply to
// `plateau` and `plateau play`).
void addGuiOptions(CLI::App& app, GuiOptions& options);

// Opens the window; returns the process exit code. With no display: print a clear
// message (how to play in the terminal: `plateau play GAME --text`) and return 1.
int run(PluginHost& host, const GuiOptions& options, const std::optional<DirectStart>& start);

}  // namespace plateau::gui
