#pragma once

// A Quoridor engine written the classical way, as a benchmark opponent (not a user-facing
// bot): plain negamax alpha-beta over every legal move, iterative deepening to the time
// or node budget, and a simple evaluation (path-length difference and walls in hand).
// No transposition table, no candidate selection, no extensions. Two players only.

#include <string>

#include <plateau/sdk/bot.hpp>

#include "quoridor/board.hpp"

namespace quoridor::classic {

class ClassicBot final : public plateau::Bot {
public:
    explicit ClassicBot(plateau::BotBudget budget, int maxDepth = 64)
        : plateau::Bot(budget), m_maxDepth(maxDepth) {}

    std::string name() const override { return "quoridor-classic"; }
    plateau::Move chooseMove(const plateau::State& state, plateau::Rng& rng) override;
    std::string lastSearchInfo() const override { return m_info; }

private:
    int negamax(int depth, int ply, int alpha, int beta);
    int evaluate() const;

    Board m_board;
    const plateau::SearchLimit* m_limit = nullptr;
    long m_nodes = 0;
    bool m_abort = false;
    int m_maxDepth;
    std::string m_info;
};

}  // namespace quoridor::classic
