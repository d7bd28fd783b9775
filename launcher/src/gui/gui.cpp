#include "gui.hpp"
#include "tr.hpp"

#include <iostream>

#include "app/app.hpp"
#include "app/display.hpp"

namespace plateau::gui {

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
