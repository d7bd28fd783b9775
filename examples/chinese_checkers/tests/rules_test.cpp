// The rules of Chinese checkers on positions the tests give (the conformance checks, added
// by plateau_add_game, cover what every game must do).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include <plateau/sdk/board_geometry.hpp>
#include <plateau/sdk/bot.hpp>
#include <plateau/sdk/state.hpp>

#include "chinese_checkers_game.hpp"
#include "star.hpp"

namespace {

using chinese_checkers::Star;
using plateau::StatePtr;

const chinese_checkers::ChineseCheckersGame& game() {
    static const auto loaded = [] {
        const char* dir = std::getenv("CHINESE_CHECKERS_DATA_DIR");
        auto g = chinese_checkers::ChineseCheckersGame::load(dir ? dir : "games/chinese_checkers");
        REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : g.error().toString()));
        return *g;
    }();
    return *loaded;
}

plateau::Setup setupFor(int players, const char* variant = "classic") {
    plateau::Setup s;
    s.variant = variant;
    for (int p = 0; p < players; ++p)
        s.players.push_back({"P" + std::to_string(p + 1)});
    s.firstPlayer = 0;
    return s;
}

StatePtr start(int players, const char* variant = "classic") {
    auto state = game().newState(setupFor(players, variant));
    REQUIRE_MESSAGE(state.ok(), (state.ok() ? "" : state.error().toString()));
    return std::move(*state);
}

StatePtr position(std::vector<std::string> marbles, int toMove = 0,
                  const char* variant = "classic") {
    auto state =
        game().fromPosition(setupFor(static_cast<int>(marbles.size()), variant), marbles, toMove);
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

std::vector<std::string> moves(const plateau::State& s) {
    plateau::MoveList list;
    s.legalMoves(list);
    std::vector<std::string> out;
    for (auto m : list)
        out.push_back(s.moveToString(m));
    std::sort(out.begin(), out.end());
    return out;
}

std::string reason(plateau::State& s, const std::string& move) {
    const auto status = s.apply(move);
    REQUIRE_FALSE(status.ok());
    return status.error().reason;
}

int hole(const char* name) {
    return *Star::get().parse(name);
}

// The top point, where the second of two players starts.
const std::string kTop = "a1 b1 b2 c1 c2 c3 d1 d2 d3 d4";

}  // namespace

TEST_CASE("the star has 121 holes: a middle hexagon of 61 and six points of ten") {
    const Star& star = Star::get();
    CHECK(star.name(0) == "a1");
    CHECK(star.name(60) == "i5");  // the middle hole
    CHECK(star.hole(60).q == 0);
    CHECK(star.hole(60).r == 0);
    CHECK(star.name(chinese_checkers::kHoles - 1) == "q1");
    int inPoints = 0, innerCorners = 0;
    for (int h = 0; h < chinese_checkers::kHoles; ++h) {
        if (star.hole(h).point != chinese_checkers::kNone) ++inPoints;
        CHECK(*star.parse(star.name(h)) == h);
        int neighbours = 0;
        for (int d = 0; d < 6; ++d)
            neighbours += star.neighbour(h, d) != chinese_checkers::kNone;
        CHECK(neighbours >= 2);
        // In the middle every hole has six neighbours but the hexagon's corners, between two
        // points of the star, which have five.
        if (star.hole(h).point == chinese_checkers::kNone) {
            CHECK(neighbours >= 5);
            innerCorners += neighbours == 5;
        }
    }
    CHECK(inPoints == 60);
    CHECK(innerCorners == 6);
    // Each point's tip comes first: the top one is a1, the bottom one q1.
    CHECK(star.point(0)[0] == hole("a1"));
    CHECK(star.point(3)[0] == hole("q1"));
    CHECK(star.distance(hole("a1"), hole("q1")) == 16);
    CHECK_FALSE(star.parse("r1"));
    CHECK_FALSE(star.parse("a2"));
}

