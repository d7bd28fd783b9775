// Each rule with the moves that lead to it, checked through the public State.

#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include <plateau/sdk/first_player.hpp>

#include "quoridor/helpers.hpp"

using namespace quoridor;
using namespace quoridor::testing;
using Set = std::set<std::string>;

TEST_CASE("pawns step one square, not through walls, not off the board") {
    auto s = start(makeSetup(2));
    CHECK(pawnMoves(*s) == Set{"d1", "e2", "f1"});
    play(*s, "e1h e8");  // a wall right above e1
    CHECK(pawnMoves(*s) == Set{"d1", "f1"});
    CHECK(reasonFor(*s, "e2") == "not reachable from e1");
    CHECK(reasonFor(*s, "e3") == "not reachable from e1");
}

TEST_CASE("jump down over a face-to-face pawn") {
    auto s = position(makeSetup(2), "e2 e8 e3 e7 e4 e6 e5");
    CHECK(pawnMoves(*s) == Set{"d6", "e4", "e7", "f6"});
    play(*s, "e4");
    CHECK(asQuoridor(*s).board().pawn(1) == geometry(9).square(4, 3));
}

TEST_CASE("jump up over a face-to-face pawn") {
    auto s = position(makeSetup(2), "e2 e8 e3 e7 e4 e6 e5 a8h");
    CHECK(pawnMoves(*s) == Set{"d5", "e4", "e7", "f5"});
}

TEST_CASE("jump left and right") {
    auto s = position(makeSetup(2), "e2 e8 e3 e7 e4 e6 d4 e5 d5");
    CHECK(pawnMoves(*s) == Set{"c5", "e4", "e6", "f5"});  // P2 on e5 jumps left over d5
    play(*s, "a8h");
    CHECK(pawnMoves(*s) == Set{"c5", "d4", "d6", "f5"});  // P1 on d5 jumps right over e5
}

TEST_CASE("at the board's edge the jump turns into diagonal steps") {
    auto s = position(makeSetup(2), "e2 a1h e3 c1h e4 g1h e5 a3h e6 c3h e7 g3h e8 a5h");
    CHECK(pawnMoves(*s) == Set{"d8", "d9", "e7", "f8", "f9"});
    // Sideways against the left edge: P1 on b5 faces P2 on a5.
    auto t = position(makeSetup(2), "e2 e8 e3 d8 e4 c8 e5 b8 d5 a8 c5 a7 b5 a6 h1h a5");
    CHECK(pawnMoves(*t) == Set{"a4", "a6", "b4", "b6", "c5"});
}

TEST_CASE("a wall behind the jumped pawn gives diagonal steps, walls beside it limit them") {
    auto s = position(makeSetup(2), "e2 e8 e3 e7 e4 e6 e5 e6h");
    CHECK(pawnMoves(*s) == Set{"d5", "d6", "e4", "f5", "f6"});
    play(*s, "d5v a1h");  // P1 walls its own left side; P2 waits
    CHECK(pawnMoves(*s) == Set{"e4", "f5", "f6"});
}

TEST_CASE("a wall between the pawns stops the jump and the diagonals") {
    auto s = position(makeSetup(2), "e2 e8 e3 e7 e4 e6 e5 e5h");
    CHECK(pawnMoves(*s) == Set{"d5", "e4", "f5"});
}

TEST_CASE("four players: a pawn behind the jumped pawn gives diagonals, never two pawns jumped") {
    // 5×5: P1 c1, P2 a3, P3 c5, P4 e3.
    auto s = position(makeSetup(4, 5), "c2 b3 c4 d3 c3");
    // P2 on b3 faces P1 on c3; P4 stands behind on d3; P3 on c4 blocks one diagonal.
    CHECK(pawnMoves(*s) == Set{"a3", "b2", "b4", "c2"});
    CHECK(reasonFor(*s, "d3") == "not reachable from b3");
    CHECK(reasonFor(*s, "e3") == "not reachable from b3");
    CHECK(reasonFor(*s, "c4") == "not reachable from b3");
    play(*s, "b4");
    // P3 on c4: over P1 on c3 to the free c2, over P2 on b4 to a4.
    CHECK(pawnMoves(*s) == Set{"a4", "c2", "c5", "d4"});
}

TEST_CASE("four players: a diagonal reached over two different pawns is one move") {
    // 5×5: P1 on c3 faces P3 on c4 (wall c4h behind) and P4 on d3 (wall d2v behind):
    // both jumps turn into diagonals, and d4 is offered by both.
    auto s = position(makeSetup(4, 5), "c2 a4v c4 d3  c3 c4h a1v d2v");
    CHECK(pawnMoves(*s) == Set{"b3", "b4", "c2", "d2", "d4"});
    plateau::MoveList list;
    s->legalMoves(list);
    CHECK(moveTexts(*s).size() == list.size());  // no move listed twice
}

