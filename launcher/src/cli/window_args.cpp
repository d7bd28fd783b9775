#include "cli/window_args.hpp"

#include "tr.hpp"

namespace plateau::cli {

void addWindowOptions(CLI::App& app, WindowOptions& options) {
    const std::string group = "Window";
    app.add_option(
           "--screenshot", options.screenshot,
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

}  // namespace plateau::cli
