// Quoridor's own bot: it wins when it can, blocks when it must, and repeats itself.
#include <algorithm>
#include <atomic>
#include <chrono>

#include <doctest/doctest.h>

#include "support.hpp"

#include <plateau/bot.hpp>
#include <plateau/mcts_bot.hpp>

#include "bot/quoridor_bot.hpp"
#include "quoridor/quoridor_game.hpp"

using namespace plateau;
using quoridor::QuoridorState;

namespace {

std::shared_ptr<const quoridor::QuoridorGame> quoridorGame() {
    auto g = quoridor::QuoridorGame::load(PLATEAU_SOURCE_DIR "/games/quoridor");
    REQUIRE_OK(g);
    return *g;
}

StatePtr newGame(const Game& game, int players, std::initializer_list<const char*> moves) {
    Setup setup;
    setup.players.resize(static_cast<std::size_t>(players));
    setup.firstPlayer = 0;
    auto state = game.newState(setup);
    REQUIRE_OK(state);
    for (const char* m : moves)
        REQUIRE_OK((*state)->apply(m));
    return std::move(*state);
}

const quoridor::Board& boardOf(const State& state) {
    const auto* q = dynamic_cast<const QuoridorState*>(&state);
    REQUIRE(q);
    return q->board();
}

quoridor::QuoridorBot hardBot(long nodes = 0) {
    auto options = quoridor::QuoridorBot::optionsFor(BotLevel::Hard);
    if (nodes > 0) options.budget = {.iterations = nodes};
    return quoridor::QuoridorBot(options);
}

// The second player walks e9–e2 while the first shuffles on row 1.
const auto kOneStepFromGoal = {"d1", "e8", "c1", "e7", "d1", "e6", "c1",
                               "e5", "d1", "e4", "c1", "e3", "d1", "e2"};

}  // namespace

TEST_CASE("the Quoridor bot walls in an opponent one step from winning") {
    auto game = quoridorGame();
    auto state = newGame(*game, 2, kOneStepFromGoal);
    REQUIRE(boardOf(*state).distance(1) == 1);
    for (long nodes : {2000L, 50000L}) {
        CAPTURE(nodes);
        auto bot = hardBot(nodes);
        Rng rng(1);
        const Move m = bot.chooseMove(*state, rng);
        INFO(state->moveToString(m), ": ", bot.lastSearchInfo());
        REQUIRE_OK(state->clone()->apply(m));
        REQUIRE(quoridor::isWallMove(m));
        auto after = state->clone();
        REQUIRE_OK(after->apply(m));
        CHECK(boardOf(*after).distance(1) >= 2);
    }
}

TEST_CASE("the Quoridor bot takes a win in one, two and four players") {
    auto game = quoridorGame();
    // The first player on e8 with the second out of the way.
    auto two = newGame(
        *game, 2,
        {"e2", "d9", "e3", "c9", "e4", "d9", "e5", "c9", "e6", "d9", "e7", "c9", "e8", "d9"});
    auto bot = hardBot();
    Rng rng(1);
    const Move win = bot.chooseMove(*two, rng);
    CHECK(two->moveToString(win) == "e9");

    // Four players: the first walks up column e while the others shuffle.
    auto four = newGame(*game, 4, {"e2", "b5", "d9", "h5", "e3", "a5", "c9", "i5", "e4", "b5",
                                   "d9", "h5", "e5", "a5", "c9", "i5", "e6", "b5", "d9", "h5",
                                   "e7", "a5", "c9", "i5", "e8", "b5", "d9", "h5"});
    REQUIRE(four->currentPlayer() == 0);
    const Move step = bot.chooseMove(*four, rng);
    INFO(bot.lastSearchInfo());
    CHECK(four->moveToString(step) == "e9");
}

TEST_CASE("the Quoridor bot is reproducible with a node budget") {
    auto game = quoridorGame();
    auto run = [&] {
        auto state = newGame(*game, 2, {});
        auto a = hardBot(3000), b = hardBot(3000);
        Rng rng(9);
        std::vector<Move> moves;
        for (int ply = 0; ply < 40 && !state->isTerminal(); ++ply) {
            auto& bot = state->currentPlayer() == 0 ? a : b;
            const Move m = bot.chooseMove(*state, rng);
            REQUIRE_OK(state->apply(m));
            moves.push_back(m);
        }
        return moves;
    };
    const auto first = run();
    CHECK(first.size() >= 10);
    CHECK(run() == first);
}

TEST_CASE("every level of the Quoridor bot plays legal moves to the end, 2 and 4 players") {
    auto game = quoridorGame();
    for (int players : {2, 4}) {
        for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
            CAPTURE(players);
            CAPTURE(botLevelName(level));
            auto state = newGame(*game, players, {});
            auto options = quoridor::QuoridorBot::optionsFor(level);
            options.budget = {.iterations = 1500};  // fast: this is about legality
            quoridor::QuoridorBot bot(options);
            MctsBot rival({.budget = {.iterations = 20}});
            Rng rng(static_cast<std::uint64_t>(players));
            int ply = 0;
            for (; ply < 400 && !state->isTerminal(); ++ply) {
                Bot& mover = state->currentPlayer() == 0 ? static_cast<Bot&>(bot) : rival;
                const Move m = mover.chooseMove(*state, rng);
                INFO(state->toText(), state->moveToString(m));
                REQUIRE_OK(state->apply(m));
            }
            CHECK(state->isTerminal());
            if (state->isTerminal()) CHECK(state->returnFor(0) == 1.0);
        }
    }
}

TEST_CASE("the Quoridor bot factory refuses other names") {
    auto game = quoridorGame();
    auto bot = quoridor::makeQuoridorBot(*game, "quoridor", "easy");
    REQUIRE_OK(bot);
    CHECK((*bot)->name() == "quoridor");
    auto unknown = quoridor::makeQuoridorBot(*game, "deep-blue", "hard");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().reason.find("quoridor") != std::string::npos);
    CHECK_FALSE(quoridor::makeQuoridorBot(*game, "quoridor", "impossible").ok());
}

TEST_CASE("makeBot finds Quoridor's own bot through the game's hook") {
    auto game = quoridorGame();
    auto bot = makeBot(*game, "bot:quoridor:hard");
    REQUIRE_OK(bot);
    CHECK((*bot)->name() == "quoridor");
    const auto controllers = botControllers(*game);
    CHECK(std::find(controllers.begin(), controllers.end(), std::string("bot:quoridor:easy")) !=
          controllers.end());
    auto unknown = makeBot(*game, "bot:stockfish");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().reason.find("known: random, mcts, quoridor") != std::string::npos);
}

TEST_CASE("a stop flag makes the Quoridor bot answer at once, with a legal move") {
    auto game = quoridorGame();
    auto state = newGame(*game, 4, {"e2", "b5", "e8"});
    auto bot = quoridor::QuoridorBot(quoridor::QuoridorBot::optionsFor(BotLevel::Hard));
    bot.setBudget({.time = std::chrono::seconds(60)});
    std::atomic<bool> stop{true};
    bot.setStopFlag(&stop);
    Rng rng(1);
    const auto start = std::chrono::steady_clock::now();
    const Move m = bot.chooseMove(*state, rng);
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
    CHECK_OK(state->apply(m));
}
