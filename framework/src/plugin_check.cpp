#include "plateau/plugin_check.hpp"

#include <cmath>
#include <exception>
#include <set>
#include <string>

#include "plateau/chance.hpp"
#include "plateau/random.hpp"

namespace plateau {

namespace {

Setup setupFor(const VariantInfo& variant, int players) {
    Setup setup;
    setup.variant = variant.id;
    for (int p = 0; p < players; ++p) setup.players.push_back({"P" + std::to_string(p + 1)});
    setup.firstPlayer = 0;
    return setup;
}

Status playout(const Game& game, const Setup& setup, std::uint64_t seed, int maxPlies) {
    auto made = game.newState(setup);
    if (!made) return Error("newState failed: " + made.error().toString());
    State& state = **made;
    state.setLogging(false);
    Rng rng(seed);
    for (int ply = 0; ply < maxPlies && !state.isTerminal(); ++ply) {
        MoveList moves;
        ChanceList outcomes;
        state.legalMoves(moves);
        state.chanceOutcomes(outcomes);
        if (state.isChance()) {
            if (outcomes.empty()) return Error("a chance node lists no outcomes");
            if (!moves.empty()) return Error("a chance node lists legal moves");
            double sum = 0;
            for (const auto& o : outcomes) {
                if (!(o.probability >= 0 && o.probability <= 1))
                    return Error("a chance outcome has probability " + std::to_string(o.probability));
                sum += o.probability;
            }
            if (std::abs(sum - 1.0) > 1e-6)
                return Error("chance probabilities sum to " + std::to_string(sum) + ", not 1");
            state.applyUnchecked(sampleChance(outcomes, rng));
        } else {
            const PlayerId p = state.currentPlayer();
            if (p < 0 || p >= state.numPlayers())
                return Error("currentPlayer() is " + std::to_string(p) + ", not a player");
            if (moves.empty()) return Error("the player to move has no legal move");
            const Move m = moves[static_cast<std::size_t>(rng.below(moves.size()))];
            if (auto ok = state.apply(m); !ok)
                return Error("a listed move is refused: " + ok.error().reason);
        }
    }
    if (state.isTerminal()) (void)state.outcome();
    (void)state.toText();
    return {};
}

}  // namespace

Status quickCheck(const Game& game, const QuickCheckOptions& options) {
    try {
        const auto& variants = game.variants();
        if (variants.empty()) return Error("the game has no variant");
        for (const VariantInfo& v : variants) {
            std::set<int> counts(v.playerCounts.begin(), v.playerCounts.end());
            if (counts.empty()) counts = {v.minPlayers, v.maxPlayers};
            for (int players : counts) {
                for (int i = 0; i < options.playouts; ++i) {
                    const auto seed = options.seed + static_cast<std::uint64_t>(i);
                    if (auto ok = playout(game, setupFor(v, players), seed, options.maxPlies); !ok)
                        return Error("variant '" + v.id + "', " + std::to_string(players) +
                                     " players: " + ok.error().reason);
                }
            }
        }
    } catch (const std::exception& e) {
        return Error(std::string("the game threw: ") + e.what());
    } catch (...) {
        return Error("the game threw an exception");
    }
    return {};
}

}  // namespace plateau
