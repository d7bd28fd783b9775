#pragma once

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "online/online_client.hpp"
#include "scenes/play_table.hpp"
#include "scenes/scene.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// A table online: the play screen's parts (PlayTable: board, panel, input, status line)
// following the referee. The game is the one the connection replays (ClientTable's
// session): this screen's own copy is played forward from it, event by event, so every
// move is animated as in a local game, and it is made again when the connection started
// the table over. The person's move goes to the referee and shows as pending until it
// comes back as an event, or is refused with the reason. Beside the board: a chat, resign,
// a draw offer where players decide, a "fair throw" mark on verified throws (its tooltip
// explains it), and a banner while the connection is lost. The panel's player lines say
// whether each player is here, away or reconnecting, and their clocks count down; when a
// player has been gone too long the referee's question shows (AbsentScene); an adjourned
// game offers Resume; the result offers a rematch and moves everyone to the new table.
// (The referee's events are handled in online_table_events.cpp.)
//
// Keys: the board's as in a local game; F6 moves to the chat and the buttons and back
// (Tab then walks them), Escape returns to the board.
class OnlineTableScene : public Scene {
public:
    OnlineTableScene(Context& context, std::string table, bool watching);
    ~OnlineTableScene() override;

    std::string name() const override { return "online_table"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    bool isIdle() const override;
    float idleFrameRate() const override { return 20; }
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    // This screen's game brought up to the connection's: made, rebuilt or moved forward.
    void follow();
    void onEvent(const online::ClientEvent& ev);
    bool mayAct() const;
    void sendMove(Move move);
    void roll();
    void sendChat();
    void layoutSide();
    void showResult();
    std::string seatName(int seat) const;
    // The question about a seat gone too long, over the table.
    void ask(int seat, int seconds);
    // The question answered here, by another, or made moot: the dialog closes.
    void closeQuestion();
    void askRematch();
    // The rematch's table replaces this one (the result closes).
    void moveTo(const std::string& table);
    std::vector<SeatNote> seatNotes() const;
    void enableButtons();

    std::string m_id;
    bool m_watching;
    std::unique_ptr<PlayTable> m_play;
    const void* m_followed = nullptr;      // the connection's session the copy was made from
    std::optional<std::string> m_pending;  // a move or throw sent, not yet confirmed
    bool m_lastMayAct = false;
    bool m_over = false;
    std::vector<int> m_winners;
    std::string m_overReason;
    float m_endDelay = 0;
    bool m_resultShown = false;
    int m_drawOfferBy = -1;   // a seat that offers a draw, not yet answered
    std::set<int> m_botSeats;  // handed to the referee's bot (gone too long, out of time)
    int m_timedOut = -1;       // the seat whose time ran out and lost the game
    int m_askedSeat = -1;      // the question about this seat shows
    bool m_adjourned = false;
    bool m_rematchAsked = false;
    std::string m_rematchNote;  // who asked for a rematch, for the result
    std::vector<SeatNote> m_shownNotes;  // presence and clocks as the panel shows them
    float m_resignArmed = 0;  // seconds left to confirm a resignation

    // The last throw: verified by its reveal (a fair throw), or not.
    enum class Fair { None, Verified, Unverified };
    Fair m_fair = Fair::None;
    int m_fairN = 0;
    bool m_fairHover = false;

    TextField m_chatField;
    Button m_send, m_draw, m_resign, m_leave, m_resume;
    WidgetGroup m_group;
    sf::Vector2f m_size;
    sf::FloatRect m_sidebar, m_chatArea, m_fairRect, m_banner, m_tooltip;
    std::vector<sf::Text> m_texts;     // chat, banner, the fair mark
    std::vector<sf::Text> m_tipTexts;  // the fair mark's explanation, on hover
    bool m_wasOnline = true;
};

}  // namespace plateau::gui
