#include "bench/wave1_bot.hpp"

#include <algorithm>
#include <cassert>
#include <cstdlib>
#include <limits>

#include <plateau/sdk/game.hpp>

#include "quoridor/quoridor_state.hpp"

namespace quoridor::wave1 {

using plateau::Move;

namespace {

constexpr int kInfinity = 10'000'000;
constexpr int kWin = 1'000'000;           // minus the plies to get there
constexpr int kWinBound = kWin - 10'000;  // scores beyond this are forced results
constexpr int kStep = 100;                // one step of path

enum Bound : std::uint8_t { kExact, kLower, kUpper };

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
    return r | ((r & ~b.up) << n) | ((r >> n) & ~b.up) | ((r & ~b.right) << 1) |
           ((r >> 1) & ~b.right);
}

// The steps of every shortest path from the player's pawn to its goal: walls across
// them are the ones that can lengthen the path.
void shortestPathSteps(const Board& board, const Blocks& b, int player, Bits& up, Bits& right) {
    const int n = board.size();
    up = right = 0;
    std::array<Bits, kMaxSquares + 1> layer;  // squares at exactly k steps from the goal
    Bits reached = board.goal(player);
    layer[0] = reached;
    const Bits pawn = bit(board.pawn(player));
    int d = 0;
    while (!(layer[d] & pawn)) {
        const Bits next = expand(reached, b, n) & ~reached;
        if (!next) return;  // walled off: cannot happen in a legal position
        layer[++d] = next;
        reached |= next;
    }
    Bits cur = pawn;
    for (int k = d; k > 0; --k) {
        const Bits want = layer[k - 1];
        const Bits goUp = cur & ~b.up & (want >> n);        // s -> s + n
        const Bits goDown = (cur >> n) & ~b.up & want;      // the step up from s - n
        const Bits goRight = cur & ~b.right & (want >> 1);  // s -> s + 1
        const Bits goLeft = (cur >> 1) & ~b.right & want;   // the step right from s - 1
        up |= goUp | goDown;
        right |= goRight | goLeft;
        cur = (goUp << n) | goDown | (goRight << 1) | goLeft;
    }
}

}  // namespace

Wave1Searcher::Wave1Searcher(int ttBits)
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

void Wave1Searcher::setWallValues(const Wave1Options& options) {
    // Walls in hand are worth less each: the last few decide games, spare ones rarely do.
    for (int w = 1; w < 32; ++w)
        m_wallValue[w] = m_wallValue[w - 1] +
                         std::max(options.wallMin, options.wallLast - options.wallStep * (w - 1));
}

