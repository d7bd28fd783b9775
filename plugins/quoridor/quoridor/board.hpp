#pragma once

// The fast Quoridor engine: a position on bitboards with allocation-free move generation,
// make/unmake and shortest-path distances, for the plugin's State, for perft and for bots.
//
// Squares are indices row * size + column (a1 = 0, b1 = 1, a2 = size). A wall is named by
// its anchor, the square nearest a1 of the four it touches, and its orientation: the
// horizontal wall at e3 lies between rows 3 and 4 along columns e and f; the vertical
// one between columns e and f along rows 3 and 4.
//
// Typical search use:
//     plateau::MoveList moves;
//     board.legalMoves(moves);
//     for (plateau::Move m : moves) {
//         const quoridor::Undo undo = board.makeMove(m);
//         ... board.distance(p) ...
//         board.unmakeMove(m, undo);
//     }

#include <array>
#include <cstdint>

#include <plateau/sdk/move.hpp>
#include <plateau/sdk/random.hpp>

#include "quoridor/bitboard.hpp"
#include "quoridor/geometry.hpp"
#include "quoridor/move_code.hpp"
#include "quoridor/zobrist.hpp"

namespace quoridor {

inline constexpr int kMaxPlayers = 4;
inline constexpr std::uint8_t kUnreachable = 255;

// What makeMove needs to take a move back.
struct Undo {
    std::int8_t from = -1;  // where the pawn stood, for a pawn move
};

// Why a move can or cannot be played (Board::check).
enum class Verdict : std::uint8_t {
    Legal,
    GameOver,
    NotAMove,     // a code that is no move on this board
    Unreachable,  // a pawn move to a square the pawn cannot reach
    NoWallsLeft,
    Overlaps,     // detail: the wall overlapped, as a move code
    Crosses,      // detail: the wall crossed, as a move code
    CutsOff,      // detail: the first player left without a path
    PassRefused,  // passing while some move is legal
};

struct MoveCheck {
    Verdict verdict = Verdict::Legal;
    int detail = -1;
    bool legal() const { return verdict == Verdict::Legal; }
};

class Board {
public:
    // Two players, 9×9, ten walls each, the first player to move.
    Board() : Board(9, 2, 10) {}
    // size in [kMinSize, kMaxSize], numPlayers 2 or 4; maxPlies 0 means no limit.
    Board(int size, int numPlayers, int wallsPerPlayer, int firstPlayer = 0, int maxPlies = 0);

    // The official counts (10 each for two players, 5 for four at 9×9), scaled with the
    // length of a side for other sizes.
    static int defaultWallsPerPlayer(int size, int numPlayers);
    static int startSquare(int size, int numPlayers, int player);
    static Bits goalMask(int size, int numPlayers, int player);

    int size() const { return m_geo->size; }
    const Geometry& geometryOf() const { return *m_geo; }
    int numPlayers() const { return m_numPlayers; }
    int sideToMove() const { return m_side; }
    int pawn(int player) const { return m_pawn[player]; }
    int wallsLeft(int player) const { return m_wallsLeft[player]; }
    // Whether any player still holds a wall (none: the game is a pure race).
    bool anyWallsLeft() const {
        for (int p = 0; p < numPlayers(); ++p)
            if (m_wallsLeft[p] > 0) return true;
        return false;
    }
    Bits goal(int player) const { return m_goal[player]; }
    Bits occupied() const { return m_occupied; }
    // Anchors of the placed walls.
    Bits horizontalWalls() const { return m_wallsH; }
    Bits verticalWalls() const { return m_wallsV; }
    bool hasWall(int anchor, Orientation o) const {
        return test(o == Orientation::Horizontal ? m_wallsH : m_wallsV, anchor);
    }
    // Whether a wall or the board's edge stops a step from the square in that direction.
    bool blockedUp(int square) const { return test(m_blockUp, square); }
    bool blockedDown(int square) const {
        return m_geo->row[square] == 0 || test(m_blockUp, square - m_geo->size);
    }
    bool blockedRight(int square) const { return test(m_blockRight, square); }
    bool blockedLeft(int square) const {
        return m_geo->column[square] == 0 || test(m_blockRight, square - 1);
    }

    // The position's Zobrist key (zobrist.hpp): pawns, walls, walls in hand, side to move;
    // not the ply count. Kept up to date by makeMove and unmakeMove.
    std::uint64_t hash() const { return m_hash; }
    // The same computed from scratch, for tests.
    std::uint64_t computeHash() const;

