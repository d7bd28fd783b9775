#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Text.hpp>
#include <plateau/sdk/state.hpp>

#include "widgets/theme.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// The side panel of a game on screen, shared by the play and replay screens: the title,
// the options in force and the round, the players (colour, name, what the game says of
// them; the one to act marked), a banner (whose turn, what to do), the move buttons, the
// dice's place and the game's log, scrolled back with the wheel or keys. The buttons
// below the log (Undo, Menu …) are the screen's: it says where the log must stop.
class GamePanel : public sf::Drawable {
public:
    // Play: larger player rows with a pulsing disc; Replay: compact rows.
    enum class Style { Play, Replay };

    struct Player {
        std::string name;
        std::string line;  // what the game says of them, who controls them
        sf::Color color;
        // The game's words about them when `line` says who controls them: after it on the
        // same line when both fit, else on a line of its own (never cut for want of room
        // where the panel has it).
        std::string status{};
        // Online: short words on the name's row, right-aligned, each in its colour (whether
        // the player is here, their clock), kept when the row has room for nothing else.
        struct Badge {
            std::string text;
            sf::Color color;
        };
        std::vector<Badge> badges{};
    };
    struct Content {
        std::string title, subtitle;
        std::string facts;  // the options in force, under the subtitle
        std::string round;  // "Round 3 of 10"
        std::vector<Player> players;
        int active = -1;  // the player to act, or -1
        std::string headline;
        sf::Color headColor;
        std::vector<std::string> notes;    // under the headline (the hint, the last move)
        std::vector<std::string> buttons;  // moves with no place on the board
        bool dice = false;                 // room for the dice
        std::vector<std::string> notices;  // above the log, in the accent colour
        const std::vector<Event>* events = nullptr;
        std::function<sf::Color(std::size_t age, const Event& event)> logColor;
        bool scrollable = false;  // the log scrolls back (the play screen's)
        std::string emptyBoard;   // said where the board would be, when set
    };

    GamePanel(const Theme& theme, Style style) : m_theme(&theme), m_style(style) {}

    // The panel's rectangle, where the log must stop, and the board's area (for a game
    // that draws none).
    void setArea(sf::FloatRect panel, float logBottom, sf::FloatRect boardArea);
    void setContent(Content content);
    // Lays the texts out again (a new size, a scroll).
    void relayout();
    // Player lines shortened with an ellipsis at the last layout (tests).
    int cutPlayerLines() const { return m_cutPlayerLines; }
    void setPulse(float pulse) { m_pulse = pulse; }
    // Each player's clock at the end of their row ("4:59"; empty: none), the running one
    // raised, one low on time in the danger colour. Set every frame: no layout again.
    struct Clock {
        std::string text;
        bool running = false;
        bool low = false;
    };
    void setClocks(std::vector<Clock> clocks) { m_clocks = std::move(clocks); }

    // The move buttons: pressed (their index, else -1) and the keyboard's focus.
    int handleButtons(const sf::Event& event);
    void hoverButtons(const sf::Event& event);
    void setFocusedButton(int button);
    const std::vector<Button>& buttons() const { return m_buttons; }

    sf::FloatRect diceArea() const { return m_dice; }
    sf::FloatRect logArea() const { return m_logArea; }
    // Scrolls the log by `lines` wrapped lines (positive: older), or to the newest.
    // Returns whether anything changed.
    bool scrollBy(int lines);
    bool scrollToNewest();
    // A page of the log (the lines that fit, less one).
    int page() const;
    bool hasOlder() const { return m_logOlder; }
    std::size_t scrolled() const { return m_logScroll; }
    void resetScroll() { m_logScroll = 0; }

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    float placePlayers(float x, float y, float w);
    void layoutOnce();

    const Theme* m_theme;
    Style m_style;
    Content m_content;
    sf::FloatRect m_panel, m_boardArea, m_dice, m_logArea;
    float m_logBottom = 0;
    std::vector<sf::Text> m_texts;
    std::vector<sf::FloatRect> m_rows;
    std::vector<Button> m_buttons;
    float m_pulse = 0;
    // The players' row height when their rows must make room for the log (0: as tall as
    // they like); set by relayout() with 5 or 6 players on a short panel.
    float m_rowLimit = 0;
    std::size_t m_logScroll = 0;  // wrapped log lines scrolled back from the newest
    bool m_logOlder = false;      // lines left above what is shown
    int m_cutPlayerLines = 0;
    std::vector<Clock> m_clocks;
    void drawClocks(sf::RenderTarget& target, sf::RenderStates states) const;
};

}  // namespace plateau::gui
