#pragma once

#include <deque>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <plateau/sdk/state.hpp>

#include "input/key_map.hpp"
#include "scenes/play_controls.hpp"
#include "scenes/play_table.hpp"
#include "scenes/scene.hpp"
#include "session/game_session.hpp"
#include "widgets/widgets.hpp"

namespace plateau {
struct SaveFile;
}

namespace plateau::gui {

// A game being played, on screen: the wiring. Keys become actions (KeyMap) for the
// person's input (PlayInput); clicks become cells and slots of the table; the input's
// answers, the frames and the buttons go to the game at the table (PlayTable: the
// session, the board, the panel, the status line, the log).
class PlayScene : public Scene {
public:
    // Makes the starting state and the bots; refused with the reason (bad setup, no bots).
    // `clock`: the time control chosen (issue 31; none by default).
    static Expected<std::unique_ptr<PlayScene>> create(Context& context,
                                                       std::shared_ptr<const Game> game,
                                                       Setup setup,
                                                       session::TimeControl clock = {});
    // Continues a saved game: its bots made again from its setup; the warnings (plugin or
    // variant changed since) are shown in the status line and the log.
    // `file`: the autosave it came from, which it goes on writing.
    // `clocks`: a game on the clock goes on with the times its save kept.
    static Expected<std::unique_ptr<PlayScene>> resume(Context& context, StatePtr state,
                                                       std::vector<std::string> warnings = {},
                                                       const std::filesystem::path& file = {},
                                                       const SaveFile* clocks = nullptr);
    // Reads, checks and replays a save file (resumeFromFile) and continues it.
    static Expected<std::unique_ptr<PlayScene>> resumeFile(Context& context,
                                                           const std::filesystem::path& file);
    // Continues a position already reached (the benchmark's board); every seat human, and
    // no autosave (it is no game of the person's).
    PlayScene(Context& context, StatePtr state);

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
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const State& state() const { return m_play.state(); }
    // Keys and clicks while pieces move: kept for when they have landed.
    void holdInput(const sf::Event& event, const std::vector<Action>& actions);
    bool undoAllowed() const;
    void updateButtons();
    // Undo, or redo when `forward`, while the buttons allow it.
    void jump(bool forward);
    void openPause();
    void openRules();
    // The aids' boxes ticked as the aids are shown (laid out again when their number changed).
    void syncAidBoxes();

    PlayTable m_play;
    PlayControls m_controls;
    sf::Vector2f m_size;
    std::deque<sf::Event> m_pending;  // input given while pieces moved, handled once landed
    bool m_wasBusy = false;           // pieces moved at the last update (to log "landed")
    float m_endDelay = 0;
    bool m_resultShown = false;
    int m_handOverSeat = -1;  // the hand-over screen asked for this seat, not yet done
};

}  // namespace plateau::gui
