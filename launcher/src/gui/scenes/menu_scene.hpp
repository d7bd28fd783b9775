#pragma once

#include <filesystem>

#include <memory>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "board/board_drawable.hpp"
#include "scenes/scene.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau {
class Game;
}

namespace plateau::gui {

// The first screen: a card for every game the host loaded (name, description and a
// small picture of its board) in a grid that wraps to the window and scrolls, the
// plugins that failed with why, settings and quit. Arrows move between the cards, Tab
// through every button, Enter plays the game in focus.
class MenuScene : public Scene {
public:
    explicit MenuScene(Context& context);

    std::string name() const override { return "menu"; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    // Not until the cards' board pictures are drawn and kept (see m_draws).
    bool isIdle() const override { return m_draws >= kSettledDraws; }
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void open(std::size_t game);
    // The autosave, when there is one to continue; read again whenever the menu shows.
    void refreshContinue();
    void continueGame();
    void playOnline();
    // Which card has the focus (-1: a button in the header has it).
    int focusedCard() const;
    void focusCard(int index);
    // Scrolls as little as needed to show a card whole.
    void reveal(int index);
    void clampScroll();
    // A mouse event in the scrolled grid's coordinates (outside the grid: nowhere).
    sf::Event inGrid(const sf::Event& event) const;

    struct Card {
        std::shared_ptr<const Game> game;
        sf::FloatRect rect;
        std::unique_ptr<BoardDrawable> board;  // null when no fresh state could be made
        std::unique_ptr<Button> play;
        std::vector<sf::Text> texts;
        bool hover = false;
    };
    sf::Vector2f m_size;
    std::vector<Card> m_cards;
    sf::FloatRect m_grid;  // the window area the cards scroll in
    float m_contentHeight = 0;
    float m_scroll = 0;
    std::size_t m_columns = 1;
    Button m_settings;
    Button m_saves;
    Button m_stats;  // a record of one's games
    Button m_continue;
    std::filesystem::path m_continueFile;  // the latest autosave
    bool m_canContinue = false;
    std::string m_continueName, m_continueWhen;  // the game's name, " · today 14:05"
    std::string m_continueError;  // the autosave could not be resumed: file:line: reason
    std::string m_noticeShown;    // the notice as last logged
    Button m_quit;
    Button m_online;  // "Play online"; its detail names an online game left unfinished
    // Signed in and invited to a table: "ann invited you to a <game> table", which opens
    // the lobby on it (app/online_invitation.hpp).
    Button m_invite;
    std::string m_inviteTable, m_inviteShown;
    std::vector<sf::Text> m_texts;  // title, notes, failures
    sf::FloatRect m_failurePanel;
    WidgetGroup m_group;
    // The menu's first frame shows the cards without their board pictures (the card's own
    // colour where the board will be): drawing them would delay the window's first frame.
    // They are drawn from the second frame on, and kept in a texture from the third.
    static constexpr int kSettledDraws = 3;
    mutable int m_draws = 0;
};

}  // namespace plateau::gui