TEST_CASE("walls may not overlap") {
    auto s = position(makeSetup(2), "e3h");
    CHECK(reasonFor(*s, "e3h") == "a wall is there already");
    CHECK(reasonFor(*s, "d3h") == "overlaps the wall e3h");
    CHECK(reasonFor(*s, "f3h") == "overlaps the wall e3h");
    CHECK(reasonFor(*s, "g3h") == "legal");
    CHECK(reasonFor(*s, "c3h") == "legal");
    play(*s, "b5v");
    CHECK(reasonFor(*s, "b4v") == "overlaps the wall b5v");
    CHECK(reasonFor(*s, "b6v") == "overlaps the wall b5v");
    CHECK(reasonFor(*s, "b7v") == "legal");
}

TEST_CASE("walls may not cross") {
    auto s = position(makeSetup(2), "e3v");
    CHECK(reasonFor(*s, "e3h") == "crosses the wall e3v");
    play(*s, "c6h");
    CHECK(reasonFor(*s, "c6v") == "crosses the wall c6h");
    // Touching is allowed: the end of one at the middle of the other.
    CHECK(reasonFor(*s, "e2h") == "legal");
    CHECK(reasonFor(*s, "d3h") == "legal");
}

TEST_CASE("a wall may not cut off any of the four players") {
    // 5×5, four players; each box is closed by a third wall, placed by another player.
    SUBCASE("P1 on c1") {
        auto s = position(makeSetup(4, 5), "b1v c1v");
        CHECK(reasonFor(*s, "c2h") == "would cut off the pawn on c1");
    }
    SUBCASE("P2 on a3") {
        auto s = position(makeSetup(4, 5), "a3h a2h");
        CHECK(reasonFor(*s, "b2v") == "would cut off the pawn on a3");
    }
    SUBCASE("P3 on c5") {
        auto s = position(makeSetup(4, 5), "b4v c4v");
        CHECK(reasonFor(*s, "c3h") == "would cut off the pawn on c5");
    }
    SUBCASE("P4 on e3") {
        auto s = position(makeSetup(4, 5), "d3h d2h");
        CHECK(reasonFor(*s, "c2v") == "would cut off the pawn on e3");
    }
    SUBCASE("two players on 9×9: a line across the board") {
        // Rows 4 and 5 meet only at i4-i5; h4v closes i4 from the left, h3h from below.
        auto s = position(makeSetup(2), "a4h c4h e4h g4h h4v");
        CHECK(reasonFor(*s, "h3h") == "would cut off the pawn on e1");
        CHECK(reasonFor(*s, "h2h") == "legal");
    }
}

TEST_CASE("pawns do not block paths for walls") {
    // 5×5: a barrier between rows 3 and 4 with one gap at c, where both pawns stand.
    auto s = position(makeSetup(2, 5), "c2 c4 c3 a3h");
    CHECK(reasonFor(*s, "d3h") == "legal");
    play(*s, "d3h");
    CHECK(pawnMoves(*s) == Set{"b4", "c2", "c5", "d4"});  // P2 jumps through the gap
}

TEST_CASE("the last wall, then no walls left") {
    auto s = start(makeSetup(2, 9, 1));
    play(*s, "a1h");
    play(*s, "e8");
    CHECK(reasonFor(*s, "c1h") == "no walls left");
    CHECK(moveTexts(*s) == Set{"d1", "e2", "f1"});
    CHECK(asQuoridor(*s).boardView(plateau::Viewer::referee()).players[0].status ==
          "no walls left");
    CHECK(asQuoridor(*s).boardView(plateau::Viewer::referee()).players[1].status == "1 wall left");
}

TEST_CASE("a four-player position where a player has no move: it passes") {
    // 5×5, one wall each. P2 on a3 ends boxed in by a3h (P1), a2h (its own last wall),
    // P4 on b3 and P3 on c3 behind it.
    auto s = position(makeSetup(4, 5, 1), "a3h a2 c4 d3  c2 a3 c3 b3  d2 a2h d4h d1v  d3");
    CHECK(s->currentPlayer() == 1);
    CHECK(moveTexts(*s) == Set{"pass"});
    CHECK(reasonFor(*s, "b3") == "not reachable from a3");
    CHECK(reasonFor(*s, "b1h") == "no walls left");
    play(*s, "pass");
    CHECK(s->currentPlayer() == 2);
    CHECK(s->events().back().text == "P2 has no legal move and passes");
    // A pass is refused while there is a move.
    CHECK(reasonFor(*s, "pass") == "a player may pass only with no legal move");
}

