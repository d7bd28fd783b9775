// Checks that take seconds: the deepest published perft and deeper reference comparisons.

#include <doctest/doctest.h>

#include "quoridor/helpers.hpp"

using namespace quoridor;
using namespace quoridor::testing;

TEST_CASE("perft(4) from the start, two players, 9×9") {
    auto s = start(makeSetup(2));
    CHECK(s->perft(4) == 247'569'030);
}

TEST_CASE("perft(3) against the reference rules on 9×9 with jumps and walls") {
    for (const char* moves :
         {"e2 e8 e3 e7 e4 e6 e5 e6h d5v", "a4h e8 c4h d8 e4h c8 g4h e1v d4v c5v", "",
          "e2 b5 e8 h5 e3 c5 e7 g5"}) {
        CAPTURE(moves);
        const int players = std::string(moves).find("b5") != std::string::npos ? 4 : 2;
        auto s = position(makeSetup(players), moves);
        const auto ref = referencePosition(*s);
        CHECK(s->perft(3) == ref.perft(3));
    }
}
