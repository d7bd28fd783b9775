#include "plateau/host/mcts_bot.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cmath>
#include <exception>
#include <thread>
#include <utility>

#include "plateau/sdk/chance.hpp"
#include "plateau/sdk/game.hpp"

namespace plateau {

namespace {

// Statistics by (player, move code) in one open-addressed table, allocated once. Entries
// carry a stamp so that the per-iteration table is emptied by bumping the stamp.
template <class Value>
class MoveTable {
public:
    explicit MoveTable(std::size_t log2Size)
        : m_mask((std::size_t{1} << log2Size) - 1), m_slots(m_mask + 1), m_direct(kDirect) {}

    // The entry of the key, made (with a fresh value) if missing; nullptr when full.
    Value* find(Move move, int player, bool insert) {
        const std::uint64_t key = (std::uint64_t{move.code} << 4) | static_cast<unsigned>(player);
        // Small codes (most games' moves) index an array directly: no probing.
        if (key < kDirect) {
            Slot& s = m_direct[static_cast<std::size_t>(key)];
            if (s.stamp != m_stamp) {
                if (!insert) return nullptr;
                s = Slot{key, m_stamp, Value{}};
            }
            return &s.value;
        }
        std::size_t i = hash(key) & m_mask;
        for (std::size_t probe = 0; probe <= m_mask; ++probe, i = (i + 1) & m_mask) {
            Slot& s = m_slots[i];
            if (s.stamp != m_stamp) {
                if (!insert || m_used * 4 >= (m_mask + 1) * 3) return nullptr;
                s = Slot{key, m_stamp, Value{}};
                ++m_used;
                return &s.value;
            }
            if (s.key == key) return &s.value;
        }
        return nullptr;
    }
    void clear() {
        ++m_stamp;
        m_used = 0;
    }
    template <class F>
    void forEach(F&& f) {
        for (Slot& s : m_slots)
            if (s.stamp == m_stamp) f(s.value);
        for (Slot& s : m_direct)
            if (s.stamp == m_stamp) f(s.value);
    }

private:
    struct Slot {
        std::uint64_t key = 0;
        std::uint32_t stamp = 0;
        Value value{};
    };
    static std::size_t hash(std::uint64_t x) {
        x ^= x >> 31;
        x *= 0x9e3779b97f4a7c15ull;
        return static_cast<std::size_t>(x ^ (x >> 29));
    }
    static constexpr std::uint64_t kDirect = std::uint64_t{1024} << 4;  // codes below 1024
    std::size_t m_mask;
    std::vector<Slot> m_slots;
    std::vector<Slot> m_direct;
    std::uint32_t m_stamp = 1;
    std::size_t m_used = 0;
};

struct Mean {
    double sum = 0;
    double count = 0;
};

}  // namespace

class MctsBot::Tree {
public:
    struct Node {
        Move move;  // from the parent
        std::uint32_t firstChild = 0;
        std::uint16_t numChildren = 0;
        std::int8_t mover = 0;  // who chose `move`; kChancePlayer for a throw
        bool expanded = false;
        float probability = 0.0f;  // of a throw
        std::uint32_t visits = 0;
        std::uint32_t winningChild = 0;  // a child that ends the game in the mover's win
        float amafVisits = 0.0f;         // playouts where the mover played `move` later
        float amafValue = 0.0f;
        double value = 0.0;  // summed returns of `mover`
    };

    explicit Tree(const MctsOptions& options)
        : m_options(options), m_lastPlayed(13), m_mast(14) {
        const std::size_t capacity = std::max(options.maxNodes, kMaxMoves + 1);
        m_nodes.reserve(capacity);
        m_spare.reserve(capacity);
    }

