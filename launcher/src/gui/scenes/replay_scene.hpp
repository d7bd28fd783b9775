#pragma once

#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>
#include <plateau/host/replay_cursor.hpp>

#include "board/table_view.hpp"
#include "scenes/scene.hpp"
#include "widgets/game_panel.hpp"
#include "widgets/widgets.hpp"

namespace plateau {
class Game;
}

namespace plateau::gui {

// A recorded game watched again: the board at any ply, the moves up to it, and buttons
// (and Home/Left/Right/End/Space) to step or play it at a speed. Nothing here changes
// the record.
class ReplayScene : public Scene {
public:
    // Refused when the record does not replay (the move that fails, and why).
    static Expected<std::unique_ptr<ReplayScene>> create(Context& context,
                                                         std::shared_ptr<const Game> game,
                                                         Record record, std::string title);

    std::string name() const override { return "replay"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    bool isIdle() const override;
    float idleFrameRate() const override { return 20; }  // the last move's highlight pulses
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    Viewer viewer() const;
    ReplayScene(Context& context, std::shared_ptr<const Game> game, ReplayCursor cursor,
                std::string title);
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void show(bool animate);
    void step(int delta);
    void seek(int ply);
    void setPlaying(bool playing);
    void rebuildTexts();
    std::string plyText(int ply) const;
    float speed() const;

    std::shared_ptr<const Game> m_game;
    ReplayCursor m_cursor;
    std::string m_title;
    std::vector<Event> m_events;  // the log up to the ply on show, as its viewer reads it
    TableView m_table;
    GamePanel m_panel;
    bool m_usesDice = false;
    bool m_playing = false;
    float m_timer = 0;

    sf::Vector2f m_size;
    sf::FloatRect m_boardArea, m_sidebar;
    Button m_first, m_back, m_play, m_forward, m_last, m_close;
    ChoiceBox m_speed;
};

}  // namespace plateau::gui
