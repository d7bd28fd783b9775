// GameSession and games with secrets (SDK 0.3): whom the one screen shows the game to, and
// what a secret move looks like in the session's events for each viewer.

#include <doctest/doctest.h>

#include "info/guess_game.hpp"
#include "info/info_games.hpp"
#include "session/game_session.hpp"
#include "support.hpp"

using namespace plateau;
using namespace plateau::session;

namespace {

Setup twoSeats(const char* anna, const char* ben) {
    Setup s;
    s.players.resize(2);
    s.players[0].name = "Anna";
    s.players[0].controller = anna;
    s.players[1].name = "Ben";
    s.players[1].controller = ben;
    s.seed = 3;
    s.firstPlayer = 0;
    return s;
}

std::unique_ptr<GameSession> open(std::shared_ptr<const Game> game, Setup setup) {
    auto made = GameSession::start(std::move(game), std::move(setup), {});
    REQUIRE(made.ok());
    return std::move(*made);
}

}  // namespace

TEST_CASE("the screen shows the game to the only person, else to the person to act") {
    auto guess = info::makeGuess();
    // One person against a bot: always that person's seat, whoever acts.
    auto alone = open(guess, twoSeats("bot:random", "human"));
    CHECK(alone->screenViewer() == Viewer::player(1));
    // Bots only: the referee, who sees everything.
    auto bots = open(guess, twoSeats("bot:random", "bot:random"));
    CHECK(bots->screenViewer() == Viewer::referee());
    // Two people at one screen: the one to act.
    auto both = open(guess, twoSeats("human", "human"));
    CHECK(both->screenViewer() == Viewer::player(0));
    REQUIRE_OK(both->play(info::pick(3), By::Human));
    CHECK(both->screenViewer() == Viewer::player(1));
    // What Ben's screen shows: the number hidden, Anna's move as a secret.
    CHECK(both->state().toText(both->screenViewer()).find("secret ?") == 0);
    bool sawMove = false;
    for (const auto& e : both->takeEvents()) {
        if (e.kind != SessionEvent::Kind::Move) continue;
        sawMove = true;
        CHECK(e.seenBy == playerBit(0));
        REQUIRE(e.textFor(Viewer::player(1)));
        CHECK(*e.textFor(Viewer::player(1)) == "a secret move");
        CHECK(*e.textFor(Viewer::player(0)) == "hide 3");
        CHECK(*e.textFor(Viewer::referee()) == "hide 3");
    }
    CHECK(sawMove);
}

TEST_CASE("a bot in a session is given its player's information: it cannot read the number") {
    // Ben, bot:mcts, guesses Anna's number in 40 sessions: a bot that read the state would
    // win them all.
    auto guess = info::makeGuess();
    int wins = 0;
    for (int g = 0; g < 40; ++g) {
        Setup setup = twoSeats("human", "bot:mcts:easy");
        setup.seed = static_cast<std::uint64_t>(g + 1);
        auto s = open(guess, setup);
        REQUIRE_OK(s->play(info::pick(1 + g % info::kGuessNumbers), By::Human));
        REQUIRE_OK(s->playBotNow());
        REQUIRE(s->state().isTerminal());
        wins += s->state().outcome().winners == std::vector<int>{1};
    }
    MESSAGE("bot:mcts:easy guessed " << wins << " of 40");
    CHECK(wins < 25);
}
