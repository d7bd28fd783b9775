#pragma once

// The window's options: a plain struct the command line fills (cli/window_args.hpp) and
// the window reads; neither side sees the other's library.

#include <filesystem>
#include <string>

namespace plateau {

struct WindowOptions {
    std::filesystem::path screenshot;    // --screenshot FILE
    int frames = 0;                      // --frames N: exit after N frames (0 = run until closed)
    std::filesystem::path script;        // --script FILE
    std::filesystem::path eventLog;      // --event-log FILE
    int benchFrames = 0;                 // --bench-frames N
    std::string benchGame;               // --bench-game ID: the board the benchmark draws
    std::string windowSize;              // --window-size WxH: overrides the settings file
    bool languageGiven = false;          // --lang given: it wins over the settings' language
    std::filesystem::path settingsFile;  // --settings FILE: instead of configDir()/settings.toml
};

namespace gui {
using GuiOptions = WindowOptions;
}

}  // namespace plateau
