// bot:mcts cannot read the other general's pending split: with Anna's split applied (hidden
// from Ben), Ben's search answers the same whatever she chose. The same search on the game
// with its simultaneous moves and secrets undeclared (it then searches the true position,
// as every bot did before SDK 0.3) answers her split.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>

#include <plateau/host/mcts_bot.hpp>
#include <plateau/sdk/state.hpp>

#include "blotto_game.hpp"
#include "blotto_state.hpp"

namespace {

std::shared_ptr<const blotto::BlottoGame> load(bool declared) {
    plateau::GameType type = blotto::kType;
    type.hiddenInformation = declared;
    type.simultaneousMoves = declared;
    const char* dir = std::getenv("BLOTTO_DATA_DIR");
    auto g = blotto::BlottoGame::load(dir ? dir : "games/blotto", type);
    REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : g.error().toString()));
    return *g;
}

// Ben's answer, by a seeded search, to each split Anna may have chosen.
std::set<std::string> answers(const plateau::Game& game) {
    plateau::MctsOptions options;
    options.budget.iterations = 3000;
    options.trees = 1;
    std::set<std::string> out;
    for (int i = 0; i < blotto::splitCount(6); ++i) {
        plateau::Setup setup;
        setup.variant = "classic";
        setup.players = {{"Anna"}, {"Ben"}};
        setup.options.set("rounds", std::int64_t{1});
        auto made = game.newState(setup);
        REQUIRE(made.ok());
        auto s = std::move(*made);
        plateau::MoveList anna;
        s->legalMovesFor(0, anna);
        REQUIRE(s->applyFor(0, anna[static_cast<std::size_t>(i)]).ok());
        plateau::MctsBot bot(options);
        plateau::Rng rng(2024);
        const plateau::Move answer = bot.chooseMove(*s, rng);
        out.insert(s->moveToString(answer));
    }
    return out;
}

}  // namespace

TEST_CASE("bot:mcts's split does not change with the other general's pending split") {
    const auto fair = answers(*load(true));
    const auto leaky = answers(*load(false));
    std::printf(
        "Blotto, 1 round of 6 troops, 3000 iterations: %zu different answers to Anna's "
        "28 splits (secrets declared), %zu when the search may read them\n",
        fair.size(), leaky.size());
    CHECK(fair.size() == 1);
    CHECK(leaky.size() > 5);
}
