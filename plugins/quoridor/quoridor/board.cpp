#include "quoridor/board.hpp"

#include <cassert>

namespace quoridor {

int Board::defaultWallsPerPlayer(int size, int numPlayers) {
    const int official = numPlayers == 4 ? 5 : 10;
    return (official * (size - 1) + 4) / 8;  // rounded, exact at 9×9
}

int Board::startSquare(int size, int numPlayers, int player) {
    const int mid = size / 2;
    const int last = size - 1;
    if (numPlayers == 2) return player == 0 ? mid : last * size + mid;
    switch (player) {
        case 0:
            return mid;  // e1
        case 1:
            return mid * size;  // a5
        case 2:
            return last * size + mid;  // e9
        default:
            return mid * size + last;  // i5
    }
}

Bits Board::goalMask(int size, int numPlayers, int player) {
    const Geometry& g = geometry(size);
    if (numPlayers == 2) return player == 0 ? g.lastRow : g.firstRow;
    switch (player) {
        case 0:
            return g.lastRow;
        case 1:
            return g.lastColumn;
        case 2:
            return g.firstRow;
        default:
            return g.firstColumn;
    }
}

Board::Board(int size, int numPlayers, int wallsPerPlayer, int firstPlayer, int maxPlies)
    : m_geo(&geometry(size)) {
    assert(numPlayers == 2 || numPlayers == 4);
    assert(firstPlayer >= 0 && firstPlayer < numPlayers);
    m_numPlayers = static_cast<std::int8_t>(numPlayers);
    m_side = static_cast<std::int8_t>(firstPlayer);
    m_maxPlies = maxPlies;
    m_blockUp = m_geo->lastRow;
    m_blockRight = m_geo->lastColumn;
    for (int p = 0; p < numPlayers; ++p) {
        m_pawn[p] = static_cast<std::int8_t>(startSquare(size, numPlayers, p));
        m_goal[p] = goalMask(size, numPlayers, p);
        m_wallsLeft[p] = static_cast<std::int16_t>(wallsPerPlayer);
        m_occupied |= bit(m_pawn[p]);
    }
    m_hash = computeHash();
}

std::uint64_t Board::computeHash() const {
    std::uint64_t h = kZobrist.side[static_cast<std::size_t>(m_side)];
    for (int p = 0; p < m_numPlayers; ++p) {
        h ^= kZobrist.pawn[static_cast<std::size_t>(p)][static_cast<std::size_t>(m_pawn[p])];
        h ^= kZobrist.wallsLeft[static_cast<std::size_t>(p)]
                               [static_cast<std::size_t>(ZobristKeys::count(m_wallsLeft[p]))];
    }
    forEachBit(m_wallsH, [&](int a) { h ^= kZobrist.wallH[static_cast<std::size_t>(a)]; });
    forEachBit(m_wallsV, [&](int a) { h ^= kZobrist.wallV[static_cast<std::size_t>(a)]; });
    return h;
}

Bits Board::pawnDestinations(int player) const {
    const int n = m_geo->size;
    const int s = m_pawn[player];
    const int steps[4] = {n, -n, 1, -1};  // up, down, right, left
    const auto blocked = [&](int from, int dir) {
        switch (dir) {
            case 0:
                return blockedUp(from);
            case 1:
                return blockedDown(from);
            case 2:
                return blockedRight(from);
            default:
                return blockedLeft(from);
        }
    };
    Bits dest = 0;
    for (int dir = 0; dir < 4; ++dir) {
        if (blocked(s, dir)) continue;
        const int t = s + steps[dir];
        if (!test(m_occupied, t)) {
            dest |= bit(t);
            continue;
        }
        // Face to face: jump straight, or else step to either side of the jumped pawn.
        if (!blocked(t, dir) && !test(m_occupied, t + steps[dir])) {
            dest |= bit(t + steps[dir]);
            continue;
        }
        const int side = dir < 2 ? 2 : 0;  // the two directions across this one
        for (int e = side; e < side + 2; ++e)
            if (!blocked(t, e) && !test(m_occupied, t + steps[e])) dest |= bit(t + steps[e]);
    }
    return dest;
}

Bits Board::freeHorizontal() const {
    return m_geo->anchors & ~(m_wallsH | shiftUp(m_wallsH, 1) | shiftDown(m_wallsH, 1) | m_wallsV);
}

Bits Board::freeVertical() const {
    const int n = m_geo->size;
    return m_geo->anchors & ~(m_wallsV | shiftUp(m_wallsV, n) | shiftDown(m_wallsV, n) | m_wallsH);
}

Bits Board::expand(Bits r, Bits up, Bits right) const {
    const int n = m_geo->size;
    return r | shiftUp(r & ~up, n) | (shiftDown(r, n) & ~up) | shiftUp(r & ~right, 1) |
           (shiftDown(r, 1) & ~right);
}

bool Board::reaches(Bits up, Bits right, int player) const {
    Bits r = bit(m_pawn[player]);
    const Bits goal = m_goal[player];
    for (;;) {
        if (r & goal) return true;
        const Bits next = expand(r, up, right);
        if (next == r) return false;
        r = next;
    }
}

// Whether u1-v1 and u2-v2 (the steps a new wall blocks) are still joined some other way:
// then the wall changes no connectivity at all. Usually a short walk around the wall.
bool Board::staysConnected(Bits up, Bits right, int u1, int v1, int u2, int v2) const {
    Bits r = bit(u1);
    const Bits want = bit(v1) | bit(u2) | bit(v2);
    for (;;) {
        if ((r & want) == want) return true;
        const Bits next = expand(r, up, right);
        if (next == r) break;
        r = next;
    }
    if (!test(r, v1)) return false;
    // u2 lies in another region (a wall between u1 and u2): join u2 to v2 on its own.
    r = bit(u2);
    for (;;) {
        if (test(r, v2)) return true;
        const Bits next = expand(r, up, right);
        if (next == r) return false;
        r = next;
    }
}

bool Board::cutsSomeone(int anchor, Orientation o) const {
    const int n = m_geo->size;
    Bits up = m_blockUp, right = m_blockRight;
    bool kept;
    if (o == Orientation::Horizontal) {
        up |= bit(anchor) | bit(anchor + 1);
        kept = staysConnected(up, right, anchor, anchor + n, anchor + 1, anchor + 1 + n);
    } else {
        right |= bit(anchor) | bit(anchor + n);
        kept = staysConnected(up, right, anchor, anchor + 1, anchor + n, anchor + n + 1);
    }
    if (kept) return false;
    for (int p = 0; p < m_numPlayers; ++p)
        if (!reaches(up, right, p)) return true;
    return false;
}

void Board::shortestPath(int player, Bits& upEdges, Bits& rightEdges) const {
    upEdges = rightEdges = 0;
    Bits reach[kMaxSquares + 1];
    int d = 0;
    reach[0] = bit(m_pawn[player]);
    const Bits goal = m_goal[player];
    while (!(reach[d] & goal)) {
        const Bits next = expand(reach[d], m_blockUp, m_blockRight);
        if (next == reach[d]) return;
        reach[++d] = next;
    }
    // Walk back from a goal square, one layer nearer the pawn per step.
    const int n = m_geo->size;
    int x = lowestBit(reach[d] & goal);
    for (int k = d; k > 0; --k) {
        const Bits prev = reach[k - 1];
        if (m_geo->row[x] > 0 && test(prev, x - n) && !test(m_blockUp, x - n)) {
            upEdges |= bit(x - n);
            x -= n;
        } else if (m_geo->row[x] < n - 1 && test(prev, x + n) && !test(m_blockUp, x)) {
            upEdges |= bit(x);
            x += n;
        } else if (m_geo->column[x] > 0 && test(prev, x - 1) && !test(m_blockRight, x - 1)) {
            rightEdges |= bit(x - 1);
            x -= 1;
        } else {
            assert(m_geo->column[x] < n - 1 && test(prev, x + 1) && !test(m_blockRight, x));
            rightEdges |= bit(x);
            x += 1;
        }
    }
}

void Board::ensurePath(int player, PathCache& cache) const {
    if (cache.valid & (1u << player)) return;
    shortestPath(player, cache.up[player], cache.right[player]);
    cache.valid |= 1u << player;
}

void Board::legalWalls(Bits& horizontal, Bits& vertical) const {
    PathCache cache;
    legalWalls(horizontal, vertical, cache);
}

void Board::legalWallsAmong(Bits& horizontal, Bits& vertical) const {
    PathCache cache;
    legalWallsWithin(horizontal, vertical, horizontal, vertical, cache);
}

void Board::legalWalls(Bits& horizontal, Bits& vertical, PathCache& cache) const {
    legalWallsWithin(horizontal, vertical, m_geo->anchors, m_geo->anchors, cache);
}

void Board::legalWallsWithin(Bits& horizontal, Bits& vertical, Bits amongH, Bits amongV,
                             PathCache& cache) const {
    horizontal = vertical = 0;
    if (m_wallsLeft[m_side] == 0 || isOver()) return;
    const Geometry& g = *m_geo;
    const int n = g.size;
    Bits h = freeHorizontal() & amongH;
    Bits v = freeVertical() & amongV;
    // A wall can cut a path only if it closes a loop of walls and edges, so at least two
    // of its three points (ends and middle) must touch a wall or the edge already.
    const Bits touched = g.lastColumn | g.lastRow | m_wallsH | shiftDown(m_wallsH, 1) |
                         shiftUp(m_wallsH, 1) | m_wallsV | shiftDown(m_wallsV, n) |
                         shiftUp(m_wallsV, n);
    const Bits suspectH =
        h & majority(shiftUp(touched, 1) | g.firstColumn, touched, shiftDown(touched, 1));
    const Bits suspectV =
        v & majority(shiftUp(touched, n) | g.firstRow, touched, shiftDown(touched, n));
    if (!(suspectH | suspectV)) {
        horizontal = h;
        vertical = v;
        return;
    }
    // Of those, only a wall across some player's known path needs a flood fill.
    for (int p = 0; p < m_numPlayers; ++p)
        ensurePath(p, cache);
    const auto& pathUp = cache.up;
    const auto& pathRight = cache.right;
    Bits pathsUp = 0, pathsRight = 0;
    for (int p = 0; p < m_numPlayers; ++p) {
        pathsUp |= pathUp[p];
        pathsRight |= pathRight[p];
    }
    // A horizontal wall at a blocks the steps up from a and a + 1; a vertical one the
    // steps right from a and a + size.
    const Bits acrossH = suspectH & (pathsUp | shiftDown(pathsUp, 1));
    const Bits acrossV = suspectV & (pathsRight | shiftDown(pathsRight, n));
    forEachBit(acrossH, [&](int a) {
        if (cutsSomeone(a, Orientation::Horizontal)) h &= ~bit(a);
    });
    forEachBit(acrossV, [&](int a) {
        if (cutsSomeone(a, Orientation::Vertical)) v &= ~bit(a);
    });
    horizontal = h;
    vertical = v;
}

void Board::legalMoves(plateau::MoveList& out) const {
    out.clear();
    if (isOver()) return;
    forEachBit(pawnDestinations(m_side), [&](int s) { out.push_back(pawnMove(s)); });
    Bits h, v;
    legalWalls(h, v);
    forEachBit(h, [&](int a) { out.push_back(wallMove(a, Orientation::Horizontal)); });
    forEachBit(v, [&](int a) { out.push_back(wallMove(a, Orientation::Vertical)); });
    if (out.empty()) out.push_back(passMove());
}

namespace {

// The index of the k-th set bit (k from 0), which must exist.
int nthBit(Bits b, int k) {
    const auto low = static_cast<std::uint64_t>(b);
    const int inLow = popcount64(low);
    std::uint64_t word = low;
    int base = 0;
    if (k >= inLow) {
        word = static_cast<std::uint64_t>(b >> 64);
        k -= inLow;
        base = 64;
    }
    for (; k > 0; --k)
        word &= word - 1;
    return base + std::countr_zero(word);
}

}  // namespace

plateau::Move Board::randomMove(plateau::Rng& rng) const {
    const Bits pawns = pawnDestinations(m_side);
    Bits h = 0, v = 0;
    if (m_wallsLeft[m_side] > 0 && !isOver()) {
        h = freeHorizontal();
        v = freeVertical();
    }
    const int np = popcount(pawns), nh = popcount(h), nv = popcount(v);
    const int total = np + nh + nv;
    for (int tries = 0; tries < 8 && total > 0; ++tries) {
        int k = static_cast<int>(rng.below(static_cast<std::uint32_t>(total)));
        if (k < np) return pawnMove(nthBit(pawns, k));
        k -= np;
        const Orientation o = k < nh ? Orientation::Horizontal : Orientation::Vertical;
        const int anchor = k < nh ? nthBit(h, k) : nthBit(v, k - nh);
        if (!cutsSomeone(anchor, o)) return wallMove(anchor, o);
    }
    // Mostly walls that shut someone in: draw from the list (uniform all the same).
    plateau::MoveList moves;
    legalMoves(moves);
    return moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
}

int Board::countLegalMoves() const {
    PathCache cache;
    return countLegalMoves(cache);
}

int Board::countLegalMoves(PathCache& cache) const {
    if (isOver()) return 0;
    Bits h, v;
    legalWalls(h, v, cache);
    const int n = popcount(pawnDestinations(m_side)) + popcount(h) + popcount(v);
    return n > 0 ? n : 1;  // the pass
}

int Board::firstCutOff(int anchor, Orientation o) const {
    Bits up = m_blockUp, right = m_blockRight;
    if (o == Orientation::Horizontal)
        up |= bit(anchor) | bit(anchor + 1);
    else
        right |= bit(anchor) | bit(anchor + m_geo->size);
    for (int p = 0; p < m_numPlayers; ++p)
        if (!reaches(up, right, p)) return p;
    return -1;
}

MoveCheck Board::check(plateau::Move move) const {
    if (isOver()) return {Verdict::GameOver};
    if (isPawnMove(move)) {
        const int s = squareOf(move);
        if (s >= m_geo->squares) return {Verdict::NotAMove};
        if (!test(pawnDestinations(m_side), s)) return {Verdict::Unreachable};
        return {};
    }
    if (isWallMove(move)) {
        const int a = anchorOf(move);
        const Orientation o = orientationOf(move);
        if (!test(m_geo->anchors, a)) return {Verdict::NotAMove};
        if (m_wallsLeft[m_side] == 0) return {Verdict::NoWallsLeft};
        const int n = m_geo->size;
        const auto code = [](int anchor, Orientation w) {
            return static_cast<int>(wallMove(anchor, w).code);
        };
        if (o == Orientation::Horizontal) {
            for (int other : {a, a - 1, a + 1})
                if (other >= 0 && test(m_wallsH, other)) return {Verdict::Overlaps, code(other, o)};
            if (test(m_wallsV, a)) return {Verdict::Crosses, code(a, Orientation::Vertical)};
        } else {
            for (int other : {a, a - n, a + n})
                if (other >= 0 && test(m_wallsV, other)) return {Verdict::Overlaps, code(other, o)};
            if (test(m_wallsH, a)) return {Verdict::Crosses, code(a, Orientation::Horizontal)};
        }
        if (const int p = firstCutOff(a, o); p >= 0) return {Verdict::CutsOff, p};
        return {};
    }
    if (isPass(move)) {
        Bits h, v;
        legalWalls(h, v);
        if (pawnDestinations(m_side) | h | v) return {Verdict::PassRefused};
        return {};
    }
    return {Verdict::NotAMove};
}

// The change of hash a wall makes: the wall itself, and the mover's count in hand from
// `walls` to one less.
std::uint64_t Board::wallKey(plateau::Move move, int walls) const {
    const auto side = static_cast<std::size_t>(m_side);
    const auto a = static_cast<std::size_t>(anchorOf(move));
    return (orientationOf(move) == Orientation::Horizontal ? kZobrist.wallH[a]
                                                           : kZobrist.wallV[a]) ^
           kZobrist.wallsLeft[side][static_cast<std::size_t>(ZobristKeys::count(walls))] ^
           kZobrist.wallsLeft[side][static_cast<std::size_t>(ZobristKeys::count(walls - 1))];
}

Undo Board::makeMove(plateau::Move move) {
    assert(isLegal(move));
    Undo undo;
    const auto side = static_cast<std::size_t>(m_side);
    if (isPawnMove(move)) {
        const int to = squareOf(move);
        undo.from = m_pawn[m_side];
        m_hash ^= kZobrist.pawn[side][static_cast<std::size_t>(undo.from)] ^
                  kZobrist.pawn[side][static_cast<std::size_t>(to)];
        m_occupied ^= bit(undo.from) | bit(to);
        m_pawn[m_side] = static_cast<std::int8_t>(to);
        if (test(m_goal[m_side], to)) m_winner = m_side;
    } else if (isWallMove(move)) {
        const int a = anchorOf(move);
        if (orientationOf(move) == Orientation::Horizontal) {
            m_wallsH |= bit(a);
            m_blockUp |= bit(a) | bit(a + 1);
        } else {
            m_wallsV |= bit(a);
            m_blockRight |= bit(a) | bit(a + m_geo->size);
        }
        m_hash ^= wallKey(move, m_wallsLeft[m_side]);
        --m_wallsLeft[m_side];
    }
    ++m_ply;
    const int next = m_side + 1 == m_numPlayers ? 0 : m_side + 1;
    m_hash ^= kZobrist.side[side] ^ kZobrist.side[static_cast<std::size_t>(next)];
    m_side = static_cast<std::int8_t>(next);
    return undo;
}

void Board::unmakeMove(plateau::Move move, Undo undo) {
    const int before = m_side == 0 ? m_numPlayers - 1 : m_side - 1;
    m_hash ^= kZobrist.side[static_cast<std::size_t>(m_side)] ^
              kZobrist.side[static_cast<std::size_t>(before)];
    m_side = static_cast<std::int8_t>(before);
    --m_ply;
    const auto side = static_cast<std::size_t>(m_side);
    if (isPawnMove(move)) {
        m_hash ^= kZobrist.pawn[side][static_cast<std::size_t>(undo.from)] ^
                  kZobrist.pawn[side][static_cast<std::size_t>(m_pawn[m_side])];
        m_occupied ^= bit(undo.from) | bit(m_pawn[m_side]);
        m_pawn[m_side] = undo.from;
        m_winner = -1;
    } else if (isWallMove(move)) {
        const int a = anchorOf(move);
        if (orientationOf(move) == Orientation::Horizontal) {
            m_wallsH &= ~bit(a);
            m_blockUp &= ~(bit(a) | bit(a + 1));
        } else {
            m_wallsV &= ~bit(a);
            m_blockRight &= ~(bit(a) | bit(a + m_geo->size));
        }
        ++m_wallsLeft[m_side];
        m_hash ^= wallKey(move, m_wallsLeft[m_side]);
    }
}

// Before `move`: forgets the cached paths it may break (a wall across one, or the moving
// pawn's own). Mending them instead was tried and is slower: wider edge sets let more
// walls through the filter.
void Board::forgetBrokenPaths(plateau::Move move, PathCache& cache) const {
    if (isPawnMove(move)) {
        cache.valid &= ~(1u << m_side);
        return;
    }
    if (!isWallMove(move)) return;
    const int a = anchorOf(move);
    const bool horizontal = orientationOf(move) == Orientation::Horizontal;
    const Bits edges = bit(a) | bit(horizontal ? a + 1 : a + m_geo->size);
    for (int p = 0; p < m_numPlayers; ++p) {
        if ((horizontal ? cache.up[p] : cache.right[p]) & edges) cache.valid &= ~(1u << p);
    }
}

std::uint64_t Board::perft(int depth) {
    PathCache cache;
    return perft(depth, cache);
}

std::uint64_t Board::perft(int depth, PathCache& cache) {
    if (depth <= 0 || isOver()) return 1;
    if (depth == 1) return static_cast<std::uint64_t>(countLegalMoves(cache));
    // The children keep these paths unless their move breaks one.
    for (int p = 0; p < m_numPlayers; ++p)
        ensurePath(p, cache);
    plateau::MoveList moves;
    {
        Bits h, v;
        legalWalls(h, v, cache);
        forEachBit(pawnDestinations(m_side), [&](int s) { moves.push_back(pawnMove(s)); });
        forEachBit(h, [&](int a) { moves.push_back(wallMove(a, Orientation::Horizontal)); });
        forEachBit(v, [&](int a) { moves.push_back(wallMove(a, Orientation::Vertical)); });
        if (moves.empty()) moves.push_back(passMove());
    }
    std::uint64_t total = 0;
    for (plateau::Move m : moves) {
        PathCache child = cache;
        forgetBrokenPaths(m, child);
        const Undo undo = makeMove(m);
        total += perft(depth - 1, child);
        unmakeMove(m, undo);
    }
    return total;
}

int Board::distance(int player) const {
    Bits r = bit(m_pawn[player]);
    const Bits goal = m_goal[player];
    for (int d = 0;; ++d) {
        if (r & goal) return d;
        const Bits next = expand(r, m_blockUp, m_blockRight);
        if (next == r) return -1;
        r = next;
    }
}

void Board::distancesToGoal(int player, std::array<std::uint8_t, kMaxSquares>& out) const {
    out.fill(kUnreachable);
    Bits reached = m_goal[player];
    Bits layer = reached;
    for (int d = 0; layer; ++d) {
        forEachBit(layer, [&](int s) { out[s] = static_cast<std::uint8_t>(d); });
        const Bits next = expand(reached, m_blockUp, m_blockRight);
        layer = next & ~reached;
        reached = next;
    }
}

}  // namespace quoridor
