// The board as the launcher sees it: the spiral, the squares' kinds and names, the pawns,
// the path of the last move, the dice and the players' status.

#include <doctest/doctest.h>

#include <set>

#include "goose_support.hpp"

using namespace goose;
using namespace goose::testing;

namespace {

const plateau::Trail* trailOf(const plateau::BoardView& view, int piece) {
    for (const auto& t : view.trails)
        if (t.piece == piece) return &t;
    return nullptr;
}

}  // namespace

TEST_CASE("the board is an inward spiral of 63 squares and a start zone") {
    auto s = newState(setupFor("ganzenbord", 2, 0));
    const auto view = s->boardView(plateau::Viewer::referee());
    REQUIRE(view.cells.size() == 64);
    std::set<std::pair<float, float>> places;
    for (int i = 0; i < 64; ++i) {
        const auto& c = view.cells[i];
        CHECK(c.label == std::to_string(i));
        CHECK((c.center.x > 0 && c.center.x < view.size.x));
        CHECK((c.center.y > 0 && c.center.y < view.size.y));
        places.insert({c.center.x, c.center.y});
        // Consecutive squares are neighbours on the spiral.
        if (i >= 2) {
            const auto& p = view.cells[i - 1];
            CHECK(std::abs(c.center.x - p.center.x) + std::abs(c.center.y - p.center.y) ==
                  doctest::Approx(1.0));
        }
    }
    CHECK(places.size() == 64);
    // The goal lies inside the spiral, nearer the middle than square 1.
    const auto dist = [&](int i) {
        const auto& c = view.cells[i].center;
        const float mx = 1.4f + 4, my = 4;
        return (c.x - mx) * (c.x - mx) + (c.y - my) * (c.y - my);
    };
    CHECK(dist(63) < dist(1));
    CHECK(dist(63) < 2);
}

TEST_CASE("each special square has its kind and its name in the variant") {
    const std::tuple<const char*, const char*, const char*> names[] = {
        {"ganzenbord", "The Inn", "The Maze"},
        {"darts", "The Hotel", "The Maze"},
        {"russian", "The Tavern", "The Labyrinth"}};
    for (auto [id, inn, maze] : names) {
        CAPTURE(id);
        const auto view = newState(setupFor(id, 2, 0))->boardView(plateau::Viewer::referee());
        CHECK(view.cells[0].kind == "start");
        CHECK(view.cells[6].kind == "bridge");
        CHECK(view.cells[6].name == "The Bridge");
        CHECK(view.cells[9].kind == "goose");
        CHECK(view.cells[9].name == "Goose");
        CHECK(view.cells[19].kind == "inn");
        CHECK(view.cells[19].name == inn);
        CHECK(view.cells[31].kind == "well");
        CHECK(view.cells[31].name == "The Well");
        CHECK(view.cells[42].kind == "maze");
        CHECK(view.cells[42].name == maze);
        CHECK(view.cells[52].kind == "prison");
        CHECK(view.cells[58].kind == "death");
        CHECK(view.cells[63].kind == "goal");
        CHECK(view.cells[2].kind == "plain");
    }
    const auto darts = newState(setupFor("darts", 2, 0))->boardView(plateau::Viewer::referee());
    CHECK(darts.cells[5].kind == "plain");
    const auto dutch =
        newState(setupFor("ganzenbord", 2, 0))->boardView(plateau::Viewer::referee());
    CHECK(dutch.cells[5].kind == "goose");
}

