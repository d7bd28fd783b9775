#pragma once

// The rules engine of the Goose: a small value with fixed-size arrays that applies one
// throw at a time without allocating. GooseState wraps it for the framework; the
// benchmark drives it directly.

#include <array>
#include <cstdint>

#include <plateau/sdk/fixed_vector.hpp>
#include <plateau/sdk/roll_off.hpp>
#include <plateau/sdk/turn_order.hpp>

#include "goose/movement.hpp"
#include "goose/rules.hpp"

namespace goose {

enum class Phase : std::uint8_t { RollOff, Play, Over };
enum class EndReason : std::uint8_t { None, Goal, RoundLimit, Deadlock };

// What happened besides the move itself, for the log (recorded only when asked).
enum class NoteKind : std::uint8_t {
    RollOffTie,   // the contenders tied on `a` and throw again
    Starts,       // `player` starts; `a` its roll-off score
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
    std::int8_t player;
    std::int8_t other;
    std::int8_t a;
    std::int8_t b;
};

class Engine {
public:
    static constexpr int kMaxPlayers = plateau::kMaxPlayers;
    static constexpr std::int8_t kUntilReleased = -1;
    static constexpr std::size_t kMaxNotes = 96;

    Engine() = default;
    // The rules must outlive the engine. firstPlayer >= 0 skips the roll-off; rules that
    // draw who starts need one (plateau::drawFirstPlayer draws it).
    Engine(const Rules& rules, int numPlayers, int firstPlayer = -1);

    Phase phase() const { return m_phase; }
    bool over() const { return m_phase == Phase::Over; }
    int numPlayers() const { return m_players; }
    const Rules& rules() const { return *m_rules; }

    // Whose throw it is (roll-off or turn); -1 at the draw and when the game is over.
    int thrower() const;
    // The number of dice in the coming throw; 0 at the draw.
    int diceCount() const {
        if (m_phase == Phase::Play)
            return m_rules->oneDieFrom > 0 && m_pos[m_current] >= m_rules->oneDieFrom ? 1 : 2;
        if (m_phase == Phase::RollOff) return m_rules->start == StartRule::OneDie ? 1 : 2;
        return 0;
    }
    // The chance that the coming throw misses (some dart misses its segment).
    double missProbability() const {
        if (m_phase != Phase::Play || m_rules->missChance <= 0) return 0;
        const double hit = 1 - m_rules->missChance;
        return diceCount() == 1 ? 1 - hit : 1 - hit * hit;
    }

    // The chance moves. d2 == 0 for a throw of one die.
    void throwDice(int d1, int d2);
    void missThrow();

    // Sets up a position (tests, puzzles): the pawn stands on `square`, free, having
    // thrown before or not. The square's effect is not triggered.
    void place(int player, int square, bool thrown = true);

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
    bool lastWasTurn() const { return m_lastWasTurn; }  // false for roll-off throws, the draw
    // The mover's path in its last turn (empty if the last chance move was no turn), and
    // the pawn a swap moved (-1 for none).
    void trace(Path& out) const;
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
    void beginMove(int thrower, int d1, int d2);
    void rollOffThrow(int score);
    void startPlay(int first);
    void playTurn(int d1, int d2);
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
    std::uint64_t m_trapMask = 0;  // squares where a pawn is trapped (share rule)
    std::uint64_t m_occupied = 0;  // squares 1..62 holding a pawn (swap rule)
    plateau::RollOff m_rollOff;
    std::array<std::int8_t, kMaxPlayers> m_pos{};
    std::array<std::int8_t, kMaxPlayers> m_wait{};
    std::array<bool, kMaxPlayers> m_trapped{};
    std::array<bool, kMaxPlayers> m_thrown{};
    int m_lastThrower = -1;
    bool m_lastWasTurn = false;
    bool m_lastFirst = false;
    std::int8_t m_lastFrom = 0;
    std::array<std::int8_t, 2> m_lastDice{};
    int m_swapped = -1;
    int m_swappedFrom = 0;
    plateau::FixedVector<Note, kMaxNotes> m_notes;
};

}  // namespace goose
