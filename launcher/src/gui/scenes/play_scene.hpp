#pragma once

#include <deque>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <SFML/Graphics/Text.hpp>
#include <plateau/sdk/state.hpp>

#include "board/board_drawable.hpp"
#include "board/move_picker.hpp"
#include "board/dice_drawable.hpp"
#include "scenes/scene.hpp"
#include "session/game_session.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// A game being played, on screen: the board from the view model, the players, the dice,
// whose turn it is, the log and the last move; clicks and keys. The game itself (rules,
// seed, bots, undo, autosave) is a session::GameSession, the same as `play --text` runs.
class PlayScene : public Scene {
public:
    // Makes the starting state and the bots; refused with the reason (bad setup, no bots).
    static Expected<std::unique_ptr<PlayScene>> create(Context& context,
                                                       std::shared_ptr<const Game> game,
                                                       Setup setup);
    // Continues a saved game: its bots made again from its setup; the warnings (plugin or
    // variant changed since) are shown in the status line and the log.
    // `file`: the autosave it came from, which it goes on writing.
    static Expected<std::unique_ptr<PlayScene>> resume(Context& context, StatePtr state,
                                                       std::vector<std::string> warnings = {},
                                                       const std::filesystem::path& file = {});
    // Reads, checks and replays a save file (resumeFromFile) and continues it.
    static Expected<std::unique_ptr<PlayScene>> resumeFile(Context& context,
                                                           const std::filesystem::path& file);
    // Continues a position already reached (the benchmark's board); every seat human, and
    // no autosave (it is no game of the person's).
    PlayScene(Context& context, StatePtr state);
    ~PlayScene() override;

    std::string name() const override { return "play"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    bool isIdle() const override;
    float idleFrameRate() const override { return 20; }  // the highlights pulse
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    PlayScene(Context& context, std::unique_ptr<session::GameSession> session);
    static session::SessionOptions sessionOptions(Context& context, const Game& game);
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    int actor() const;  // whose turn it is on screen (-1: nobody)
    bool humanToAct() const;
    bool busy() const;  // an animation is playing
    void play(Move move, session::By by);
    void throwDice(session::By by);
    // After the session acted: its events to the log, the screen to the new position.
    void afterMove();
    void logSessionEvents();
    void refresh(bool animate, bool thrown);
    void setHover(sf::Vector2f point);
    // Shows the slot piece in `slot` and says whether it can go there; `how` ends the
    // status line ("click to place", "Enter places").
    void previewSlot(int slot, const std::string& how);
    // P, arrows, R and Enter: slot pieces without a mouse. Returns true if it used the key.
    bool slotKey(sf::Keyboard::Key key);
    // The input model (MovePicker) on screen: marks, buttons, the choice popup, keys.
    void updateMarks();
    void rebuildMoveButtons();
    void clickCell(int cell);
    bool pickSource(Target source);
    // Plays the one move of `options`, or asks which one in a popup near `at`.
    void choose(const std::vector<int>& options, sf::Vector2f at);
    void openChoice(std::vector<int> options, sf::Vector2f at);
    void closeChoice();
    bool choiceEvent(const sf::Event& event);
    struct Stop {
        enum class Kind { Cell, Source, Button } kind = Kind::Cell;
        int index = -1;  // a cell, an index into the picker's sources, or a button
    };
    std::vector<Stop> stops() const;
    void focusStop(int stop);
    void activateStop(const Stop& stop);
    std::string slotPieceName() const;
    std::string pieceName() const;
    std::string inputHint() const;  // what the person to act can do, in the game's words
    void setStatus(std::string text, sf::Color color);
    void rebuildTexts();
    // The last move in the game's own words (its events), for the status bar.
    std::string describeLastMove() const;
    void showResult();
    // The sidebar's buttons row: undo and redo only while a person may act.
    bool undoAllowed() const;
    void updateButtons();
    void undo();
    void redo();
    void afterHistoryJump(const char* what);
    void saveNamed();
    static bool isPlayInput(const sf::Event& event);
    void skipAnimation();
    // Hot reload: F5, or the plugin's file rebuilt; the record replayed through the new rules.
    void watchPlugin(float dt);
    void reloadPlugin(const char* why);
    // Escape: cancels a choice, a slot piece in hand or a selection, else opens the pause menu.
    void escape();
    void openRules();
    // The options in force and the round, under the sidebar's title; returns the y below.
    float placeGameFacts(float x, float y, float w);
    // The log's scrolling (wheel over it, PageUp/PageDown, End); true when it took the event.
    bool scrollLog(const sf::Event& event);

    const State& state() const { return m_session->state(); }

    std::unique_ptr<session::GameSession> m_session;
    std::shared_ptr<const Game> m_game;

    BoardDrawable m_board;
    DiceDrawable m_dice;
    BoardView m_view;
    std::uint64_t m_language = 0;  // languageGeneration() m_view's words were made in
    std::vector<sf::Color> m_colors;
    MovePicker m_picker;  // the moves of the person to act, and what they picked
    std::vector<Button> m_moveButtons;  // moves with no place on the board
    std::vector<int> m_buttonOptions;   // the picker's option of each button
    std::vector<int> m_choice;          // the options the popup offers (empty: closed)
    int m_choiceFocus = 0;
    sf::FloatRect m_choiceRect;
    std::vector<sf::FloatRect> m_choiceRows;
    std::vector<sf::Text> m_choiceTexts;
    bool m_usesDice = false;
    int m_hoverCell = -1, m_hoverSlot = -1, m_focus = -1;
    int m_slotCursor = -1;  // the slot the keyboard's slot piece is in; -1 when not placing one
    int m_throws = 0;
    std::string m_lastMove;
    Target m_lastTarget;  // of the last move played, from the session's stream
    bool m_lastChance = false;
    std::optional<std::filesystem::file_time_type> m_pluginStamp;
    float m_watchClock = 0;
    bool m_reloadDue = false;
    std::deque<sf::Event> m_pending;  // input given while pieces moved, handled once landed
    bool m_wasBusy = false;           // pieces moved at the last update (to log "landed")
    // What changed since a resumed save (plugin, variant): above the log until the next move.
    std::vector<std::string> m_notices;
    float m_wait = 0;  // a beat before a bot or nobody acts, so people can follow
    float m_endDelay = 0;
    bool m_resultShown = false;
    float m_clock = 0;

    sf::Vector2f m_size;
    sf::FloatRect m_boardArea, m_sidebar, m_statusBar, m_logArea;
    std::size_t m_logScroll = 0;  // wrapped log lines scrolled back from the newest
    bool m_logOlder = false;      // lines left above what is shown
    std::string m_factsLogged, m_hintLogged;  // the panel's texts as last logged
    Button m_menu;
    Button m_undo;
    Button m_redo;
    Button m_save;
    std::vector<sf::Text> m_texts;      // sidebar
    std::vector<sf::FloatRect> m_rows;  // player rows
    std::string m_status;
    sf::Color m_statusColor;
    sf::Text m_statusText;
};

}  // namespace plateau::gui
