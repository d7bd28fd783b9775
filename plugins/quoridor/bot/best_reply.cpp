#include "bot/best_reply.hpp"

#include <algorithm>
#include <array>

#include "bot/score.hpp"
#include "bot/search.hpp"

namespace quoridor {

using plateau::Move;

namespace {

// Mixed into the table's keys: a best-reply node is not a paranoid one of the same
// position, and a min node (any rival answers) not a max node.
constexpr std::uint64_t kMaxKey = 0x9b5d1f0e3c7a2461ULL;
constexpr std::uint64_t kMinKey = 0x2f8c6a4e1d3b5970ULL;

TranspositionTable::Bound boundOf(int best, int alpha, int beta) {
    return best <= alpha  ? TranspositionTable::kUpper
           : best >= beta ? TranspositionTable::kLower
                          : TranspositionTable::kExact;
}

}  // namespace

int BestReply::rootLeaf(int ply) {
    // Searcher::leaf scores for the side to move; forSide turns it back.
    return m_s.forSide(m_s.leaf(ply));
}

int BestReply::search(int depth, int ply, int alpha, int beta, bool maxNode) {
    ++m_s.m_nodes;
    if (m_s.outOfBudget()) m_s.m_abort = true;
    if (m_s.m_abort) return 0;
    const int sign = maxNode ? 1 : -1;
    const Board& b = m_s.m_board;
    if (const int w = b.winner(); w >= 0)
        return sign * (w == m_s.m_root ? kWin - ply : -(kWin - ply));
    if (b.plyLimitReached()) return 0;
    if (depth <= 0 || ply >= Searcher::kMaxPly - 1) return sign * rootLeaf(ply);
    return maxNode ? this->maxNode(depth, ply, alpha, beta) : minNode(depth, ply, alpha, beta);
}

int BestReply::maxNode(int depth, int ply, int alpha, int beta) {
    Board& b = m_s.m_board;
    const std::uint64_t here = m_s.key() ^ kMaxKey;
    std::uint16_t ttMove = 0;
    if (const auto* entry = m_s.m_table.probe(here)) {
        ttMove = entry->move;
        if (entry->depth >= depth) {
            const int s = TranspositionTable::scoreAt(*entry, ply);
            const auto bound = entry->boundType();
            if (bound == TranspositionTable::kExact ||
                (bound == TranspositionTable::kLower && s >= beta) ||
                (bound == TranspositionTable::kUpper && s <= alpha))
                return s;
        }
    }
    // At the horizon the candidates come with their static scores (the next player is a
    // rival, as at a min node of depth 0).
    const bool frontier = depth == 1;
    Searcher::Candidates moves;
    m_s.candidates(moves, ttMove, ply, depth, frontier);
    const int alpha0 = alpha;
    int best = -kInfinity;
    Move bestMove = moves[0].move;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto& c = moves[i];
        int s;
        if (frontier && c.leaf != Searcher::kNoLeaf) {
            s = c.leaf;
            ++m_s.m_nodes;
        } else {
            const Undo undo = b.makeMove(c.move);
            if (i == 0) {
                s = -search(depth - 1, ply + 1, -beta, -alpha, false);
            } else {
                s = -search(depth - 1, ply + 1, -alpha - 1, -alpha, false);
                if (s > alpha && s < beta) s = -search(depth - 1, ply + 1, -beta, -alpha, false);
            }
            b.unmakeMove(c.move, undo);
            if (m_s.m_abort) return 0;
        }
        if (s > best) {
            best = s;
            bestMove = c.move;
            if (s > alpha) alpha = s;
        }
        if (alpha >= beta) {
            m_s.rememberCutoff(c.move, ply, depth);
            break;
        }
    }
    m_s.m_table.store(here, best, ply, bestMove, depth, boundOf(best, alpha0, beta));
    return best;
}

