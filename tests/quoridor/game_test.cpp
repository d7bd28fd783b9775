// The game as the framework sees it: variants, setups, the board view, the conformance
// suite and seeded random games.

#include <doctest/doctest.h>

#include <fstream>

#include <plateau/sdk/random.hpp>
#include <plateau/host/record.hpp>

#include "conformance/conformance.hpp"
#include "quoridor/helpers.hpp"
#include "quoridor/move_code.hpp"
#include "support.hpp"

using namespace quoridor;
using namespace quoridor::testing;

TEST_CASE("variants load from games/quoridor, standard first") {
    auto g = game();
    REQUIRE(g->variants().size() >= 2);
    CHECK(g->variants().front().id == "standard");
    CHECK(g->loadProblems().empty());
    CHECK(g->minPlayers() == 2);
    CHECK(g->maxPlayers() == 4);
    auto small = g->findVariant("small");
    REQUIRE_OK(small);
    plateau::Setup setup;
    setup.variant = "small";
    setup.players = {{"A"}, {"B"}};
    auto s = g->newState(setup);
    REQUIRE_OK(s);
    CHECK(asQuoridor(**s).rules().size == 5);
    CHECK(asQuoridor(**s).rules().wallsPerPlayer == 5);
}

TEST_CASE("setups Quoridor cannot play are refused with the reason") {
    auto three = game()->newState(makeSetup(3));
    REQUIRE_FALSE(three.ok());
    CHECK(three.error().reason == "Quoridor (Standard) is for 2 or 4 players, not 3");
    auto even = game()->newState(makeSetup(2, 8));
    REQUIRE_FALSE(even.ok());
    // The variant file declares step = 2: the option check refuses it with the values.
    CHECK(even.error().reason == "option 'board_size' must be 5, 7, 9 or 11, not 8");
    auto big = game()->newState(makeSetup(2, 13));
    REQUIRE_FALSE(big.ok());  // out of the option's declared range
}

TEST_CASE("walls per player: official counts, scaled, or as set") {
    CHECK(asQuoridor(*start(makeSetup(2))).rules().wallsPerPlayer == 10);
    CHECK(asQuoridor(*start(makeSetup(4))).rules().wallsPerPlayer == 5);
    CHECK(asQuoridor(*start(makeSetup(2, 5))).rules().wallsPerPlayer == 5);
    CHECK(asQuoridor(*start(makeSetup(2, 11))).rules().wallsPerPlayer == 13);
    CHECK(asQuoridor(*start(makeSetup(4, 7))).rules().wallsPerPlayer == 4);
    CHECK(asQuoridor(*start(makeSetup(2, 9, 3))).rules().wallsPerPlayer == 3);
}

TEST_CASE("a variant file with options Quoridor does not know is refused with its place") {
    const plateau::testing::TempDir dir;
    const auto file = dir / "bad.toml";
    {
        std::ofstream out(file);
        out << "id = \"bad\"\n[players]\nmin = 2\nmax = 4\n"
               "[options.board_size]\ntype = \"int\"\ndefault = 9\nmin = 5\nmax = 13\n";
    }
    auto refused = readQuoridorVariant(file);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().reason == "option 'board_size': the board has 5 to 11 squares a side");
    CHECK(refused.error().line == 5);
    {
        std::ofstream out(file);
        out << "id = \"bad\"\n[players]\nmin = 2\nmax = 3\n[options.colour]\ntype = \"int\"\n"
               "default = 1\nmin = 0\nmax = 2\n";
    }
    refused = readQuoridorVariant(file);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().reason.find("unknown to Quoridor") != std::string::npos);
}

