#include "bot/quoridor_bot.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <cstring>

#include <plateau/sdk/game.hpp>

#include "quoridor/quoridor_state.hpp"

namespace quoridor {

using plateau::Move;

namespace {

constexpr int kInfinity = 10'000'000;
constexpr int kWin = 1'000'000;           // minus the plies to get there
constexpr int kWinBound = kWin - 10'000;  // scores beyond this are forced results
constexpr int kStep = 100;                // one step of path
// A race nobody can wall any more: decided, though found by arithmetic, not by search
// to the end (so it never stops the deepening as a forced result would).
constexpr int kRace = 20'000;
constexpr int kMaxExtensions = 8;  // race plies searched past the nominal depth

enum Bound : std::uint8_t { kExact, kLower, kUpper };

// Move ordering classes, far apart so the finer scores inside never mix them.
constexpr int kHashMove = 1 << 28;
constexpr int kKiller = 1 << 22;

std::uint64_t splitMix(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// The steps walls and edges block, as Board keeps them.
struct Blocks {
    Bits up = 0;
    Bits right = 0;
};

Blocks blocksOf(const Board& board) {
    const Geometry& g = board.geometryOf();
    const Bits h = board.horizontalWalls(), v = board.verticalWalls();
    return {g.lastRow | h | (h << 1), g.lastColumn | v | (v << g.size)};
}

Bits expand(Bits r, const Blocks& b, int n) {
    return r | shiftUp(r & ~b.up, n) | (shiftDown(r, n) & ~b.up) | shiftUp(r & ~b.right, 1) |
           (shiftDown(r, 1) & ~b.right);
}

// Board::distance, inlined here: the search's most frequent question.
int distanceOf(const Board& board, const Blocks& b, int player) {
    Bits r = bit(board.pawn(player));
    const Bits goal = board.goal(player);
    const int n = board.size();
    for (int d = 0;; ++d) {
        if (r & goal) return d;
        const Bits next = expand(r, b, n);
        if (next == r) return -1;
        r = next;
    }
}

// Every shortest path of a player from its pawn to its goal, as the layered graph of the
// squares at each distance from the goal: the steps and squares of those paths, which walls
// across them can lengthen, and which surely do not, so that only the others need a new
// breadth-first search. A wall lengthens the path if it cuts a step that is alone between
// its two layers (every shortest path takes it); with one step cut, only then; with both
// on shortest paths, maybe (two paths may each lose one).
struct Paths {
    int distance = -1;                    // -1: walled off (cannot happen in a legal position)
    Bits up = 0, right = 0, squares = 0;  // the steps (as Board's blocks) and squares used
    Bits onlyUp = 0, onlyRight = 0;       // steps that are alone between their two layers
    // Squares at 0, 1, 2 steps further from the goal than the pawn, for its moves.
    std::array<Bits, 3> beyond{};
    std::array<Bits, 2> nearer{};  // at 1 and 2 steps nearer

    // False: the wall leaves the distance as it is. True: it may lengthen it.
    bool mayLengthen(int anchor, bool horizontal, int n) const {
        const Bits cut = horizontal ? bit(anchor) | bit(anchor + 1) : bit(anchor) | bit(anchor + n);
        const Bits on = horizontal ? up : right;
        const Bits only = horizontal ? onlyUp : onlyRight;
        return (cut & only) || (cut & on) == cut;
    }
    // Steps from a square the pawn can move to (at most two steps from the pawn).
    int distanceOf(int square) const {
        const Bits b = bit(square);
        for (int k = 0; k < 3; ++k)
            if (beyond[static_cast<std::size_t>(k)] & b) return distance + k;
        for (int k = 0; k < 2; ++k)
            if (nearer[static_cast<std::size_t>(k)] & b) return distance - 1 - k;
        return distance + 3;  // not reached: a pawn moves at most two squares
    }
};

void analysePaths(const Board& board, const Blocks& b, int player, Paths& out) {
    const int n = board.size();
    out = Paths{};
    std::array<Bits, kMaxSquares + 3> layer;  // squares at exactly k steps from the goal
    Bits reached = board.goal(player);
    layer[0] = reached;
    const Bits pawn = bit(board.pawn(player));
    int d = 0;
    while (!(layer[static_cast<std::size_t>(d)] & pawn)) {
        const Bits next = expand(reached, b, n) & ~reached;
        if (!next) return;
        layer[static_cast<std::size_t>(++d)] = next;
        reached |= next;
    }
    out.distance = d;
    out.beyond[0] = layer[static_cast<std::size_t>(d)];
    for (std::size_t k = 1; k < 3; ++k) {
        const Bits next = expand(reached, b, n) & ~reached;
        out.beyond[k] = next;
        reached |= next;
    }
    if (d >= 1) out.nearer[0] = layer[static_cast<std::size_t>(d - 1)];
    if (d >= 2) out.nearer[1] = layer[static_cast<std::size_t>(d - 2)];
    Bits cur = pawn;
    out.squares = pawn;
    for (int k = d; k > 0; --k) {
        const Bits want = layer[static_cast<std::size_t>(k - 1)];
        const Bits goUp = cur & ~b.up & (want >> n);        // s -> s + n
        const Bits goDown = (cur >> n) & ~b.up & want;      // the step up from s - n
        const Bits goRight = cur & ~b.right & (want >> 1);  // s -> s + 1
        const Bits goLeft = (cur >> 1) & ~b.right & want;   // the step right from s - 1
        const Bits up = goUp | goDown, right = goRight | goLeft;
        out.up |= up;
        out.right |= right;
        // Every shortest path takes exactly one step from layer k to layer k - 1.
        if (popcount(up) + popcount(right) == 1) {
            out.onlyUp |= up;
            out.onlyRight |= right;
        }
        cur = (goUp << n) | goDown | (goRight << 1) | goLeft;
        out.squares |= cur;
    }
}

// Squares within `radius` king steps of a square.
Bits around(const Geometry& g, int square, int radius) {
    Bits out = 0;
    const int c0 = g.column[square], r0 = g.row[square];
    for (int r = std::max(0, r0 - radius); r <= std::min(g.size - 1, r0 + radius); ++r)
        for (int c = std::max(0, c0 - radius); c <= std::min(g.size - 1, c0 + radius); ++c)
            out |= bit(g.square(c, r));
    return out;
}

// Anchors of the walls that touch one of the squares (a wall touches four).
Bits anchorsTouching(const Geometry& g, Bits squares) {
    const int n = g.size;
    return (squares | (squares >> 1) | (squares >> n) | (squares >> (n + 1))) & g.anchors;
}

int manhattan(const Geometry& g, int a, int b) {
    return std::abs(g.column[a] - g.column[b]) + std::abs(g.row[a] - g.row[b]);
}

}  // namespace

Searcher::Searcher(int ttBits)
    : m_table(std::size_t{1} << ttBits), m_mask((std::uint64_t{1} << ttBits) - 1) {
    std::uint64_t seed = 0x51a7ea0u;  // fixed: hashes are the same in every run
    for (auto& keys : m_pawnKeys)
        for (auto& k : keys)
            k = splitMix(seed);
    for (auto& k : m_wallKeysH)
        k = splitMix(seed);
    for (auto& k : m_wallKeysV)
        k = splitMix(seed);
    for (auto& keys : m_wallsLeftKeys)
        for (auto& k : keys)
            k = splitMix(seed);
    for (auto& k : m_sideKeys)
        k = splitMix(seed);
    for (auto& k : m_rootKeys)
        k = splitMix(seed);
}

void Searcher::setWallValues(const SearchOptions& options) {
    // Walls in hand are worth less each: the last few decide games, spare ones rarely do.
    // A wall worth more than one step in hand is not spent for a one-step gain.
    m_wallValue[0] = 0;
    for (int w = 1; w < 32; ++w)
        m_wallValue[w] = m_wallValue[w - 1] +
                         std::max(options.wallMin, options.wallLast - options.wallStep * (w - 1));
}

std::uint64_t Searcher::hashOf(const Board& board) const {
    std::uint64_t h = m_sideKeys[static_cast<std::size_t>(board.sideToMove())] ^
                      m_rootKeys[static_cast<std::size_t>(m_root)];
    for (int p = 0; p < board.numPlayers(); ++p) {
        h ^= m_pawnKeys[static_cast<std::size_t>(p)][static_cast<std::size_t>(board.pawn(p))];
        h ^= m_wallsLeftKeys[static_cast<std::size_t>(p)]
                            [static_cast<std::size_t>(std::min(board.wallsLeft(p), 31))];
    }
    forEachBit(board.horizontalWalls(), [&](int a) { h ^= m_wallKeysH[a]; });
    forEachBit(board.verticalWalls(), [&](int a) { h ^= m_wallKeysV[a]; });
    return h;
}

void Searcher::make(Move move, Undo& undo) {
    const auto side = static_cast<std::size_t>(m_board.sideToMove());
    if (isPawnMove(move)) {
        m_hash ^= m_pawnKeys[side][static_cast<std::size_t>(m_board.pawn(static_cast<int>(side)))] ^
                  m_pawnKeys[side][static_cast<std::size_t>(squareOf(move))];
    } else if (isWallMove(move)) {
        const int left = std::min(m_board.wallsLeft(static_cast<int>(side)), 31);
        m_hash ^= (orientationOf(move) == Orientation::Horizontal ? m_wallKeysH
                                                                  : m_wallKeysV)[anchorOf(move)];
        m_hash ^= m_wallsLeftKeys[side][static_cast<std::size_t>(left)] ^
                  m_wallsLeftKeys[side][static_cast<std::size_t>(left - 1)];
    }
    undo = m_board.makeMove(move);
    m_hash ^= m_sideKeys[side] ^ m_sideKeys[static_cast<std::size_t>(m_board.sideToMove())];
}

int Searcher::evaluate(const Board& board, int player) const {
    std::array<int, kMaxPlayers> dist{};
    for (int p = 0; p < board.numPlayers(); ++p)
        dist[p] = board.distance(p);
    return evaluateWith(board, player, dist);
}

int Searcher::evaluateWith(const Board& board, int player,
                           const std::array<int, kMaxPlayers>& dist) const {
    const int players = board.numPlayers();
    const int side = board.sideToMove();
    // The ply at which each pawn would arrive if nobody placed another wall: the path
    // lengths and the tempo (who moves first) in one number.
    std::array<int, kMaxPlayers> arrival{};
    for (int p = 0; p < players; ++p)
        arrival[p] = (dist[p] - 1) * players + (p - side + players) % players;
    int leader = -1;
    for (int p = 0; p < players; ++p)
        if (p != player && (leader < 0 || arrival[p] < arrival[leader])) leader = p;
    const int race = (arrival[leader] - arrival[player]) * kStep / players;
    const int mine = board.wallsLeft(player);
    bool othersOut = true;
    for (int p = 0; p < players; ++p)
        if (p != player && board.wallsLeft(p) > 0) othersOut = false;
    const bool ahead = arrival[player] < arrival[leader];
    // Nobody left to wall me and I arrive first, or I cannot wall and arrive later: the
    // rest is arithmetic (pawns meeting face to face are left to the race extension).
    if (othersOut && ahead) return kRace + race;
    if (mine == 0 && !ahead) return -kRace + race;
    const int theirs = board.wallsLeft(leader);
    int walls = m_wallValue[static_cast<std::size_t>(std::min(mine, 31))] -
                m_wallValue[static_cast<std::size_t>(std::min(theirs, 31))];
    // The only walls left on the board are worth more: nobody answers them, and they
    // are placed when they hurt most.
    if (othersOut)
        walls += m_soleWall * std::min(mine, 3);
    else if (mine == 0)
        walls -= m_soleWall * std::min(theirs, 3);
    return race + walls;
}

int Searcher::forSide(int rootScore) const {
    return m_board.sideToMove() == m_root ? rootScore : -rootScore;
}

int Searcher::leaf(int ply) {
    (void)ply;
    std::array<int, kMaxPlayers> dist{};
    const Blocks blocks = blocksOf(m_board);
    for (int p = 0; p < m_board.numPlayers(); ++p)
        dist[p] = distanceOf(m_board, blocks, p);
    return leafWith(dist);
}

int Searcher::leafWith(const std::array<int, kMaxPlayers>& dist) const {
    int e = evaluateWith(m_board, m_root, dist);
    if (m_jitter > 0 && e > -kRace / 2 && e < kRace / 2) {
        std::uint64_t x = m_hash ^ m_salt;
        e +=
            static_cast<int>(splitMix(x) % static_cast<std::uint64_t>(2 * m_jitter + 1)) - m_jitter;
    }
    return forSide(e);
}

bool Searcher::outOfBudget() {
    const auto& budget = m_limit->budget();
    if (budget.iterations > 0 && m_nodes >= budget.iterations) return true;
    if (m_nodes - m_checked < 256) return false;
    m_checked = m_nodes;
    if (m_limit->stopRequested()) return true;
    return m_deadline.count() > 0 && m_limit->elapsed() >= m_deadline;
}

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
            const std::uint64_t hash = m_hash;
            Undo undo;
            make(m, undo);
            if (!b.plyLimitReached()) {
                std::array<int, kMaxPlayers> after = dist;
                after[static_cast<std::size_t>(side)] = there;
                const int v = leafWith(after);
                leafScore = sameTeam(b.sideToMove(), side) ? v : -v;
            }
            b.unmakeMove(m, undo);
            m_hash = hash;
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
            const std::uint64_t hash = m_hash;
            Undo undo;
            make(wall, undo);
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
            m_hash = hash;
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
        bool wallsGone = true;
        for (int p = 0; p < m_board.numPlayers(); ++p)
            if (m_board.wallsLeft(p) > 0) wallsGone = false;
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
    Entry& entry = m_table[m_hash & m_mask];
    std::uint16_t ttMove = 0;
    // Entries of earlier searches count as empty: their scores carry another jitter, and
    // their moves were found to order no better than none.
    if (entry.key == m_hash && entry.bound >> 2 == m_generation) {
        ttMove = entry.move;
        if (entry.depth >= depth) {
            int s = entry.score;
            if (s > kWinBound)
                s -= ply;
            else if (s < -kWinBound)
                s += ply;
            const int bound = entry.bound & 3;
            if (bound == kExact || (bound == kLower && s >= beta) ||
                (bound == kUpper && s <= alpha))
                return s;
        }
    }

