#pragma once

// The best-reply search for four players (Schadd & Winands, "Best Reply Search for
// Multiplayer Games", 2011): the bot's moves alternate with one reply, the single best one
// of any rival, as in a two-player alpha-beta. The paranoid search (search.cpp) lets the
// three rivals move in turn against the bot, so that a round costs four plies and its
// view grows more pessimistic with depth; here a round costs two plies, the rivals' moves
// that matter (a wall in the bot's way, a rival's step to its goal) are all seen, and the
// bot plans several of its own moves ahead.
//
// It runs on a Searcher's board, table and move ordering (a friend of it): Searcher::search
// calls root() for each iteration when SearchOptions::bestReply is set and four play.

namespace quoridor {

class Searcher;

class BestReply {
public:
    explicit BestReply(Searcher& searcher) : m_s(searcher) {}

    // One iteration over the root moves, as Searcher::searchRoot: `best` is the index of
    // the best move proven, -1 if none was.
    int root(int depth, int alpha, int beta, bool exact, int& best);

private:
    // Negamax: at a max node the root player moves and the score is its own; at a min node
    // any rival answers and the score is the root player's, negated.
    int search(int depth, int ply, int alpha, int beta, bool maxNode);
    int maxNode(int depth, int ply, int alpha, int beta);
    int minNode(int depth, int ply, int alpha, int beta);
    // The static score for the root player.
    int rootLeaf(int ply);

    Searcher& m_s;
};

}  // namespace quoridor
