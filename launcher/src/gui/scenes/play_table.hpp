#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Window/Event.hpp>
#include <plateau/sdk/state.hpp>

#include "app/board_aids.hpp"
#include "app/play_log.hpp"
#include "app/play_panel.hpp"
#include "board/table_view.hpp"
#include "input/key_map.hpp"
#include "input/play_input.hpp"
#include "scenes/result_scene.hpp"
#include "scenes/scene.hpp"
#include "session/event_texts.hpp"
#include "session/game_session.hpp"
#include "session/plugin_watcher.hpp"
#include "widgets/choice_popup.hpp"
#include "widgets/game_panel.hpp"
#include "widgets/status_line.hpp"

namespace plateau::gui {

// A game at the table, on screen: its session, the position drawn (TableView), the panel,
// the status line and the choice popup kept in step with it, and the event log. What the
// play scene wires keys, clicks and frames to: it plays, throws, undoes, reloads and
// saves, and says so. Draws everything but the window's background and the scene's
// buttons.
class PlayTable : public sf::Drawable {
public:
    // Online: the person's moves and throws go to the referee instead of the session, which
    // follows the referee's events (playRemote); only the seat asked may act.
    struct Remote {
        std::function<bool()> mayAct;
        std::function<void(Move)> send;
        std::function<void()> roll;
        std::function<std::string()> waiting;          // the panel's hint while another acts
        std::function<std::vector<SeatNote>()> seats;  // presence and clocks, per seat
        std::function<std::string()> verdict;          // the referee's end off the board, if any
    };
    // What a key or a click on the board, its panel or the choice popup came to.
    enum class InputUse { Unused, Used, Pause, Rules, Hold };

    PlayTable(Context& context, std::unique_ptr<session::GameSession> session);
    // Leaving a game under way: where it is kept goes to the log and the menu's notice.
    ~PlayTable() override;

    session::GameSession& session() { return *m_session; }
    const session::GameSession& session() const { return *m_session; }
    const State& state() const { return m_session->state(); }
    std::shared_ptr<const Game> game() const { return m_game; }
    PlayInput& input() { return m_input; }
    const PlayInput& input() const { return m_input; }
    const TableView& table() const { return m_table; }
    GamePanel& panel() { return m_panel; }
    const GamePanel& panel() const { return m_panel; }
    const ChoicePopup& choice() const { return m_choice; }
    PlayLog& log() { return m_log; }

    // The board and status bar left of `sidebar`, the panel in it down to `logBottom`.
    void layout(sf::Vector2f size, sf::FloatRect sidebar, float logBottom);
    // A resumed game: what changed since the save, above the log and in the status line.
    void resumed(const std::vector<std::string>& warnings);

    // What the input answered, done: words, a sound, a throw, a move. True when it asks
    // for the pause menu (the scene's).
    bool apply(const InputResult& result);
    // The input's marks, buttons and choice on screen.
    void showInput();
    void say(std::string text, sf::Color color);

    // A key or the mouse on the board, the panel's buttons and the choice popup, as every
    // screen with a game wires them; `onSceneButton`: whether a point is on a button of the
    // screen's own (a click there throws no dice).
    InputUse handleInput(const sf::Event& event, const std::vector<Action>& actions,
                         const std::function<bool(sf::Vector2f)>& onSceneButton);
    void setRemote(Remote remote) {
        m_remote = std::move(remote);
        showAids();  // none at an online table
    }
    // Whether a person here is to act: the session's own rule, or the remote's.
    bool personToAct() const;
    // A move or throw the referee announced, applied and animated as one of this screen's.
    void playRemote(Move move);
    // Whose turn changed without a move (a prompt came, a move was refused): the input anew.
    void actorChanged();
    // The panel's words again (online: a clock's second passed, a player came or went).
    void refreshPanel() { rebuildPanel(); }

