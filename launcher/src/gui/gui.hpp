#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <plateau/host/plugin_host.hpp>
#include <plateau/host/record.hpp>
#include <plateau/sdk/setup.hpp>
#include <plateau/sdk/state.hpp>

#include "window_options.hpp"

namespace plateau::gui {

struct DirectStart {  // `plateau play GAME` without --text
    std::string gameId;
    Setup setup;
    // With --moves, --dice or --load: the position the window opens at.
    std::shared_ptr<const State> position;
    std::filesystem::path loadedFrom;
    std::vector<std::string> warnings;
    std::string clock;  // --clock: the time control ("" none)
};

struct ReplayStart {  // `plateau replay FILE` without --text
    std::shared_ptr<const Game> game;
    Record record;
    std::string title;  // the file's name, shown under the game's
};

// Starts the graphics driver on a thread of its own while the caller goes on (loading the
// plugins): the software renderer spends about 40 ms loading and starting LLVM before any
// window can open, and the window then finds it ready. Nothing is started without a
// display. Keep it alive until run() or runReplay() returns.
class DisplayWarmUp {
public:
    DisplayWarmUp();
    ~DisplayWarmUp();
    DisplayWarmUp(const DisplayWarmUp&) = delete;
    DisplayWarmUp& operator=(const DisplayWarmUp&) = delete;

private:
    struct Work;
    std::unique_ptr<Work> m_work;
};

// Opens the window; returns the process exit code. With no display: print a clear
// message (how to play in the terminal: `plateau play GAME --text`) and return 1.
int run(PluginHost& host, const GuiOptions& options, const std::optional<DirectStart>& start);

}  // namespace plateau::gui

namespace plateau::gui {

// Opens the window on the replay viewer (over the menu, which Close returns to); the same
// exit codes and no-display message as run().
int runReplay(PluginHost& host, const GuiOptions& options, ReplayStart replay);

}  // namespace plateau::gui