TEST_CASE("two players start in opposite points; the first has 8 steps and 6 jumps") {
    auto s = start(2);
    // Row q's one hole, under row a's: both twelve half-holes in from the star's left.
    const std::string text = s->toText(plateau::Viewer::referee());
    CHECK(text.find("a" + std::string(13, ' ') + "2") != std::string::npos);  // the other's
    CHECK(text.find("q" + std::string(13, ' ') + "1") != std::string::npos);
    const auto list = moves(*s);
    CHECK(list.size() == 14);
    CHECK(std::count(list.begin(), list.end(), "n1-m5") == 1);  // a step up-left
    CHECK(std::count(list.begin(), list.end(), "o1-m5") == 1);  // a jump over n1
    CHECK(std::count(list.begin(), list.end(), "o3-m9") == 1);  // a jump over n4
    play(*s, "o1-m5");
    CHECK(s->currentPlayer() == 1);
    CHECK(reason(*s, "o1-m5").find("no marble") != std::string::npos);
    CHECK(reason(*s, "n1-m6").find("not yours") != std::string::npos);
}

TEST_CASE("a chain of jumps goes over any marbles in straight lines; its trail is drawn") {
    // The first player's marble on i1 jumps i2 (its own) to i3, then i4 (the other's) to i5.
    auto s = position({"i1 i2 q1 p1 p2 o1 o2 o3 n1 n2", "i4 a1 b1 b2 c1 c2 c3 d1 d2 d3"});
    const auto list = moves(*s);
    CHECK(std::count(list.begin(), list.end(), "i1-i3") == 1);
    CHECK(std::count(list.begin(), list.end(), "i1-i5") == 1);
    CHECK(reason(*s, "i1-i9").find("straight lines") != std::string::npos);
    CHECK(reason(*s, "i1-i2").find("taken") != std::string::npos);
    play(*s, "i1-i5");
    const auto view = s->boardView(plateau::Viewer::referee());
    REQUIRE(view.trails.size() == 1);
    CHECK(view.trails[0].piece == 0);  // the first player's first marble, the one listed first
    CHECK(view.trails[0].cells == std::vector<int>{hole("i1"), hole("i3"), hole("i5")});
    CHECK(view.pieces[0].cell == hole("i5"));
    CHECK(s->events().back().text.find("2 jumps") != std::string::npos);
    // Nothing is captured: the marble jumped over stays.
    CHECK(view.pieces[10].cell == hole("i4"));
}

TEST_CASE(
    "a marble may cross another player's point but not stop in it, unless the variant "
    "says so ([rules] stop_in_other_points)") {
    const std::vector<std::string> marbles{"i9 q1 p1 p2 o1 o2 o3 n1 n2 n3", kTop};
    auto classic = position(marbles);
    CHECK(reason(*classic, "i9-h10").find("not stop") != std::string::npos);
    auto free = position(marbles, 0, "free");
    play(*free, "i9-h10");
    CHECK(game().findVariant("classic")->rules.getBool("stop_in_other_points", true) == false);
}

TEST_CASE("filling the opposite point wins, even with another's marble left in it") {
    auto s = position({"b1 b2 c1 c2 c3 d1 d2 d3 e9 i5", "q1 p1 p2 o1 o2 o3 n1 n2 n3 a1"});
    // The first player's goal is the top point: nine of its holes taken (a1 by the other
    // player, who never left it), the tenth, d4, one step from e9.
    play(*s, "i5-i6");  // not yet: d4 is free
    CHECK_FALSE(s->isTerminal());
    play(*s, "n1-m5");
    CHECK_FALSE(s->isTerminal());
    play(*s, "e9-d4");
    REQUIRE(s->isTerminal());
    CHECK(s->outcome().winners == std::vector<int>{0});
    CHECK(s->outcome().reason.find("filled") != std::string::npos);
    CHECK(reason(*s, "m5-l5").find("over") != std::string::npos);
}

TEST_CASE("a marble of anyone else standing in the goal blocks the win") {
    // Three players, free stops: Ben's marble on a1 came to the top point, which is no one's
    // start; the first player's goal full with it is not filled.
    auto s = position({"b1 b2 c1 c2 c3 d1 d2 d3 e9 i5", "a1 e1 e2 e3 e4 f1 f2 f3 g1 g2",
                       "e10 e11 e12 e13 f10 f11 f12 g10 g11 h10"},
                      0, "free");
    play(*s, "e9-d4");
    CHECK_FALSE(s->isTerminal());
    CHECK(s->currentPlayer() == 1);
}

