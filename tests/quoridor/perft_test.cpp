// Perft: the engine against the published counts from the start, and against the plain
// reference rules (tests/quoridor/reference_rules.cpp) from positions with jumps and walls.

#include <doctest/doctest.h>

#include <plateau/sdk/random.hpp>

#include "quoridor/helpers.hpp"

using namespace quoridor;
using namespace quoridor::testing;

TEST_CASE("perft from the start, two players, 9×9") {
    auto s = start(makeSetup(2));
    CHECK(s->perft(1) == 131);
    CHECK(s->perft(2) == 16'677);
    CHECK(s->perft(3) == 2'062'264);
    // The reference rules agree where they are quick enough.
    const auto ref = referencePosition(*s);
    CHECK(ref.perft(1) == 131);
    CHECK(ref.perft(2) == 16'677);
}

TEST_CASE("perft from a drawn start counts the drawn player's moves (no chance branch)") {
    auto s = start(makeSetup(2, 9, 0, 0, -1));
    CHECK(s->perft(1) == 131);
    CHECK(s->perft(2) == 16'677);
    CHECK(s->perft(3) == s->State::perft(3));
}

namespace {

void checkAgainstReference(const plateau::Setup& setup, const std::string& moves, int depth) {
    auto s = position(setup, moves);
    const auto ref = referencePosition(*s);
    for (int d = 1; d <= depth; ++d) {
        CAPTURE(d);
        CHECK(s->perft(d) == ref.perft(d));
    }
}

}  // namespace

TEST_CASE("perft against the reference rules, positions with jumps and walls") {
    SUBCASE("9×9 face to face, walls behind and beside") {
        checkAgainstReference(makeSetup(2), "e2 e8 e3 e7 e4 e6 e5 e6h d5v", 2);
    }
    SUBCASE("9×9 many walls, a corridor") {
        checkAgainstReference(makeSetup(2), "a4h e8 c4h d8 e4h c8 g4h e1v d4v c5v", 2);
    }
    SUBCASE("7×7 face to face with walls") {
        checkAgainstReference(makeSetup(2, 7), "d2 d6 d3 d5 d4 c4h b4v", 3);
    }
    SUBCASE("5×5 four players, pawns behind pawns") {
        checkAgainstReference(makeSetup(4, 5), "c2 a4v c4 d3 c3 c4h a1v d2v", 3);
    }
    SUBCASE("5×5 four players, a pawn with no move") {
        checkAgainstReference(makeSetup(4, 5, 1), "a3h a2 c4 d3 c2 a3 c3 b3 d2 a2h d4h d1v", 3);
    }
    SUBCASE("7×7 four players near the end of the walls") {
        checkAgainstReference(makeSetup(4, 7, 3), "a3h b4 d6 f4 c3h c4 d5 e4 e3h c5v", 3);
    }
    SUBCASE("with a ply limit reached inside the tree") {
        checkAgainstReference(makeSetup(2, 5, 0, 4), "c2 c4", 3);
    }
}

TEST_CASE("random games: legal moves equal the reference's at every ply") {
    for (int players : {2, 4}) {
        for (int size : {5, 7, 9}) {
            plateau::Rng rng(static_cast<std::uint64_t>(players * 100 + size));
            for (int g = 0; g < 3; ++g) {
                CAPTURE(players);
                CAPTURE(size);
                CAPTURE(g);
                auto s = start(makeSetup(players, size, 0, 300));
                auto ref = referencePosition(*s);
                while (!s->isTerminal()) {
                    const auto mine = moveTexts(*s);
                    const auto theirs = ref.moves();
                    REQUIRE(mine == std::set<std::string>(theirs.begin(), theirs.end()));
                    // Every player keeps a path; the walls add up.
                    const Board& b = asQuoridor(*s).board();
                    int placed = popcount(b.horizontalWalls()) + popcount(b.verticalWalls());
                    for (int p = 0; p < players; ++p) {
                        CHECK(b.distance(p) >= 0);
                        placed += b.wallsLeft(p);
                    }
                    CHECK(placed == players * asQuoridor(*s).rules().wallsPerPlayer);
                    // Walls more often than the uniform choice would: their checks matter.
                    plateau::MoveList moves;
                    s->legalMoves(moves);
                    plateau::Move m = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
                    const std::string text = s->moveToString(m);
                    REQUIRE_OK(s->apply(m));
                    REQUIRE(ref.play(text));
                }
                CHECK(ref.over());
                CHECK(ref.winner == (s->outcome().isDraw() ? -1 : s->outcome().winners[0]));
            }
        }
    }
}

TEST_CASE("make and unmake restore the position exactly") {
    plateau::Rng rng(7);
    Board board(9, 4, 5, 0);
    for (int ply = 0; ply < 60 && !board.isOver(); ++ply) {
        plateau::MoveList moves;
        board.legalMoves(moves);
        for (plateau::Move m : moves) {
            const Board before = board;
            const Undo undo = board.makeMove(m);
            board.unmakeMove(m, undo);
            REQUIRE(board.horizontalWalls() == before.horizontalWalls());
            REQUIRE(board.verticalWalls() == before.verticalWalls());
            REQUIRE(board.occupied() == before.occupied());
            REQUIRE(board.sideToMove() == before.sideToMove());
            REQUIRE(board.ply() == before.ply());
            REQUIRE(board.winner() == before.winner());
            for (int p = 0; p < 4; ++p) {
                REQUIRE(board.pawn(p) == before.pawn(p));
                REQUIRE(board.wallsLeft(p) == before.wallsLeft(p));
                REQUIRE(board.distance(p) == before.distance(p));
            }
        }
        board.makeMove(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
    }
}

TEST_CASE("legal walls among some anchors are the legal walls among them") {
    // Random games with many walls (so that some walls would cut a player off), and at each
    // ply random subsets of the anchors.
    plateau::Rng rng(11);
    for (int game = 0; game < 20; ++game) {
        Board board(9, game % 2 == 0 ? 2 : 4, game % 2 == 0 ? 10 : 5, 0);
        for (int ply = 0; ply < 80 && !board.isOver(); ++ply) {
            Bits allH, allV;
            board.legalWalls(allH, allV);
            for (int trial = 0; trial < 4; ++trial) {
                const Bits maskH =
                    (Bits(rng.next()) << 64 | rng.next()) & board.geometryOf().anchors;
                const Bits maskV =
                    (Bits(rng.next()) << 64 | rng.next()) & board.geometryOf().anchors;
                Bits h = maskH, v = maskV;
                board.legalWallsAmong(h, v);
                REQUIRE(h == (allH & maskH));
                REQUIRE(v == (allV & maskV));
            }
            // Walls two times in three, so that the board fills up.
            plateau::MoveList moves;
            board.legalMoves(moves);
            plateau::Move pick = moves[rng.below(static_cast<std::uint32_t>(moves.size()))];
            if (rng.below(3) != 0)
                for (plateau::Move m : moves)
                    if (isWallMove(m) && rng.below(4) == 0) {
                        pick = m;
                        break;
                    }
            board.makeMove(pick);
        }
    }
}