    Candidates moves;
    bool wallsLeft = false;
    for (int p = 0; p < m_board.numPlayers(); ++p)
        if (m_board.wallsLeft(p) > 0) wallsLeft = true;
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
                const std::uint64_t hash = m_hash;
                Undo undo;
                make(c.move, undo);
                int v;
                if (const int w = m_board.winner(); w >= 0)
                    v = forSide(w == m_root ? kWin - ply - 1 : -(kWin - ply - 1));
                else if (m_board.plyLimitReached())
                    v = 0;
                else
                    v = leaf(ply + 1);
                s = sameTeam(m_board.sideToMove(), side) ? v : -v;
                m_board.unmakeMove(c.move, undo);
                m_hash = hash;
            }
            ++m_nodes;
            if (s > best) {
                best = s;
                bestMove = c.move;
                if (best >= beta) break;
            }
        }
        int stored = best;
        if (stored > kWinBound)
            stored += ply;
        else if (stored < -kWinBound)
            stored -= ply;
        entry.key = m_hash;
        entry.score = stored;
        entry.move = static_cast<std::uint16_t>(bestMove.code + 1);
        entry.depth = 1;
        entry.bound = static_cast<std::uint8_t>((best <= alpha0 ? kUpper
                                                 : best >= beta ? kLower
                                                                : kExact) |
                                                m_generation << 2);
        return best;
    }
    int best = -kInfinity;
    Move bestMove = moves[0].move;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Scored& c = moves[i];
        const std::uint64_t hash = m_hash;
        Undo undo;
        make(c.move, undo);
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
        m_board.unmakeMove(c.move, undo);
        m_hash = hash;
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

    int stored = best;
    if (stored > kWinBound)
        stored += ply;
    else if (stored < -kWinBound)
        stored -= ply;
    entry.key = m_hash;
    entry.score = stored;
    entry.move = static_cast<std::uint16_t>(bestMove.code + 1);
    entry.depth = static_cast<std::int8_t>(depth);
    entry.bound = static_cast<std::uint8_t>((best <= alpha0 ? kUpper
                                             : best >= beta ? kLower
                                                            : kExact) |
                                            m_generation << 2);
    return best;
}