int BestReply::minNode(int depth, int ply, int alpha, int beta) {
    Board& b = m_s.m_board;
    const int root = m_s.m_root;
    const int players = b.numPlayers();
    const int entrySide = b.sideToMove();
    const std::uint64_t here = m_s.key() ^ kMinKey;
    std::uint16_t ttMove = 0;
    if (const auto* entry = m_s.m_table.probe(here)) {
        ttMove = entry->move;
        if (entry->depth >= depth) {
            const int s = TranspositionTable::scoreAt(*entry, ply);
            const auto bound = entry->boundType();
            if (bound == TranspositionTable::kExact ||
                (bound == TranspositionTable::kLower && s >= beta) ||
                (bound == TranspositionTable::kUpper && s <= alpha))
                return s;
        }
    }
    // The rivals nearest their goals answer first: their replies cut soonest.
    std::array<int, kMaxPlayers> rivals{};
    std::array<int, kMaxPlayers> dist{};
    int count = 0;
    for (int p = 0; p < players; ++p) {
        dist[static_cast<std::size_t>(p)] = b.distance(p);
        if (p == root) continue;
        rivals[static_cast<std::size_t>(count++)] = p;
    }
    std::stable_sort(rivals.begin(), rivals.begin() + count, [&](int x, int y) {
        return dist[static_cast<std::size_t>(x)] < dist[static_cast<std::size_t>(y)];
    });

    const int alpha0 = alpha;
    int best = -kInfinity;
    Move bestMove{};
    bool cut = false;
    Searcher::Candidates moves;
    for (int r = 0; r < count && !cut; ++r) {
        const int rival = rivals[static_cast<std::size_t>(r)];
        b.setSideToMove(rival);
        // A rival walls the player nearest its goal among its own rivals: if that is not
        // the root player, its walls go elsewhere, and only its steps are searched.
        bool targeted = true;
        if (m_s.m_rationalReplies)
            for (int p = 0; p < players; ++p)
                if (p != rival && p != root &&
                    dist[static_cast<std::size_t>(p)] < dist[static_cast<std::size_t>(root)])
                    targeted = false;
        m_s.m_pawnOnly = !targeted;
        m_s.candidates(moves, ttMove, ply, depth, false);
        m_s.m_pawnOnly = false;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Move move = moves[i].move;
            const Undo undo = b.makeMove(move);
            const int next = b.sideToMove();
            b.setSideToMove(root);
            int s;
            if (i == 0 && r == 0) {
                s = -search(depth - 1, ply + 1, -beta, -alpha, true);
            } else {
                s = -search(depth - 1, ply + 1, -alpha - 1, -alpha, true);
                if (s > alpha && s < beta) s = -search(depth - 1, ply + 1, -beta, -alpha, true);
            }
            b.setSideToMove(next);
            b.unmakeMove(move, undo);
            if (m_s.m_abort) {
                b.setSideToMove(entrySide);
                return 0;
            }
            if (s > best) {
                best = s;
                bestMove = move;
                if (s > alpha) alpha = s;
            }
            if (alpha >= beta) {
                m_s.rememberCutoff(move, ply, depth);
                cut = true;
                break;
            }
        }
    }
    b.setSideToMove(entrySide);
    m_s.m_table.store(here, best, ply, bestMove, depth, boundOf(best, alpha0, beta));
    return best;
}

int BestReply::root(int depth, int alpha, int beta, bool exact, int& bestIndex) {
    bestIndex = -1;
    int best = -kInfinity;
    Board& b = m_s.m_board;
    for (std::size_t i = 0; i < m_s.m_rootMoves.size(); ++i) {
        const Move move = m_s.m_rootMoves[i].move;
        const Undo undo = b.makeMove(move);
        const int p = m_s.m_rootPenalty[i];
        int s;
        if (exact) {
            s = -search(depth - 1, 1, -kInfinity, kInfinity, false) - p;
        } else if (i == 0) {
            s = -search(depth - 1, 1, -(beta + p), -(alpha + p), false) - p;
        } else {
            s = -search(depth - 1, 1, -(alpha + p) - 1, -(alpha + p), false) - p;
            if (s > alpha && s < beta)
                s = -search(depth - 1, 1, -(beta + p), -(alpha + p), false) - p;
        }
        b.unmakeMove(move, undo);
        if (m_s.m_abort) break;
        m_s.m_rootScores[i] = s;
        if (s > best) {
            best = s;
            if (exact || s > alpha || i == 0) bestIndex = static_cast<int>(i);
            if (s > alpha) alpha = s;
        }
        if (!exact && alpha >= beta) break;
    }
    return best;
}

}  // namespace quoridor
