#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <plateau/sdk/move.hpp>
#include <plateau/sdk/state.hpp>

#include "session/game_session.hpp"

namespace plateau::gui {

class EventLog;

// Every line the play screen and its input write to the event log (--event-log), in one
// place: the end-to-end tests read these, so their names and fields are kept here. No
// SFML; does nothing without a log.
class PlayLog {
public:
    explicit PlayLog(EventLog* log) : m_log(log) {}

    // The position as a number: tests compare positions across undo, redo and a resumed
    // save without parsing boards.
    static std::string fingerprint(const State& state);

    void gameStart(const State& state);
    void resumed(const State& state, const std::vector<std::string>& warnings);
    // The session's events (moves, refusals, the game's words, saves, reloads).
    void session(const session::SessionEvent& e, const State& state);
    void history(const char* what, const State& state, bool canUndo, bool canRedo);
    void left(const std::filesystem::path& file, std::size_t moves);
    // The screen was handed to the person of `seat`: their view is shown.
    void handedOver(int seat);
    // The cells marked as the last move's (the tests check that a secret move marks none).
    void lastMoveMarks(const std::vector<int>& cells);
    // The pieces turning over on the board (another owner or kind where they stand).
    void pieceFlips(const std::vector<int>& pieces);
    void saved(const session::NamedSave& save, std::size_t moves);
    void saveFailed(const std::string& reason);
    void reloadFailed(const char* why, const std::string& reason);
    void gameOver(const std::vector<std::int64_t>& winners, const std::string& reason,
                  std::size_t moves);

    // What the input did.
    void picked(Target source, std::size_t moves);
    void cancelled(const char* what);
    void hintMove(const std::string& move);
    void choice(std::size_t options, const std::string& first);
    void refused(int cell, const std::string& reason);
    void hover(int cell, const std::string& text);

    // The animation and input waiting for it.
    void landed();
    void inputQueued(std::size_t pending);
    void animationSkipped();

    // What the panel and status line show, when it changes.
    void hint(const std::string& text);
    void facts(const std::string& options, const std::string& round);
    // The status line's text and the log's newest line, as shown (in the language chosen).
    void status(const std::string& text);
    void shownLog(const std::vector<Event>& lines);
    // The badges by waiting players' pawns (players, their cells, the texts joined by
    // " | ") and the player lines the panel had to shorten, when they change.
    void badges(const std::vector<std::int64_t>& players, const std::vector<std::int64_t>& cells,
                const std::string& texts, int cutLines);
    void statusLayout(std::size_t lines, unsigned size, bool cut, float width);
    void logScroll(std::size_t skipped, bool olderAbove);

private:
    EventLog* m_log;
    std::string m_hint, m_facts, m_status, m_shown, m_badges;  // as last written
};

}  // namespace plateau::gui
