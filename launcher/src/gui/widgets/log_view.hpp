#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>
#include <plateau/state.hpp>

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

}  // namespace plateau::gui
