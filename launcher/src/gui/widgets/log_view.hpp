#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>
#include <plateau/sdk/state.hpp>

#include "widgets/theme.hpp"

namespace plateau::gui {

// The sidebar's title (the game's name) and the muted line under it, both cut to `width`;
// returns the y below them.
float placeSidebarTitle(std::vector<sf::Text>& out, const Theme& theme, const std::string& title,
                        const std::string& subtitle, float x, float y, float width);

// The sidebar's "LOG" heading at (x, y); returns the y where the log begins.
float placeLogHeading(std::vector<sf::Text>& out, const Theme& theme, float x, float y);

// Lays out a game's event log in the sidebar: the newest events that fit between `top`
// and `bottom`, wrapped to `width`, oldest first so the newest sits at the bottom.
// `colorOf(age, event)` colours each event (age 0 = the newest). Returns the y below.
float placeLog(std::vector<sf::Text>& out, const Theme& theme, const std::vector<Event>& events,
               float x, float top, float width, float bottom,
               const std::function<sf::Color(std::size_t age, const Event& event)>& colorOf);

// The same, scrolled back by `skip` wrapped lines from the newest (clamped to what there
// is). Says how far it went and whether older lines are left above.
struct LogPlacement {
    float bottom = 0;        // the y below the last line shown
    std::size_t skipped = 0; // newest lines left out below (the scroll, clamped)
    std::size_t shown = 0;   // lines shown
    bool olderAbove = false; // lines left out above
};
LogPlacement placeLogScrolled(std::vector<sf::Text>& out, const Theme& theme,
                              const std::vector<Event>& events, float x, float top, float width,
                              float bottom, std::size_t skip,
                              const std::function<sf::Color(std::size_t age, const Event& event)>& colorOf);

}  // namespace plateau::gui
