// A piece that changes owner or kind where it stands turns over: which pieces, and how.
#include <doctest/doctest.h>

#include <cmath>

#include "board/piece_flip.hpp"

using plateau::Piece;
using plateau::gui::PieceFlip;

TEST_CASE("the pieces that change owner or kind where they stand turn over; a move only walks") {
    const std::vector<Piece> before{{0, 3, -1, "back", ""},   // revealed
                                    {1, 5, -1, "disc", ""},   // turned to the other side
                                    {0, 7, -1, "man", ""},    // moves and is crowned
                                    {1, 9, -1, "pawn", "A"},  // only its label changes
                                    {0, -1, 2, "wall", ""}};  // in a slot
    const std::vector<Piece> after{{0, 3, -1, "marshal", "Ma"},
                                   {0, 5, -1, "disc", ""},
                                   {0, 8, -1, "king", ""},
                                   {1, 9, -1, "pawn", "B"},
                                   {1, -1, 2, "wall", ""}};
    CHECK(plateau::gui::flippedPieces(before, after) == std::vector<int>{0, 1});
    // A piece new to the list or gone from the board does not flip.
    CHECK(plateau::gui::flippedPieces(before, {after[0]}) == std::vector<int>{0});
    CHECK(plateau::gui::flippedPieces({}, after).empty());
}

TEST_CASE("a flip narrows the piece to nothing and back, the old look up to the midpoint") {
    PieceFlip none;
    CHECK_FALSE(none.active());
    CHECK(none.widthScale() == 1.f);

    PieceFlip flip(1, "back", 0.1f);
    CHECK(flip.active());
    CHECK(flip.showsOld());
    CHECK(flip.fromOwner() == 1);
    CHECK(flip.fromKind() == "back");
    flip.update(0.1f, 1.f);  // the dice's roll first: nothing turns yet
    CHECK(flip.widthScale() == doctest::Approx(1.f));
    flip.update(PieceFlip::kSeconds / 4, 1.f);
    CHECK(flip.widthScale() == doctest::Approx(std::sqrt(0.5f)).epsilon(0.01));
    CHECK(flip.showsOld());
    flip.update(PieceFlip::kSeconds / 4 - 0.001f, 1.f);  // just before the midpoint: edge on
    CHECK(flip.widthScale() < 0.05f);
    CHECK(flip.showsOld());
    flip.update(0.002f, 1.f);  // past it: the new owner and kind
    CHECK(flip.widthScale() < 0.05f);
    CHECK_FALSE(flip.showsOld());
    flip.update(PieceFlip::kSeconds / 4, 1.f);
    CHECK(flip.widthScale() == doctest::Approx(std::sqrt(0.5f)).epsilon(0.01));
    flip.update(PieceFlip::kSeconds, 1.f);  // done: whole again
    CHECK_FALSE(flip.active());
    CHECK(flip.widthScale() == 1.f);

    // Twice as fast at speed 2; finish() ends it at once (animations skipped).
    PieceFlip fast(0, "man", 0);
    fast.update(PieceFlip::kSeconds / 2 + 0.001f, 2.f);
    CHECK_FALSE(fast.active());
    PieceFlip skipped(0, "man", 0);
    skipped.finish();
    CHECK_FALSE(skipped.active());
    CHECK(skipped.widthScale() == 1.f);
}
