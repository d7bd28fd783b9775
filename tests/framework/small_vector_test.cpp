// MoveList is a small-buffer vector: no cap a real game hits, no allocation below 256.
#include <doctest/doctest.h>

#include <plateau/sdk/move.hpp>

using namespace plateau;

TEST_CASE("a move list holds 256 moves inline and grows past them (Go 19x19: 362)") {
    MoveList moves;
    CHECK(moves.capacity() == kInlineMoves);
    for (std::uint32_t i = 0; i < kInlineMoves; ++i)
        moves.push_back(Move{i});
    CHECK_FALSE(moves.onHeap());
    for (std::uint32_t i = kInlineMoves; i < 362; ++i)
        moves.push_back(Move{i});
    CHECK(moves.onHeap());
    REQUIRE(moves.size() == 362);
    for (std::uint32_t i = 0; i < 362; ++i)
        CHECK(moves[i] == Move{i});
    CHECK(moves.back() == Move{361});

    // Copies and moves keep every entry; a moved-from list is empty and usable.
    MoveList copy = moves;
    CHECK(copy.size() == 362);
    CHECK(copy[300] == Move{300});
    MoveList taken = std::move(copy);
    CHECK(taken.size() == 362);
    CHECK(taken[361] == Move{361});
    CHECK(copy.empty());  // NOLINT(bugprone-use-after-move): documented state
    copy.push_back(Move{5});
    CHECK(copy[0] == Move{5});

    // clear() keeps the room; a small list copied from it is inline again.
    taken.clear();
    CHECK(taken.empty());
    CHECK(taken.capacity() >= 362);
    taken.push_back(Move{9});
    MoveList small = taken;
    CHECK_FALSE(small.onHeap());
    CHECK(small.size() == 1);
}

TEST_CASE("a move list erases, resizes and assigns like a vector") {
    MoveList moves{Move{1}, Move{2}, Move{3}, Move{4}};
    moves.erase(moves.begin() + 1);
    REQUIRE(moves.size() == 3);
    CHECK(moves[0] == Move{1});
    CHECK(moves[1] == Move{3});
    moves.erase(moves.begin(), moves.begin() + 2);
    REQUIRE(moves.size() == 1);
    CHECK(moves.front() == Move{4});
    moves.resize(3);
    CHECK(moves[2] == Move{0});
    moves.pop_back();
    CHECK(moves.size() == 2);
    MoveList other;
    other = moves;
    CHECK(other.size() == 2);
    ChanceList outcomes;
    for (std::uint32_t i = 0; i < 400; ++i)
        outcomes.push_back({Move{i}, 1.0 / 400});
    CHECK(outcomes.size() == 400);
    CHECK(outcomes[399].move == Move{399});
}
