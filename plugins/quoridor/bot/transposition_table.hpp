#pragma once

// The Quoridor search's transposition table: one entry per slot, keyed by the position's
// Zobrist hash (Board::hash, with the searcher's own key mixed in). It survives between
// the moves of a game: an entry of an earlier search keeps its move and score, and is
// replaced first. Cleared for a new game.

#include <cstdint>
#include <vector>

#include <plateau/sdk/move.hpp>

namespace quoridor {

class TranspositionTable {
public:
    enum Bound : std::uint8_t { kExact, kLower, kUpper };

    struct Entry {
        std::uint64_t key = 0;
        std::int32_t score = 0;  // forced results counted from this position, not the root
        std::uint16_t move = 0;  // the best move's code + 1; 0: none
        std::int8_t depth = -1;
        std::uint8_t bound = 0;  // the Bound, and the search's generation times 4

        Bound boundType() const { return static_cast<Bound>(bound & 3); }
        int generation() const { return bound >> 2; }
    };

    explicit TranspositionTable(int bits);

    void clear();
    // A new search: entries stored from now on are of a new generation.
    void newSearch();
    // The entry that holds this position, or nullptr.
    const Entry* probe(std::uint64_t key) const;
    // `score` as the search sees it at `ply` from its root (wins and losses shift by it).
    void store(std::uint64_t key, int score, int ply, plateau::Move move, int depth, Bound bound);
    // A stored score as the search sees it at `ply`.
    static int scoreAt(const Entry& e, int ply);

private:
    std::vector<Entry> m_entries;
    std::uint64_t m_mask = 0;
    int m_generation = 1;  // 1..63; 0 marks an empty entry
};

}  // namespace quoridor
