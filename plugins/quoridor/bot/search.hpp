#pragma once

// The Quoridor search (the Stockfish layout: paths.cpp, evaluation.cpp, move_ordering.cpp,
// transposition_table.cpp, time_manager.cpp and search.cpp, the levels in quoridor_bot.cpp).
// A principal-variation search on the fast Board: iterative deepening with aspiration
// windows, a transposition table kept for the whole game, move ordering (hash move,
// killers, history), late-move reductions for quiet moves, and a race extension once the
// walls are gone. Wall candidates are the walls on or beside either player's shortest
// paths, not only those that lengthen a path at once, minus the walls that lengthen the
// mover's own path more than any rival's. The evaluation: the race in plies (path lengths
// and tempo), walls in hand, and the arithmetic of a race nobody can wall any more.
// With four players the search is paranoid: the three others play against the bot. Monte
// Carlo playouts over the best root moves may spend the rest of the budget (monte_carlo.cpp;
// off at every level: no gain measured yet, docs/quoridor-gauntlet.md).

#include <array>
#include <chrono>
#include <cstdint>
#include <vector>

#include <plateau/sdk/bot.hpp>

#include "bot/time_manager.hpp"
#include "bot/transposition_table.hpp"
#include "quoridor/board.hpp"

namespace quoridor {

struct SearchOptions {
    plateau::BotBudget budget{.time = std::chrono::milliseconds(1000)};
    int maxDepth = 64;
    // With four players, no deeper than this: the paranoid search (the three others
    // against the bot) grows more pessimistic with depth and then plays worse. Against
    // easy, 4 players, 5000 nodes a move: hard at depth 2 won 16 of 16, at depth 4 5 of
    // 16, with no cap 2 of 8 (docs/quoridor-gauntlet.md).
    int fourPlayerDepth = 2;
    // Weaker play on purpose: a random root move scoring within `noise` of the best
    // (100 = one step of path). The root is then searched with a full window.
    int noise = 0;
    // Variety at full strength: each position's evaluation moves by up to ±jitter,
    // drawn from a seed per move, so near-equal moves differ from game to game.
    int jitter = 0;
    // Human-like walls (easy, medium): a wall must lengthen a rival's path by at least
    // this many steps; 0 also allows the quiet walls that build corridors.
    int minWallGain = 0;
    // Quiet walls are tried this many plies or more from the horizon (two players).
    int quietDepth = 3;
    // ... and only in the first this many plies from the root (0: at any ply). Deep
    // iterations of a race otherwise spend their nodes on quiet walls far down the tree,
    // where a narrower search sees the forced end sooner.
    int quietPlies = 0;
    // Play the result of even depths only (the opponent has the last word), odd ones
    // order the moves: at odd depths the mover's last wall goes unanswered, and matches
    // at fixed depths showed the odd ones weaker (see tests/bots/bench).
    bool evenDepths = true;
    // Walls searched at a node inside the tree, the best-ordered ones (0: all).
    int wallCap = 0;
    // Late-move reductions of quiet moves (0: none).
    int lmr = 2;
    // Worth of a wall in hand (100 = one step): the last one `wallLast`, each extra one
    // `wallStep` less, never below `wallMin`.
    int wallLast = 150;
    int wallStep = 6;
    int wallMin = 95;
    // More for each of the last walls on the board (up to three), held by one side only.
    int soleWall = 0;
    // Against shuffling: a root move back into a position this searcher already chose
    // earlier in the game loses this much per time it was chosen.
    int repeatPenalty = 10;
    // ... and a pawn move back onto a square it stood on in its last four moves, unless the
    // square is nearer its goal than where it stands (walls moved the path), this much;
    // twice as much with four players, where the paranoid search sees every move walled
    // and would otherwise shuffle.
    int backStepPenalty = 150;
    // Moves from the opening book (QuoridorBot's, if it has one) while the game is shorter
    // than this many plies; 0: never.
    int bookPlies = 0;
    // ... and only with a time budget of at most this many milliseconds (or none: nodes,
    // iterations): the book's moves were searched at 300,000 nodes, which a longer budget
    // searches itself (about 0.4 to 0.6 s from the start), with the game's own jitter.
    int bookMaxMs = 500;
    // Soft limits by position (time_manager.hpp): 95 % of the budget, the hard limit
    // when unclear. Off: the hard limit.
    bool adaptiveTime = true;
    // Two plies more, once per line, at the horizon of a position where a pawn with rival
    // walls against it is this many steps or fewer from its goal (0: never).
    int criticalExtend = 0;
    // With four players, walls in hand worth this instead (0: as with two): the last one
    // `fourWallLast`, never below `fourWallMin`. Five walls each, three rivals to wall
    // whoever leads: a wall kept is worth less than in a duel.
    int fourWallLast = 0;
    int fourWallMin = 0;
    // With four players, a rival who would reach its goal before the bot moves again costs
    // this much more (the paranoid search's other players never wall it; 0: nothing).
    int fourThreat = 0;
    // With four players: after the paranoid search, the rest of the budget goes to
    // Monte Carlo playouts over its best this many root moves (monte_carlo.cpp; 0: none).
    int playoutMoves = 0;
    // ... among those scoring within this much of the best (100 = one step).
    int playoutMargin = 100;
    // The playouts' policy (PlayoutPolicy) and the bandit's exploration (percent).
    int playoutWallChance = 80;
    int playoutWallNear = 0;
    int playoutPlies = 160;
    int playoutExplore = 40;
    // Playouts when the budget has neither time nor nodes.
    int playoutCap = 2000;
};

struct SearchResult {
    plateau::Move move;
    int score = 0;  // for the side to move at the root; 100 = one step of path
    int depth = 0;  // of the last complete iteration
    long nodes = 0;
    double seconds = 0;
    long playouts = 0;  // Monte Carlo playouts (four players)
    // Why the search stopped: "one move", "proven win", "soft limit" (", unclear": the
    // limit was the hard one), "hard limit" (an iteration cut short), "depth", "nodes",
    // "stopped" (asked to).
    const char* stop = "";
};

// The search itself, on a Board: no plateau::State, so tests and tools can drive it.
// Holds its transposition table; one Searcher per thread. Allocates only when built.
class Searcher {
public:
    explicit Searcher(int ttBits = 19);

