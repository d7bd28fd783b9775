#pragma once

#include <chrono>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "app/player_stats.hpp"
#include "scenes/scene.hpp"
#include "scenes/statistics_plots.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// A record of one's games (issue 31): a person chosen among the names of the finished
// games, their games played, won, drawn and lost by game and variant, their streaks and
// rating in each game against the computer, and plots (wins over time, rating, game
// lengths). The history is read once on opening, on a worker thread ("Reading your
// games…" meanwhile, Back and Escape working). Tab, Up and Down move between the player and Back;
// Left and Right choose the player; Escape goes back. No finished game: a word saying how
// to get some.
class StatisticsScene : public Scene {
public:
    // `player`: the name to show first, when it is among the names (the result screen's).
    StatisticsScene(Context& context, const std::string& player = {});

    std::string name() const override { return "statistics"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float) override;
    // Busy while the history is read: the window keeps updating to take it.
    bool isIdle() const override { return m_reading == nullptr; }
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void choose(int index);
    void close();
    // The worker's history once it is read: the names, the first profile, the layout.
    void takeHistory();

    struct Reading {
        std::mutex mutex;
        bool done = false;
        session::FinishedGames history;
        std::vector<std::string> names;
        double ms = 0;  // from the screen's opening to the end of the read
    };

    // When the screen was asked for: the log says how long the history took to read and
    // the first frame to come (issue 31's figures).
    std::chrono::steady_clock::time_point m_opened;
    bool m_shown = false;
    std::string m_wanted;                // the player to show first
    std::shared_ptr<Reading> m_reading;  // null once the history is taken
    session::FinishedGames m_history;
    std::vector<std::string> m_names;
    int m_chosen = -1;
    session::PlayerProfile m_profile;
    std::vector<StatisticsRow> m_rows;
    sf::Vector2f m_size;
    Button m_back;
    ChoiceBox m_player;
    WidgetGroup m_group;
    StatisticsPlots m_plots;
    std::vector<sf::Text> m_texts;
    sf::FloatRect m_table;         // the rows' panel
    std::vector<float> m_stripes;  // the tops of the table's shaded rows
    float m_rowH = 0;
};

}  // namespace plateau::gui