TEST_CASE("the board view: cells, 128 grooves, pawns, walls with owners, walls left") {
    auto s = position(makeSetup(2), "e3h c5v");
    const plateau::BoardView view = s->boardView(plateau::Viewer::referee());
    REQUIRE(view.cells.size() == 83);  // and the two piles of walls in hand (aids_test.cpp)
    REQUIRE(view.slots.size() == 128);
    CHECK(view.cells[4].notation == "e1");
    CHECK(view.cells[80].kind == "goal");
    CHECK(view.cells[40].kind == "plain");
    CHECK(view.cells[0].label == "a1");
    CHECK(view.cells[40].label.empty());
    // Row 1 is drawn at the bottom.
    CHECK(view.cells[4].center.y > view.cells[76].center.y);
    int pawns = 0, walls = 0;
    for (const auto& piece : view.pieces) {
        if (piece.kind == "pawn") ++pawns;
        if (piece.kind != "wall" || piece.slot < 0) continue;
        ++walls;
        const std::string& groove = view.slots[static_cast<std::size_t>(piece.slot)].notation;
        CHECK(piece.owner == (groove == "e3h" ? 0 : 1));
        CHECK((groove == "e3h" || groove == "c5v"));
    }
    CHECK(pawns == 2);
    CHECK(walls == 2);
    CHECK(view.players[0].status == "9 walls left");
    CHECK(view.players[1].status == "9 walls left");
    // Targets: a pawn move its cell, a wall its groove.
    auto e2 = s->parseMove("e2");
    auto h1 = s->parseMove("a1h");
    REQUIRE_OK(e2);
    REQUIRE_OK(h1);
    const auto cell = s->moveTarget(*e2);
    CHECK(cell.kind == plateau::Target::Kind::Cell);
    CHECK(view.cells[static_cast<std::size_t>(cell.index)].notation == "e2");
    const auto slot = s->moveTarget(*h1);
    CHECK(slot.kind == plateau::Target::Kind::Slot);
    CHECK(view.slots[static_cast<std::size_t>(slot.index)].notation == "a1h");
    // How a person plays them: the pawn of the player to move, then its square; a wall
    // into its groove with nothing picked first.
    const auto step = s->moveInput(*e2);
    CHECK(step.from == plateau::Target{plateau::Target::Kind::Piece, 0});
    CHECK(step.to == cell);
    CHECK(step.label.empty());
    const auto wall = s->moveInput(*h1);
    CHECK(wall.from.kind == plateau::Target::Kind::None);
    CHECK(wall.to == slot);
    // A pass (legal only when a player is shut in) is a button labelled in words.
    const auto pass = s->moveInput(passMove());
    CHECK(pass.to.kind == plateau::Target::Kind::None);
    CHECK(pass.label == "Pass");
    // The last pawn step leaves a trail.
    play(*s, "e2");
    REQUIRE(s->boardView(plateau::Viewer::referee()).trails.size() == 1);
    CHECK(s->boardView(plateau::Viewer::referee()).trails[0].piece == 0);
    CHECK(s->boardView(plateau::Viewer::referee()).trails[0].cells == std::vector<int>{4, 13});
}

TEST_CASE("the text board shows pawns, walls and coordinates") {
    auto s = position(makeSetup(2), "e3h c5v e2");
    const std::string text = s->toText(plateau::Viewer::referee());
    INFO(text);
    CHECK(text.find(" 9 | .   .   .   .   2   .   .   .   . | 9") != std::string::npos);
    CHECK(text.find(" 2 | .   .   .   .   1   .   .   .   . | 2") != std::string::npos);
    CHECK(text.find("   |                =======            |") != std::string::npos);    // e3h
    CHECK(text.find("   |           #                       |") != std::string::npos);    // c5v
    CHECK(text.find(" 5 | .   .   . # .   .   .   .   .   . | 5") != std::string::npos);  // c5v
    CHECK(text.find("     a   b   c   d   e   f   g   h   i") != std::string::npos);
    CHECK(text.find("1 P1 (to row 9): 9 walls left") != std::string::npos);
    CHECK(text.find("2 P2 (to row 1): 9 walls left") != std::string::npos);
    CHECK(text.find("P2 to move") != std::string::npos);
}

TEST_CASE("conformance: two players, who starts drawn, 9×9") {
    plateau::testing::ConformanceOptions options;
    options.games = 8;
    options.perftDepth = 2;
    plateau::testing::checkConformance(*game(), makeSetup(2, 9, 0, 0, -1), options);
}

TEST_CASE("conformance: four players, 9×9, with max_plies") {
    plateau::testing::ConformanceOptions options;
    options.games = 6;
    options.perftDepth = 2;
    plateau::testing::checkConformance(*game(), makeSetup(4, 9, 0, 150, -1), options);
}

TEST_CASE("conformance: small boards, two and four players, ply limit") {
    plateau::testing::ConformanceOptions options;
    options.games = 10;
    options.perftDepth = 3;
    plateau::testing::checkConformance(*game(), makeSetup(2, 5, 0, 40), options);
    plateau::testing::checkConformance(*game(), makeSetup(4, 7, 0, 80, -1), options);
}

TEST_CASE("seeded random games end, and replay from their record") {
    for (int players : {2, 4}) {
        for (std::uint64_t seed : {11u, 12u, 13u}) {
            CAPTURE(players);
            CAPTURE(seed);
            auto s = start(makeSetup(players, 9, 0, 0, -1));
            plateau::Rng rng(seed);
            int plies = 0;
            for (; plies < 5000 && !s->isTerminal(); ++plies) {
                plateau::MoveList moves;
                s->legalMoves(moves);
                REQUIRE_FALSE(moves.empty());
                REQUIRE_OK(s->apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]));
            }
            // Random play on a board this size ends: someone stumbles onto its goal.
            REQUIRE(s->isTerminal());
            CHECK(s->outcome().winners.size() == 1);
            auto replayed = plateau::replay(*game(), plateau::makeRecord(*s));
            REQUIRE_OK(replayed);
            CHECK((*replayed)->toText(plateau::Viewer::referee()) ==
                  s->toText(plateau::Viewer::referee()));
        }
    }
}