    SearchResult search(const Board& board, const SearchOptions& options, plateau::Rng& rng);

    // Static evaluation for `player` (paranoid for four players), exposed for tests.
    int evaluate(const Board& board, int player) const;

private:
    static constexpr int kNoLeaf = -1'000'000'000;
    struct Scored {
        plateau::Move move;
        int order = 0;
        int leaf = kNoLeaf;  // at the horizon: the static score after it, for the mover
    };
    using Candidates = plateau::FixedVector<Scored, plateau::kMaxMoves>;
    static constexpr int kMaxPly = 96;

    int pvs(int depth, int ply, int alpha, int beta, int extensions);
    // One iteration over the root moves; `best` is the index of the best move proven,
    // -1 if none was (aborted before the first one finished).
    int searchRoot(int depth, int alpha, int beta, bool exact, int& best);
    int leaf(int ply);
    // Four players: the root move by playouts over the best-scored root moves, as an index
    // into m_rootMoves (-1: no choice made, keep the search's).
    int monteCarlo(const SearchOptions& options, plateau::Rng& rng, long& playouts);
    // Quiet walls (no effect now) only where `depth` leaves the plies to make them count.
    // At the horizon (`frontier`) the walls' scores come with them, from the same paths.
    void candidates(Candidates& out, std::uint16_t ttMove, int ply, int depth, bool frontier);
    int evaluateWith(const Board& board, int player,
                     const std::array<int, kMaxPlayers>& dist) const;
    // The static score of m_board for its side to move, with the jitter.
    int leafWith(const std::array<int, kMaxPlayers>& dist) const;
    // The table's key of the position: Board's hash and the root player's (the paranoid
    // evaluation depends on who the root is).
    std::uint64_t key() const { return m_board.hash() ^ m_rootKey; }
    Undo make(plateau::Move move) { return m_board.makeMove(move); }
    void unmake(plateau::Move move, Undo undo) { m_board.unmakeMove(move, undo); }
    bool outOfBudget();
    void setWallValues(const SearchOptions& options, int players);
    // Side to move's score from the root player's one (paranoid: the others are a team).
    int forSide(int rootScore) const;
    bool sameTeam(int a, int b) const { return (a == m_root) == (b == m_root); }

    Board m_board;
    int m_root = 0;
    std::uint64_t m_rootKey = 0;
    std::uint64_t m_salt = 0;  // of this game's jitter
    int m_jitter = 0;
    int m_minWallGain = 0;
    int m_quietDepth = 3;
    int m_quietPlies = 0;
    int m_lmr = 2;
    int m_criticalExtend = 0;
    int m_soleWall = 0;
    int m_fourThreat = 0;
    int m_wallCap = 0;
    long m_nodes = 0;
    long m_checked = 0;  // m_nodes at the last look at the clock
    bool m_abort = false;
    const plateau::SearchLimit* m_limit = nullptr;
    TimeManager m_time;
    TranspositionTable m_table;
    std::array<std::array<plateau::Move, 2>, kMaxPly> m_killers{};
    std::array<std::array<int, 512>, kMaxPlayers> m_history{};
    std::array<int, 32> m_wallValue{};
    Candidates m_rootMoves;
    std::array<int, plateau::kMaxMoves> m_rootScores{};
    std::array<int, plateau::kMaxMoves> m_rootPenalty{};
    // The positions this searcher's chosen moves led to, this game (a new game when the
    // ply count falls): the table and the jitter's salt are kept until then.
    std::vector<std::uint64_t> m_chosen;
    int m_lastPly = -1;
    std::vector<int> m_trail;      // the pawn's last squares before its moves, this game
    std::uint64_t m_settings = 0;  // of the options the table's scores were found with
};

}  // namespace quoridor