TEST_CASE("2, 3, 4 or 6 players; each point is someone's start, someone's goal or plain") {
    for (int n : {2, 3, 4, 6}) {
        auto s = start(n);
        const auto view = s->boardView(plateau::Viewer::referee());
        CHECK(view.cells.size() == 121);
        CHECK(view.pieces.size() == static_cast<std::size_t>(10 * n));
        int homes = 0, goals = 0;
        for (const auto& c : view.cells) {
            homes += c.kind == "home";
            goals += c.kind == "goal";
            if (c.kind == "home" || c.kind == "goal") CHECK(c.owner >= 0);
        }
        CHECK(homes == 10 * n);
        CHECK(goals == (n == 3 ? 30 : 0));  // with 3, each goal is an empty point
        // Every marble stands in a start point of its owner's colour.
        for (const auto& piece : view.pieces) {
            CHECK(view.cells[static_cast<std::size_t>(piece.cell)].kind == "home");
            CHECK(view.cells[static_cast<std::size_t>(piece.cell)].owner == piece.owner);
        }
    }
    plateau::Setup five = setupFor(5);
    CHECK_FALSE(game().newState(five).ok());
}

TEST_CASE("the view is hexagons that touch, where clicks find the hole they are drawn as") {
    auto s = start(6);
    const auto view = s->boardView(plateau::Viewer::referee());
    const auto& mid = view.cells[60];
    const auto& right = view.cells[61];
    CHECK(mid.shape == plateau::CellShape::HexPointy);
    CHECK(right.center.x - mid.center.x == doctest::Approx(mid.size.x));  // side by side
    CHECK(std::abs(right.center.y - mid.center.y) < 1e-4f);
    for (int h = 0; h < 121; ++h) {
        const auto& c = view.cells[static_cast<std::size_t>(h)];
        CHECK(plateau::cellAtPoint(view.cells, c.center) == h);
        CHECK(c.center.x - c.size.x / 2 >= 0);
        CHECK(c.center.y + c.size.y / 2 <= view.size.y);
        CHECK(c.notation == Star::get().name(h));
    }
    // The move's marble is picked first, then its hole.
    const auto input = s->moveInput(*s->parseMove("n1-m5"));
    CHECK(input.from.kind == plateau::Target::Kind::Piece);
    CHECK(view.pieces[static_cast<std::size_t>(input.from.index)].cell == hole("n1"));
    CHECK(input.to == plateau::Target{plateau::Target::Kind::Cell, hole("m5")});
}

TEST_CASE("with a round limit, the player nearest home wins when the rounds run out") {
    plateau::Setup setup = setupFor(2, "free");
    setup.options.set("round_limit", std::int64_t{1});
    auto state = game().newState(setup);
    REQUIRE(state.ok());
    auto& s = **state;
    play(s, "o1-m5");
    CHECK_FALSE(s.isTerminal());
    play(s, "d1-e5");  // a step: the first player's jump took them further
    REQUIRE(s.isTerminal());
    CHECK(s.outcome().winners == std::vector<int>{0});
}

TEST_CASE("the greedy bot brings every marble home against itself") {
    for (int n : {2, 3}) {
        auto s = start(n);
        auto bot = plateau::makeBot(game(), "bot:greedy");
        REQUIRE(bot.ok());
        plateau::Rng rng(7);
        int plies = 0;
        while (!s->isTerminal() && plies < 2000) {
            REQUIRE(s->apply((*bot)->chooseMove(*s, rng)).ok());
            ++plies;
        }
        INFO(n << " players, " << plies << " plies\n" << s->toText(plateau::Viewer::referee()));
        REQUIRE(s->isTerminal());
        CHECK(s->outcome().winners.size() == 1);
    }
}

TEST_CASE("texts that are no move say what a move looks like") {
    auto s = start(2);
    for (const char* bad : {"", "n1", "n1-", "-m5", "z1-m5", "n1-m55x"})
        CHECK_MESSAGE(!s->parseMove(bad).ok(), bad);
    CHECK(s->parseMove("pass").ok());
    CHECK(reason(*s, "pass").find("can move") != std::string::npos);
    const auto pass = s->moveInput(*s->parseMove("pass"));
    CHECK(pass.to.kind == plateau::Target::Kind::None);  // a button, should it be needed
}