namespace {

// The runner walks a shortest path; the others place walls that do not lengthen it (or,
// without such a wall, make any move that does not). Returns the finished state.
plateau::StatePtr race(int players, int size, int runner) {
    auto s = start(makeSetup(players, size, 10));
    for (int ply = 0; ply < 400 && !s->isTerminal(); ++ply) {
        const Board& b = asQuoridor(*s).board();
        plateau::MoveList moves;
        s->legalMoves(moves);
        plateau::Move chosen = moves[0];
        if (s->currentPlayer() == runner) {
            std::array<std::uint8_t, kMaxSquares> dist{};
            b.distancesToGoal(runner, dist);
            int best = 1000;
            for (plateau::Move m : moves) {
                if (isPawnMove(m) && dist[squareOf(m)] < best) {
                    best = dist[squareOf(m)];
                    chosen = m;
                }
            }
        } else {
            const auto harmless = [&](plateau::Move m) {
                Board next = b;
                next.makeMove(m);
                return next.distance(runner) <= b.distance(runner);
            };
            const auto wall = std::find_if(moves.begin(), moves.end(), [&](plateau::Move m) {
                return isWallMove(m) && harmless(m);
            });
            const auto any = std::find_if(moves.begin(), moves.end(), harmless);
            chosen = wall != moves.end() ? *wall : any != moves.end() ? *any : moves[0];
        }
        REQUIRE_OK(s->apply(chosen));
    }
    return s;
}

}  // namespace

TEST_CASE("the first pawn on its goal line wins at once, for every player") {
    for (int players : {2, 4}) {
        for (int runner = 0; runner < players; ++runner) {
            CAPTURE(players);
            CAPTURE(runner);
            auto s = race(players, 9, runner);
            REQUIRE(s->isTerminal());
            const plateau::Outcome result = s->outcome();
            REQUIRE(result.winners == std::vector<int>{runner});
            const Board& b = asQuoridor(*s).board();
            CHECK(test(b.goal(runner), b.pawn(runner)));
            CHECK(result.reason ==
                  s->playerName(runner) + " reached " + asQuoridor(*s).goalName(runner));
            CHECK(s->returnFor(runner) == 1.0);
            CHECK(reasonFor(*s, "pass") == "the game is over");
            CHECK(moveTexts(*s).empty());
        }
    }
    CHECK(asQuoridor(*race(4, 9, 1)).goalName(1) == "column i");
    CHECK(asQuoridor(*race(4, 9, 3)).goalName(3) == "column a");
}

TEST_CASE("max_plies ends the game in a draw") {
    auto s = start(makeSetup(2, 9, 0, 4));
    play(*s, "e2 e8 e3");
    CHECK_FALSE(s->isTerminal());
    play(*s, "e7");
    REQUIRE(s->isTerminal());
    CHECK(s->outcome().isDraw());
    CHECK(s->returnFor(0) == 0.5);
    CHECK(reasonFor(*s, "e4") == "the game is over");
}

TEST_CASE("who starts is drawn by the SDK unless the setup chooses") {
    // Left open, the SDK draws with the setup's seed before the state is made: no chance
    // move, the state's setup names who starts, and the log says it was drawn.
    std::set<int> starters;
    for (std::uint64_t seed = 0; seed < 64; ++seed) {
        auto setup = makeSetup(4, 9, 0, 0, -1);
        setup.seed = seed;
        auto s = start(setup);
        CAPTURE(seed);
        REQUIRE_FALSE(s->isChance());
        CHECK(s->currentPlayer() == plateau::drawFirstPlayer(setup));
        CHECK(s->setup().firstPlayer == -1);  // kept as given: a replay draws the same
        REQUIRE(s->events().size() == 1);
        CHECK(s->events()[0].text == "P" + std::to_string(s->currentPlayer() + 1) + " is drawn to start");
        starters.insert(s->currentPlayer());
    }
    CHECK(starters == std::set<int>{0, 1, 2, 3});
    auto s = start(makeSetup(4, 9, 0, 0, -1));
    CHECK(reasonFor(*s, "first:1") == "who starts is already decided");
    auto chosen = start(makeSetup(2, 9, 0, 0, 1));
    CHECK(chosen->currentPlayer() == 1);
    CHECK(chosen->events().empty());
}

TEST_CASE("the log names a jump and the pawn jumped over") {
    auto s = position(makeSetup(2), "e2 e8 e3 e7 e4 e6 e5");
    play(*s, "e4");  // P2 on e6 over P1 on e5
    CHECK(s->events().back().text == "P2 jumps over P1 from e6 to e4");
    // A wall behind the pawn faced: the diagonal step past it.
    auto t = position(makeSetup(2), "e2 e8 e3 e7 e4 e6 e5 e6h");
    play(*t, "f6");
    CHECK(t->events().back().text == "P1 jumps diagonally past P2 from e5 to f6");
    // A plain step, even beside a pawn, is a move.
    play(*t, "d6");
    CHECK(t->events().back().text == "P2 moves from e6 to d6");
}
