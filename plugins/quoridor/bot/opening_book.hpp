#pragma once

// An opening book for the Quoridor bot: positions (Board's Zobrist hash) -> the move to
// play, built by self-play (tests/bots/bench/quoridor_book.cpp: a search at a fixed node
// budget, far more than a move's, for every position of the first plies that the bot's
// own moves and any rival pawn move lead to), shipped as a text file in the game's data
// folder:
//
//     plateau-quoridor-book 1 size 9 players 2 walls 10
//     <16 hex digits of the hash> <move in notation>
//     ...
//
// Reading is bounded and checked: at most kMaxEntries lines of at most 64 characters, a
// known header, a hash and a move that parse. Anything else and the whole book is refused
// (the caller logs why and plays without it). A move found is played only if legal.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

#include <plateau/sdk/error.hpp>
#include <plateau/sdk/move.hpp>

#include "quoridor/board.hpp"

namespace quoridor {

class OpeningBook {
public:
    static constexpr std::size_t kMaxEntries = 20'000;
    static constexpr int kVersion = 1;

    // For the variant the book was made for (size, players, walls each).
    OpeningBook(int size, int players, int walls)
        : m_size(size), m_players(players), m_walls(walls) {}

    static plateau::Expected<OpeningBook> read(std::string_view text);
    static plateau::Expected<OpeningBook> load(const std::filesystem::path& file);
    std::string write() const;

    void add(std::uint64_t hash, plateau::Move move) { m_moves[hash] = move.code; }
    std::size_t size() const { return m_moves.size(); }
    // Does the book apply to this board's variant?
    bool fits(const Board& board) const;
    // The book's move for this position, if it has one and it is legal here.
    std::optional<plateau::Move> probe(const Board& board) const;

private:
    int m_size = 9, m_players = 2, m_walls = 10;
    std::unordered_map<std::uint64_t, std::uint16_t> m_moves;
};

}  // namespace quoridor