    // Sets the root, keeping the subtree of the last search when `root` continues it.
    void prepare(const State& root, std::uint64_t seed) {
        m_rng.reseed(seed);
        // Information sets: with secrets or simultaneous moves, every iteration searches a
        // position drawn from what the player to move knows, never the position given.
        const GameType& type = root.game().type();
        m_hidden = type.hiddenInformation || type.simultaneousMoves;
        m_player = root.currentPlayer();
        m_reused = !m_hidden && m_options.reuseTree && reroot(root) ? m_nodes.size() : 0;
        if (!m_reused) {
            m_nodes.clear();
            m_nodes.push_back(Node{});
        }
        m_game = root.gamePtr();
        m_setup = root.setup();
        m_rootHistory.assign(root.history().begin(), root.history().end());
        m_root = root.cloneForSearch();
        if (!m_scratch || !m_scratch->assignFrom(*m_root)) m_scratch = m_root->clone();
        m_returns.assign(static_cast<std::size_t>(root.numPlayers()), 0.0);
        // Older playouts say less about this position: halve their weight.
        m_mast.forEach([](Mean& m) {
            m.sum *= 0.5;
            m.count *= 0.5;
        });
        m_iterations = 0;
    }

    void search(const BotBudget& budget, long share, bool first) {
        const SearchLimit limit(budget);
        for (;;) {
            // The first tree always runs once, so a bot answers even when told to stop.
            const bool must = first && m_iterations == 0;
            if (!must) {
                if (share > 0 && m_iterations >= share) break;
                if (share == 0 && budget.iterations > 0) break;
                if (limit.stopRequested()) break;
                if (budget.time.count() > 0 && limit.elapsed() >= budget.time) break;
            }
            iterate();
            ++m_iterations;
        }
    }

    const std::vector<Node>& nodes() const { return m_nodes; }
    long iterations() const { return m_iterations; }
    std::size_t reused() const { return m_reused; }

private:
    bool reroot(const State& root) {
        if (m_nodes.empty() || m_game != root.gamePtr() || !(m_setup == root.setup()))
            return false;
        const auto& history = root.history();
        if (history.size() < m_rootHistory.size() ||
            !std::equal(m_rootHistory.begin(), m_rootHistory.end(), history.begin()))
            return false;
        std::uint32_t index = 0;
        for (std::size_t i = m_rootHistory.size(); i < history.size(); ++i) {
            const Node& node = m_nodes[index];
            if (!node.expanded) return false;
            std::uint32_t next = 0;
            for (std::uint32_t c = 0; c < node.numChildren && !next; ++c)
                if (m_nodes[node.firstChild + c].move == history[i]) next = node.firstChild + c;
            if (!next) return false;
            index = next;
        }
        if (index == 0) return true;
        if (!m_nodes[index].expanded) return false;
        // Copies the subtree breadth first; each node's children stay contiguous.
        m_spare.clear();
        m_spare.push_back(m_nodes[index]);
        for (std::size_t i = 0; i < m_spare.size(); ++i) {
            const Node old = m_spare[i];
            if (!old.expanded) continue;
            const auto first = static_cast<std::uint32_t>(m_spare.size());
            for (std::uint32_t c = 0; c < old.numChildren; ++c)
                m_spare.push_back(m_nodes[old.firstChild + c]);
            m_spare[i].firstChild = first;
            if (old.winningChild) m_spare[i].winningChild = first + (old.winningChild - old.firstChild);
        }
        std::swap(m_nodes, m_spare);
        return true;
    }

    void reset(State& state) {
        if (!state.assignFrom(*m_root)) m_scratch = m_root->clone();
    }

    // With hidden information: a child whose move this determinization allows (a throw
    // drawn from it), or 0 when there is none, where the iteration leaves the tree.
    std::uint32_t selectAvailable(std::uint32_t index, const State& state) {
        const Node& node = m_nodes[index];
        const std::uint32_t first = node.firstChild;
        if (m_nodes[first].mover == kChancePlayer) {
            const Move drawn = state.sampleChanceOutcome(m_rng);
            for (std::uint32_t i = 0; i < node.numChildren; ++i)
                if (m_nodes[first + i].move == drawn) return first + i;
            return 0;
        }
        if (m_nodes[first].mover != state.currentPlayer()) return 0;
        state.legalMoves(m_moves);
        const double logVisits = std::log(std::max(1.0, static_cast<double>(node.visits)));
        std::uint32_t best = 0;
        double bestScore = -1e300;
        for (std::uint32_t i = 0; i < node.numChildren; ++i) {
            const Node& c = m_nodes[first + i];
            if (std::find(m_moves.begin(), m_moves.end(), c.move) == m_moves.end()) continue;
            const double n = c.visits;
            const double score =
                n == 0 ? 1e9 - i : c.value / n + m_options.exploration * std::sqrt(logVisits / n);
            if (score > bestScore) {
                bestScore = score;
                best = first + i;
            }
        }
        return best;
    }

