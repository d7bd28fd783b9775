#include <doctest/doctest.h>

#include "support.hpp"

#include <plateau/host/record.hpp>

#include "conformance/conformance.hpp"
#include "race/race_game.hpp"

using namespace plateau;

namespace {

std::shared_ptr<const race::RaceGame> game() {
    auto g = race::RaceGame::load(TEST_DATA_DIR "/race");
    REQUIRE_OK(g);
    return *g;
}

Setup twoPlayers() {
    Setup s;
    s.players = {{"Anna"}, {"Ben"}};
    return s;
}

}  // namespace

TEST_CASE("race passes the conformance checks") {
    auto g = game();
    testing::checkConformance(*g, twoPlayers(), {.games = 30, .perftDepth = 4});
    Setup four = twoPlayers();
    four.players.push_back({"Cleo"});
    four.players.push_back({"Dirk"});
    four.options.set("goal", std::int64_t{4});
    testing::checkConformance(*g, four);
}

TEST_CASE("the setup is checked before a state is made") {
    auto g = game();
    Setup s = twoPlayers();
    s.players.resize(5);
    auto tooMany = g->newState(s);
    REQUIRE_FALSE(tooMany.ok());
    CHECK(tooMany.error().reason.find("2–4 players, not 5") != std::string::npos);

    s = twoPlayers();
    s.options.set("speed", true);
    CHECK_FALSE(g->newState(s).ok());

    s = twoPlayers();
    s.variant = "marathon";
    auto unknown = g->newState(s);
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().reason.find("known: classic") != std::string::npos);

    s = twoPlayers();
    s.players[1].name.clear();
    auto named = g->newState(s);
    REQUIRE(named.ok());
    CHECK((*named)->playerName(1) == "Player 2");
}

TEST_CASE("an illegal move is refused with a reason and changes nothing") {
    auto g = game();
    auto s = std::move(*g->newState(twoPlayers()));
    CHECK(s->isChance());
    auto early = s->apply("+1");
    REQUIRE_FALSE(early.ok());
    CHECK(early.error().reason == "not a possible throw now");
    CHECK(s->history().empty());
    auto garbage = s->apply("jump");
    REQUIRE_FALSE(garbage.ok());
    CHECK(garbage.error().reason.find("neither a throw") != std::string::npos);

    REQUIRE(s->apply("d1").ok());
    auto tooFar = s->apply("+3");
    REQUIRE_FALSE(tooFar.ok());
    CHECK(tooFar.error().reason == "not a legal move now");
    CHECK(s->history().size() == 1);
}

TEST_CASE("given throws play a given game") {
    auto g = game();
    Setup s = twoPlayers();
    s.options.set("goal", std::int64_t{4});
    auto st = std::move(*g->newState(s));
    for (const char* m : {"d3", "+3", "d2", "+2", "d1", "+1"}) REQUIRE(st->apply(m).ok());
    CHECK(st->isTerminal());
    CHECK(st->outcome().winners == std::vector<int>{0});
    CHECK(st->returnFor(0) == 1.0);
    CHECK(st->returnFor(1) == 0.0);
    CHECK(st->events().back().text == "Anna wins");
}

TEST_CASE("no event text is made while logging is off") {
    auto g = game();
    auto st = std::move(*g->newState(twoPlayers()));
    // Made while logging was on: the draw of who starts (the setup left it open).
    const std::size_t before = st->events().size();
    st->setLogging(false);
    REQUIRE(st->apply("d2").ok());
    REQUIRE(st->apply("+2").ok());
    CHECK(st->events().size() == before);
    CHECK(st->history().size() == 2);
}

TEST_CASE("a variant file outside the data folder can be played") {
    auto g = game();
    Setup s = twoPlayers();
    s.variant = TEST_DATA_DIR "/race/variants/classic.toml";
    auto st = g->newState(s);
    REQUIRE_OK(st);
    CHECK((*st)->setup().variant == s.variant);
    s.variant = TEST_DATA_DIR "/race/variants/missing.toml";
    auto missing = g->newState(s);
    REQUIRE_FALSE(missing.ok());
    CHECK(missing.error().reason == "no such variant file");
}

TEST_CASE("perft counts throws and choices") {
    auto g = game();
    auto st = std::move(*g->newState(twoPlayers()));
    // Depth 1: three throws. Depth 2: d1 → one step, d2 and d3 → two choices each.
    CHECK(st->perft(1) == 3);
    CHECK(st->perft(2) == 5);
}

TEST_CASE("a clone for search has the position and history but no event log") {
    auto g = game();
    auto st = std::move(*g->newState(twoPlayers()));
    REQUIRE(st->apply("d2").ok());
    REQUIRE(st->apply("+2").ok());
    REQUIRE_FALSE(st->events().empty());
    StatePtr search = st->cloneForSearch();
    CHECK(search->events().empty());
    CHECK_FALSE(search->logging());
    CHECK(search->history() == st->history());
    CHECK(search->toText(Viewer::referee()) == st->toText(Viewer::referee()));
    REQUIRE(search->apply("d1").ok());
    CHECK(search->events().empty());
    CHECK(st->logging());
}
