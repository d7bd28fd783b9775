#include "bot/time_manager.hpp"

#include <algorithm>

namespace quoridor {

using std::chrono::microseconds;

void TimeManager::start(microseconds budget, bool adaptive, Clock clock) {
    m_budget = budget;
    m_adaptive = adaptive;
    m_clock = std::move(clock);
    m_start = std::chrono::steady_clock::now();
    m_iterations = 0;
    m_seenParity[0] = m_seenParity[1] = false;
    m_unclear = false;
    if (budget.count() <= 0) {
        m_hard = microseconds(0);
        return;
    }
    // A margin for the last look at the clock (every 256 nodes, well under a millisecond)
    // and the answer: 1/100 of the budget, at least 4 ms, never more than half. Hosts
    // give engines a second of grace past the budget; in-process bots have no clock.
    m_hard = budget - std::max(budget / 100, microseconds(4000));
    if (m_hard < budget / 2) m_hard = budget / 2;
}

microseconds TimeManager::elapsed() const {
    if (m_clock) return m_clock();
    return std::chrono::duration_cast<microseconds>(std::chrono::steady_clock::now() - m_start);
}

microseconds TimeManager::softLimit() const {
    if (!timed() || !m_adaptive || m_unclear) return m_hard;
    return std::min(m_hard, m_budget * 95 / 100);
}

void TimeManager::iterationDone(int depth, int score, bool bestChanged) {
    // Scores swing between odd and even depths: a fall is measured against the last
    // iteration of the same parity.
    const int parity = depth & 1;
    const bool fell = m_seenParity[parity] && score < m_byParity[parity] - kDrop;
    m_unclear = m_iterations >= 1 && (bestChanged || fell);
    m_byParity[parity] = score;
    m_seenParity[parity] = true;
    ++m_iterations;
}

}  // namespace quoridor