    bool expand(std::uint32_t index, const State& state) {
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
        // Untried children tie; a random order, drawn once, breaks the ties.
        if (mover != kChancePlayer) {
            for (std::size_t i = count - 1; i > 0; --i) {
                const auto j = m_rng.below(static_cast<std::uint32_t>(i + 1));
                std::swap(m_nodes[first + i].move, m_nodes[first + j].move);
            }
        }
        Node& node = m_nodes[index];
        node.firstChild = first;
        node.numChildren = static_cast<std::uint16_t>(count);
        node.expanded = true;
        return true;
    }

    std::uint32_t selectChild(const Node& node) {
        const std::uint32_t first = node.firstChild;
        if (m_nodes[first].mover == kChancePlayer) {
            // Stratified: the throw furthest below its expected share of the visits.
            const double total = static_cast<double>(node.visits) + 1.0;
            std::uint32_t best = first;
            double bestDeficit = -1e300;
            for (std::uint32_t i = 0; i < node.numChildren; ++i) {
                const Node& c = m_nodes[first + i];
                const double deficit = c.probability * total - c.visits;
                if (deficit > bestDeficit) {
                    bestDeficit = deficit;
                    best = first + i;
                }
            }
            return best;
        }
        if (node.winningChild) return node.winningChild;
        const double logVisits = std::log(std::max(1.0, static_cast<double>(node.visits)));
        const double k = m_options.raveEquivalence;
        std::uint32_t best = first;
        double bestScore = -1e300;
        for (std::uint32_t i = 0; i < node.numChildren; ++i) {
            const Node& c = m_nodes[first + i];
            const double n = c.visits;
            const double amaf = c.amafVisits > 0 ? c.amafValue / c.amafVisits : 1.0;
            double score;
            if (n == 0) {
                score = (k > 0 ? amaf : 1.0) + m_options.exploration * std::sqrt(logVisits);
            } else {
                double q = c.value / n;
                if (k > 0 && c.amafVisits > 0) {
                    const double beta = std::sqrt(k / (3 * n + k));
                    q = (1 - beta) * q + beta * amaf;
                }
                score = q + m_options.exploration * std::sqrt(logVisits / n);
            }
            if (score > bestScore) {
                bestScore = score;
                best = first + i;
            }
        }
        return best;
    }

    double mastMean(Move move, int player) {
        const Mean* m = m_mast.find(move, player, false);
        return m && m->count > 0 ? m->sum / m->count : 0.5;
    }

    void play(State& state, Move move, int player) {
        state.applyUnchecked(move);
        m_sequence.push_back({move, player});
    }

    void playout(State& state) {
        for (int ply = 0; ply < m_options.maxPlayoutPlies && !state.isTerminal(); ++ply) {
            if (state.isChance()) {
                state.applyUnchecked(state.sampleChanceOutcome(m_rng));
                continue;
            }
            const int player = state.currentPlayer();
            Move pick = state.randomMove(m_rng);
            if (m_rng.uniform() < m_options.mastTournament) {
                const Move other = state.randomMove(m_rng);
                if (mastMean(other, player) > mastMean(pick, player)) pick = other;
            }
            play(state, pick, player);
        }
    }

