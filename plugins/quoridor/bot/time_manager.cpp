#include "bot/time_manager.hpp"

#include <algorithm>
#include <cstdlib>

#include "bot/score.hpp"

namespace quoridor {

void TimeManager::start(std::chrono::microseconds budget, bool adaptive) {
    using std::chrono::microseconds;
    m_budget = budget;
    m_adaptive = adaptive;
    if (budget.count() <= 0) {
        m_deadline = microseconds(0);
        return;
    }
    // A margin for the last look at the clock and the answer: 1/40 of the budget, at least
    // 4 ms, never more than half.
    m_deadline = budget - std::max(budget / 40, microseconds(4000));
    if (m_deadline < budget / 2) m_deadline = budget / 2;
}

bool TimeManager::startNext(std::chrono::microseconds elapsed, int score, int stable) const {
    if (!timed()) return true;
    const double used =
        static_cast<double>(elapsed.count()) / static_cast<double>(m_deadline.count());
    // Clear positions: the game is decided, or one move has stayed best a long time with
    // the score far from even. Half the time is enough there.
    const bool decided = std::abs(score) >= kRace / 2;
    const bool settled = stable >= 6 && std::abs(score) >= 4 * kStep;
    if (m_adaptive && (decided || settled)) return used < 0.5;
    // Otherwise everything: a cut-short iteration still searches the best move first and
    // may prove another one better.
    return used < 0.97;
}

}  // namespace quoridor
