#include "quoridor/shortest_path.hpp"

#include <array>

namespace quoridor {

std::vector<int> shortestPath(const Board& board, int player) {
    std::array<std::uint8_t, kMaxSquares> distance{};
    board.distancesToGoal(player, distance);
    int square = board.pawn(player);
    std::vector<int> path;
    if (square < 0 || distance[static_cast<std::size_t>(square)] == kUnreachable) return path;
    const int n = board.size();
    enum Direction { Up, Down, Right, Left, None };
    Direction last = None;
    path.push_back(square);
    while (distance[static_cast<std::size_t>(square)] > 0) {
        const int want = distance[static_cast<std::size_t>(square)] - 1;
        // The steps open from here, the last step's direction first.
        const std::array<std::pair<Direction, int>, 4> steps{{
            {Up, board.blockedUp(square) ? -1 : square + n},
            {Down, board.blockedDown(square) ? -1 : square - n},
            {Right, board.blockedRight(square) ? -1 : square + 1},
            {Left, board.blockedLeft(square) ? -1 : square - 1},
        }};
        int next = -1;
        Direction way = None;
        for (const auto& [direction, to] : steps) {
            if (to < 0 || distance[static_cast<std::size_t>(to)] != want) continue;
            if (next < 0 || direction == last) {
                next = to;
                way = direction;
            }
        }
        if (next < 0) break;  // cannot happen: a square at distance d has a neighbour at d - 1
        path.push_back(next);
        square = next;
        last = way;
    }
    return path;
}

}  // namespace quoridor