    void iterate() {
        if (m_hidden) {
            m_scratch = m_root->resampleFromInformation(m_player, m_rng);
            m_scratch->setLogging(false);
        } else {
            reset(*m_scratch);
        }
        State& state = *m_scratch;
        const int players = static_cast<int>(m_returns.size());
        m_path.clear();
        m_sequence.clear();
        std::uint32_t index = 0;
        m_path.push_back(index);
        const auto descend = [&](std::uint32_t child) {
            index = child;
            const Node& node = m_nodes[index];
            if (node.mover == kChancePlayer)
                state.applyUnchecked(node.move);
            else
                play(state, node.move, node.mover);
            m_path.push_back(index);
        };
        // Selection: down through expanded nodes.
        while (m_nodes[index].expanded && !state.isTerminal()) {
            if (!m_hidden) {
                descend(selectChild(m_nodes[index]));
                continue;
            }
            const std::uint32_t child = selectAvailable(index, state);
            if (!child) break;
            descend(child);
        }
        // Expansion: a node grows children on its second visit (the root at once).
        if (!state.isTerminal() && !m_nodes[index].expanded &&
            (m_nodes[index].visits > 0 || index == 0) && expand(index, state)) {
            const std::uint32_t child =
                m_hidden ? selectAvailable(index, state) : selectChild(m_nodes[index]);
            if (child) descend(child);
        }
        const bool leafIsEnd = state.isTerminal();
        playout(state);
        if (state.isTerminal()) {
            for (int p = 0; p < players; ++p)
                m_returns[p] = state.returnFor(p);
        } else {
            for (int p = 0; p < players; ++p)
                m_returns[p] = 1.0 / players;
        }
        if (leafIsEnd && !m_hidden && m_path.size() > 1) {
            const Node& leaf = m_nodes[m_path.back()];
            Node& parent = m_nodes[m_path[m_path.size() - 2]];
            if (leaf.mover >= 0 && m_returns[static_cast<std::size_t>(leaf.mover)] >= 1.0)
                parent.winningChild = m_path.back();
        }
        backpropagate();
    }

    void backpropagate() {
        // The last time each (player, move) was played in this iteration, for AMAF.
        const bool rave = m_options.raveEquivalence > 0;
        if (rave) {
            m_lastPlayed.clear();
            for (std::size_t i = 0; i < m_sequence.size(); ++i)
                if (auto* at = m_lastPlayed.find(m_sequence[i].move, m_sequence[i].player, true))
                    *at = static_cast<int>(i);
        }
        for (const auto& [move, player] : m_sequence) {
            if (Mean* m = m_mast.find(move, player, true)) {
                m->sum += m_returns[static_cast<std::size_t>(player)];
                m->count += 1;
            }
        }
        // m_sequence holds the decisions only; `done` counts those above each node.
        int done = 0;
        for (std::uint32_t i : m_path) {
            Node& node = m_nodes[i];
            ++node.visits;
            if (node.mover >= 0) {
                node.value += m_returns[static_cast<std::size_t>(node.mover)];
                if (i != 0) ++done;
            }
            if (!rave || !node.expanded || m_nodes[node.firstChild].mover < 0) continue;
            for (std::uint32_t c = 0; c < node.numChildren; ++c) {
                Node& child = m_nodes[node.firstChild + c];
                const int* at = m_lastPlayed.find(child.move, child.mover, false);
                if (!at || *at < done) continue;
                child.amafVisits += 1.0f;
                child.amafValue += static_cast<float>(m_returns[static_cast<std::size_t>(child.mover)]);
            }
        }
    }

    struct Played {
        Move move;
        int player;
    };

