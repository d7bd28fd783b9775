#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include <plateau/sdk/board_aid.hpp>

namespace plateau {
class State;
class Viewer;
}  // namespace plateau

namespace plateau::gui {

struct Settings;

// The aids a game offers on its board (State::boardAids) and which of them the player
// turned on: kept in the settings as "<game id>/<aid id>", so a game opened again shows
// what was on. No drawing here: the table draws the shown ones.
class BoardAids {
public:
    // `settings` is the launcher's (kept up to date), `file` where they are written.
    BoardAids(Settings& settings, std::filesystem::path file, std::string gameId)
        : m_settings(&settings), m_file(std::move(file)), m_gameId(std::move(gameId)) {}

    // The aids of this position. `callable` false (a plugin older than the SDK's aids)
    // offers none without asking the state.
    void offer(const State& state, const Viewer& viewer, bool callable);
    const std::vector<BoardAid>& offered() const { return m_offered; }
    bool shown(std::size_t index) const;
    // The offered aids that are on, for the board.
    std::vector<BoardAid> shownAids() const;

    // Turns one aid on or off, and keeps it in the settings file; false when the file
    // could not be written (the aid changed all the same, for this run).
    bool toggle(std::size_t index);
    // The key: every aid off when one is on, else every aid on.
    bool toggleAll();

private:
    std::string key(const BoardAid& aid) const { return m_gameId + "/" + aid.id; }
    void set(const BoardAid& aid, bool on);
    bool keep();

    Settings* m_settings;
    std::filesystem::path m_file;
    std::string m_gameId;
    std::vector<BoardAid> m_offered;
};

}  // namespace plateau::gui
