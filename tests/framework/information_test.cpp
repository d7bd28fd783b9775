// SDK 0.3: views per viewer, secret moves and events, simultaneous moves, turns of several
// steps, and the sampler of what a player may know (tests/framework/info: two small games).
#include <doctest/doctest.h>

#include <plateau/host/record_view.hpp>
#include <plateau/host/save_file.hpp>
#include <plateau/host/undo_history.hpp>
#include <plateau/sdk/game.hpp>

#include "info/info_games.hpp"

using namespace plateau;

namespace {

StatePtr start(const std::shared_ptr<const Game>& game, int firstPlayer = 0) {
    Setup setup;
    setup.players.resize(2);
    setup.players[0].name = "Anna";
    setup.players[1].name = "Ben";
    setup.firstPlayer = firstPlayer;
    auto made = game->newState(setup);
    REQUIRE(made.ok());
    return std::move(*made);
}

}  // namespace

TEST_CASE("a viewer sees the public part, its own secrets, or everything") {
    const PlayerMask annaOnly = playerBit(0);
    CHECK(Viewer::referee().sees(annaOnly));
    CHECK(Viewer::player(0).sees(annaOnly));
    CHECK_FALSE(Viewer::player(1).sees(annaOnly));
    CHECK_FALSE(Viewer::spectator().sees(annaOnly));
    CHECK(Viewer::spectator().sees(kEveryone));
    CHECK(Viewer::player(1).sees(playerBit(0) | playerBit(1)));
    CHECK(Viewer::player(1).seesSecretsOf(1));
    CHECK_FALSE(Viewer::player(1).seesSecretsOf(0));
    CHECK(Viewer::player(2).describe() == "player 3");
    CHECK(Viewer::player(2) == Viewer::player(2));
    CHECK_FALSE(Viewer::player(2) == Viewer::player(1));
    CHECK(Viewer::player(1).seat() == 1);
    CHECK(Viewer::referee().seat() == -1);
}

TEST_CASE(
    "sealed bids: both players are asked at once and each bid stays secret until both are in") {
    auto game = info::makeSealedBids();
    CHECK(game->type().hiddenInformation);
    CHECK(game->type().simultaneousMoves);
    StatePtr s = start(game);
    CHECK(s->awaitedPlayers() == std::vector<int>{0, 1});
    MoveList bens;
    s->legalMovesFor(1, bens);
    CHECK(bens.size() == 3);

    // Ben bids first although seat 0 is listed first: any order.
    REQUIRE(s->applyFor(1, info::bid(1, 3)).ok());
    CHECK(s->awaitedPlayers() == std::vector<int>{0});
    // A second bid of Ben's is refused: he is no longer awaited.
    CHECK_FALSE(s->applyFor(1, info::bid(1, 2)).ok());
    // Anna cannot play Ben's move either.
    CHECK_FALSE(s->applyFor(0, info::bid(1, 2)).ok());

    // The views: Ben sees his bid, Anna and a spectator see that one is sealed.
    CHECK(s->toText(Viewer::player(1)).find("Ben: 0 points, bid 3") != std::string::npos);
    CHECK(s->toText(Viewer::player(0)).find("Ben: 0 points, a sealed bid") != std::string::npos);
    CHECK(s->toText(Viewer::spectator()).find("a sealed bid") != std::string::npos);
    CHECK(s->boardView(Viewer::player(0)).pieces[1].label == "?");
    CHECK(s->boardView(Viewer::player(1)).pieces[1].label == "3");
    CHECK(s->boardView(Viewer::referee()).pieces[1].label == "3");

    // The record: the referee has the move, the others know only that one was made.
    CHECK(s->history() == std::vector<Move>{info::bid(1, 3)});
    CHECK(s->historyFor(Viewer::referee())[0] == info::bid(1, 3));
    CHECK(s->historyFor(Viewer::player(1))[0] == info::bid(1, 3));
    CHECK_FALSE(s->historyFor(Viewer::player(0))[0].has_value());
    CHECK_FALSE(s->historyFor(Viewer::spectator())[0].has_value());
    CHECK(s->moveHiddenFrom(0, Viewer::player(0)));
    CHECK(s->moveSeenBy(0) == playerBit(1));

    // The log: each reads their line.
    auto annas = s->eventsFor(Viewer::player(0));
    REQUIRE(annas.size() == 1);
    CHECK(annas[0].text == "Ben seals a bid");
    auto benLog = s->eventsFor(Viewer::player(1));
    REQUIRE(benLog.size() == 1);
    CHECK(benLog[0].text == "Ben bids 3");
    CHECK(s->events().size() == 1);

    // The last bid opens both: everything is public again.
    REQUIRE(s->applyFor(0, info::bid(0, 2)).ok());
    CHECK_FALSE(s->moveHiddenFrom(0, Viewer::spectator()));
    CHECK_FALSE(s->moveHiddenFrom(1, Viewer::spectator()));
    CHECK(s->historyFor(Viewer::spectator())[0] == info::bid(1, 3));
    CHECK(s->toText(Viewer::spectator()).find("Ben: 1 points, no bid") != std::string::npos);
    const auto publicLog = s->eventsFor(Viewer::spectator());
    REQUIRE(publicLog.size() == 3);
    CHECK(publicLog[2].text == "the bids open: 2 against 3");
}