    int ply() const { return m_ply; }
    int maxPlies() const { return m_maxPlies; }
    int winner() const { return m_winner; }
    bool plyLimitReached() const { return m_maxPlies > 0 && m_ply >= m_maxPlies; }
    bool isOver() const { return m_winner >= 0 || plyLimitReached(); }

    // Squares the player's pawn may move to (steps, jumps, diagonal steps).
    Bits pawnDestinations(int player) const;
    // Anchors of the walls the side to move may place now (empty with no walls left).
    void legalWalls(Bits& horizontal, Bits& vertical) const;
    // The same among the anchors given (in and out): the flood fills that prove a wall
    // cuts nobody off are run for those walls only, for searches that consider a few.
    void legalWallsAmong(Bits& horizontal, Bits& vertical) const;
    // Every legal move of the side to move: pawn moves, then horizontal, then vertical
    // walls; a pass alone when nothing else is legal; nothing once the game is over.
    void legalMoves(plateau::MoveList& out) const;
    int countLegalMoves() const;
    // A legal move drawn uniformly, as legalMoves() and a pick would, but mostly without
    // listing them: a candidate is drawn among the pawn steps and the free wall slots and
    // kept if legal (rejection sampling), the full list only after repeated misses.
    plateau::Move randomMove(plateau::Rng& rng) const;
    MoveCheck check(plateau::Move move) const;
    bool isLegal(plateau::Move move) const { return check(move).legal(); }

    // The move must be legal. Plies count every move, passes included.
    Undo makeMove(plateau::Move move);
    void unmakeMove(plateau::Move move, Undo undo);

    // Move sequences of the given length; a finished game counts as one leaf.
    std::uint64_t perft(int depth);

    // Steps from the player's pawn to its goal ignoring pawns; -1 when walled off.
    int distance(int player) const;
    bool hasPath(int player) const { return reaches(m_blockUp, m_blockRight, player); }
    // Steps from every square to the player's goal ignoring pawns (kUnreachable if none).
    void distancesToGoal(int player, std::array<std::uint8_t, kMaxSquares>& out) const;

private:
    // A path (as its edges) from each player's pawn to its goal, any path, not only a
    // shortest one: a wall off every path of a player cannot cut that player off.
    struct PathCache {
        std::array<Bits, kMaxPlayers> up{};     // bit s: the path uses the step s <-> s + size
        std::array<Bits, kMaxPlayers> right{};  // bit s: the path uses the step s <-> s + 1
        unsigned valid = 0;                     // bit p: player p's path is known
    };

    void legalWalls(Bits& horizontal, Bits& vertical, PathCache& cache) const;
    void legalWallsWithin(Bits& horizontal, Bits& vertical, Bits h, Bits v, PathCache& cache) const;
    void ensurePath(int player, PathCache& cache) const;
    void forgetBrokenPaths(plateau::Move move, PathCache& cache) const;
    int countLegalMoves(PathCache& cache) const;
    std::uint64_t perft(int depth, PathCache& cache);
    Bits freeHorizontal() const;
    Bits freeVertical() const;
    Bits expand(Bits from, Bits up, Bits right) const;
    bool reaches(Bits up, Bits right, int player) const;
    bool staysConnected(Bits up, Bits right, int u1, int v1, int u2, int v2) const;
    bool cutsSomeone(int anchor, Orientation o) const;
    void shortestPath(int player, Bits& upEdges, Bits& rightEdges) const;
    int firstCutOff(int anchor, Orientation o) const;
    std::uint64_t wallKey(plateau::Move move, int walls) const;

    const Geometry* m_geo;
    Bits m_blockUp = 0;     // bit s: the step s -> s + size is blocked (walls, top edge)
    Bits m_blockRight = 0;  // bit s: the step s -> s + 1 is blocked (walls, right edge)
    Bits m_wallsH = 0;
    Bits m_wallsV = 0;
    Bits m_occupied = 0;
    std::array<Bits, kMaxPlayers> m_goal{};
    std::array<std::int8_t, kMaxPlayers> m_pawn{};
    std::array<std::int16_t, kMaxPlayers> m_wallsLeft{};
    std::int8_t m_numPlayers = 2;
    std::int8_t m_side = 0;
    std::int8_t m_winner = -1;
    int m_ply = 0;
    int m_maxPlies = 0;
    std::uint64_t m_hash = 0;
};

}  // namespace quoridor
