#pragma once

#include <array>
#include <cassert>

#include "plateau/sdk/turn_order.hpp"

namespace plateau {

// "Each throws, highest starts, ties throw again": players throw one at a time; after
// each round the tied leaders (if more than one) throw again. Allocation-free.
class RollOff {
public:
    RollOff() = default;
    explicit RollOff(int numPlayers) : m_count(numPlayers) {
        assert(numPlayers > 0 && numPlayers <= kMaxPlayers);
        m_inRound.fill(false);
        for (int p = 0; p < numPlayers; ++p) m_inRound[p] = true;
        m_thrower = 0;
        if (numPlayers == 1) m_winner = 0;
    }

    bool done() const { return m_winner >= 0; }
    int winner() const { return m_winner; }
    int round() const { return m_round; }
    // Whose throw it is now; -1 once done.
    int thrower() const { return done() ? -1 : m_thrower; }
    bool contending(int player) const { return m_inRound[player]; }
    int lastScore(int player) const { return m_scores[player]; }

    // Records the current thrower's score. Returns true when this throw closed a round
    // (ended in a winner or in a tie to throw again).
    bool record(int score) {
        assert(!done());
        m_scores[m_thrower] = score;
        for (int p = m_thrower + 1; p < m_count; ++p) {
            if (m_inRound[p]) {
                m_thrower = p;
                return false;
            }
        }
        int best = -1;
        for (int p = 0; p < m_count; ++p)
            if (m_inRound[p] && m_scores[p] > best) best = m_scores[p];
        int leaders = 0;
        for (int p = 0; p < m_count; ++p) {
            m_inRound[p] = m_inRound[p] && m_scores[p] == best;
            if (m_inRound[p]) {
                if (leaders++ == 0) m_thrower = p;
            }
        }
        if (leaders == 1) m_winner = m_thrower;
        ++m_round;
        return true;
    }

    friend bool operator==(const RollOff&, const RollOff&) = default;

private:
    int m_count = 0;
    int m_thrower = -1;
    int m_winner = -1;
    int m_round = 0;
    std::array<bool, kMaxPlayers> m_inRound{};
    std::array<int, kMaxPlayers> m_scores{};
};

}  // namespace plateau
