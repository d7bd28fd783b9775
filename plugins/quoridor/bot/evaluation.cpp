#include <algorithm>

#include "bot/paths.hpp"
#include "bot/score.hpp"
#include "bot/search.hpp"

namespace quoridor {

namespace {

std::uint64_t mix(std::uint64_t x) {
    return detail::splitMix(x);
}

}  // namespace

void Searcher::setWallValues(const SearchOptions& options, int players) {
    // Walls in hand are worth less each: the last few decide games, spare ones rarely do.
    // A wall worth more than one step in hand is not spent for a one-step gain.
    const bool four = players == 4 && options.fourWallLast > 0;
    const int last = four ? options.fourWallLast : options.wallLast;
    const int least = four ? options.fourWallMin : options.wallMin;
    m_wallValue[0] = 0;
    for (int w = 1; w < 32; ++w)
        m_wallValue[w] = m_wallValue[w - 1] + std::max(least, last - options.wallStep * (w - 1));
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
    // Four players: the leader arrives before my next move, so nobody but the two others
    // can stop it, and the paranoid search counts on them not to.
    if (players == 4 && arrival[leader] < arrival[player] % players) walls -= m_fourThreat;
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
        std::uint64_t x = key() ^ m_salt;
        e += static_cast<int>(mix(x) % static_cast<std::uint64_t>(2 * m_jitter + 1)) - m_jitter;
    }
    return forSide(e);
}

}  // namespace quoridor
