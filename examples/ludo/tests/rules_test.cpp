// The rules of Ludo with the dice and moves given by the test (the conformance checks,
// added by plateau_add_conformance_test, cover what every game must do).
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include <plateau/sdk/state.hpp>

#include "ludo_game.hpp"

namespace {

using plateau::StatePtr;

const ludo::LudoGame& game() {
    static const auto loaded = [] {
        const char* dir = std::getenv("LUDO_DATA_DIR");
        auto g = ludo::LudoGame::load(dir ? dir : "games/ludo");
        REQUIRE_MESSAGE(g.ok(), (g.ok() ? "" : g.error().toString()));
        return *g;
    }();
    return *loaded;
}

StatePtr start(int players, std::int64_t pawns = 4) {
    plateau::Setup s;
    s.variant = "classic";
    for (int p = 0; p < players; ++p)
        s.players.push_back({"P" + std::to_string(p + 1)});
    s.options.set("pawns", pawns);
    auto state = game().newState(s);
    REQUIRE_MESSAGE(state.ok(), (state.ok() ? "" : state.error().toString()));
    return std::move(*state);
}

// Plays "d6 1 d3 1 …" (throws and moves), failing on the first the rules refuse.
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
    return out;
}

// The cell of player p's pawn k in the view.
int cellOf(const plateau::State& s, int p, int k, int pawns = 4) {
    return s.boardView(plateau::Viewer::referee())
        .pieces[static_cast<std::size_t>(p * pawns + k)]
        .cell;
}

constexpr int kYardCells =
    40 + 16;  // the view's first yard cell (track 0..39, home columns 40..55)

}  // namespace

TEST_CASE("every pawn starts in its yard; without a 6 the player throws again, up to three times") {
    auto s = start(2);
    CHECK(s->isChance());
    CHECK(s->actingPlayer() == 0);
    play(*s, "d3");
    CHECK(moves(*s) == std::vector<std::string>{"pass"});
    const auto retry = s->moveInput(*s->parseMove("pass"));
    CHECK(retry.to.kind == plateau::Target::Kind::None);  // a button
    CHECK(retry.label == "Throw again");
    const auto reason = s->apply("1");
    REQUIRE_FALSE(reason.ok());
    CHECK(reason.error().reason.find("needs a 6") != std::string::npos);
    play(*s, "pass d2 pass d5");
    CHECK(s->currentPlayer() == 0);  // the third try
    play(*s, "pass");
    CHECK(s->isChance());
    CHECK(s->actingPlayer() == 1);  // three misses: the next player's turn
}

TEST_CASE("a 6 brings a pawn out onto the start square and throws again") {
    auto s = start(2);
    play(*s, "d6");
    CHECK(moves(*s) == std::vector<std::string>{"1", "2", "3", "4"});
    play(*s, "2");
    CHECK(cellOf(*s, 0, 1) == 0);  // seat 0's start square
    CHECK(s->isChance());
    CHECK(s->actingPlayer() == 0);
    // The start square is taken by pawn 2: another pawn cannot come out onto it.
    play(*s, "d6");
    CHECK(moves(*s) == std::vector<std::string>{"2"});
    play(*s, "2 d4 2");
    CHECK(cellOf(*s, 0, 1) == 10);
    CHECK(s->actingPlayer() == 1);
}

TEST_CASE("landing on another player's pawn sends it back to its yard") {
    auto s = start(2);                // seats 0 and 2: the second player starts at square 20
    play(*s, "d6 1 d6 1 d6 1 d5 1");  // the first player's pawn on 17
    CHECK(cellOf(*s, 0, 0) == 17);
    play(*s, "d6 1 d3 1");  // the second player's pawn out on 20, then on 23
    CHECK(cellOf(*s, 1, 0) == 23);
    play(*s, "d6");
    const auto target = s->moveTarget(*s->parseMove("1"));
    CHECK(target.kind == plateau::Target::Kind::Cell);
    CHECK(target.index == 23);
    const auto input = s->moveInput(*s->parseMove("1"));
    CHECK(input.from ==
          plateau::Target{plateau::Target::Kind::Piece, 0});  // the first player's pawn 1
    CHECK(input.to == target);
    play(*s, "1");
    CHECK(cellOf(*s, 0, 0) == 23);
    CHECK(cellOf(*s, 1, 0) >= kYardCells);  // back in its yard
    CHECK(s->events().back().text.find("back to the yard") != std::string::npos);
    const auto view = s->boardView(plateau::Viewer::referee());
    REQUIRE(view.trails.size() == 1);
    CHECK(view.trails[0].cells == std::vector<int>{17, 18, 19, 20, 21, 22, 23});
}

TEST_CASE(
    "the exact throw goes home; a throw past the last home square is a pass, and a 6 still throws "
    "again") {
    auto s = start(2, 1);
    play(*s, "d6 1 d6 1 d6 1 d6 1 d6 1 d6 1 d6 1 d2 1");  // progress 38: two from the home column
    CHECK(cellOf(*s, 0, 0, 1) == 38);
    play(*s, "d1 pass d1 pass d1 pass");  // the other player's three tries
    play(*s, "d6");
    CHECK(moves(*s) == std::vector<std::string>{"pass"});
    CHECK(s->apply("1").error().reason.find("exact throw") != std::string::npos);
    const auto pass = s->moveInput(*s->parseMove("pass"));
    CHECK(pass.to.kind == plateau::Target::Kind::None);  // a button, not a square
    CHECK(pass.label == "Pass");
    play(*s, "pass");
    CHECK(s->actingPlayer() == 0);  // the 6 throws again
    play(*s, "d5 1");
    CHECK(s->isTerminal());
    CHECK(s->outcome().winners == std::vector<int>{0});
    CHECK(cellOf(*s, 0, 0, 1) == 40 + 3);  // seat 0's last home square
}

TEST_CASE("a pawn never lands on one of its own") {
    auto s = start(2);
    play(*s, "d6 1 d2 1");  // pawn 1 on square 2
    play(*s, "d1 pass d1 pass d1 pass");
    play(*s, "d6 2 d2");  // pawn 2 out; a 2 would put it on pawn 1
    CHECK(moves(*s) == std::vector<std::string>{"1"});
    CHECK(s->apply("2").error().reason.find("your pawn 1") != std::string::npos);
}

TEST_CASE("two to four players sit at their own yards; the seats of absent players stay plain") {
    for (int n = 2; n <= 4; ++n) {
        auto s = start(n);
        const auto view = s->boardView(plateau::Viewer::referee());
        CHECK(view.pieces.size() == static_cast<std::size_t>(4 * n));
        int tinted = 0;
        for (const auto& c : view.cells)
            if (c.kind == "yard" && c.owner >= 0) ++tinted;
        CHECK(tinted == 4 * n);
        for (const auto& link : view.links) {
            CHECK(link.from >= 0);
            CHECK(link.to < kYardCells);  // links run along the track and the home columns only
        }
    }
    plateau::Setup five;
    five.variant = "classic";
    five.players.resize(5);
    CHECK_FALSE(game().newState(five).ok());
}

TEST_CASE("texts that are no move say what a move looks like") {
    auto s = start(2, 2);
    for (const char* bad : {"", "0", "3", "d0", "d7", "pas", "1x"})
        CHECK_MESSAGE(!s->parseMove(bad).ok(), bad);
    CHECK(s->parseMove("d6").ok());
    CHECK(s->apply("pass").error().reason.find("throw") != std::string::npos);
}
