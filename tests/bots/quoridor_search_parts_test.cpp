// Parts of Quoridor's own bot on their own: the time manager (and, below, the opening book).
#include <chrono>

#include <doctest/doctest.h>

#include "bot/score.hpp"
#include "bot/time_manager.hpp"

using std::chrono::microseconds;

TEST_CASE("the Quoridor time manager keeps 1 % for the answer, at least 4 ms, at most half") {
    quoridor::TimeManager t;
    t.start(microseconds(1'000'000));
    CHECK(t.timed());
    CHECK(t.deadline() == microseconds(990'000));
    t.start(microseconds(200'000));
    CHECK(t.deadline() == microseconds(196'000));
    t.start(microseconds(6'000));
    CHECK(t.deadline() == microseconds(3'000));
    t.start(microseconds(0));
    CHECK_FALSE(t.timed());
    CHECK(t.startNext(microseconds(5'000'000), 0, 0));
}

TEST_CASE("the Quoridor time manager stops early in a won race only, never in a lost one") {
    quoridor::TimeManager t;
    t.start(microseconds(1'000'000));
    const auto at = [](int ms) { return microseconds(ms * 1000); };
    // A race decided for the mover: three quarters of the time.
    CHECK(t.startNext(at(700), quoridor::kRace + 300, 0));
    CHECK_FALSE(t.startNext(at(760), quoridor::kRace + 300, 0));
    // Lost, by the race or by force: the whole budget, as in any unclear position.
    CHECK(t.startNext(at(760), -quoridor::kRace - 300, 0));
    CHECK(t.startNext(at(900), -(quoridor::kWin - 12), 0));
    CHECK(t.startNext(at(900), 40, 6));
    CHECK_FALSE(t.startNext(at(965), 40, 0));
    // Not adaptive: no early stop even when won.
    t.start(microseconds(1'000'000), false);
    CHECK(t.startNext(at(900), quoridor::kRace + 300, 0));
}
