#include "bot/max_n.hpp"

#include "bot/paths.hpp"
#include "bot/score.hpp"
#include "bot/search.hpp"

namespace quoridor {

using plateau::Move;

MaxN::Scores MaxN::leaf() {
    const Board& b = m_s.m_board;
    std::array<int, kMaxPlayers> dist{};
    const Blocks blocks = blocksOf(b);
    for (int p = 0; p < b.numPlayers(); ++p)
        dist[static_cast<std::size_t>(p)] = distanceOf(b, blocks, p);
    Scores out{};
    for (int p = 0; p < b.numPlayers(); ++p)
        out[static_cast<std::size_t>(p)] = m_s.evaluateWith(b, p, dist);
    return out;
}

MaxN::Scores MaxN::search(int depth, int ply) {
    ++m_s.m_nodes;
    if (m_s.outOfBudget()) m_s.m_abort = true;
    Scores out{};
    if (m_s.m_abort) return out;
    Board& b = m_s.m_board;
    if (const int w = b.winner(); w >= 0) {
        for (int p = 0; p < b.numPlayers(); ++p)
            out[static_cast<std::size_t>(p)] = p == w ? kWin - ply : -(kWin - ply);
        return out;
    }
    if (b.plyLimitReached()) return out;
    if (depth <= 0 || ply >= Searcher::kMaxPly - 1) return leaf();
    const int side = b.sideToMove();
    Searcher::Candidates moves;
    m_s.m_selfish = true;
    m_s.candidates(moves, 0, ply, depth, false);
    m_s.m_selfish = false;
    const std::size_t cap = side == m_s.m_root || m_s.m_rivalCap <= 0
                                ? moves.size()
                                : static_cast<std::size_t>(m_s.m_rivalCap);
    bool first = true;
    for (std::size_t i = 0; i < moves.size() && i < cap; ++i) {
        const Undo undo = b.makeMove(moves[i].move);
        const Scores v = search(depth - 1, ply + 1);
        b.unmakeMove(moves[i].move, undo);
        if (m_s.m_abort) return out;
        // Ties go to the move that hurts the root player most (a shallow paranoia).
        const auto s = static_cast<std::size_t>(side);
        const auto r = static_cast<std::size_t>(m_s.m_root);
        if (first || v[s] > out[s] || (v[s] == out[s] && side != m_s.m_root && v[r] < out[r]))
            out = v;
        first = false;
    }
    return out;
}

int MaxN::root(int depth, int& bestIndex) {
    bestIndex = -1;
    int best = -kInfinity;
    Board& b = m_s.m_board;
    const auto r = static_cast<std::size_t>(m_s.m_root);
    for (std::size_t i = 0; i < m_s.m_rootMoves.size(); ++i) {
        const Move move = m_s.m_rootMoves[i].move;
        const Undo undo = b.makeMove(move);
        const Scores v = search(depth - 1, 1);
        b.unmakeMove(move, undo);
        if (m_s.m_abort) break;
        const int s = v[r] - m_s.m_rootPenalty[i];
        m_s.m_rootScores[i] = s;
        if (s > best) {
            best = s;
            bestIndex = static_cast<int>(i);
        }
    }
    return best;
}

}  // namespace quoridor
