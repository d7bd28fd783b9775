#pragma once

#include <array>
#include <cassert>
#include <cstdint>

namespace plateau {

inline constexpr int kMaxPlayers = 8;

// Clockwise turns with skipped turns ("miss 2 turns") and players out of play.
// Fixed-size and allocation-free: games copy it in every clone.
class TurnOrder {
public:
    TurnOrder() = default;
    explicit TurnOrder(int numPlayers, int first = 0) : m_count(numPlayers), m_current(first) {
        assert(numPlayers > 0 && numPlayers <= kMaxPlayers);
    }

    int numPlayers() const { return m_count; }
    int current() const { return m_current; }
    void setCurrent(int player) { m_current = player; }

    // "Misses N turns": the next N times the player's turn comes, it is passed over.
    void skipTurns(int player, int turns) { m_skips[player] = static_cast<std::int8_t>(turns); }
    int skipsLeft(int player) const { return m_skips[player]; }
    void clearSkips(int player) { m_skips[player] = 0; }

    void setOutOfPlay(int player, bool out = true) { m_out[player] = out; }
    bool outOfPlay(int player) const { return m_out[player]; }
    int playersInPlay() const {
        int n = 0;
        for (int p = 0; p < m_count; ++p) n += !m_out[p];
        return n;
    }

    // Passes the turn clockwise to the next player who is in play, using up the skipped
    // turns of those passed over; onSkip(player) is called for each. Returns the new
    // current player, or -1 if nobody is in play.
    template <class OnSkip>
    int advance(OnSkip&& onSkip) {
        if (playersInPlay() == 0) return m_current = -1;
        int p = m_current;
        for (;;) {
            p = (p + 1) % m_count;
            if (m_out[p]) continue;
            if (m_skips[p] > 0) {
                --m_skips[p];
                onSkip(p);
                continue;
            }
            return m_current = p;
        }
    }
    int advance() {
        return advance([](int) {});
    }

    friend bool operator==(const TurnOrder&, const TurnOrder&) = default;

private:
    int m_count = 1;
    int m_current = 0;
    std::array<std::int8_t, kMaxPlayers> m_skips{};
    std::array<bool, kMaxPlayers> m_out{};
};

}  // namespace plateau
