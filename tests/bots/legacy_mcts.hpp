#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "plateau/sdk/bot.hpp"

// The generic MCTS as it was before issue 15 (one clone per iteration, plain UCT), kept
// for the benchmark and the strength match only: users get plateau::MctsBot.
namespace plateau::legacy {

struct MctsOptions {  // the options of that time
    BotBudget budget{.iterations = 2000};
    double exploration = 1.4;                     // UCT's c, for returns in [0, 1]
    int maxPlayoutPlies = 1000;                   // a playout cut short scores as a draw
    std::size_t maxNodes = std::size_t{1} << 20;  // past this the tree stops growing
};

// Monte-Carlo tree search (UCT) over the State interface only, so every game gets it.
//
// Chance nodes sample their outcomes by probability. A move seen to win at once is
// always taken (a one-ply MCTS-Solver), since averages barely tell a sure win from a
// likely one. Each node keeps the summed return
// of the player who moved into it, so any number of players works (max-n style). The
// nodes live in one vector reserved once, children as contiguous index ranges; each
// iteration clones the root state once and applies moves down the tree and through a
// random playout.
class MctsBot final : public Bot {
public:
    explicit MctsBot(MctsOptions options = {});

    // easy: 200 iterations, medium: 2 000, hard: 20 000, each with a time ceiling.
    static MctsOptions optionsFor(BotLevel level);

    std::string name() const override { return "mcts"; }
    Move chooseMove(const State& state, Rng& rng) override;
    std::string lastSearchInfo() const override { return m_info; }

    const MctsOptions& options() const { return m_options; }

private:
    struct Node {
        Move move;  // from the parent
        std::uint32_t firstChild = 0;
        std::uint16_t numChildren = 0;
        std::uint16_t tried = 0;  // children visited once: they are visited in order
        std::int8_t mover = 0;    // who chose `move`; kChancePlayer for a throw
        bool expanded = false;
        float probability = 0.0f;  // of a throw
        std::uint32_t visits = 0;
        std::uint32_t winningChild = 0;  // a child that ends the game in the mover's win
        double value = 0.0;              // summed returns of `mover`
    };

    bool expand(std::uint32_t index, const State& state, Rng& rng);
    std::uint32_t selectChild(const Node& node, Rng& rng) const;
    void playout(State& state, Rng& rng);

    MctsOptions m_options;
    std::vector<Node> m_nodes;
    std::vector<std::uint32_t> m_path;
    std::vector<double> m_returns;
    MoveList m_moves;
    ChanceList m_outcomes;
    std::string m_info;
};

}  // namespace plateau::legacy
