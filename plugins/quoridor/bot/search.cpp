#include "bot/search.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>

#include "bot/paths.hpp"
#include "bot/score.hpp"

namespace quoridor {

using plateau::Move;

namespace {

TranspositionTable::Bound boundOf(int best, int alpha, int beta) {
    return best <= alpha  ? TranspositionTable::kUpper
           : best >= beta ? TranspositionTable::kLower
                          : TranspositionTable::kExact;
}

// The options the evaluation depends on: another set empties the table.
std::uint64_t settingsKey(const SearchOptions& o) {
    std::uint64_t x = 0;
    for (const int v :
         {o.jitter, o.noise, o.minWallGain, o.wallLast, o.wallStep, o.wallMin, o.soleWall,
          o.quietDepth, o.quietPlies, o.fourWallLast, o.fourWallMin, o.fourThreat})
        x = detail::splitMix(x) ^ static_cast<std::uint64_t>(static_cast<std::uint32_t>(v));
    return x;
}

// Each root player's own key, mixed into the table's keys: the paranoid evaluation of a
// position depends on who the root is.
std::uint64_t rootKey(int root) {
    std::uint64_t x = 0x600d5eedULL + static_cast<std::uint64_t>(root);
    return detail::splitMix(x);
}

}  // namespace

Searcher::Searcher(int ttBits) : m_table(ttBits) {}

bool Searcher::outOfBudget() {
    const auto& budget = m_limit->budget();
    if (budget.iterations > 0 && m_nodes >= budget.iterations) return true;
    if (m_nodes - m_checked < 256) return false;
    m_checked = m_nodes;
    if (m_limit->stopRequested()) return true;
    return m_time.mustStop();
}

int Searcher::pvs(int depth, int ply, int alpha, int beta, int extensions) {
    ++m_nodes;
    if (outOfBudget()) m_abort = true;
    if (m_abort) return 0;
    if (const int w = m_board.winner(); w >= 0)
        return forSide(w == m_root ? kWin - ply : -(kWin - ply));
    if (m_board.plyLimitReached()) return 0;
    if (ply >= kMaxPly - 1) return leaf(ply);
    if (depth <= 0) {
        // Race extension: with every wall placed, pawns near each other may jump or get in
        // each other's way, which the arithmetic of the evaluation does not see.
        const bool wallsGone = !m_board.anyWallsLeft();
        bool near = false;
        const Geometry& g = m_board.geometryOf();
        const int me = m_board.pawn(m_board.sideToMove());
        for (int p = 0; p < m_board.numPlayers(); ++p)
            if (p != m_board.sideToMove() && manhattan(g, me, m_board.pawn(p)) <= 3) near = true;
        if (wallsGone && near && extensions < kMaxExtensions) {
            depth = 1;
            ++extensions;
        } else if (m_criticalExtend > 0 && !wallsGone && extensions == 0) {
            // A pawn near its goal with rival walls in hand: the pocket those walls can
            // build takes more plies than the horizon leaves.
            int held[2] = {0, 0};  // walls of the root's team, of the others
            for (int p = 0; p < m_board.numPlayers(); ++p)
                held[p == m_root ? 0 : 1] += m_board.wallsLeft(p);
            const Blocks blocks = blocksOf(m_board);
            bool critical = false;
            for (int p = 0; p < m_board.numPlayers() && !critical; ++p)
                critical = held[p == m_root ? 1 : 0] > 0 &&
                           distanceOf(m_board, blocks, p) <= m_criticalExtend;
            if (!critical) return leaf(ply);
            depth = 2;
            extensions = kMaxExtensions;  // once per line, and no race extension after it
        } else {
            return leaf(ply);
        }
    }

    const int side = m_board.sideToMove();
    const std::uint64_t here = key();
    std::uint16_t ttMove = 0;
    // Entries of earlier moves of the game count too: the jitter is the game's.
    if (const auto* entry = m_table.probe(here)) {
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

    Candidates moves;
    const bool wallsLeft = m_board.anyWallsLeft();
    // At the horizon every child is a static score: the walls' come from their paths,
    // already measured to choose them; no recursion, no window needed.
    const bool frontier = depth == 1 && wallsLeft;
    candidates(moves, ttMove, ply, depth, frontier);
    const int alpha0 = alpha;
    if (frontier) {
        int best = -kInfinity;
        Move bestMove = moves[0].move;
        for (const Scored& c : moves) {
            int s = c.leaf;
            if (s == kNoLeaf) {
                const Undo undo = make(c.move);
                int v;
                if (const int w = m_board.winner(); w >= 0)
                    v = forSide(w == m_root ? kWin - ply - 1 : -(kWin - ply - 1));
                else if (m_board.plyLimitReached())
                    v = 0;
                else
                    v = leaf(ply + 1);
                s = sameTeam(m_board.sideToMove(), side) ? v : -v;
                unmake(c.move, undo);
            }
            ++m_nodes;
            if (s > best) {
                best = s;
                bestMove = c.move;
                if (best >= beta) break;
            }
        }
        m_table.store(here, best, ply, bestMove, 1, boundOf(best, alpha0, beta));
        return best;
    }
    int best = -kInfinity;
    Move bestMove = moves[0].move;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Scored& c = moves[i];
        const Undo undo = make(c.move);
        const bool flip = !sameTeam(m_board.sideToMove(), side);
        const auto child = [&](int d, int a, int b) {
            return flip ? -pvs(d, ply + 1, -b, -a, extensions) : pvs(d, ply + 1, a, b, extensions);
        };
        int s;
        if (i == 0) {
            s = child(depth - 1, alpha, beta);
        } else {
            // Late quiet moves first get a shallower look; a surprise is searched in full.
            const bool quiet = c.order < kStep && c.order < kKiller / 4;
            const int r = m_lmr > 0 && depth >= 3 && i >= 4 && quiet
                              ? std::min(m_lmr, i >= 16 && depth >= 4 ? 2 : 1)
                              : 0;
            s = child(depth - 1 - r, alpha, alpha + 1);
            if (s > alpha && r > 0) s = child(depth - 1, alpha, alpha + 1);
            if (s > alpha && s < beta) s = child(depth - 1, alpha, beta);
        }
        unmake(c.move, undo);
        if (m_abort) return 0;
        if (s > best) {
            best = s;
            bestMove = c.move;
            if (s > alpha) alpha = s;
        }
        if (alpha >= beta) {
            auto& killers = m_killers[static_cast<std::size_t>(std::min(ply, kMaxPly - 1))];
            if (killers[0] != c.move) {
                killers[1] = killers[0];
                killers[0] = c.move;
            }
            int& h = m_history[static_cast<std::size_t>(side)][c.move.code];
            h = std::min(h + depth * depth * 16, 1 << 16);
            break;
        }
    }

    m_table.store(here, best, ply, bestMove, depth, boundOf(best, alpha0, beta));
    return best;
}

int Searcher::searchRoot(int depth, int alpha, int beta, bool exact, int& bestIndex) {
    bestIndex = -1;
    int best = -kInfinity;
    for (std::size_t i = 0; i < m_rootMoves.size(); ++i) {
        const Move move = m_rootMoves[i].move;
        const Undo undo = make(move);
        // The next player is never the root player: every root child is the other team.
        // A repeated position's penalty shifts the window its child is searched with.
        const int p = m_rootPenalty[i];
        int s;
        if (exact) {
            s = -pvs(depth - 1, 1, -kInfinity, kInfinity, 0) - p;
        } else if (i == 0) {
            s = -pvs(depth - 1, 1, -(beta + p), -(alpha + p), 0) - p;
        } else {
            s = -pvs(depth - 1, 1, -(alpha + p) - 1, -(alpha + p), 0) - p;
            if (s > alpha && s < beta) s = -pvs(depth - 1, 1, -(beta + p), -(alpha + p), 0) - p;
        }
        unmake(move, undo);
        if (m_abort) break;
        m_rootScores[i] = s;
        if (s > best) {
            best = s;
            // In an aspiration window a fail-low first move proves nothing about the rest.
            if (exact || s > alpha || i == 0) bestIndex = static_cast<int>(i);
            if (s > alpha) alpha = s;
        }
        if (!exact && alpha >= beta) break;
    }
    return best;
}

SearchResult Searcher::search(const Board& board, const SearchOptions& options, plateau::Rng& rng) {
    assert(!board.isOver());
    const plateau::SearchLimit limit(options.budget);
    m_limit = &limit;
    m_board = board;
    m_root = board.sideToMove();
    m_nodes = 0;
    m_abort = false;
    m_jitter = options.jitter;
    m_minWallGain = options.minWallGain;
    m_quietDepth = options.quietDepth;
    m_quietPlies = options.quietPlies;
    m_lmr = options.lmr;
    m_criticalExtend = options.criticalExtend;
    m_soleWall = options.soleWall;
    m_fourThreat = options.fourThreat;
    m_wallCap = options.wallCap;
    m_rootKey = rootKey(m_root);
    setWallValues(options, board.numPlayers());
    // The time manager reads the limit's clock, started with this move.
    m_time.start(std::chrono::duration_cast<std::chrono::microseconds>(options.budget.time),
                 options.adaptiveTime, [&limit] { return limit.elapsed(); });
    // A new game (the ply count fell) or other evaluation settings: a new jitter, an empty
    // table. Otherwise the table keeps what earlier moves of this game found: the scores
    // carry the same jitter. History is halved, killers forgotten.
    const std::uint64_t settings = settingsKey(options);
    if (board.ply() < m_lastPly || m_lastPly < 0 || settings != m_settings) {
        m_salt = options.jitter > 0 || options.noise > 0 ? rng.next() : 0;
        m_table.clear();
        m_chosen.clear();
        m_trail.clear();
        for (auto& h : m_history)
            h.fill(0);
        m_settings = settings;
    }
    m_table.newSearch();
    for (auto& k : m_killers)
        k = {};
    for (auto& side : m_history)
        for (int& h : side)
            h /= 2;

    SearchResult result;
    m_checked = 0;
    candidates(m_rootMoves, 0, 0, kMaxPly, false);
    result.move = m_rootMoves[0].move;
    m_lastPly = board.ply();
    const auto remember = [&](Move chosen) {
        const Undo undo = make(chosen);
        m_chosen.push_back(key());
        unmake(chosen, undo);
    };
    if (m_rootMoves.size() == 1) {
        remember(result.move);
        result.stop = "one move";
        m_time.start(std::chrono::microseconds(0));
        m_limit = nullptr;
        return result;
    }
    // Against shuffling: a pawn move back into a position chosen before, or back onto a
    // square the pawn left in its last moves without coming nearer its goal, costs.
    std::array<std::uint8_t, kMaxSquares> toGoal{};
    m_board.distancesToGoal(m_root, toGoal);
    const int here = toGoal[static_cast<std::size_t>(m_board.pawn(m_root))];
    for (std::size_t i = 0; i < m_rootMoves.size(); ++i) {
        m_rootPenalty[i] = 0;
        const Move move = m_rootMoves[i].move;
        if (!isPawnMove(move)) continue;
        const int to = squareOf(move);
        if (options.backStepPenalty > 0 && toGoal[static_cast<std::size_t>(to)] >= here &&
            std::find(m_trail.begin(), m_trail.end(), to) != m_trail.end())
            m_rootPenalty[i] += options.backStepPenalty * (m_board.numPlayers() == 4 ? 2 : 1);
        if (options.repeatPenalty <= 0) continue;
        const Undo undo = make(move);
        if (m_board.winner() < 0)
            m_rootPenalty[i] +=
                options.repeatPenalty *
                static_cast<int>(std::count(m_chosen.begin(), m_chosen.end(), key()));
        unmake(move, undo);
    }
    // The squares the pawn stood on before its last four moves of this game.
    m_trail.push_back(m_board.pawn(m_root));
    if (m_trail.size() > 4) m_trail.erase(m_trail.begin());

    const bool wallsInHand = m_board.anyWallsLeft();
    const bool exact = options.noise > 0;
    // Four players with playouts: every root move scored exactly, to choose the best few.
    const bool playouts = m_board.numPlayers() == 4 && options.playoutMoves > 0;
    const bool fullWindow = exact || playouts;
    std::array<int, 130> iterationScore{};
    const int maxDepth = m_board.numPlayers() == 4
                             ? std::min(options.maxDepth, options.fourPlayerDepth)
                             : options.maxDepth;
    for (int depth = 1; depth <= maxDepth; ++depth) {
        int delta = 35;
        int alpha = -kInfinity, beta = kInfinity;
        // Scores swing between odd and even depths: centre on the one two plies back.
        const int centre = depth >= 3 ? iterationScore[static_cast<std::size_t>(depth - 2)] : 0;
        if (!fullWindow && depth >= 3 && std::abs(centre) < kRace / 2) {
            alpha = centre - delta;
            beta = centre + delta;
        }
        int bestIndex = -1;
        int score = 0;
        for (;;) {
            score = searchRoot(depth, alpha, beta, fullWindow, bestIndex);
            if (m_abort) break;
            if (score <= alpha && alpha > -kInfinity) {
                alpha = std::max(-kInfinity, alpha - delta * 4);
                delta *= 4;
                continue;
            }
            if (score >= beta && beta < kInfinity) {
                beta = std::min(kInfinity, beta + delta * 4);
                delta *= 4;
                continue;
            }
            break;
        }
        const bool complete = !m_abort;
        // A move proven better than the last iteration's best is worth playing even when
        // the iteration did not finish; the best one searched first comes from there.
        const bool forced = complete && (score > kWinBound || score < -kWinBound);
        const bool counts = !options.evenDepths || fullWindow || depth == 1 || depth % 2 == 0 ||
                            forced || depth == maxDepth;
        if (bestIndex >= 0 && (complete || bestIndex > 0)) {
            const Move chosen = m_rootMoves[static_cast<std::size_t>(bestIndex)].move;
            if (counts) {
                if (complete)
                    m_time.iterationDone(depth, m_rootScores[static_cast<std::size_t>(bestIndex)],
                                         chosen != result.move);
                result.move = chosen;
                result.score = m_rootScores[static_cast<std::size_t>(bestIndex)];
                if (complete) result.depth = depth;
            }
            // The best move first next time; the others keep their order.
            const Scored first = m_rootMoves[static_cast<std::size_t>(bestIndex)];
            for (int i = bestIndex; i > 0; --i)
                m_rootMoves[static_cast<std::size_t>(i)] =
                    m_rootMoves[static_cast<std::size_t>(i - 1)];
            m_rootMoves[0] = first;
            const int s = m_rootScores[static_cast<std::size_t>(bestIndex)];
            const int p = m_rootPenalty[static_cast<std::size_t>(bestIndex)];
            for (int i = bestIndex; i > 0; --i) {
                m_rootScores[static_cast<std::size_t>(i)] =
                    m_rootScores[static_cast<std::size_t>(i - 1)];
                m_rootPenalty[static_cast<std::size_t>(i)] =
                    m_rootPenalty[static_cast<std::size_t>(i - 1)];
            }
            m_rootScores[0] = s;
            m_rootPenalty[0] = p;
        }
        if (!complete) {
            result.stop = limit.stopRequested()                 ? "stopped"
                          : m_time.timed() && m_time.mustStop() ? "hard limit"
                                                                : "nodes";
            break;
        }
        iterationScore[static_cast<std::size_t>(std::min(depth, 129))] = score;
        // A forced win seen in full stops the search only when no wall is left in any
        // hand: then nothing was left out of the proof. Otherwise it is a proof within the
        // candidates (walls beside the paths only) and the reduced lines, as a forced loss
        // is: both are searched on (Stockfish, too, searches on after a mate), a win to
        // the quiet soft limit (time_manager.hpp), a loss to the end; a deeper
        // look may find a defence, a longer resistance or a shorter win, and the rival
        // may still go wrong.
        if (score > kWinBound && depth >= kWin - score && !wallsInHand) {
            result.stop = "proven win";
            break;
        }
        if (!m_time.startNext()) {
            result.stop = m_time.unclear() ? "soft limit, unclear" : "soft limit";
            break;
        }
        if (limit.stopRequested()) {
            result.stop = "stopped";
            break;
        }
        if (depth == maxDepth) result.stop = "depth";
    }

    if (playouts && result.depth > 0 && result.score < kWinBound)
        if (const int i = monteCarlo(options, rng, result.playouts); i >= 0)
            result.move = m_rootMoves[static_cast<std::size_t>(i)].move;
    if (exact && result.depth > 0) {
        // Easy levels: a random move among those within `noise` of the best, all scored
        // exactly (full window) at the last complete depth.
        plateau::FixedVector<Move, plateau::kMaxMoves> close;
        for (std::size_t i = 0; i < m_rootMoves.size(); ++i)
            if (m_rootScores[i] >= result.score - options.noise)
                close.push_back(m_rootMoves[i].move);
        if (!close.empty())
            result.move = close[rng.below(static_cast<std::uint32_t>(close.size()))];
    }
    remember(result.move);
    result.nodes = m_nodes;
    result.seconds = static_cast<double>(limit.elapsed().count()) * 1e-6;
    m_time.start(std::chrono::microseconds(0));  // its clock was this search's limit
    m_limit = nullptr;
    return result;
}

}  // namespace quoridor
