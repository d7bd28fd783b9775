#include "gui.hpp"
#include "tr.hpp"

#include <iostream>
#include <system_error>
#include <thread>

#include <SFML/Graphics/Texture.hpp>

#include "app/app.hpp"
#include "app/display.hpp"
#include "app/gl_driver.hpp"

namespace plateau::gui {

// Any GL resource makes SFML create its shared context, which loads the driver; the
// texture (never given pixels) keeps that context alive until the window has its own.
struct DisplayWarmUp::Work {
    std::unique_ptr<sf::Texture> keep;
    std::thread thread;
};

DisplayWarmUp::DisplayWarmUp() {
    if (!displayAvailable()) return;  // SFML would abort without one
    m_work = std::make_unique<Work>();
    try {
        m_work->thread = std::thread([work = m_work.get()] {
            preloadGlDriver();
            work->keep = std::make_unique<sf::Texture>();
        });
    } catch (const std::system_error&) {
        m_work.reset();  // no thread to spare: the window starts the driver itself, later
    }
}

DisplayWarmUp::~DisplayWarmUp() {
    if (m_work && m_work->thread.joinable()) m_work->thread.join();
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