TEST_CASE("pawns stand on cells, several may share one, throws have no target") {
    auto s = newState(setupFor("ganzenbord", 4, 0));
    auto view = s->boardView(plateau::Viewer::referee());
    REQUIRE(view.pieces.size() == 4);
    for (int p = 0; p < 4; ++p) {
        CHECK(view.pieces[p].owner == p);
        CHECK(view.pieces[p].cell == 0);
        CHECK(view.pieces[p].kind == "pawn");
        CHECK(view.players[p].name == s->playerName(p));
    }
    CHECK(view.dice.empty());
    REQUIRE_OK(s->apply("1+2"));
    REQUIRE_OK(s->apply("2+1"));
    view = s->boardView(plateau::Viewer::referee());
    CHECK(view.pieces[0].cell == 3);
    CHECK(view.pieces[1].cell == 3);
    CHECK(view.dice == std::vector<plateau::Die>{{2}, {1}});
    plateau::ChanceList outcomes;
    s->chanceOutcomes(outcomes);
    for (const auto& o : outcomes)
        CHECK(s->moveTarget(o.move).kind == plateau::Target::Kind::None);
}

TEST_CASE("the trail follows the last move square by square, through bounces and geese") {
    auto s = newState(setupFor("ganzenbord", 2, 0));
    REQUIRE_OK(s->apply("4+2"));  // 0 → 6, the bridge → 12
    auto view = s->boardView(plateau::Viewer::referee());
    REQUIRE(trailOf(view, 0));
    CHECK(trailOf(view, 0)->cells == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 12});

    REQUIRE_OK(s->apply("1+4"));  // Ben: 0 → 5, goose → 10
    view = s->boardView(plateau::Viewer::referee());
    REQUIRE(trailOf(view, 1));
    CHECK(trailOf(view, 1)->cells == std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10});

    // A bounce into a goose: 55 + 12 → 63, back to 59, goose, back 12 to 47.
    auto r = newState(setupFor("ganzenbord", 2, 0));
    for (const char* m : {"6+6", "6+6", "6+6", "6+6", "6+6", "6+6"})
        REQUIRE_OK(r->apply(m));
    // Anna: 12, 24, 36 goose 48; Ben: 12, 24, 36 goose 48.
    REQUIRE(gooseOf(r).engine().position(0) == 48);
    REQUIRE_OK(r->apply("3+4"));  // Anna 55
    REQUIRE_OK(r->apply("1+1"));  // Ben 50 goose 52: the prison
    REQUIRE(gooseOf(r).engine().position(0) == 55);
    REQUIRE_OK(r->apply("6+6"));
    view = r->boardView(plateau::Viewer::referee());
    std::vector<int> expected = {55, 56, 57, 58, 59, 60, 61, 62, 63, 62, 61, 60, 59};
    for (int sq = 58; sq >= 47; --sq)
        expected.push_back(sq);
    REQUIRE(trailOf(view, 0));
    CHECK(trailOf(view, 0)->cells == expected);
    CHECK(view.pieces[0].cell == 47);
    CHECK(view.players[1].status == "trapped in The Prison");
    // Its turns pass it by: hosts mark the pawn (issue 31, 4).
    CHECK(view.players[1].waiting);
    CHECK_FALSE(view.players[0].waiting);
}

TEST_CASE("a swap shows as a second trail; statuses say who waits") {
    auto s = newState(setupFor("darts", 2, 0));
    for (const char* m : {"1+1", "2+2", "1+1"})
        REQUIRE_OK(s->apply(m));  // Anna onto Ben
    auto view = s->boardView(plateau::Viewer::referee());
    REQUIRE(trailOf(view, 1));
    CHECK(trailOf(view, 1)->cells == std::vector<int>{4, 2});
    CHECK(view.pieces[0].cell == 4);
    CHECK(view.pieces[1].cell == 2);

    auto h = newState(setupFor("darts", 2, 0));
    for (const char* m : {"6+6", "1+1", "3+4"})
        REQUIRE_OK(h->apply(m));  // Anna: 12, 19
    view = h->boardView(plateau::Viewer::referee());
    CHECK(view.players[0].status == "misses 2 turns");
    CHECK(view.players[0].waiting);
    CHECK(view.players[1].status.empty());
    CHECK_FALSE(view.players[1].waiting);
    CHECK(h->toText(plateau::Viewer::referee()).find("misses 2 turns") != std::string::npos);
}