    MctsOptions m_options;
    bool m_hidden = false;  // information-set search (see prepare)
    int m_player = 0;       // the player to move at the root
    std::vector<Node> m_nodes;
    std::vector<Node> m_spare;  // the other half of a re-rooting copy
    std::vector<std::uint32_t> m_path;
    std::vector<Played> m_sequence;  // this iteration's decisions, in order
    std::vector<double> m_returns;
    MoveTable<int> m_lastPlayed;
    MoveTable<Mean> m_mast;
    MoveList m_moves;
    ChanceList m_outcomes;
    StatePtr m_root;
    StatePtr m_scratch;
    std::shared_ptr<const Game> m_game;
    Setup m_setup;
    std::vector<Move> m_rootHistory;
    Rng m_rng;
    long m_iterations = 0;
    std::size_t m_reused = 0;
};

MctsBot::MctsBot(MctsOptions options) : Bot(options.budget), m_options(options) {
    m_options.trees = std::max(1, m_options.trees);
}

MctsBot::~MctsBot() = default;

MctsOptions MctsBot::optionsFor(BotLevel level) {
    using std::chrono::seconds;
    MctsOptions options;
    // The ceilings keep a slow game responsive; below them the search is reproducible.
    switch (level) {
        case BotLevel::Easy:
            options.budget = {.iterations = 400, .time = seconds(2)};
            break;
        case BotLevel::Medium:
            options.budget = {.iterations = 4000, .time = seconds(5)};
            break;
        case BotLevel::Hard:
            options.budget = {.iterations = 40000, .time = seconds(10)};
            break;
    }
    return options;
}

Move MctsBot::chooseMove(const State& root, Rng& rng) {
    if (root.isChance()) return sampleChance(root, rng);
    MoveList moves;
    root.legalMoves(moves);
    assert(!moves.empty() && "a bot asked to move where nobody can");
    if (moves.size() <= 1) {
        m_info = "one legal move";
        m_lastIterations = 0;
        return moves.empty() ? Move{} : moves[0];
    }

    const int trees = m_options.trees;
    while (static_cast<int>(m_trees.size()) < trees)
        m_trees.push_back(std::make_unique<Tree>(m_options));
    for (auto& tree : m_trees)
        tree->prepare(root, rng.next());

    // The iteration budget is split among the trees, so a seed gives one answer.
    const BotBudget& all = budget();
    std::vector<std::thread> workers;
    std::vector<std::exception_ptr> failures(static_cast<std::size_t>(trees));
    const auto run = [&](int t) {
        long share = 0;
        if (all.iterations > 0) share = all.iterations / trees + (t < all.iterations % trees);
        if (all.iterations > 0 && share == 0) return;
        try {
            m_trees[static_cast<std::size_t>(t)]->search(all, share, t == 0);
        } catch (...) {
            failures[static_cast<std::size_t>(t)] = std::current_exception();
        }
    };
    for (int t = 1; t < trees; ++t)
        workers.emplace_back(run, t);
    run(0);
    for (auto& w : workers)
        w.join();
    for (auto& f : failures)
        if (f) std::rethrow_exception(f);

    // The root's children summed over the trees, by move.
    std::vector<double> visits(moves.size(), 0.0), value(moves.size(), 0.0);
    std::size_t winner = moves.size();
    long iterations = 0;
    std::size_t nodes = 0, reused = 0;
    for (const auto& tree : m_trees) {
        iterations += tree->iterations();
        nodes += tree->nodes().size();
        reused += tree->reused();
        const auto& top = tree->nodes()[0];
        if (!top.expanded) continue;
        for (std::uint32_t c = 0; c < top.numChildren; ++c) {
            const auto& child = tree->nodes()[top.firstChild + c];
            const auto at = static_cast<std::size_t>(
                std::find(moves.begin(), moves.end(), child.move) - moves.begin());
            if (at >= moves.size()) continue;
            visits[at] += child.visits;
            value[at] += child.value;
            if (top.winningChild == top.firstChild + c && winner == moves.size()) winner = at;
        }
    }
    // The most visited move is the most trusted; ties go to the better mean.
    std::size_t best = winner;
    if (best == moves.size()) {
        best = 0;
        for (std::size_t i = 1; i < moves.size(); ++i) {
            if (visits[i] > visits[best] ||
                (visits[i] == visits[best] && visits[i] > 0 &&
                 value[i] / visits[i] > value[best] / visits[best]))
                best = i;
        }
    }
    m_lastIterations = iterations;
    m_info = "iterations " + std::to_string(iterations) + ", trees " + std::to_string(trees) +
             ", nodes " + std::to_string(nodes) + " (" + std::to_string(reused) +
             " kept), best " + root.moveToString(moves[best]) + " visited " +
             std::to_string(static_cast<long>(visits[best])) + ", value " +
             std::to_string(visits[best] > 0 ? value[best] / visits[best] : 0.0);
    return moves[best];
}

}  // namespace plateau