TEST_CASE("sealed bids applied one by one in seat order give the same game (sequential hosts)") {
    auto game = info::makeSealedBids();
    StatePtr a = start(game);
    StatePtr b = start(game);
    REQUIRE(a->currentPlayer() == 0);
    REQUIRE(a->apply("p1:1").ok());
    REQUIRE(a->currentPlayer() == 1);
    REQUIRE(a->apply("p2:2").ok());
    REQUIRE(b->applyFor(1, info::bid(1, 2)).ok());
    REQUIRE(b->applyFor(0, info::bid(0, 1)).ok());
    CHECK(a->toText(Viewer::referee()) == b->toText(Viewer::referee()));
}

TEST_CASE("a resampled state agrees with what the player saw and redraws only the other's secret") {
    auto game = info::makeSealedBids();
    StatePtr s = start(game);
    REQUIRE(s->applyFor(0, info::bid(0, 3)).ok());
    Rng rng(7);
    int seen[4] = {0, 0, 0, 0};
    for (int i = 0; i < 60; ++i) {
        StatePtr guess = s->resampleFromInformation(1, rng);
        // Ben's view of the sample is Ben's view of the game …
        CHECK(guess->toText(Viewer::player(1)) == s->toText(Viewer::player(1)));
        // … and Anna's sealed bid is drawn anew, in the record too.
        const std::string text = guess->toText(Viewer::referee());
        for (int b = 1; b <= 3; ++b)
            if (text.find("Anna: 0 points, bid " + std::to_string(b)) != std::string::npos)
                ++seen[b];
        REQUIRE(guess->history().size() == 1);
        CHECK(guess->history()[0] == info::bid(0, static_cast<int>(guess->history()[0].code % 10)));
    }
    CHECK(seen[1] > 5);
    CHECK(seen[2] > 5);
    CHECK(seen[3] > 5);
    // Anna knows her own bid: her samples keep it.
    for (int i = 0; i < 10; ++i)
        CHECK(s->resampleFromInformation(0, rng)->toText(Viewer::referee()) ==
              s->toText(Viewer::referee()));
}

TEST_CASE("a game without secrets resamples to a copy, and every viewer sees the same") {
    auto game = info::makeTwoSteps();
    StatePtr s = start(game);
    REQUIRE(s->apply("+2").ok());
    Rng rng(1);
    CHECK(s->resampleFromInformation(1, rng)->toText(Viewer::referee()) ==
          s->toText(Viewer::referee()));
    CHECK(s->toText(Viewer::player(1)) == s->toText(Viewer::spectator()));
    CHECK(s->historyFor(Viewer::spectator())[0] == Move{2});
}

