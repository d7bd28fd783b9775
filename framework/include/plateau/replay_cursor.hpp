#pragma once

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "plateau/error.hpp"
#include "plateau/export.hpp"
#include "plateau/move.hpp"
#include "plateau/record.hpp"
#include "plateau/state.hpp"

namespace plateau {

class Game;

// Steps through a recorded game: any ply, back and forth. Opening replays the whole
// record once (so a broken record is refused up front, with the move that fails) and
// keeps a keyframe of the position every kCheckpointEvery plies, so that going to any ply
// costs at most that many moves. Keyframes hold no history and no event log: the cursor
// keeps one copy of each and gives them back to the position it restores, so memory is
// linear in the length of the game.
class PLATEAU_EXPORT ReplayCursor {
public:
    static constexpr int kCheckpointEvery = 32;

    // The first move that fails is reported as "move N (text): reason".
    static Expected<ReplayCursor> open(const Game& game, Record record);

    ReplayCursor(ReplayCursor&&) noexcept;
    ReplayCursor& operator=(ReplayCursor&&) noexcept;
    ~ReplayCursor();

    const Record& record() const { return m_record; }
    // Moves in the record; plies run from 0 (the start) to size().
    int size() const { return static_cast<int>(m_moves.size()); }
    int ply() const { return static_cast<int>(m_state->history().size()); }
    bool atStart() const { return ply() == 0; }
    bool atEnd() const { return ply() == size(); }

    // The position after `ply` moves (clamped to 0..size()), with its event log.
    const State& state() const { return *m_state; }

    void seek(int ply);
    void first() { seek(0); }
    void last() { seek(size()); }
    // Return false at either end.
    bool forward();
    bool back();

    // The move that leads from `ply` to `ply` + 1, as recorded.
    Move move(int ply) const { return m_moves[static_cast<std::size_t>(ply)]; }
    const std::string& moveText(int ply) const {
        return m_record.moves[static_cast<std::size_t>(ply)];
    }
    // Who made it (a player; for a throw, whose throw it was).
    PlayerId mover(int ply) const { return m_movers[static_cast<std::size_t>(ply)]; }
    bool isThrow(int ply) const { return m_throws[static_cast<std::size_t>(ply)]; }

    // The events logged by the move that led to `ply` (for 0: those of the start), in
    // constant time: printing a whole game never rescans the log.
    std::span<const Event> eventsAt(int ply) const;

private:
    ReplayCursor() = default;

    Record m_record;
    std::vector<Move> m_moves;
    std::vector<PlayerId> m_movers;
    std::vector<bool> m_throws;
    std::vector<StatePtr> m_keyframes;  // [i]: after i * kCheckpointEvery plies, bare
    std::vector<Event> m_events;        // the whole game's log
    std::vector<std::size_t> m_eventEnd;  // [p]: how many events have ply <= p
    StatePtr m_state;
};

}  // namespace plateau
