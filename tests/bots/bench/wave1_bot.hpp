#pragma once

// The wave-1 Quoridor bot, frozen as a benchmark opponent (not a user-facing bot): the
// code `bot:quoridor:hard` ran before the principal-variation search replaced it.
// Iterative-deepening alpha-beta on the fast Board, with shortest-path
// distances at the heart of the evaluation, wall candidates taken from the opponents'
// shortest paths, a transposition table, and a time (or node) budget per move. With four
// players the search is paranoid: the three others play against the bot together.

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/sdk/bot.hpp>

#include "quoridor/board.hpp"

namespace quoridor::wave1 {

struct Wave1Options {
    plateau::BotBudget budget{.time = std::chrono::milliseconds(1000)};
    int maxDepth = 64;
    // Strength below the best: a random root move scoring within `noise` of the best
    // (100 = one step of path). Searched with a full window, so easy levels are honest.
    int noise = 0;
    // Worth of a wall in hand (100 = one step): the last one `wallLast`, each extra one
    // `wallStep` less, never below `wallMin`.
    int wallLast = 130;
    int wallStep = 8;
    int wallMin = 70;
};

struct Wave1Result {
    plateau::Move move;
    int score = 0;  // for the side to move at the root; 100 = one step of path
    int depth = 0;  // of the last complete iteration
    long nodes = 0;
};

// The search itself, on a Board: no plateau::State, so tests and tools can drive it.
// Holds its transposition table; one Wave1Searcher per thread.
class Wave1Searcher {
public:
    explicit Wave1Searcher(int ttBits = 19);

    Wave1Result search(const Board& board, const Wave1Options& options, plateau::Rng& rng);

    // Static evaluation for `player` (paranoid for four players), exposed for tests.
    int evaluate(const Board& board, int player) const;

private:
    struct Entry {
        std::uint64_t key = 0;
        std::int32_t score = 0;
        std::uint16_t move = 0;
        std::int8_t depth = -1;
        std::uint8_t bound = 0;
    };
    struct Scored {
        plateau::Move move;
        int order = 0;
    };
    using Candidates = plateau::FixedVector<Scored, plateau::kMaxMoves>;

    int alphaBeta(int depth, int ply, int alpha, int beta);
    void candidates(Candidates& out, std::uint16_t ttMove);
    std::uint64_t hashOf(const Board& board) const;
    void make(plateau::Move move, Undo& undo);
    void unmake(plateau::Move move, Undo undo);
    bool outOfBudget();
    void setWallValues(const Wave1Options& options);

    Board m_board;
    int m_root = 0;
    std::uint64_t m_hash = 0;
    long m_nodes = 0;
    bool m_abort = false;
    const plateau::SearchLimit* m_limit = nullptr;
    std::vector<Entry> m_table;
    std::uint64_t m_mask = 0;
    std::array<std::array<std::uint64_t, kMaxSquares>, kMaxPlayers> m_pawnKeys{};
    std::array<std::uint64_t, kMaxSquares> m_wallKeysH{}, m_wallKeysV{};
    std::array<std::array<std::uint64_t, 32>, kMaxPlayers> m_wallsLeftKeys{};
    std::array<std::uint64_t, kMaxPlayers> m_sideKeys{}, m_rootKeys{};
    std::array<int, 32> m_wallValue{};
};

// A plateau::Bot over Wave1Searcher. Levels: easy (depth 2, loose), medium (depth 3, a little
// loose), hard (1 s of iterative deepening).
class Wave1Bot final : public plateau::Bot {
public:
    explicit Wave1Bot(Wave1Options options);
    static Wave1Options optionsFor(plateau::BotLevel level);

    std::string name() const override { return "quoridor-wave1"; }
    plateau::Move chooseMove(const plateau::State& state, plateau::Rng& rng) override;
    std::string lastSearchInfo() const override { return m_info; }

private:
    Wave1Options m_options;
    Wave1Searcher m_searcher;
    std::string m_info;
};

}  // namespace quoridor::wave1
