// The generic bots on the Race example: makeBot, a win in one, reproducibility.
#include <algorithm>
#include <atomic>

#include <doctest/doctest.h>

#include "support.hpp"

#include <plateau/host/mcts_bot.hpp>
#include <plateau/host/random_bot.hpp>
#include <plateau/sdk/bot.hpp>

#include "race/race_game.hpp"

using namespace plateau;

namespace {

std::shared_ptr<const race::RaceGame> raceGame() {
    return plateau::testing::loadedOnce<race::RaceGame>(RACE_DATA_DIR);
}

StatePtr newRace(const Game& game, int players, std::int64_t goal = 10) {
    Setup setup;
    setup.players.resize(static_cast<std::size_t>(players));
    setup.firstPlayer = 0;
    setup.options.set("goal", goal);
    auto state = game.newState(setup);
    REQUIRE_OK(state);
    return std::move(*state);
}

void play(State& state, std::initializer_list<const char*> moves) {
    for (const char* m : moves)
        REQUIRE_OK(state.apply(m));
}

// Plays a whole game with one bot per seat; chance drawn from `dice`. Returns the moves.
std::vector<Move> playOut(State& state, std::vector<BotPtr>& bots, Rng& botRng, Rng& dice) {
    std::vector<Move> moves;
    while (!state.isTerminal() && moves.size() < 2000) {
        const Move m =
            state.isChance()
                ? sampleChance(state, dice)
                : bots[static_cast<std::size_t>(state.currentPlayer())]->chooseMove(state, botRng);
        REQUIRE_OK(state.apply(m));
        moves.push_back(m);
    }
    return moves;
}

}  // namespace

TEST_CASE("makeBot knows the generic bots and their levels") {
    auto game = raceGame();
    auto random = makeBot(*game, "bot:random");
    REQUIRE_OK(random);
    CHECK((*random)->name() == "random");

    for (const char* level : {"easy", "medium", "hard"}) {
        auto bot = makeBot(*game, std::string("bot:mcts:") + level);
        REQUIRE_OK(bot);
        auto* mcts = dynamic_cast<MctsBot*>(bot->get());
        REQUIRE(mcts);
        CHECK(mcts->budget().iterations > 0);
    }
    // Stronger levels think longer.
    CHECK(MctsBot::optionsFor(BotLevel::Easy).budget.iterations <
          MctsBot::optionsFor(BotLevel::Medium).budget.iterations);
    CHECK(MctsBot::optionsFor(BotLevel::Medium).budget.iterations <
          MctsBot::optionsFor(BotLevel::Hard).budget.iterations);
    // The level defaults to medium.
    auto plain = makeBot(*game, "bot:mcts");
    REQUIRE_OK(plain);
    CHECK((*plain)->budget().iterations == MctsBot::optionsFor(BotLevel::Medium).budget.iterations);

    const auto controllers = botControllers(*game);
    CHECK(controllers.front() == "bot:random");
    CHECK(std::find(controllers.begin(), controllers.end(), std::string("bot:mcts:hard")) !=
          controllers.end());
    for (const auto& c : controllers)
        CHECK_OK(makeBot(*game, c));
}

TEST_CASE("makeBot refuses unknown names and levels, listing the known ones") {
    auto game = raceGame();
    auto unknown = makeBot(*game, "bot:alphazero");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().reason.find("alphazero") != std::string::npos);
    CHECK(unknown.error().reason.find("known: random, mcts") != std::string::npos);

    // Race has no bot of its own, so the game's hook refuses too.
    auto direct = game->makeBot("race", "hard");
    CHECK_FALSE(direct.ok());

    auto level = makeBot(*game, "bot:mcts:grandmaster");
    REQUIRE_FALSE(level.ok());
    CHECK(level.error().reason.find("easy, medium, hard") != std::string::npos);

    CHECK_FALSE(makeBot(*game, "bot:").ok());
    CHECK_FALSE(makeBot(*game, "").ok());
}

TEST_CASE("MCTS takes the winning step") {
    auto game = raceGame();
    auto state = newRace(*game, 2);
    // Player 1 at 7 of 10 with a throw of 3: +3 wins, +1 does not.
    play(*state, {"d3", "+3", "d1", "+1", "d3", "+3", "d1", "+1", "d1", "+1", "d1", "+1", "d3"});
    REQUIRE(state->currentPlayer() == 0);
    auto win = state->parseMove("+3");
    REQUIRE_OK(win);

    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        MctsBot bot({.budget = {.iterations = 300}});
        Rng rng(seed);
        CHECK(bot.chooseMove(*state, rng) == *win);
        CHECK(bot.lastSearchInfo().find("iterations 300") != std::string::npos);
    }
}

