#include "gui.hpp"
#include "tr.hpp"

#include <iostream>

#include "app/app.hpp"
#include "app/display.hpp"

namespace plateau::gui {

void addGuiOptions(CLI::App& app, GuiOptions& options) {
    const std::string group = "Window";
    app.add_option("--screenshot", options.screenshot,
                   tr("Save the window to FILE (PNG) after --frames frames (default 30), then exit"))
        ->group(group);
    app.add_option("--frames", options.frames, tr("Exit after N frames (0: run until closed)"))
        ->check(CLI::NonNegativeNumber)
        ->group(group);
    app.add_option("--script", options.script,
                   tr("Play input from FILE: lines such as '30 key Space', '45 click 640 360'"))
        ->check(CLI::ExistingFile)
        ->group(group);
    app.add_option("--event-log", options.eventLog,
                   tr("Write what happens (scenes, moves, game events) to FILE as JSON lines"))
        ->group(group);
    app.add_option("--bench-frames", options.benchFrames,
                   tr("Print the time to the first frame, then draw N frames of a game's board "
                   "with pieces in its slots and print the frame time p50/p99"))
        ->check(CLI::NonNegativeNumber)
        ->group(group);
    app.add_option("--bench-game", options.benchGame, tr("The game --bench-frames draws"))
        ->group(group);
    app.add_option("--window-size", options.windowSize,
                   tr("Window size WxH for this run (e.g. 1920x1080)"))
        ->group(group);
    app.add_option("--settings", options.settingsFile,
                   tr("Settings file to use instead of the one in the config folder"))
        ->group(group);
}

int run(PluginHost& host, const GuiOptions& options, const std::optional<DirectStart>& start) {
    if (!displayAvailable()) {
        std::cerr << "plateau: no display to open a window on (DISPLAY is not set or cannot be "
                     "reached).\n"
                     "To play in the terminal: plateau play GAME --text\n";
        return 1;
    }
    App app(host, options);
    return app.run(start);
}

int runReplay(PluginHost& host, const GuiOptions& options, ReplayStart replay) {
    if (!displayAvailable()) {
        std::cerr << "plateau: no display to open a window on (DISPLAY is not set or cannot be "
                     "reached).\n"
                     "To watch in the terminal: plateau replay FILE --text\n";
        return 1;
    }
    App app(host, options);
    app.setReplay(std::move(replay));
    return app.run(std::nullopt);
}

}  // namespace plateau::gui
