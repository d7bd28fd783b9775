#pragma once

// How much of a move's time budget the Quoridor search spends. The budget is per move, and
// time not spent is lost, so the search goes on until a hard deadline just before the
// budget (an iteration cut short still counts: its best move so far is kept if proven
// better) and stops early only when the position is won: a race decided for the mover
// (three quarters of the time) or a forced win seen to its end. Lost positions get the
// whole budget: the rival may still go wrong.

#include <chrono>

namespace quoridor {

class TimeManager {
public:
    // budget 0: no time limit (depth or node budgets only). Not adaptive: no early stop
    // in clear positions either.
    void start(std::chrono::microseconds budget, bool adaptive = true);

    bool timed() const { return m_deadline.count() > 0; }
    // Searching stops here, whatever it is doing.
    std::chrono::microseconds deadline() const { return m_deadline; }
    // After a complete iteration: start another? `score` for the side to move (100 = one
    // step), `stable` the iterations since the best move last changed.
    bool startNext(std::chrono::microseconds elapsed, int score, int stable) const;

private:
    std::chrono::microseconds m_budget{0};
    std::chrono::microseconds m_deadline{0};
    bool m_adaptive = true;
};

}  // namespace quoridor
