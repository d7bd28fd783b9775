#pragma once

// Helpers of the saves suite: the Race game, the shipped plugins when built, seeded games.

#include <unistd.h>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include <plateau/sdk/chance.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/sdk/random.hpp>
#include <plateau/sdk/state.hpp>

#include "race/race_game.hpp"
#include "support.hpp"

namespace plateau::testing {

inline std::shared_ptr<const race::RaceGame> raceGame() {
    return loadedOnce<race::RaceGame>(RACE_DATA_DIR);
}

// The plugins found the way the program finds them; loaded once per test run.
inline const PluginHost& shippedPlugins() {
    static PluginHost host(SearchPaths::standard());
    static const bool loaded = (host.loadAll(), true);
    (void)loaded;
    return host;
}

// A shipped plugin, or nullptr with a message when it is not built.
inline const LoadedPlugin* shippedPlugin(const std::string& id) {
    const LoadedPlugin* plugin = shippedPlugins().findPlugin(id);
    if (!plugin) MESSAGE("plugin '", id, "' is not built here: its part of this test is skipped");
    return plugin;
}

inline StatePtr newGame(const Game& game, int players, std::uint64_t seed,
                        const std::string& controllers = {}) {
    Setup setup;
    setup.players.resize(static_cast<std::size_t>(players));
    for (int p = 0; p < players; ++p)
        setup.players[p].name = "P" + std::to_string(p + 1);
    if (!controllers.empty()) setup.players[1].controller = controllers;
    setup.seed = seed;
    if (game.findVariant("")->findOption("max_plies"))
        setup.options.set("max_plies", std::int64_t{300});
    auto state = game.newState(setup);
    REQUIRE_OK(state);
    return std::move(*state);
}

// Plays up to `plies` moves: throws by the seeded generator, decisions at random.
inline void playRandom(State& state, Rng& rng, int plies) {
    for (int i = 0; i < plies && !state.isTerminal(); ++i) {
        Move m;
        if (state.isChance()) {
            m = sampleChance(state, rng);
        } else {
            MoveList moves;
            state.legalMoves(moves);
            m = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
        }
        REQUIRE(state.apply(m).ok());
    }
}

// Same position, same history, same log.
inline void checkSameState(const State& a, const State& b) {
    CHECK(a.history() == b.history());
    CHECK(a.toText(Viewer::referee()) == b.toText(Viewer::referee()));
    CHECK(a.currentPlayer() == b.currentPlayer());
    REQUIRE(a.events().size() == b.events().size());
    for (std::size_t i = 0; i < a.events().size(); ++i) {
        CHECK(a.events()[i].text == b.events()[i].text);
        CHECK(a.events()[i].ply == b.events()[i].ply);
    }
}

}  // namespace plateau::testing
