// Quoridor's own bot with four players: the rival about to win gets walled whoever it is,
// and the playouts of the four-player search (bot/playout.hpp) end and repeat themselves.
#include <string>

#include <doctest/doctest.h>

#include "quoridor_positions.hpp"
#include "support.hpp"

#include <plateau/sdk/bot.hpp>

#include "bot/playout.hpp"
#include "bot/quoridor_bot.hpp"
#include "quoridor/quoridor_game.hpp"
#include "quoridor/quoridor_state.hpp"

using namespace plateau;
using namespace quoridor_positions;

namespace {

// The fourth player (from i5, goal column a) walks along row 4 to b4 while the others
// step back and forth: it is one step from winning, three plies away, the first to move.
const auto kFourthNearGoal = {"d1", "a6", "d9", "i4", "e1", "a5", "e9", "h4", "d1", "a6", "d9",
                              "g4", "e1", "a5", "e9", "f4", "d1", "a6", "d9", "e4", "e1", "a5",
                              "e9", "d4", "d1", "a6", "d9", "c4", "e1", "a5", "e9", "b4"};

}  // namespace

TEST_CASE("with four players the threat term walls the rival about to win, whoever it is") {
    // The fourth player would win before hard moves again; the paranoid search has the two
    // others play against hard, so nobody else walls it, and a step is worth as much as a
    // one-step wall to the evaluation. The threat term (off in the levels: it cost games
    // against easy, docs/quoridor-gauntlet.md) makes the search wall that rival.
    auto game = quoridorGame();
    auto state = newGame(*game, 4, kFourthNearGoal);
    REQUIRE(state->currentPlayer() == 0);
    REQUIRE(boardOf(*state).distance(3) == 1);
    for (long nodes : {2000L, 20000L}) {
        CAPTURE(nodes);
        auto options = quoridor::QuoridorBot::optionsFor(BotLevel::Hard);
        options.budget = {.iterations = nodes};
        options.fourThreat = 300;
        quoridor::QuoridorBot bot(options);
        Rng rng(3);
        const Move m = bot.chooseMove(*state, rng);
        INFO(state->moveToString(m), ": ", bot.lastSearchInfo());
        REQUIRE(quoridor::isWallMove(m));
        auto after = state->clone();
        REQUIRE_OK(after->apply(m));
        CHECK(boardOf(*after).distance(3) >= 2);
    }
}

TEST_CASE("hard's four-player playouts spend the node budget and repeat themselves") {
    auto game = quoridorGame();
    auto state = newGame(*game, 4, {"e2", "b5", "e8", "h5"});
    const auto run = [&] {
        auto options = quoridor::QuoridorBot::optionsFor(BotLevel::Hard);
        options.budget = {.iterations = 5000};
        options.playoutMoves = 4;
        options.playoutMargin = 300;
        quoridor::QuoridorBot bot(options);
        Rng rng(11);
        const Move m = bot.chooseMove(*state, rng);
        CHECK(bot.lastResult().playouts > 0);
        CHECK(bot.lastResult().nodes >= 5000);
        CHECK(bot.lastResult().nodes < 5000 + 400);  // one playout past the budget at most
        REQUIRE_OK(state->clone()->apply(m));
        return m;
    };
    CHECK(run() == run());
}

TEST_CASE("the race arithmetic of a Quoridor playout counts whose turn it is") {
    quoridor::Board board(9, 4, 5);
    std::array<int, quoridor::kMaxPlayers> dist{8, 8, 8, 8};
    CHECK(quoridor::raceWinner(board, dist) == 0);  // all level: the first to move
    dist = {8, 7, 8, 8};
    CHECK(quoridor::raceWinner(board, dist) == 1);          // a step ahead beats moving first
    board.makeMove(quoridor::pawnMove(board.pawn(0) + 9));  // e2: the second moves now
    dist = {7, 8, 8, 7};
    CHECK(quoridor::raceWinner(board, dist) == 3);  // seats 3 and 0 tie: 3 moves first
}

TEST_CASE("a Quoridor playout ends with a winner, and one seed gives one game") {
    const quoridor::PlayoutPolicy policy;
    for (int players : {2, 4}) {
        CAPTURE(players);
        const quoridor::Board start(9, players, quoridor::Board::defaultWallsPerPlayer(9, players));
        const auto play = [&](std::uint64_t seed, long& plies) {
            quoridor::Board b = start;
            Rng rng(seed);
            return quoridor::playOut(b, rng, policy, plies);
        };
        long plies = 0, again = 0;
        const int winner = play(5, plies);
        CHECK(winner >= 0);
        CHECK(winner < players);
        CHECK(plies > 0);
        CHECK(play(5, again) == winner);
        CHECK(again == plies);
        // Walls go down in the playouts: the race arithmetic ends them before the goal.
        CHECK(plies < 200);
    }
}
