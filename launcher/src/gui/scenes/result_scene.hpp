#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>
#include <plateau/host/record.hpp>
#include <plateau/sdk/setup.hpp>
#include <plateau/sdk/state.hpp>

#include "scenes/scene.hpp"
#include "widgets/widgets.hpp"

namespace plateau {
class Game;
}

namespace plateau::gui {

struct ResultInfo {
    std::shared_ptr<const Game> game;
    Setup setup;
    Outcome outcome;
    struct Player {
        std::string name;
        sf::Color color;
    };
    std::vector<Player> players;
    int moves = 0;
    int throws = 0;
    Record record;  // for "Watch again"
    // Every player's place, best first, in the game's words ("square 57"); place 0 in a
    // draw, where nobody is placed.
    struct Rank {
        std::string name;
        sf::Color color;
        int place = 1;
        std::string text;
    };
    std::vector<Rank> ranking;
    std::chrono::seconds duration{0};
    // Where the winners' pieces are on screen: the panel is placed not to cover them.
    std::function<std::vector<sf::Vector2f>()> keepVisible;
    // "Play again" starts the same setup here (not for an online table's result).
    bool playAgain = true;
    // An online table: "Play again" asks the referee for a rematch (`rematch`), the table
    // below goes on following the referee while the result shows (`follow`), and `note`
    // says who asked for one (empty: nobody yet).
    std::function<void()> rematch;
    std::function<void(float dt)> follow;
    std::function<std::string()> note;
    // The game's time control, for Play again ("" none; session/turn_clock.hpp).
    std::string clock{};
};

// Over the finished board: who won (or the draw and why), the moves played, play again or
// back to the menu; "Statistics" (a click, or S) opens the record of the first person at
// the table, Escape there coming back here.
class ResultScene : public Scene {
public:
    ResultScene(Context& context, ResultInfo info);

    std::string name() const override { return "result"; }
    std::string title() const override;
    bool isOverlay() const override { return true; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    // Keys and clicks wait until it has been seen (the Enter after the winning move must
    // not start a rematch); idle from then on.
    static constexpr float kCalmSeconds = 0.8f;
    bool isIdle() const override { return m_clock >= kCalmSeconds; }
    float idleFrameRate() const override { return 20; }  // the winner's glow
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    // "12 moves played, 6 of them throws · 1 min 5 s": under the outcome, and in the log.
    std::string movesAndDuration() const;
    void playAgain();
    void backToMenu();
    void watchAgain();
    void openStatistics();
    // The panel where it hides none of `keepVisible`, centred if it can be.
    sf::FloatRect placePanel(sf::Vector2f size, float w, float h) const;

    ResultInfo m_info;
    sf::Vector2f m_size;
    sf::FloatRect m_panel;
    Button m_again;
    Button m_menu;
    Button m_watch;
    Button m_stats;
    std::string m_person;  // the first seat a person played (empty: no Statistics button)
    std::vector<sf::Text> m_texts;
    std::string m_error;
    std::string m_note;  // ResultInfo::note, as last laid out
    float m_clock = 0;
    std::vector<std::pair<sf::Vector2f, sf::Color>> m_rankDots;
};

}  // namespace plateau::gui
