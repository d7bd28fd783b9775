#pragma once

// The rules engine of the Goose: a small value with fixed-size arrays that applies one
// throw at a time without allocating. GooseState wraps it for the framework; the
// benchmark drives it directly.

#include <array>
#include <cstdint>

#include <plateau/fixed_vector.hpp>
#include <plateau/roll_off.hpp>
#include <plateau/turn_order.hpp>

#include "goose/rules.hpp"

namespace goose {

enum class Phase : std::uint8_t { RollOff, Draw, Play, Over };
enum class EndReason : std::uint8_t { None, Goal, RoundLimit, Deadlock };

// How a pawn reached a waypoint of its move.
enum class Step : std::uint8_t { Start, Walk, Bounce, Goose, Jump, Restart, FirstThrow, SingleDie };

struct Waypoint {
    std::int8_t square = 0;
    Step how = Step::Start;
};

// What happened besides the move itself, for the log (recorded only when asked).
enum class NoteKind : std::uint8_t {
    RollOffTie,   // the contenders tied on `a` and throw again
    Starts,       // `player` starts; `a` its roll-off score, -1 after a draw
    NeedsExact,   // the throw overshoots 63 and the rules say stay
    MissTurns,    // `player` misses `a` turns on square `b`
    Trapped,      // `player` is trapped on square `b`; at most `a` turns, 0 = until released
    Released,     // `player` is released from square `b` by `other`
    Swapped,      // `player` (the one who was there) goes from square `b` to square `a`
    SkipTurn,     // `player` misses this turn on square `b`; `a` more to miss
    TrappedSkip,  // `player` cannot throw: trapped on square `b`
    WaitOver,     // `player` has waited its longest wait on square `b`: free next turn
    Won,          // `player` reached the goal
    RoundLimit,   // the round limit `a` is reached
    Deadlock,     // every pawn is trapped for good
};

struct Note {
    NoteKind kind;
    std::int8_t player = -1;
    std::int8_t other = -1;
    std::int8_t a = 0;
    std::int8_t b = 0;
};

class Engine {
public:
    static constexpr int kMaxPlayers = plateau::kMaxPlayers;
    static constexpr std::int8_t kUntilReleased = -1;
    // Each effect is followed at most once per square and direction (variant checks).
    static constexpr std::size_t kMaxWaypoints = 4 * kSquareCount + 4;
    static constexpr std::size_t kMaxNotes = 96;

    Engine() = default;
    // The rules must outlive the engine. firstPlayer >= 0 skips the start rule.
    Engine(const Rules& rules, int numPlayers, int firstPlayer = -1);

    Phase phase() const { return m_phase; }
    bool over() const { return m_phase == Phase::Over; }
    int numPlayers() const { return m_players; }
    const Rules& rules() const { return *m_rules; }

    // Whose throw it is (roll-off or turn); -1 at the draw and when the game is over.
    int thrower() const;
    // The number of dice in the coming throw; 0 at the draw.
    int diceCount() const;
    // The chance that the coming throw misses (some dart misses its segment).
    double missProbability() const;

    // The chance moves. d2 == 0 for a throw of one die.
    void throwDice(int d1, int d2);
    void missThrow();
    void drawFirst(int player);

    int position(int p) const { return m_pos[p]; }
    // 0 free, > 0 turns still to miss, kUntilReleased trapped until another pawn comes.
    int wait(int p) const { return m_wait[p]; }
    bool trapped(int p) const { return m_trapped[p]; }
    bool hasThrown(int p) const { return m_thrown[p]; }
    int firstPlayer() const { return m_first; }
    int completedRounds() const { return m_rounds; }
    const plateau::RollOff& rollOff() const { return m_rollOff; }

    EndReason endReason() const { return m_end; }
    bool isWinner(int p) const { return (m_winners >> p) & 1u; }

    // The last chance move: who threw, the dice (0 for none), whether it missed.
    int lastThrower() const { return m_lastThrower; }
    int lastDie(int i) const { return m_lastDice[i]; }
    bool lastMissed() const { return m_lastMissed; }
    // The mover's path in its last turn, and the pawn a swap moved (-1 for none).
    const plateau::FixedVector<Waypoint, kMaxWaypoints>& trail() const { return m_trail; }
    int swappedPawn() const { return m_swapped; }
    int swappedFrom() const { return m_swappedFrom; }

    // Notes of the last chance move; kept only while recording is on.
    const plateau::FixedVector<Note, kMaxNotes>& notes() const { return m_notes; }
    void setRecording(bool on) { m_recording = on; }

private:
    void note(NoteKind kind, int player, int other = -1, int a = 0, int b = 0) {
        if (m_recording && m_notes.size() < kMaxNotes)
            m_notes.push_back({kind, static_cast<std::int8_t>(player),
                               static_cast<std::int8_t>(other), static_cast<std::int8_t>(a),
                               static_cast<std::int8_t>(b)});
    }
    void way(int square, Step how) {
        if (m_trail.size() < kMaxWaypoints) m_trail.push_back({static_cast<std::int8_t>(square), how});
    }
    void beginMove(int thrower, int d1, int d2);
    void rollOffThrow(int score);
    void startPlay(int first);
    void playTurn(int d1, int d2);
    bool walk(int& at, int total, int& dir, Step how);
    void endTurn();
    void endByRounds();

    const Rules* m_rules = nullptr;
    std::int8_t m_players = 0;
    Phase m_phase = Phase::Over;
    EndReason m_end = EndReason::None;
    bool m_recording = true;
    bool m_lastMissed = false;
    int m_current = -1;
    int m_first = -1;
    int m_rounds = 0;
    unsigned m_winners = 0;
    plateau::RollOff m_rollOff;
    std::array<std::int8_t, kMaxPlayers> m_pos{};
    std::array<std::int8_t, kMaxPlayers> m_wait{};
    std::array<bool, kMaxPlayers> m_trapped{};
    std::array<bool, kMaxPlayers> m_thrown{};
    int m_lastThrower = -1;
    std::array<std::int8_t, 2> m_lastDice{};
    int m_swapped = -1;
    int m_swappedFrom = 0;
    plateau::FixedVector<Waypoint, kMaxWaypoints> m_trail;
    plateau::FixedVector<Note, kMaxNotes> m_notes;
};

}  // namespace goose
