#include "bots/legacy_mcts.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <utility>

namespace plateau::legacy {

MctsBot::MctsBot(MctsOptions options) : Bot(options.budget), m_options(options) {}

MctsOptions MctsBot::optionsFor(BotLevel level) {
    using std::chrono::seconds;
    MctsOptions options;
    // The ceilings keep a slow game responsive; below them the search is reproducible.
    switch (level) {
        case BotLevel::Easy:
            options.budget = {.iterations = 200, .time = seconds(2)};
            break;
        case BotLevel::Medium:
            options.budget = {.iterations = 2000, .time = seconds(5)};
            break;
        case BotLevel::Hard:
            options.budget = {.iterations = 20000, .time = seconds(10)};
            break;
    }
    return options;
}

bool MctsBot::expand(std::uint32_t index, const State& state, Rng& rng) {
    std::size_t count = 0;
    const PlayerId mover = state.currentPlayer();
    if (mover == kChancePlayer) {
        state.chanceOutcomes(m_outcomes);
        count = m_outcomes.size();
    } else {
        state.legalMoves(m_moves);
        count = m_moves.size();
    }
    // A full pool leaves the node a leaf: its iterations go on as plain playouts.
    if (count == 0 || m_nodes.size() + count > m_nodes.capacity()) return false;
    const auto first = static_cast<std::uint32_t>(m_nodes.size());
    for (std::size_t i = 0; i < count; ++i) {
        Node child;
        child.mover = static_cast<std::int8_t>(mover);
        if (mover == kChancePlayer) {
            child.move = m_outcomes[i].move;
            child.probability = static_cast<float>(m_outcomes[i].probability);
        } else {
            child.move = m_moves[i];
        }
        m_nodes.push_back(child);
    }
    // Unvisited children are tried in a random order, drawn once here.
    if (mover != kChancePlayer) {
        for (std::size_t i = count - 1; i > 0; --i) {
            const auto j = rng.below(static_cast<std::uint32_t>(i + 1));
            std::swap(m_nodes[first + i].move, m_nodes[first + j].move);
        }
    }
    Node& node = m_nodes[index];
    node.firstChild = first;
    node.numChildren = static_cast<std::uint16_t>(count);
    node.expanded = true;
    return true;
}

std::uint32_t MctsBot::selectChild(const Node& node, Rng& rng) const {
    if (m_nodes[node.firstChild].mover == kChancePlayer) {
        double x = rng.uniform();
        for (std::uint32_t i = 0; i + 1 < node.numChildren; ++i) {
            const auto& child = m_nodes[node.firstChild + i];
            if (x < child.probability) return node.firstChild + i;
            x -= child.probability;
        }
        return node.firstChild + node.numChildren - 1u;
    }
    if (node.winningChild) return node.winningChild;
    const double logVisits = std::log(static_cast<double>(node.visits));
    std::uint32_t best = node.firstChild;
    double bestScore = -1.0;
    for (std::uint32_t i = 0; i < node.numChildren; ++i) {
        const auto& child = m_nodes[node.firstChild + i];
        const double n = child.visits;
        const double score = child.value / n + m_options.exploration * std::sqrt(logVisits / n);
        if (score > bestScore) {
            bestScore = score;
            best = node.firstChild + i;
        }
    }
    return best;
}

void MctsBot::playout(State& state, Rng& rng) {
    for (int ply = 0; ply < m_options.maxPlayoutPlies && !state.isTerminal(); ++ply) {
        if (state.isChance()) {
            state.chanceOutcomes(m_outcomes);
            const Move pick = sampleChance(m_outcomes, rng);
            state.applyUnchecked(pick);
        } else {
            state.legalMoves(m_moves);
            assert(!m_moves.empty());
            state.applyUnchecked(m_moves[rng.below(static_cast<std::uint32_t>(m_moves.size()))]);
        }
    }
}

Move MctsBot::chooseMove(const State& root, Rng& rng) {
    if (root.isChance()) return sampleChance(root, rng);
    root.legalMoves(m_moves);
    assert(!m_moves.empty() && "a bot asked to move where nobody can");
    if (m_moves.size() <= 1) {
        m_info = "one legal move";
        return m_moves.empty() ? Move{} : m_moves[0];
    }

    // Reserved once for the bot's life: the search itself allocates no nodes.
    const std::size_t capacity = std::max(m_options.maxNodes, kMaxMoves + 1);
    if (m_nodes.capacity() < capacity) m_nodes.reserve(capacity);
    m_nodes.clear();
    m_nodes.push_back(Node{});
    const int players = root.numPlayers();
    m_returns.assign(static_cast<std::size_t>(players), 0.0);

    const SearchLimit limit(budget());
    const StatePtr start = root.cloneForSearch();
    long iterations = 0;
    while (!limit.done(iterations)) {
        StatePtr state = start->clone();
        m_path.clear();
        std::uint32_t index = 0;
        m_path.push_back(index);
        // Selection: down through expanded nodes.
        while (m_nodes[index].expanded && !state->isTerminal()) {
            Node& node = m_nodes[index];
            const bool chance = m_nodes[node.firstChild].mover == kChancePlayer;
            if (chance || node.winningChild || node.tried >= node.numChildren)
                index = selectChild(node, rng);
            else
                index = node.firstChild + node.tried++;
            state->applyUnchecked(m_nodes[index].move);
            m_path.push_back(index);
        }
        // Expansion: a node grows children on its second visit (the root at once).
        if (!state->isTerminal() && (m_nodes[index].visits > 0 || index == 0) &&
            expand(index, *state, rng)) {
            Node& node = m_nodes[index];
            const bool chance = m_nodes[node.firstChild].mover == kChancePlayer;
            index = chance ? selectChild(node, rng) : node.firstChild + node.tried++;
            state->applyUnchecked(m_nodes[index].move);
            m_path.push_back(index);
        }
        const bool leafIsEnd = state->isTerminal();
        playout(*state, rng);
        if (state->isTerminal()) {
            for (int p = 0; p < players; ++p)
                m_returns[p] = state->returnFor(p);
        } else {
            for (int p = 0; p < players; ++p)
                m_returns[p] = 1.0 / players;
        }
        if (leafIsEnd && m_path.size() > 1) {
            const Node& leaf = m_nodes[m_path.back()];
            Node& parent = m_nodes[m_path[m_path.size() - 2]];
            if (leaf.mover >= 0 && m_returns[static_cast<std::size_t>(leaf.mover)] >= 1.0)
                parent.winningChild = m_path.back();
        }
        // Backpropagation: each node scores for the player who chose its move.
        for (std::uint32_t i : m_path) {
            Node& node = m_nodes[i];
            ++node.visits;
            if (node.mover >= 0) node.value += m_returns[static_cast<std::size_t>(node.mover)];
        }
        ++iterations;
    }

    // The most visited move is the most trusted; ties go to the better mean.
    const Node& top = m_nodes[0];
    std::uint32_t best = top.firstChild;
    if (top.winningChild) best = top.winningChild;
    for (std::uint32_t i = 1; i < top.numChildren && !top.winningChild; ++i) {
        const Node& c = m_nodes[top.firstChild + i];
        const Node& b = m_nodes[best];
        if (c.visits > b.visits ||
            (c.visits == b.visits && c.visits > 0 && c.value / c.visits > b.value / b.visits))
            best = top.firstChild + i;
    }
    const Node& chosen = m_nodes[best];
    m_info = "iterations " + std::to_string(iterations) + ", nodes " +
             std::to_string(m_nodes.size()) + ", best " + root.moveToString(chosen.move) +
             " visited " + std::to_string(chosen.visits) + ", value " +
             std::to_string(chosen.visits ? chosen.value / chosen.visits : 0.0);
    return chosen.move;
}

}  // namespace plateau::legacy