    bool busy() const { return m_table.busy(); }
    bool pluginSettled() const { return m_watcher.settled(); }
    // The pieces hurried to where they land.
    void skipAnimation();
    // The animation, the pulse and the plugin's file; true when the game was replaced
    // (a reload): input kept for later no longer fits.
    bool update(float dt);
    // The session's turn (a bot, a throw nobody owns), after a beat.
    void sessionActs(float dt);
    bool undo();
    bool redo();
    void saveNamed(const std::string& name = {});  // empty: the game's name
    // The board aids the game offers (issue 31) and which are on; the screen's key (index
    // -1: all on, or all off when one is on) and buttons turn them on and off.
    const BoardAids& aids() const { return m_aids; }
    void toggleAid(int index);
    // The clocks (a game on the clock): each player's time on the panel, counting for the
    // one to act; a flag that fell ends the game (true when it fell now).
    bool checkClock();
    // H: the move a computer would play for the person to act, said and marked on the
    // board (issue 31: a hint, Quoridor's easy level above all). Any game: its own bot if
    // it has one, else the generic search, at the middle level for a short while.
    void hint();
    void reload(const char* why);
    // The log's scrolling: the wheel over it, PageUp, PageDown, End. True when it took it.
    bool scrollLog(const sf::Event& event, const std::vector<Action>& actions);
    // For test scripts: "log", what the table locates, a choice's row or a move button by
    // its label.
    std::optional<sf::Vector2f> locate(std::string_view what) const;
    // The finished game for the result screen (logged, and the win sounded).
    ResultInfo result();

    // Several people at one screen in a game with secrets or choices made at once: the
    // seat the screen must be handed to before it shows that seat's view (the person to
    // act, when the screen last showed another's), else -1. Until then the table shows
    // what everybody may see, and takes no move.
    int handOverDue() const;
    // The person of `seat` has the screen: their view is shown.
    void handedOver(int seat);
    // Whom the screen shows the game to now.
    Viewer viewer() const;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void play(Move move, session::By by);
    void throwDice(session::By by);
    // After the session acted: its events to the log, the screen to the new position.
    void afterMove();
    // The pieces have landed: what the move did goes to the panel and the status line
    // (held while they walked, so the words do not run ahead of the pawn).
    void landed();
    void afterHistoryJump(const char* what);
    void logSessionEvents();
    void refresh(bool animate, bool thrown);
    void rebuildPanel();
    // The position's aids asked anew (a plugin older than the SDK's aids is not asked) and
    // the shown ones drawn; the piles on the board logged for test scripts.
    void showAids();
    void showClocks();
    sf::Color toneColor(Tone tone) const;
    bool personActs() const { return personToAct() && handOverDue() < 0; }

    Context& m_context;
    Remote m_remote;
    std::unique_ptr<session::GameSession> m_session;
    std::shared_ptr<const Game> m_game;
    PlayLog m_log;
    PlayInput m_input;
    TableView m_table;
    BoardAids m_aids;
    // The log as the screen's viewer sees it, in the language now chosen, up to the move
    // shown (m_shownPly).
    session::EventTexts m_texts;
    std::vector<Event> m_events;
    std::size_t m_shownPly = 0;             // moves the panel and status tell of
    bool m_holding = false;                 // pieces walk: the words of their move wait
    std::vector<PlayerView> m_heldPlayers;  // the players' lines before it
    int m_shownActor = -1;                  // whose turn the panel said before it
    GamePanel m_panel;
    StatusLine m_statusLine;
    ChoicePopup m_choice;
    session::PluginWatcher m_watcher;
    std::uint64_t m_language = 0;  // languageGeneration() the view's words were made in
    std::string m_lastMove;
    Target m_lastTarget;  // of the last move played, from the session's stream
    bool m_lastChance = false;
    unsigned m_panelRevision = ~0u;  // PlayInput::revision() the panel shows
    // What changed since a resumed save (plugin, variant): above the log until the next move.
    std::vector<std::string> m_notices;
    int m_shownSeat = -1;  // the seat whose view the screen showed last (people only)
    float m_wait = 0.4f;   // a beat before a bot or nobody acts, so people can follow
    float m_clock = 0;
    sf::Vector2f m_size;
    sf::FloatRect m_statusBar;
    std::string m_status;
    sf::Color m_statusColor;
};

}  // namespace plateau::gui
