#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Text.hpp>

#include "session/player_record.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

class Theme;

// The statistics screen's plots, drawn with shapes (issue 31): wins over time (the games
// played and won, counted up game by game), the rating line when there are rated games,
// and the game lengths as a histogram of moves. Each in a panel with its title and the
// figures at its axes' ends. Ratings are per game: the plot shows one game's.
class StatisticsPlots : public sf::Drawable {
public:
    explicit StatisticsPlots(const Theme& theme) : m_theme(&theme) {}

    // Lays the panels out side by side in `area` for `profile`; the rating plot shows the
    // rating in the game `ratedGame` (named `ratedName`), when it has one.
    void layout(sf::FloatRect area, const session::PlayerProfile& profile,
                const std::string& ratedGame = {}, const std::string& ratedName = {});
    int panels() const { return m_panels; }

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    // A panel's frame and title; returns the plotting area inside it, `leftRoom` (at
    // least the theme's 46 px) from the panel's left for the figures of its axis.
    sf::FloatRect panel(sf::FloatRect rect, const std::string& title, float leftRoom = 0);
    void axisLabel(const std::string& text, float x, float y, bool right);
    void winsPlot(sf::FloatRect rect, const session::PlayerProfile& profile);
    void ratingPlot(sf::FloatRect rect, const session::PlayerProfile::Rating& rating,
                    const std::string& gameName);
    void lengthPlot(sf::FloatRect rect, const session::PlayerProfile& profile);

    const Theme* m_theme;
    Mesh m_mesh;
    std::vector<sf::Text> m_texts;
    int m_panels = 0;
};

}  // namespace plateau::gui
