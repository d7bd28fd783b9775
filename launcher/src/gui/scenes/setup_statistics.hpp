#pragma once

#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>
#include <plateau/sdk/setup.hpp>

#include "scenes/scene.hpp"
#include "session/variant_statistics.hpp"

namespace plateau {
class Game;
}

namespace plateau::gui {

// The setup screen's "What to expect": quick games in the background for the setup as it
// stands, started once the choices have settled (a change to the variant, the options,
// the players or their kinds; not names or colours), and their lines laid out in a panel.
class SetupStatistics {
public:
    SetupStatistics(Context& context, std::shared_ptr<const Game> game)
        : m_context(context), m_game(std::move(game)) {}

    // `dt` seconds went by with `setup` on screen (`possible`: it passes its checks).
    // True when the lines changed: the screen lays itself out again.
    bool update(float dt, const Setup& setup, bool possible);
    // Waiting for the choices to settle, or computing.
    bool busy() const { return m_delay >= 0 || m_worker.busy(); }
    // The height the lines take at `width`.
    float height(float width) const;
    // The header and the lines from `y` down to `bottom` (the last cut to fit); the y below.
    float place(std::vector<sf::Text>& out, float x, float y, float width, float bottom);

private:
    Context& m_context;
    std::shared_ptr<const Game> m_game;
    session::StatisticsWorker m_worker;
    Setup m_for;               // what the lines describe (or are being computed for)
    bool m_known = false;      // m_for is set
    float m_delay = -1;        // seconds until the request; < 0: none waiting
    bool m_logLayout = false;  // log how the new lines were laid out
    std::vector<std::string> m_lines;
};

}  // namespace plateau::gui
