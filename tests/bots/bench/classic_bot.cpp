#include "bench/classic_bot.hpp"

#include <algorithm>
#include <cassert>

#include "quoridor/quoridor_state.hpp"

namespace quoridor::classic {

using plateau::Move;

namespace {
constexpr int kInfinity = 1'000'000;
constexpr int kWin = 100'000;
}  // namespace

int ClassicBot::evaluate() const {
    const int me = m_board.sideToMove(), them = 1 - me;
    return (m_board.distance(them) - m_board.distance(me)) * 100 +
           (m_board.wallsLeft(me) - m_board.wallsLeft(them)) * 50;
}

int ClassicBot::negamax(int depth, int ply, int alpha, int beta) {
    ++m_nodes;
    const auto& budget = m_limit->budget();
    if ((budget.iterations > 0 && m_nodes >= budget.iterations) ||
        ((m_nodes & 255) == 0 && m_limit->done(m_nodes)))
        m_abort = true;
    if (m_abort) return 0;
    if (m_board.winner() >= 0) return -(kWin - ply);  // the player who just moved won
    if (m_board.plyLimitReached()) return 0;
    if (depth <= 0) return evaluate();
    plateau::MoveList moves;
    m_board.legalMoves(moves);  // pawn moves first, then walls
    int best = -kInfinity;
    for (Move m : moves) {
        const Undo undo = m_board.makeMove(m);
        const int s = -negamax(depth - 1, ply + 1, -beta, -alpha);
        m_board.unmakeMove(m, undo);
        if (m_abort) return 0;
        best = std::max(best, s);
        alpha = std::max(alpha, s);
        if (alpha >= beta) break;
    }
    return best;
}

Move ClassicBot::chooseMove(const plateau::State& state, plateau::Rng& rng) {
    (void)rng;
    const auto* q = dynamic_cast<const QuoridorState*>(&state);
    assert(q && q->board().numPlayers() == 2);
    m_board = q->board();
    const plateau::SearchLimit limit(budget());
    m_limit = &limit;
    m_nodes = 0;
    m_abort = false;
    plateau::MoveList moves;
    m_board.legalMoves(moves);
    Move best = moves[0];
    int depthDone = 0, bestScore = 0;
    for (int depth = 1; depth <= m_maxDepth; ++depth) {
        // The last iteration's best move first: the only ordering this engine has.
        std::stable_partition(moves.begin(), moves.end(), [&](Move m) { return m == best; });
        int alpha = -kInfinity;
        Move iterationBest = moves[0];
        for (Move m : moves) {
            const Undo undo = m_board.makeMove(m);
            const int s = -negamax(depth - 1, 1, -kInfinity, -alpha);
            m_board.unmakeMove(m, undo);
            if (m_abort) break;
            if (s > alpha) {
                alpha = s;
                iterationBest = m;
            }
        }
        if (m_abort) break;
        best = iterationBest;
        bestScore = alpha;
        depthDone = depth;
        if (alpha > kWin - 1000 || alpha < -(kWin - 1000)) break;
    }
    m_limit = nullptr;
    m_info = "depth " + std::to_string(depthDone) + ", nodes " + std::to_string(m_nodes) +
             ", score " + std::to_string(bestScore);
    return best;
}

}  // namespace quoridor::classic
