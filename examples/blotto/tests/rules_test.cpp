// The rules of Colonel Blotto with the splits given by the test, and what each general may
// see of the other's pending split (the conformance checks cover the rest).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cstdlib>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <plateau/sdk/state.hpp>

#include "blotto_game.hpp"
#include "blotto_state.hpp"

namespace {

using plateau::StatePtr;
using plateau::Viewer;

const blotto::BlottoGame& game() {
    static const auto loaded = [] {
        const char* dir = std::getenv("BLOTTO_DATA_DIR");
        auto g = blotto::BlottoGame::load(dir ? dir : "games/blotto");
        REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : g.error().toString()));
        return *g;
    }();
    return *loaded;
}

StatePtr start(std::int64_t troops = 6, std::int64_t rounds = 5) {
    plateau::Setup s;
    s.variant = "classic";
    s.players = {{"Anna"}, {"Ben"}};
    s.options.set("troops", troops);
    s.options.set("rounds", rounds);
    auto state = game().newState(s);
    REQUIRE_MESSAGE(state.ok(), (state.ok() ? "" : state.error().toString()));
    return std::move(*state);
}

void play(plateau::State& s, const std::string& moves) {
    std::istringstream in(moves);
    std::string move;
    while (in >> move) {
        const auto status = s.apply(move);
        REQUIRE_MESSAGE(status.ok(), move << ": " << (status.ok() ? "" : status.error().reason));
    }
}

std::string logFor(const plateau::State& s, const Viewer& viewer) {
    std::string out;
    for (const auto& e : s.eventsFor(viewer))
        out += e.text + "\n";
    return out;
}

}  // namespace

TEST_CASE("the splits of the troops over three fields, each once") {
    CHECK(blotto::splitCount(6) == 28);
    std::set<std::vector<int>> seen;
    for (int i = 0; i < blotto::splitCount(6); ++i) {
        const auto s = blotto::splitAt(6, i);
        CHECK(s.field[0] + s.field[1] + s.field[2] == 6);
        seen.insert({s.field[0], s.field[1], s.field[2]});
    }
    CHECK(seen.size() == 28);
    auto s = start();
    plateau::MoveList a, b;
    s->legalMovesFor(0, a);
    s->legalMovesFor(1, b);
    CHECK(a.size() == 28);
    CHECK(b.size() == 28);
    for (auto m : a)
        CHECK(s->parseMove(s->moveToString(m)).value() == m);
    for (auto m : b)
        CHECK(m.code != a[0].code);  // the two generals' moves have their own codes
}

TEST_CASE("both generals are asked at once; a split stays unseen until both have chosen") {
    auto s = start();
    CHECK(s->awaitedPlayers() == std::vector<int>{0, 1});
    play(*s, "4-1-1");
    CHECK(s->awaitedPlayers() == std::vector<int>{1});
    CHECK(s->moveHiddenFrom(0, Viewer::player(1)));
    CHECK_FALSE(s->moveHiddenFrom(0, Viewer::player(0)));
    CHECK(logFor(*s, Viewer::player(1)).find("Anna has chosen") != std::string::npos);
    CHECK(logFor(*s, Viewer::player(1)).find("4-1-1") == std::string::npos);
    CHECK(logFor(*s, Viewer::player(0)).find("Anna sends 4-1-1") != std::string::npos);
    CHECK(s->toText(Viewer::player(1)).find("4-1-1") == std::string::npos);
    CHECK(s->toText(Viewer::player(0)).find("(4-1-1)") != std::string::npos);
    // The board: Anna's mark on her split for her, nowhere for Ben.
    CHECK(s->boardView(Viewer::player(0)).pieces[6].cell >= 0);
    CHECK(s->boardView(Viewer::player(0)).pieces[6].label == "4-1-1");
    CHECK(s->boardView(Viewer::player(1)).pieces[6].cell == -1);
    CHECK(s->boardView(Viewer::spectator()).pieces[6].cell == -1);
    play(*s, "2-2-2");
    CHECK_FALSE(s->moveHiddenFrom(0, Viewer::player(1)));
    CHECK_FALSE(s->moveHiddenFrom(1, Viewer::spectator()));
    CHECK(s->awaitedPlayers() == std::vector<int>{0, 1});
}

TEST_CASE("more troops take a field, more fields the round, more rounds the game") {
    auto s = start(6, 3);
    play(*s, "4-1-1 2-2-2");  // Anna takes field 1, Ben fields 2 and 3
    CHECK(s->events().back().text ==
          "Round 1: Anna 4-1-1 against Ben 2-2-2; Ben takes 2 fields to 1");
    const auto view = s->boardView(Viewer::spectator());
    CHECK(view.cells[0].owner == 0);
    CHECK(view.cells[1].owner == 1);
    CHECK(view.pieces[0].label == "4");  // Anna's troops on field 1
    CHECK(view.pieces[3].label == "2");  // Ben's
    play(*s, "3-3-0 3-0-3");             // field 1 level, Anna field 2, Ben field 3
    CHECK(s->events().back().text ==
          "Round 2: Anna 3-3-0 against Ben 3-0-3; nobody takes more fields");
    CHECK(s->boardView(Viewer::spectator()).cells[0].owner == -1);
    CHECK_FALSE(s->isTerminal());
    play(*s, "1-1-4 0-3-3");
    REQUIRE(s->isTerminal());
    CHECK(s->outcome().isDraw());
    CHECK(s->outcome().reason == "both generals won 1 round");
    auto t = start(6, 1);
    play(*t, "2-2-2 6-0-0");
    REQUIRE(t->isTerminal());
    CHECK(t->outcome().winners == std::vector<int>{0});
    CHECK(t->outcome().reason == "Anna won 1 rounds to 0");
}

TEST_CASE("splits that are not one are refused with the reason") {
    auto s = start();
    CHECK_FALSE(s->parseMove("4-1").ok());
    CHECK_FALSE(s->parseMove("4-1-2").ok());
    CHECK_FALSE(s->parseMove("a-b-c").ok());
    play(*s, "6-0-0");
    const auto again = s->apply(plateau::Move{1});
    REQUIRE_FALSE(again.ok());
}

TEST_CASE("a position drawn for Ben redraws Anna's pending split, never his own") {
    auto s = start();
    play(*s, "5-1-0");
    plateau::Rng rng(4);
    std::set<std::string> drawn;
    for (int i = 0; i < 200; ++i) {
        auto sample = s->resampleFromInformation(1, rng);
        CHECK(sample->toText(Viewer::player(1)) == s->toText(Viewer::player(1)));
        drawn.insert(sample->moveToString(sample->history()[0]));
    }
    CHECK(drawn.size() > 15);  // of 28
}
