#pragma once

// The max-n search for four players (Luckhardt & Irani, 1986): every player picks the move
// best for itself, by its own evaluation (its race against its own leader, its walls), so
// that a rival walls whoever leads it rather than always the bot, as the paranoid search
// assumes. No alpha-beta pruning holds here: the rivals' candidates are capped instead
// (their best-ordered moves), the bot's are all searched.
//
// It runs on a Searcher's board and move ordering (a friend of it): Searcher::search calls
// root() for each iteration when SearchOptions::maxN is set and four play.

#include <array>

#include "quoridor/board.hpp"

namespace quoridor {

class Searcher;

class MaxN {
public:
    explicit MaxN(Searcher& searcher) : m_s(searcher) {}

    // One iteration over the root moves; `best` is the index of the best move, -1 if the
    // budget ran out before the first one was searched. The score is the root player's.
    int root(int depth, int& best);

private:
    using Scores = std::array<int, kMaxPlayers>;  // each player's own evaluation
    Scores search(int depth, int ply);
    Scores leaf();

    Searcher& m_s;
};

}  // namespace quoridor