int Searcher::searchRoot(int depth, int alpha, int beta, bool exact, int& bestIndex) {
    bestIndex = -1;
    int best = -kInfinity;
    for (std::size_t i = 0; i < m_rootMoves.size(); ++i) {
        const Move move = m_rootMoves[i].move;
        const std::uint64_t hash = m_hash;
        Undo undo;
        make(move, undo);
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
        m_board.unmakeMove(move, undo);
        m_hash = hash;
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
    m_wallCap = options.wallCap;
    m_salt = options.jitter > 0 || options.noise > 0 ? rng.next() : 0;
    m_hash = hashOf(m_board);
    setWallValues(options);
    // A hard stop a little before the budget, to answer in time; soft limits below.
    const auto budget = std::chrono::duration_cast<std::chrono::microseconds>(options.budget.time);
    m_deadline = budget.count() > 0
                     ? budget - std::max(budget / 40, std::chrono::microseconds(4000))
                     : std::chrono::microseconds(0);
    if (budget.count() > 0 && m_deadline.count() < budget.count() / 2) m_deadline = budget / 2;
    // Evaluations carry this move's jitter: the table counts for this search only (its
    // generation), and is cleared only when the generations wrap.
    if (++m_generation > 63) {
        m_generation = 1;
        std::memset(static_cast<void*>(m_table.data()), 0, m_table.size() * sizeof(Entry));
    }
    for (auto& k : m_killers)
        k = {};
    for (auto& h : m_history)
        h.fill(0);

    SearchResult result;
    m_checked = 0;
    candidates(m_rootMoves, 0, 0, kMaxPly, false);
    result.move = m_rootMoves[0].move;
    if (board.ply() < m_lastPly) m_chosen.clear();
    m_lastPly = board.ply();
    const auto remember = [&](Move chosen) {
        Undo undo;
        const std::uint64_t hash = m_hash;
        make(chosen, undo);
        m_chosen.push_back(m_hash);
        m_board.unmakeMove(chosen, undo);
        m_hash = hash;
    };
    if (m_rootMoves.size() == 1) {
        remember(result.move);
        m_limit = nullptr;
        return result;
    }
    for (std::size_t i = 0; i < m_rootMoves.size(); ++i) {
        m_rootPenalty[i] = 0;
        const Move move = m_rootMoves[i].move;
        if (!isPawnMove(move) || options.repeatPenalty <= 0) continue;
        Undo undo;
        const std::uint64_t hash = m_hash;
        make(move, undo);
        if (m_board.winner() < 0)
            m_rootPenalty[i] =
                options.repeatPenalty *
                static_cast<int>(std::count(m_chosen.begin(), m_chosen.end(), m_hash));
        m_board.unmakeMove(move, undo);
        m_hash = hash;
    }

    const bool exact = options.noise > 0;
    int previous = 0;
    std::array<int, 130> iterationScore{};
    int unstable = 0;  // iterations since the best move last changed, inverted
    for (int depth = 1; depth <= options.maxDepth; ++depth) {
        int delta = 35;
        int alpha = -kInfinity, beta = kInfinity;
        // Scores swing between odd and even depths: centre on the one two plies back.
        const int centre = depth >= 3 ? iterationScore[static_cast<std::size_t>(depth - 2)] : 0;
        if (!exact && depth >= 3 && std::abs(centre) < kRace / 2) {
            alpha = centre - delta;
            beta = centre + delta;
        }
        int bestIndex = -1;
        int score = 0;
        for (;;) {
            score = searchRoot(depth, alpha, beta, exact, bestIndex);
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
        const bool counts = !options.evenDepths || exact || depth == 1 || depth % 2 == 0 ||
                            forced || depth == options.maxDepth;
        if (bestIndex >= 0 && (complete || bestIndex > 0)) {
            const Move chosen = m_rootMoves[static_cast<std::size_t>(bestIndex)].move;
            if (counts) {
                unstable = chosen != result.move ? 2 : std::max(0, unstable - 1);
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
        if (!complete) break;
        iterationScore[static_cast<std::size_t>(std::min(depth, 129))] = score;
        const bool dropped = counts && score < previous - 60;
        if (counts) previous = score;
        // A forced result, seen in full: deeper searches cannot change it.
        if ((score > kWinBound || score < -kWinBound) && depth >= kWin - std::abs(score)) break;
        if (budget.count() > 0) {
            // The next iteration costs several times this one; it is started when it can
            // at least search the best move again, and given more time when the best move
            // is unsettled or the score falls.
            // After an odd depth the even one that counts is started while there is time
            // for its first moves.
            double share = options.adaptiveTime ? (unstable > 0 || dropped ? 0.8 : 0.5) : 0.5;
            if (!counts) share = std::max(share, 0.65);
            if (static_cast<double>(limit.elapsed().count()) >
                share * static_cast<double>(m_deadline.count()))
                break;
        }
        if (limit.stopRequested()) break;
    }

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
    m_limit = nullptr;
    return result;
}

QuoridorBot::QuoridorBot(SearchOptions options)
    : plateau::Bot(options.budget), m_options(options) {}

SearchOptions QuoridorBot::optionsFor(plateau::BotLevel level) {
    using std::chrono::milliseconds;
    switch (level) {
        case plateau::BotLevel::Easy:
            // Walks, and walls only when the wall clearly hurts: a beginner's game.
            return {.budget = {.time = milliseconds(1000)},
                    .maxDepth = 2,
                    .noise = 80,
                    .minWallGain = 2};
        case plateau::BotLevel::Medium:
            return {.budget = {.time = milliseconds(1000)},
                    .maxDepth = 3,
                    .noise = 25,
                    .minWallGain = 1};
        case plateau::BotLevel::Hard:
            break;
    }
    // Quiet walls in the first four plies only: 43 of 60 against wave-1 at 1 s per move,
    // 37 of the same 60 openings with quiet walls at every ply. Walls in hand worth more
    // than the default (the last 180, never below 110): against wave-1 at 0.2 s per move,
    // 105 of 120 where 150/95 made 48 of 60 and 120/70 28 of 60 (tests/bots/bench).
    return {.budget = {.time = milliseconds(1000)},
            .jitter = 4,
            .quietPlies = 4,
            .wallLast = 180,
            .wallMin = 110};
}

Move QuoridorBot::chooseMove(const plateau::State& state, plateau::Rng& rng) {
    if (state.isChance()) return plateau::sampleChance(state, rng);
    const auto* quoridor = dynamic_cast<const QuoridorState*>(&state);
    assert(quoridor && "the Quoridor bot plays Quoridor only");
    if (!quoridor) {
        plateau::MoveList moves;
        state.legalMoves(moves);
        m_info = "not a Quoridor state: first legal move";
        return moves.empty() ? Move{} : moves[0];
    }
    SearchOptions options = m_options;
    options.budget = budget();
    m_last = m_searcher.search(quoridor->board(), options, rng);
    m_info = "depth " + std::to_string(m_last.depth) + ", nodes " + std::to_string(m_last.nodes) +
             ", score " + std::to_string(m_last.score) + ", best " +
             state.moveToString(m_last.move);
    return m_last.move;
}

plateau::Expected<plateau::BotPtr> makeQuoridorBot(const plateau::Game& game, std::string_view name,
                                                   std::string_view level) {
    if (name != kBotName)
        return plateau::Error(game.name() + " has no bot named '" + std::string(name) +
                              "' (its own: " + std::string(kBotName) + ")");
    auto parsed = plateau::parseBotLevel(level, plateau::BotLevel::Hard);
    if (!parsed) return parsed.error();
    return plateau::BotPtr(new QuoridorBot(QuoridorBot::optionsFor(*parsed)),
                           plateau::BotDeleter{game.shared()});
}

}  // namespace quoridor
