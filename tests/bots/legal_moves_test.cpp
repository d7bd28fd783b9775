// Bots play only legal moves: every plugin the host finds, every variant, and Race.
#include <doctest/doctest.h>

#include "support.hpp"

#include <plateau/sdk/bot.hpp>
#include <plateau/host/plugin_host.hpp>

#include "race/race_game.hpp"

using namespace plateau;

namespace {

// Plays one game with the given controllers; every move goes through State::apply,
// which refuses an illegal one.
void playChecked(const Game& game, Setup setup, const std::vector<std::string>& controllers,
                 std::uint64_t seed, int maxPlies) {
    std::vector<BotPtr> bots;
    for (const auto& c : controllers) {
        auto bot = makeBot(game, c);
        REQUIRE_OK(bot);
        // A small budget: this is about legality, not strength.
        (*bot)->setBudget({.iterations = 30, .time = std::chrono::milliseconds(20)});
        bots.push_back(std::move(*bot));
    }
    setup.seed = seed;
    auto state = game.newState(setup);
    REQUIRE_OK(state);
    Rng rng(seed);
    for (int ply = 0; ply < maxPlies && !(*state)->isTerminal(); ++ply) {
        State& s = **state;
        Move m;
        if (s.isChance()) {
            m = sampleChance(s, rng);
        } else {
            const auto player = static_cast<std::size_t>(s.currentPlayer());
            m = bots[player % bots.size()]->chooseMove(s, rng);
        }
        CAPTURE(s.toText(Viewer::referee()));
        INFO("move ", s.moveToString(m), " at ply ", ply);
        REQUIRE_OK(s.apply(m));
    }
}

void checkGame(const Game& game, int gamesPerSetup) {
    for (const auto& variant : game.variants()) {
        CAPTURE(variant.id);
        for (int n : {variant.minPlayers, variant.maxPlayers}) {
            CAPTURE(n);
            Setup setup;
            setup.variant = variant.id;
            setup.players.resize(static_cast<std::size_t>(n));
            if (variant.findOption("max_plies")) setup.options.set("max_plies", std::int64_t{300});
            std::vector<std::string> controllers;
            for (int i = 0; i < n; ++i)
                controllers.push_back(i % 2 ? "bot:random" : "bot:mcts");
            for (const auto& own : game.botNames())
                controllers[static_cast<std::size_t>(n - 1)] = "bot:" + own + ":easy";
            for (int g = 0; g < gamesPerSetup; ++g)
                playChecked(game, setup, controllers, 1000 + static_cast<std::uint64_t>(g), 300);
        }
    }
}

}  // namespace

TEST_CASE("bots play only legal moves in Race") {
    auto game = race::RaceGame::load(RACE_DATA_DIR);
    REQUIRE_OK(game);
    checkGame(**game, 3);
}

TEST_CASE("bots play only legal moves in every plugin found") {
    PluginHost host(SearchPaths::standard());
    host.loadAll();
    for (const auto& failure : host.failures())
        MESSAGE("skipped: ", failure.file.string(), ": ", failure.reason);
    if (host.plugins().empty()) MESSAGE("no plugin built yet: nothing to check");
    for (const auto& plugin : host.plugins()) {
        CAPTURE(plugin.id);
        checkGame(*plugin.game, 1);
    }
}
