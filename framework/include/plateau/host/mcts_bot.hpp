#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "plateau/sdk/bot.hpp"

namespace plateau {

struct MctsOptions {
    BotBudget budget{.iterations = 2000};
    double exploration = 0.6;                     // UCT's c, for returns in [0, 1]
    int maxPlayoutPlies = 1000;                   // a playout cut short scores as a draw
    std::size_t maxNodes = std::size_t{1} << 19;  // per tree; past this it stops growing
    // Root parallelism: independent trees, each on its own thread, their root statistics
    // summed. A fixed count (not the machine's cores) keeps a seeded search reproducible.
    int trees = 2;
    double raveEquivalence = 300;  // visits at which a move's own mean and its AMAF weigh
                                   // the same (Gelly & Silver); 0 turns RAVE off
    double mastTournament = 0.5;   // playouts: share of moves picked as the better of two
                                   // by their mean return over all playouts (MAST)
    bool reuseTree = true;         // keep the subtree of the position reached
};

// Monte-Carlo tree search over the State interface only, so every game gets it.
//
// Each iteration copies the root into one scratch state (State::assignFrom, a clone for
// games without it) and applies moves down the tree and through a playout: nothing is
// allocated per iteration. Decisions choose by UCT blended with RAVE (all-moves-as-first
// values), which keeps wide games such as Quoridor (~130 moves) searchable; playouts
// prefer moves with good average returns (MAST). Chance nodes follow the outcomes'
// probabilities, stratified: the outcome furthest below its share of visits goes next.
// A move seen to win at once is always taken (a one-ply MCTS-Solver). Each node keeps
// the summed return of the player who moved into it, so any number of players works.
// Several trees search in parallel; the trees are kept between moves and re-rooted at
// the position reached when the history since continues the old one.
//
// In a game with secrets or simultaneous moves (GameType::hiddenInformation,
// simultaneousMoves) it is information-set MCTS: every iteration searches a position drawn
// by State::resampleFromInformation for the player to move, so the search never reads what
// that player may not know; a node's statistics gather over the positions drawn, and an
// iteration leaves the tree where a drawn position does not allow the node's moves.
class PLATEAU_EXPORT MctsBot final : public Bot {
public:
    explicit MctsBot(MctsOptions options = {});
    ~MctsBot() override;

    // easy: 400 iterations, medium: 4 000, hard: 40 000 plus a time ceiling.
    static MctsOptions optionsFor(BotLevel level);

    std::string name() const override { return "mcts"; }
    Move chooseMove(const State& state, Rng& rng) override;
    std::string lastSearchInfo() const override { return m_info; }

    const MctsOptions& options() const { return m_options; }
    // Iterations of the last search, every tree together.
    long lastIterations() const { return m_lastIterations; }

    class Tree;  // one search tree and its scratch state (mcts_bot.cpp)

private:
    MctsOptions m_options;
    std::vector<std::unique_ptr<Tree>> m_trees;
    std::string m_info;
    long m_lastIterations = 0;
};

}  // namespace plateau
