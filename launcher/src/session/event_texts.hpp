#pragma once

#include <cstdint>
#include <vector>

#include <plateau/sdk/state.hpp>

namespace plateau::session {

// A game's log in the language spoken now. A state's events are text written when each
// move was applied, in the language of that moment (and a save resumed or an undo brings
// back lines of another one); these are the same events written again: the moves replayed
// in a copy of the game while the language is the one now chosen. The copy follows the
// game move by move, and starts again after an undo or a change of language, so showing
// the log costs one move's replay per move.
class EventTexts {
public:
    // The state's events as `viewer` reads them, each in the language now chosen. When
    // the moves cannot be replayed (a game whose replay differs), the state's own lines.
    std::vector<Event> eventsFor(const State& state, const Viewer& viewer);
    // How many times the copy was started anew (for tests and the event log).
    int rebuilds() const { return m_rebuilds; }

private:
    bool follow(const State& state);

    StatePtr m_copy;
    std::uint64_t m_language = 0;
    int m_rebuilds = 0;
};

}  // namespace plateau::session