TEST_CASE("MCTS with four players and chance nodes picks the move that wins sooner") {
    auto game = raceGame();
    auto state = newRace(*game, 4, 6);
    // Player 1 at 4 of 6 with a throw of 2: +2 wins now, +1 leaves three rivals a chance.
    play(*state, {"d3", "+3", "d1", "+1", "d1", "+1", "d1", "+1", "d2"});
    REQUIRE(state->currentPlayer() == 0);
    MctsBot bot({.budget = {.iterations = 500}});
    Rng rng(7);
    CHECK(state->moveToString(bot.chooseMove(*state, rng)) == "+2");
}

TEST_CASE("seeded bots are reproducible with an iteration budget") {
    auto game = raceGame();
    auto run = [&](std::uint64_t seed) {
        auto state = newRace(*game, 3, 15);
        std::vector<BotPtr> bots;
        for (int i = 0; i < 3; ++i) {
            auto bot = makeBot(*game, i == 2 ? "bot:random" : "bot:mcts:easy");
            REQUIRE_OK(bot);
            (*bot)->setBudget({.iterations = 150});
            bots.push_back(std::move(*bot));
        }
        Rng botRng(seed), dice(seed + 100);
        return playOut(*state, bots, botRng, dice);
    };
    const auto first = run(42);
    CHECK(first.size() > 4);
    CHECK(run(42) == first);
}

TEST_CASE("bot:mcts:N searches N iterations with no clock, so tests play the same anywhere") {
    auto game = raceGame();
    auto bot = makeBot(*game, "bot:mcts:150");
    REQUIRE_OK(bot);
    const auto* mcts = dynamic_cast<const MctsBot*>(bot->get());
    REQUIRE(mcts != nullptr);
    CHECK(mcts->options().budget.iterations == 150);
    CHECK(mcts->options().budget.time.count() == 0);
    // A choice to search (the position of the four-player test above).
    auto state = newRace(*game, 4, 6);
    play(*state, {"d3", "+3", "d1", "+1", "d1", "+1", "d1", "+1", "d2"});
    Rng rng(5);
    const Move chosen = (*bot)->chooseMove(*state, rng);
    CHECK(mcts->lastIterations() >= 150);
    auto again = makeBot(*game, "bot:mcts:150");
    REQUIRE_OK(again);
    Rng same(5);
    CHECK((*again)->chooseMove(*state, same) == chosen);
    CHECK_FALSE(makeBot(*game, "bot:mcts:0"));
    CHECK_FALSE(makeBot(*game, "bot:mcts:99999999999"));
}

TEST_CASE("a bot asked at a chance node throws the dice, by probability") {
    auto game = raceGame();
    auto state = newRace(*game, 2);
    REQUIRE(state->isChance());
    RandomBot random;
    MctsBot mcts({.budget = {.iterations = 10}});
    Rng rng(3);
    int counts[4] = {};
    for (int i = 0; i < 300; ++i) {
        const Move a = random.chooseMove(*state, rng);
        const Move b = mcts.chooseMove(*state, rng);
        REQUIRE_FALSE(state->illegalReason(a).has_value());
        REQUIRE_FALSE(state->illegalReason(b).has_value());
        ++counts[a.code];
    }
    for (int face = 1; face <= 3; ++face)
        CHECK(counts[face] > 60);
}

TEST_CASE("a stop flag ends a search at once") {
    auto game = raceGame();
    auto state = newRace(*game, 2, 50);
    REQUIRE_OK(state->apply("d3"));
    std::atomic<bool> stop{true};
    MctsBot bot({.budget = {.iterations = 1000000}});
    bot.setStopFlag(&stop);
    Rng rng(1);
    const Move m = bot.chooseMove(*state, rng);
    CHECK_FALSE(state->illegalReason(m).has_value());
    CHECK(bot.lastSearchInfo().find("iterations 1,") != std::string::npos);
}

TEST_CASE("a time budget is kept") {
    auto game = raceGame();
    auto state = newRace(*game, 2, 50);
    REQUIRE_OK(state->apply("d3"));
    MctsBot bot({.budget = {.time = std::chrono::milliseconds(50)}});
    Rng rng(1);
    const auto start = std::chrono::steady_clock::now();
    const Move m = bot.chooseMove(*state, rng);
    const auto took = std::chrono::steady_clock::now() - start;
    CHECK_FALSE(state->illegalReason(m).has_value());
    CHECK(took >= std::chrono::milliseconds(50));
    CHECK(took < std::chrono::milliseconds(500));
}
