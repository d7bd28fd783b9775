#pragma once

// How much of a move's time budget the Quoridor search spends, the Stockfish way for a
// budget per move (time not spent is lost; there is no clock to save it for):
//
// - a hard limit just before the budget (1/100 of it kept for the answer and the host's
//   overhead, at least 4 ms, never more than half): the search is aborted there, whatever
//   it is doing, and the running iteration's best move counts if it was proven better
//   than the last one's (searched first, so a partial iteration is safe);
// - a soft limit, past which no new iteration starts: 95 % of the budget in a quiet
//   position, the hard limit itself in an unclear one (the best move changed in the last
//   iteration, or the score fell by more than `kDrop` from the iteration of the same
//   parity before it: odd and even depths differ). A won position gets the quiet limit
//   too: a forced win found with walls still in hand is a proof within the search's
//   candidates and reductions only, and time not spent is lost;
// - nothing at all when there is nothing to think about (one legal move, a forced win
//   seen to its end: the search stops there itself). A lost position gets the whole
//   budget: the rival may still go wrong.
//
// The clock can be injected (tests drive the decisions with a clock of their own).

#include <chrono>
#include <functional>

namespace quoridor {

class TimeManager {
public:
    // Time since the move began.
    using Clock = std::function<std::chrono::microseconds()>;
    // A fall of the score (100 = one step) that makes a position unclear.
    static constexpr int kDrop = 30;

    // budget 0: no time limit (depth or node budgets only). Not adaptive: the soft limit
    // is the hard one whatever the position (no early stop in a won race either).
    // No clock: the steady clock from this call.
    void start(std::chrono::microseconds budget, bool adaptive = true, Clock clock = {});

    bool timed() const { return m_hard.count() > 0; }
    std::chrono::microseconds elapsed() const;
    // Searching stops here, whatever it is doing.
    std::chrono::microseconds hardLimit() const { return m_hard; }
    bool mustStop() const { return timed() && elapsed() >= m_hard; }
    // No iteration starts past this, as things stand.
    std::chrono::microseconds softLimit() const;

    // After each complete iteration whose best move would be played, at `depth`: `score`
    // for the side to move (100 = one step), `bestChanged` whether its best move differs
    // from the last one's.
    void iterationDone(int depth, int score, bool bestChanged);
    // Start another iteration?
    bool startNext() const { return !timed() || elapsed() < softLimit(); }
    bool unclear() const { return m_unclear; }

private:
    std::chrono::microseconds m_budget{0};
    std::chrono::microseconds m_hard{0};
    bool m_adaptive = true;
    Clock m_clock;
    std::chrono::steady_clock::time_point m_start;
    int m_iterations = 0;
    int m_byParity[2] = {0, 0};  // the last score at an even, an odd depth
    bool m_seenParity[2] = {false, false};
    bool m_unclear = false;
};

}  // namespace quoridor
