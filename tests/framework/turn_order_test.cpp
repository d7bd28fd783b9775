#include <doctest/doctest.h>

#include <vector>

#include <plateau/sdk/roll_off.hpp>
#include <plateau/sdk/turn_order.hpp>

using namespace plateau;

TEST_CASE("turns go clockwise") {
    TurnOrder order(3, 1);
    CHECK(order.current() == 1);
    CHECK(order.advance() == 2);
    CHECK(order.advance() == 0);
    CHECK(order.advance() == 1);
}

TEST_CASE("a player who misses two turns is passed over twice") {
    TurnOrder order(3, 0);
    order.skipTurns(1, 2);
    std::vector<int> skipped;
    const auto onSkip = [&](int p) { skipped.push_back(p); };
    CHECK(order.advance(onSkip) == 2);
    CHECK(order.advance(onSkip) == 0);
    CHECK(order.advance(onSkip) == 2);
    CHECK(order.advance(onSkip) == 0);
    CHECK(order.advance(onSkip) == 1);
    CHECK(skipped == std::vector<int>{1, 1});
    CHECK(order.skipsLeft(1) == 0);
}

TEST_CASE("players out of play never get the turn") {
    TurnOrder order(4, 0);
    order.setOutOfPlay(1);
    order.setOutOfPlay(2);
    CHECK(order.playersInPlay() == 2);
    CHECK(order.advance() == 3);
    CHECK(order.advance() == 0);
    order.setOutOfPlay(0);
    order.setOutOfPlay(3);
    CHECK(order.advance() == -1);
}

TEST_CASE("roll-off: the highest throw starts") {
    RollOff r(3);
    CHECK(r.thrower() == 0);
    CHECK_FALSE(r.record(3));
    CHECK(r.thrower() == 1);
    CHECK_FALSE(r.record(6));
    CHECK(r.record(2));
    CHECK(r.done());
    CHECK(r.winner() == 1);
}

TEST_CASE("roll-off: tied leaders throw again, the others are out") {
    RollOff r(4);
    r.record(5);  // 0
    r.record(2);  // 1
    r.record(5);  // 2
    CHECK(r.record(4));  // 3: round closed with 0 and 2 tied
    CHECK_FALSE(r.done());
    CHECK(r.contending(0));
    CHECK_FALSE(r.contending(1));
    CHECK(r.contending(2));
    CHECK_FALSE(r.contending(3));
    CHECK(r.thrower() == 0);
    r.record(3);
    CHECK(r.thrower() == 2);
    r.record(3);  // tie again
    CHECK_FALSE(r.done());
    r.record(1);
    r.record(6);
    CHECK(r.done());
    CHECK(r.winner() == 2);
    CHECK(r.round() == 3);
}
