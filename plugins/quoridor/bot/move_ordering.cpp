#include <algorithm>

#include "bot/paths.hpp"
#include "bot/score.hpp"
#include "bot/search.hpp"

namespace quoridor {

using plateau::Move;

void Searcher::candidates(Candidates& out, std::uint16_t ttMove, int ply, int depth,
                          bool frontier) {
    out.clear();
    Board& b = m_board;
    const Geometry& g = b.geometryOf();
    const int n = b.size();
    const int side = b.sideToMove();
    const int players = b.numPlayers();
    const auto& history = m_history[static_cast<std::size_t>(side)];
    const bool walls = b.wallsLeft(side) > 0;

    // One layered search per player gives its distance, the mover's distance from each
    // square it can step to, and (for walls) which walls lengthen which paths.
    const Blocks blocks = blocksOf(b);
    std::array<Paths, kMaxPlayers> paths;
    std::array<int, kMaxPlayers> dist{};
    const bool all = frontier || walls;
    for (int p = 0; p < players; ++p) {
        if (!all && p != side) continue;
        analysePaths(b, blocks, p, paths[static_cast<std::size_t>(p)]);
        dist[static_cast<std::size_t>(p)] = paths[static_cast<std::size_t>(p)].distance;
    }
    const Paths& mine = paths[static_cast<std::size_t>(side)];
    const int here = mine.distance;
    forEachBit(b.pawnDestinations(side), [&](int s) {
        const int there = mine.distanceOf(s);
        const int gain = here - there;
        const Move m = pawnMove(s);
        int leafScore = kNoLeaf;
        // At the horizon a step's score needs no search: only the mover's distance moved.
        if (frontier && there > 0) {
            const Undo undo = make(m);
            if (!b.plyLimitReached()) {
                std::array<int, kMaxPlayers> after = dist;
                after[static_cast<std::size_t>(side)] = there;
                const int v = leafWith(after);
                leafScore = sameTeam(b.sideToMove(), side) ? v : -v;
            }
            b.unmakeMove(m, undo);
        }
        out.push_back({m,
                       (gain > 0    ? 4 * kStep * gain
                        : gain == 0 ? -kStep
                                    : -3 * kStep) +
                           history[m.code] / 64,
                       leafScore});
    });

    if (walls) {
        // Whom to wall in: the bot's walls go against its rivals, everybody else's
        // against the bot (paranoid). With four, only the rivals near the lead.
        std::array<bool, kMaxPlayers> target{};
        if (side != m_root) {
            target[m_root] = true;
        } else {
            int best = kInfinity;
            for (int p = 0; p < players; ++p)
                if (p != side) best = std::min(best, dist[p]);
            for (int p = 0; p < players; ++p)
                target[p] = p != side && dist[p] <= best + 1;
        }
        Bits candH = 0, candV = 0, quiet = 0;
        for (int p = 0; p < players; ++p) {
            if (!target[p]) continue;
            const Paths& path = paths[static_cast<std::size_t>(p)];
            // Across a shortest path: may lengthen it now.
            candH |= path.up | (path.up >> 1);
            candV |= path.right | (path.right >> n);
            // Beside the next steps of it: corridors and pockets for later.
            quiet |= anchorsTouching(g, path.squares & around(g, b.pawn(p), 3));
        }
        // A quiet wall pays off plies later, through the walls it forbids or the detour
        // it prepares: near the horizon it is only a wall less in hand. With four players
        // the horizon is always near (a round is four plies).
        const bool quietToo = m_minWallGain <= 0 && depth >= m_quietDepth && players == 2 &&
                              (m_quietPlies <= 0 || ply < m_quietPlies);
        if (quietToo) {
            // Beside my own next steps: walls that take the grooves a rival would use.
            quiet |= anchorsTouching(g, mine.squares & around(g, b.pawn(side), 2));
            candH |= quiet;
            candV |= quiet;
        }
        b.legalWallsAmong(candH, candV);
        const int need = quietToo ? 0 : std::max(1, m_minWallGain);
        const auto consider = [&](Move wall) {
            const int a = anchorOf(wall);
            const bool horizontal = orientationOf(wall) == Orientation::Horizontal;
            std::array<bool, kMaxPlayers> longer{};
            bool any = false;
            for (int p = 0; p < players; ++p) {
                longer[p] = paths[static_cast<std::size_t>(p)].mayLengthen(a, horizontal, n);
                any = any || longer[p];
            }
            // Only a wall that lengthens a target's path is searched with no quiet walls;
            // which it does, and by how much, costs a search only where it does.
            bool hits = false;
            for (int p = 0; p < players; ++p)
                hits = hits || (target[p] && longer[p]);
            if (need > 0 && !hits) return;
            const Undo undo = make(wall);
            std::array<int, kMaxPlayers> after = dist;
            int gain = 0;
            if (any) {
                const Blocks walled = blocksOf(b);
                for (int p = 0; p < players; ++p)
                    if (longer[p]) after[p] = distanceOf(b, walled, p);
            }
            for (int p = 0; p < players; ++p)
                if (target[p]) gain = std::max(gain, after[p] - dist[p]);
            const int cost = after[side] - dist[side];
            int leafScore = kNoLeaf;
            // A wall that costs the mover more than it costs anyone else is never worth it.
            const bool keep = cost <= gain && gain >= need;
            if (keep && frontier) {
                const int v = b.plyLimitReached() ? 0 : leafWith(after);
                leafScore = sameTeam(b.sideToMove(), side) ? v : -v;
            }
            b.unmakeMove(wall, undo);
            if (!keep) return;
            out.push_back(
                {wall,
                 (gain - cost) * 3 * kStep - (gain == 0 ? 2 * kStep : 0) + history[wall.code] / 64,
                 leafScore});
        };
        forEachBit(candH, [&](int a) { consider(wallMove(a, Orientation::Horizontal)); });
        forEachBit(candV, [&](int a) { consider(wallMove(a, Orientation::Vertical)); });
        // Boxed in by pawns with no useful wall: any legal wall beats an illegal pass.
        if (out.empty()) {
            Bits legalH, legalV;
            b.legalWalls(legalH, legalV);
            forEachBit(legalH, [&](int a) {
                out.push_back({wallMove(a, Orientation::Horizontal), 0});
            });
            forEachBit(legalV, [&](int a) {
                out.push_back({wallMove(a, Orientation::Vertical), 0});
            });
        }
    }
    if (out.empty()) {
        out.push_back({passMove(), 0});
        return;
    }
    const auto& killers = m_killers[static_cast<std::size_t>(std::min(ply, kMaxPly - 1))];
    for (auto& c : out) {
        if (c.move.code + 1 == ttMove)
            c.order = kHashMove;
        else if (c.move == killers[0])
            c.order += kKiller;
        else if (c.move == killers[1])
            c.order += kKiller / 2;
    }
    // Stable insertion sort: few moves, and ties keep generation order (reproducible).
    for (std::size_t i = 1; i < out.size(); ++i) {
        const Scored x = out[i];
        std::size_t j = i;
        while (j > 0 && out[j - 1].order < x.order) {
            out[j] = out[j - 1];
            --j;
        }
        out[j] = x;
    }
    // Inside the tree (not at the root, not at the horizon where walls cost no search) only
    // the best-ordered walls are searched; the hash move and killers are always kept.
    if (m_wallCap > 0 && ply > 0 && !frontier) {
        std::size_t kept = 0;
        int wallsKept = 0;
        for (std::size_t i = 0; i < out.size(); ++i) {
            const Scored& c = out[i];
            if (isWallMove(c.move) && c.order < kKiller / 2 && ++wallsKept > m_wallCap) continue;
            out[kept++] = c;
        }
        while (out.size() > kept)
            out.pop_back();
    }
}

}  // namespace quoridor
