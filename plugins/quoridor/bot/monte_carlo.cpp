// The four-player search's second part: after the paranoid search (search.cpp), the rest
// of the budget goes to Monte Carlo playouts (playout.hpp) over its best root moves.
// The paranoid search sees two plies, where the three others are a team against the bot;
// the playouts see whole races in which each player plays for itself and walls whoever
// leads it. The root move is chosen by UCB1 (the bandit over the root moves), the one
// played most often wins.

#include <algorithm>
#include <cmath>
#include <numeric>

#include "bot/playout.hpp"
#include "bot/score.hpp"
#include "bot/search.hpp"

namespace quoridor {

int Searcher::monteCarlo(const SearchOptions& options, plateau::Rng& rng, long& playouts) {
    playouts = 0;
    const std::size_t n = m_rootMoves.size();
    std::array<std::size_t, plateau::kMaxMoves> order{};
    std::iota(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n), std::size_t{0});
    std::stable_sort(
        order.begin(), order.begin() + static_cast<std::ptrdiff_t>(n),
        [&](std::size_t a, std::size_t b) { return m_rootScores[a] > m_rootScores[b]; });
    // The best few by the paranoid scores; a move that lets a rival win at once is out
    // unless every move does.
    const bool lostAnyway = m_rootScores[order[0]] < -kWinBound;
    std::array<std::size_t, plateau::kMaxMoves> arms{};
    std::size_t count = 0;
    for (std::size_t i = 0; i < n && static_cast<int>(count) < options.playoutMoves; ++i)
        if ((lostAnyway || m_rootScores[order[i]] >= -kWinBound) &&
            m_rootScores[order[i]] >= m_rootScores[order[0]] - options.playoutMargin)
            arms[count++] = order[i];
    if (count <= 1) return -1;

    plateau::Rng local(rng.next());
    const PlayoutPolicy policy{.wallChance = options.playoutWallChance,
                               .wallNear = options.playoutWallNear,
                               .maxPlies = options.playoutPlies};
    std::array<long, plateau::kMaxMoves> visits{}, wins{};
    const Board root = m_board;
    const auto& budget = m_limit->budget();
    const bool bounded = budget.iterations > 0 || m_time.timed();
    const double explore = options.playoutExplore / 100.0;
    long total = 0;
    for (;;) {
        if (budget.iterations > 0 && m_nodes >= budget.iterations) break;
        if (m_limit->stopRequested()) break;
        if (m_time.mustStop()) break;
        if (!bounded && total >= options.playoutCap) break;
        std::size_t arm = 0;
        if (total < static_cast<long>(count)) {
            arm = static_cast<std::size_t>(total);
        } else {
            double best = -1;
            const double logTotal = std::log(static_cast<double>(total));
            for (std::size_t a = 0; a < count; ++a) {
                const double v = static_cast<double>(visits[a]);
                const double value =
                    static_cast<double>(wins[a]) / v + explore * std::sqrt(logTotal / v);
                if (value > best) {
                    best = value;
                    arm = a;
                }
            }
        }
        Board b = root;
        b.makeMove(m_rootMoves[arms[arm]].move);
        ++m_nodes;
        const int w = b.winner() >= 0 ? b.winner() : playOut(b, local, policy, m_nodes);
        ++visits[arm];
        if (w == m_root) ++wins[arm];
        ++total;
    }
    playouts = total;
    if (total < static_cast<long>(count)) return -1;  // not every move tried: the search's
    std::size_t chosen = 0;
    for (std::size_t a = 1; a < count; ++a)
        if (visits[a] > visits[chosen]) chosen = a;
    return static_cast<int>(arms[chosen]);
}

}  // namespace quoridor
