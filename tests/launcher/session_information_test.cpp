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

std::unique_ptr<GameSession> startSession(std::shared_ptr<const Game> game, Setup setup) {
    auto made = GameSession::start(std::move(game), std::move(setup), {});
    REQUIRE(made.ok());
    return std::move(*made);
}

}  // namespace

TEST_CASE("the screen shows the game to the only person, else to the person to act") {
    auto guess = info::makeGuess();
    // One person against a bot: always that person's seat, whoever acts.
    auto alone = startSession(guess, twoSeats("bot:random", "human"));
    CHECK(alone->screenViewer() == Viewer::player(1));
    // Bots only: the referee, who sees everything.
    auto bots = startSession(guess, twoSeats("bot:random", "bot:random"));
    CHECK(bots->screenViewer() == Viewer::referee());
    // Two people at one screen: the one to act.
    auto both = startSession(guess, twoSeats("human", "human"));
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
        CHECK(*e.textFor(Viewer::player(0)) == "hide3");
        CHECK(*e.textFor(Viewer::referee()) == "hide3");
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
        auto s = startSession(guess, setup);
        REQUIRE_OK(s->play(info::pick(1 + g % info::kGuessNumbers), By::Human));
        REQUIRE_OK(s->playBotNow());
        REQUIRE(s->state().isTerminal());
        wins += s->state().outcome().winners == std::vector<int>{1};
    }
    MESSAGE("bot:mcts:easy guessed " << wins << " of 40");
    CHECK(wins < 25);
}

TEST_CASE("players asked at once choose in turn, unseen: a bot never sees a pending choice") {
    auto bids = info::makeSealedBids();
    std::vector<Move> bensBids;
    for (int annas = 1; annas <= 3; ++annas) {
        auto s = startSession(bids, twoSeats("human", "bot:mcts:easy"));
        CHECK(s->actor() == 0);
        CHECK(s->humanToAct());
        REQUIRE_OK(s->play(info::bid(0, annas), By::Human));
        // Anna's bid waits, unapplied, while Ben chooses.
        CHECK(s->state().history().empty());
        CHECK(s->actor() == 1);
        CHECK(s->sessionToAct());
        REQUIRE_OK(s->step());
        // Both are in: they apply together, in seat order, and open at once.
        REQUIRE(s->state().history().size() == 2);
        CHECK(s->state().history()[0] == info::bid(0, annas));
        bensBids.push_back(s->state().history()[1]);
        CHECK(s->actor() == 0);  // the next round
    }
    // Ben's bid is the same whatever Anna bid: the bot did not see it.
    CHECK(bensBids[0] == bensBids[1]);
    CHECK(bensBids[1] == bensBids[2]);
}

TEST_CASE(
    "a choice of a seat that is not asked, or no legal bid, is refused; undo drops pending "
    "choices") {
    auto s = startSession(info::makeSealedBids(), twoSeats("human", "human"));
    CHECK_FALSE(s->play(info::bid(1, 2), By::Human).ok());  // Anna acts, not Ben
    REQUIRE_OK(s->play(info::bid(0, 2), By::Human));
    CHECK(s->actor() == 1);
    CHECK(s->screenViewer() == Viewer::player(1));
    REQUIRE_OK(s->play(info::bid(1, 3), By::Human));
    CHECK(s->state().history().size() == 2);
    REQUIRE(s->undo());
    // Undo takes back Ben's bid (his own step) and the pair is open again.
    CHECK(s->state().history().size() < 2);
}