std::uint64_t Wave1Searcher::hashOf(const Board& board) const {
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

void Wave1Searcher::make(Move move, Undo& undo) {
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

void Wave1Searcher::unmake(Move move, Undo undo) {
    m_board.unmakeMove(move, undo);
}

int Wave1Searcher::evaluate(const Board& board, int player) const {
    const int players = board.numPlayers();
    const int side = board.sideToMove();
    // The ply at which each pawn would arrive if nobody placed another wall.
    std::array<int, kMaxPlayers> arrival{};
    for (int p = 0; p < players; ++p) {
        const int d = board.distance(p);
        arrival[p] = (d - 1) * players + (p - side + players) % players;
    }
    int leader = -1;
    for (int p = 0; p < players; ++p)
        if (p != player && (leader < 0 || arrival[p] < arrival[leader])) leader = p;
    int score = (arrival[leader] - arrival[player]) * kStep / players;
    const int mine = board.wallsLeft(player);
    const int theirs = board.wallsLeft(leader);
    score += m_wallValue[static_cast<std::size_t>(std::min(mine, 31))] -
             m_wallValue[static_cast<std::size_t>(std::min(theirs, 31))];
    // With no walls left on a side, that side's race is fixed: the rest is arithmetic.
    bool othersOut = true;
    for (int p = 0; p < players; ++p)
        if (p != player && board.wallsLeft(p) > 0) othersOut = false;
    const bool ahead = arrival[player] < arrival[leader];
    if (othersOut && ahead) score += 10 * kStep;
    if (mine == 0 && !ahead && (players == 2 || othersOut)) score -= 10 * kStep;
    return score;
}

bool Wave1Searcher::outOfBudget() {
    const auto& budget = m_limit->budget();
    if (budget.iterations > 0 && m_nodes >= budget.iterations) return true;
    if ((m_nodes & 511) != 0) return false;
    return m_limit->done(m_nodes);
}

void Wave1Searcher::candidates(Candidates& out, std::uint16_t ttMove) {
    out.clear();
    const Board& b = m_board;
    const int n = b.size();
    const int side = b.sideToMove();
    const int players = b.numPlayers();
    const Blocks blocks = blocksOf(b);

    std::array<std::uint8_t, kMaxSquares> toGoal;
    b.distancesToGoal(side, toGoal);
    const int here = toGoal[static_cast<std::size_t>(b.pawn(side))];
    const Bits pawnMoves = b.pawnDestinations(side);
    forEachBit(pawnMoves, [&](int s) {
        const int gain = here - toGoal[static_cast<std::size_t>(s)];
        out.push_back({pawnMove(s), gain * kStep + (gain > 0 ? kStep / 2 : -kStep)});
    });

    if (b.wallsLeft(side) > 0) {
        // Whom to wall in: the bot's walls go against its rivals, everybody else's
        // against the bot (paranoid). With four, only the rivals near the lead.
        std::array<int, kMaxPlayers> dist{};
        for (int p = 0; p < players; ++p)
            dist[p] = b.distance(p);
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
        Bits candH = 0, candV = 0;
        for (int p = 0; p < players; ++p) {
            if (!target[p]) continue;
            Bits up, right;
            shortestPathSteps(b, blocks, p, up, right);
            candH |= up | (up >> 1);
            candV |= right | (right >> n);
        }
        Bits legalH, legalV;
        b.legalWalls(legalH, legalV);
        candH &= legalH;
        candV &= legalV;
        const auto consider = [&](Move wall) {
            const Undo undo = m_board.makeMove(wall);
            int gain = 0;
            for (int p = 0; p < players; ++p)
                if (target[p]) gain = std::max(gain, m_board.distance(p) - dist[p]);
            const int cost = m_board.distance(side) - dist[side];
            m_board.unmakeMove(wall, undo);
            if (gain > 0) out.push_back({wall, (gain - cost) * kStep});
        };
        forEachBit(candH, [&](int a) { consider(wallMove(a, Orientation::Horizontal)); });
        forEachBit(candV, [&](int a) { consider(wallMove(a, Orientation::Vertical)); });
        // Boxed in by pawns with no useful wall: any legal wall beats an illegal pass.
        if (out.empty()) {
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
    for (auto& c : out)
        if (c.move.code + 1 == ttMove) c.order = kInfinity;
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
}

int Wave1Searcher::alphaBeta(int depth, int ply, int alpha, int beta) {
    ++m_nodes;
    if (outOfBudget()) m_abort = true;
    if (m_abort) return 0;
    if (const int w = m_board.winner(); w >= 0) return w == m_root ? kWin - ply : -(kWin - ply);
    if (m_board.plyLimitReached()) return 0;
    if (depth <= 0) return evaluate(m_board, m_root);

    Entry& entry = m_table[m_hash & m_mask];
    std::uint16_t ttMove = 0;
    if (entry.key == m_hash) {
        ttMove = entry.move;
        if (entry.depth >= depth) {
            int s = entry.score;
            if (s > kWinBound)
                s -= ply;
            else if (s < -kWinBound)
                s += ply;
            if (entry.bound == kExact || (entry.bound == kLower && s >= beta) ||
                (entry.bound == kUpper && s <= alpha))
                return s;
        }
    }

    Candidates moves;
    candidates(moves, ttMove);
    const bool maximizing = m_board.sideToMove() == m_root;
    const int alpha0 = alpha, beta0 = beta;
    int best = maximizing ? -kInfinity : kInfinity;
    Move bestMove = moves[0].move;
    for (const Scored& c : moves) {
        const std::uint64_t hash = m_hash;
        Undo undo;
        make(c.move, undo);
        const int s = alphaBeta(depth - 1, ply + 1, alpha, beta);
        unmake(c.move, undo);
        m_hash = hash;
        if (m_abort) return 0;
        if (maximizing ? s > best : s < best) {
            best = s;
            bestMove = c.move;
        }
        if (maximizing)
            alpha = std::max(alpha, s);
        else
            beta = std::min(beta, s);
        if (alpha >= beta) break;
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
    entry.bound = best <= alpha0 ? kUpper : best >= beta0 ? kLower : kExact;
    return best;
}

Wave1Result Wave1Searcher::search(const Board& board, const Wave1Options& options,
                                  plateau::Rng& rng) {
    assert(!board.isOver());
    const plateau::SearchLimit limit(options.budget);
    m_limit = &limit;
    m_board = board;
    m_root = board.sideToMove();
    m_hash = hashOf(m_board);
    m_nodes = 0;
    m_abort = false;
    setWallValues(options);
    // Scores of earlier searches, reached again through other move orders, make pawns
    // shuffle in won positions (forced results at no depth): start afresh each move.
    std::fill(m_table.begin(), m_table.end(), Entry{});

    Wave1Result result;
    Candidates root;
    candidates(root, 0);
    result.move = root[0].move;
    if (root.size() == 1) return result;

    std::vector<int> scores(root.size());
    for (int depth = 1; depth <= options.maxDepth; ++depth) {
        int alpha = -kInfinity;
        int best = -kInfinity;
        Move bestMove = root[0].move;
        for (std::size_t i = 0; i < root.size(); ++i) {
            const std::uint64_t hash = m_hash;
            Undo undo;
            make(root[i].move, undo);
            // With noise every root move needs its true score, so no window at the root.
            const int s =
                alphaBeta(depth - 1, 1, options.noise > 0 ? -kInfinity : alpha, kInfinity);
            unmake(root[i].move, undo);
            m_hash = hash;
            if (m_abort) break;
            scores[i] = s;
            if (s > best) {
                best = s;
                bestMove = root[i].move;
            }
            alpha = std::max(alpha, s);
        }
        if (m_abort) break;
        result.move = bestMove;
        result.score = best;
        result.depth = depth;
        // The best move first next time; the others keep their order.
        for (std::size_t i = 0; i < root.size(); ++i)
            root[i].order = root[i].move == bestMove ? kInfinity : scores[i];
        if (options.noise <= 0) {
            for (auto& c : root)
                if (c.move != bestMove) c.order = 0;
        }
        std::stable_sort(root.begin(), root.end(),
                         [](const Scored& a, const Scored& b) { return a.order > b.order; });
        // A forced result, seen in full: deeper searches cannot change it.
        if ((best > kWinBound || best < -kWinBound) && depth >= kWin - std::abs(best)) break;
        // Another iteration costs several times this one: do not start what cannot end.
        if (options.budget.time.count() > 0 && limit.elapsed() * 3 > limit.remaining()) break;
        if (limit.stopRequested()) break;
    }

    if (options.noise > 0 && result.depth > 0) {
        // Root moves are sorted by score, best first.
        std::size_t close = 1;
        while (close < root.size() && root[close].order >= result.score - options.noise)
            ++close;
        result.move = root[rng.below(static_cast<std::uint32_t>(close))].move;
    }
    result.nodes = m_nodes;
    m_limit = nullptr;
    return result;
}

Wave1Bot::Wave1Bot(Wave1Options options) : plateau::Bot(options.budget), m_options(options) {}

Wave1Options Wave1Bot::optionsFor(plateau::BotLevel level) {
    using std::chrono::milliseconds;
    switch (level) {
        case plateau::BotLevel::Easy:
            return {.budget = {.time = milliseconds(2000)}, .maxDepth = 2, .noise = 60};
        case plateau::BotLevel::Medium:
            return {.budget = {.time = milliseconds(2000)}, .maxDepth = 3, .noise = 15};
        case plateau::BotLevel::Hard:
            break;
    }
    return {.budget = {.time = milliseconds(1000)}};
}

Move Wave1Bot::chooseMove(const plateau::State& state, plateau::Rng& rng) {
    if (state.isChance()) return plateau::sampleChance(state, rng);
    const auto* quoridor = dynamic_cast<const QuoridorState*>(&state);
    assert(quoridor && "the Quoridor bot plays Quoridor only");
    if (!quoridor) {
        plateau::MoveList moves;
        state.legalMoves(moves);
        m_info = "not a Quoridor state: first legal move";
        return moves.empty() ? Move{} : moves[0];
    }
    Wave1Options options = m_options;
    options.budget = budget();
    const Wave1Result r = m_searcher.search(quoridor->board(), options, rng);
    m_info = "depth " + std::to_string(r.depth) + ", nodes " + std::to_string(r.nodes) +
             ", score " + std::to_string(r.score) + ", best " + state.moveToString(r.move);
    return r.move;
}

}  // namespace quoridor::wave1