TEST_CASE("two steps: a turn is two moves, and the game marks where each turn ends") {
    auto game = info::makeTwoSteps();
    CHECK(game->type().multiStepTurns);
    StatePtr s = start(game, 0);
    CHECK_FALSE(s->turnEnded());
    REQUIRE(s->apply("+1").ok());
    CHECK(s->currentPlayer() == 0);
    CHECK_FALSE(s->turnEnded());
    CHECK(s->turnsCompleted() == 0);
    REQUIRE(s->apply("+2").ok());
    CHECK(s->turnEnded());
    CHECK(s->currentPlayer() == 1);
    CHECK(s->turnsCompleted() == 1);
    REQUIRE(s->apply("+2").ok());
    REQUIRE(s->apply("+2").ok());
    CHECK(s->turnsCompleted() == 2);
    CHECK_FALSE(s->turnEndedAt(0));
    CHECK(s->turnEndedAt(1));
    CHECK_FALSE(s->turnEndedAt(2));
    CHECK(s->turnEndedAt(3));
    CHECK_FALSE(s->turnEndedAt(4));  // beyond the history
    // A clone and a search copy keep the marks.
    CHECK(s->clone()->turnsCompleted() == 2);
    CHECK(s->cloneForSearch()->turnEndedAt(3));
}

TEST_CASE("in a game without multiStepTurns every move is a turn of its own") {
    auto game = info::makeSealedBids();
    StatePtr s = start(game);
    REQUIRE(s->apply("p1:1").ok());
    CHECK(s->turnEnded());
    CHECK(s->turnsCompleted() == 1);
}

TEST_CASE("undo takes back a person's whole turn of several steps, and redo plays it again") {
    auto game = info::makeTwoSteps();
    UndoHistory history(start(game, 0), {0, 1});
    REQUIRE(history.apply(Move{1}).ok());  // Anna's turn: +1 …
    REQUIRE(history.apply(Move{2}).ok());  // … +2, the turn ends
    REQUIRE(history.apply(Move{2}).ok());  // Ben: +2 …
    REQUIRE(history.apply(Move{1}).ok());  // … +1
    REQUIRE(history.state().turnsCompleted() == 2);
    REQUIRE(history.undo());
    CHECK(history.state().history().size() == 2);  // Ben's two steps at once
    CHECK(history.state().currentPlayer() == 1);
    REQUIRE(history.undo());
    CHECK(history.state().history().empty());  // then Anna's
    REQUIRE(history.redo());
    CHECK(history.state().history().size() == 2);  // her whole turn comes back
    CHECK(history.state().turnsCompleted() == 1);
    REQUIRE(history.redo());
    CHECK(history.state().history().size() == 4);
    // In the middle of a turn, undo takes back the steps made so far.
    REQUIRE(history.apply(Move{1}).ok());
    REQUIRE(history.undo());
    CHECK(history.state().history().size() == 4);
}

TEST_CASE(
    "a record for a seat writes the moves hidden from it as '?', the referee's has them all") {
    auto game = info::makeSealedBids();
    StatePtr s = start(game);
    REQUIRE(s->applyFor(1, info::bid(1, 2)).ok());  // Ben's bid, sealed
    const Record full = makeRecord(*s);
    REQUIRE(full.moves == std::vector<std::string>{"p2:2"});
    CHECK(makeRecordFor(*s, Viewer::referee()).moves == full.moves);
    CHECK(makeRecordFor(*s, Viewer::player(1)).moves == full.moves);
    CHECK(makeRecordFor(*s, Viewer::player(0)).moves == std::vector<std::string>{"?"});
    CHECK(makeRecordFor(*s, Viewer::spectator()).moves == std::vector<std::string>{"?"});
    // The referee's record replays; a redacted one is refused at its first '?'.
    CHECK(replay(*game, full).ok());
    CHECK_FALSE(replay(*game, makeRecordFor(*s, Viewer::player(0))).ok());
    // Once the bids open, every copy is whole.
    REQUIRE(s->applyFor(0, info::bid(0, 3)).ok());
    CHECK(makeRecordFor(*s, Viewer::spectator()).moves == makeRecord(*s).moves);
}

