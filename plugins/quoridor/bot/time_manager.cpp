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
    // A margin for the last look at the clock (every 256 nodes, well under a millisecond)
    // and the answer: 1/100 of the budget, at least 4 ms, never more than half. Hosts
    // give engines a second of grace past the budget; in-process bots have no clock.
    m_deadline = budget - std::max(budget / 100, microseconds(4000));
    if (m_deadline < budget / 2) m_deadline = budget / 2;
}

bool TimeManager::startNext(std::chrono::microseconds elapsed, int score, int stable) const {
    if (!timed()) return true;
    const double used =
        static_cast<double>(elapsed.count()) / static_cast<double>(m_deadline.count());
    // A race decided for the mover (no walls can change it) needs less; anything else,
    // a lost race too (the rival may go wrong), gets it all. A stop for a settled best
    // move (six iterations, four steps from even) was tried: at 1 s per move it left 30 %
    // of the time unused, in games won anyway.
    if (m_adaptive && score >= kRace / 2) return used < 0.75;
    (void)stable;
    // Otherwise everything: a cut-short iteration still searches the best move first and
    // may prove another one better.
    return used < 0.97;
}

}  // namespace quoridor
