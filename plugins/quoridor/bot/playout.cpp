#include "bot/playout.hpp"

#include "bot/paths.hpp"

namespace quoridor {

using plateau::Move;

namespace {

// The best wall `side` can place against `target`: it lengthens the target's path, and
// the target's and the other rivals' together more than the mover's own (the target's
// counts twice). False when no wall does.
bool chooseWall(Board& b, const Blocks& blocks, int side, int target,
                const std::array<int, kMaxPlayers>& dist, plateau::Rng& rng, Move& out) {
    const int n = b.size();
    const int players = b.numPlayers();
    Paths path;
    analysePaths(b, blocks, target, path);
    Bits candH = path.up | (path.up >> 1);
    Bits candV = path.right | (path.right >> n);
    b.legalWallsAmong(candH, candV);
    int bestScore = 0;
    std::uint32_t ties = 0;
    const auto consider = [&](Move wall) {
        if (!path.mayLengthen(anchorOf(wall), orientationOf(wall) == Orientation::Horizontal, n))
            return;
        const Undo undo = b.makeMove(wall);
        const Blocks walled = blocksOf(b);
        int score = 0;
        int gain = 0;
        for (int p = 0; p < players; ++p) {
            const int d = distanceOf(b, walled, p) - dist[static_cast<std::size_t>(p)];
            if (p == side)
                score -= 2 * d;
            else if (p == target)
                gain = d;
            else
                score += d;
        }
        b.unmakeMove(wall, undo);
        score += 2 * gain;
        if (gain < 1 || score <= 0 || score < bestScore) return;
        if (score > bestScore) {
            bestScore = score;
            ties = 0;
        }
        // Equal walls: one drawn uniformly (reservoir sampling).
        if (rng.below(++ties) == 0) out = wall;
    };
    forEachBit(candH, [&](int a) { consider(wallMove(a, Orientation::Horizontal)); });
    forEachBit(candV, [&](int a) { consider(wallMove(a, Orientation::Vertical)); });
    return bestScore > 0;
}

}  // namespace

int raceWinner(const Board& board, const std::array<int, kMaxPlayers>& dist) {
    const int players = board.numPlayers();
    const int side = board.sideToMove();
    int best = -1;
    int bestArrival = 0;
    for (int p = 0; p < players; ++p) {
        const int d = dist[static_cast<std::size_t>(p)];
        if (d < 0) continue;
        const int arrival = d * players + (p - side + players) % players;
        if (best < 0 || arrival < bestArrival) {
            best = p;
            bestArrival = arrival;
        }
    }
    return best;
}

int playOut(Board& b, plateau::Rng& rng, const PlayoutPolicy& policy, long& plies) {
    const int players = b.numPlayers();
    std::array<int, kMaxPlayers> dist{};
    Blocks blocks = blocksOf(b);
    const auto measure = [&] {
        blocks = blocksOf(b);
        for (int p = 0; p < players; ++p)
            dist[static_cast<std::size_t>(p)] = distanceOf(b, blocks, p);
    };
    measure();
    for (int ply = 0;; ++ply) {
        if (const int w = b.winner(); w >= 0) return w;
        if (b.plyLimitReached()) return -1;
        if (!b.anyWallsLeft() || ply >= policy.maxPlies) return raceWinner(b, dist);
        ++plies;
        const int side = b.sideToMove();
        const auto arrival = [&](int p) {
            return dist[static_cast<std::size_t>(p)] * players + (p - side + players) % players;
        };
        if (b.wallsLeft(side) > 0) {
            int leader = -1;
            for (int p = 0; p < players; ++p)
                if (p != side && (leader < 0 || arrival(p) < arrival(leader))) leader = p;
            Move wall;
            if (arrival(leader) < arrival(side) &&
                (policy.wallNear <= 0 ||
                 dist[static_cast<std::size_t>(leader)] <= policy.wallNear) &&
                static_cast<int>(rng.below(100)) < policy.wallChance &&
                chooseWall(b, blocks, side, leader, dist, rng, wall)) {
                b.makeMove(wall);
                measure();
                continue;
            }
        }
        const Bits steps = b.pawnDestinations(side);
        if (steps == Bits{0}) {
            // Boxed in by pawns: any wall, else the pass (the only legal moves then).
            Bits h = 0, v = 0;
            if (b.wallsLeft(side) > 0) b.legalWalls(h, v);
            if (h != Bits{0})
                b.makeMove(wallMove(lowestBit(h), Orientation::Horizontal));
            else if (v != Bits{0})
                b.makeMove(wallMove(lowestBit(v), Orientation::Vertical));
            else
                b.makeMove(passMove());
            measure();
            continue;
        }
        Paths mine;
        analysePaths(b, blocks, side, mine);
        int best = 0;
        int to = -1;
        std::uint32_t ties = 0;
        forEachBit(steps, [&](int s) {
            const int d = mine.distanceOf(s);
            if (to >= 0 && d > best) return;
            if (to < 0 || d < best) {
                best = d;
                ties = 0;
            }
            if (rng.below(++ties) == 0) to = s;
        });
        b.makeMove(pawnMove(to));
        dist[static_cast<std::size_t>(side)] = best;
    }
}

}  // namespace quoridor