TEST_CASE(
    "a seat's copy holds '?' and stand-ins for what it did not see, replays as that seat, "
    "and cannot be resumed") {
    auto game = info::makeSealedBids();
    StatePtr s = start(game);
    REQUIRE(s->applyFor(0, info::bid(0, 1)).ok());
    REQUIRE(s->applyFor(1, info::bid(1, 2)).ok());  // round 1 opens: 1 against 2
    REQUIRE(s->applyFor(1, info::bid(1, 3)).ok());  // Ben's second bid, sealed
    auto copy = makeSeatCopy(*s, 0, 7);
    REQUIRE(copy.ok());
    CHECK(copy->seat == 0);
    CHECK(copy->moves == std::vector<std::string>{"p1:1", "p2:2", "?"});
    REQUIRE(copy->standIns.size() == 1);
    CHECK(copy->standIns[0].starts_with("p2:"));
    // The game's seed draws its throws and bots' choices: the copy does not carry it.
    CHECK(copy->setup.seed != makeRecord(*s).setup.seed);
    // Written and read back: the seat, the '?' and the stand-ins come back as they were.
    const std::string text = toToml(*copy);
    CHECK(text.find("seat = 1") != std::string::npos);
    auto back = parseRecord(text, "copy.toml");
    REQUIRE(back.ok());
    CHECK(*back == *copy);
    // A seat the record does not have, and stand-ins without a seat, are refused with
    // their line.
    std::string noSuchSeat = text;
    noSuchSeat.replace(noSuchSeat.find("seat = 1"), 8, "seat = 3");
    auto refusedSeat = parseRecord(noSuchSeat, "copy.toml");
    REQUIRE_FALSE(refusedSeat.ok());
    CHECK(refusedSeat.error().reason.find("one of the record's seats, 1 to 2") !=
          std::string::npos);
    CHECK(refusedSeat.error().line > 0);
    std::string noSeat = text;
    noSeat.erase(noSeat.find("seat = 1"), 9);
    auto refusedStandIns = parseRecord(noSeat, "copy.toml");
    REQUIRE_FALSE(refusedStandIns.ok());
    CHECK(refusedStandIns.error().reason.find("'seat' is missing") != std::string::npos);
    CHECK(refusedStandIns.error().line > 0);
    // It replays, and shows Anna exactly what she saw; a whole record shows the referee.
    auto replayed = replay(*game, *back);
    REQUIRE(replayed.ok());
    CHECK((*replayed)->toText(Viewer::player(0)) == s->toText(Viewer::player(0)));
    CHECK((*replayed)->moveHiddenFrom(2, Viewer::player(0)));
    // A copy that lost its stand-ins is refused, with why.
    Record bare = *back;
    bare.standIns.clear();
    auto refused = replay(*game, bare);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().reason.find("stand-ins") != std::string::npos);
    // Resuming needs the whole game: a seat's copy says it replays only.
    SaveFile save;
    save.record = *back;
    auto resumed = resumeSave(save, *game);
    REQUIRE_FALSE(resumed.ok());
    CHECK(resumed.error().reason.find("copy of the game") != std::string::npos);
    CHECK(resumed.error().reason.find("not resumed") != std::string::npos);
    // Ben's own copy knows his bid: nothing is hidden from him, no stand-ins.
    auto bens = makeSeatCopy(*s, 1, 7);
    REQUIRE(bens.ok());
    CHECK(bens->moves == makeRecord(*s).moves);
    CHECK(bens->standIns.empty());
    CHECK(bens->setup.seed == makeRecord(*s).setup.seed);  // nothing hidden from him
    CHECK_FALSE(makeSeatCopy(*s, 2, 7).ok());
}
