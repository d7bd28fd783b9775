// The seats at an online table as the panel shows them: presence and clocks, from what the
// referee last said (no window, no network).
#include <chrono>

#include <doctest/doctest.h>

#include "app/online_seats.hpp"

using namespace plateau::gui;
using namespace std::chrono_literals;
using Presence = SeatNote::Presence;

namespace {

plateau::online::ClientTable table(std::chrono::steady_clock::time_point now) {
    plateau::online::ClientTable t;
    t.id = "k3v9q2";
    t.seat = 0;
    t.status = "playing";
    t.seatNames = {"Ann", "Ben"};
    t.away = {false, true};
    t.clocks.control = "move:30";
    t.clocks.leftMs = {30000, 4000};
    t.clocks.running = 1;
    t.clocks.since = now - 1500ms;
    return t;
}

}  // namespace

TEST_CASE("online seats: who is here and each clock, the running one counting down") {
    const auto now = std::chrono::steady_clock::now();
    const auto t = table(now);
    const auto notes = onlineSeatNotes(t, true, {}, -1, now);
    REQUIRE(notes.size() == 2);
    CHECK(notes[0].presence == Presence::Here);
    CHECK(notes[1].presence == Presence::Away);
    CHECK(notes[0].clock == "0:30");
    CHECK_FALSE(notes[0].running);
    CHECK_FALSE(notes[0].low);
    // 4 s at the start of Ben's turn, 1.5 s gone: 2.5 s, shown as the 3 s begun.
    CHECK(notes[1].clock == "0:03");
    CHECK(notes[1].running);
    CHECK(notes[1].low);
    // A second later it says one second less.
    CHECK(onlineSeatNotes(t, true, {}, -1, now + 1s)[1].clock == "0:02");
}

TEST_CASE("online seats: this program offline, a seat given to a bot, a flag fallen") {
    const auto now = std::chrono::steady_clock::now();
    auto t = table(now);
    CHECK(onlineSeatNotes(t, false, {}, -1, now)[0].presence == Presence::Reconnecting);
    const auto bot = onlineSeatNotes(t, true, {1}, -1, now)[1];
    CHECK(bot.presence == Presence::Bot);
    CHECK(bot.clock.empty());  // a bot runs no clock
    t.status = "over";
    const auto flagged = onlineSeatNotes(t, true, {}, 1, now)[1];
    CHECK(flagged.clock == "0:00");
    CHECK(flagged.low);
    CHECK_FALSE(flagged.running);
    // Adjourned: the clocks stand still at what the referee kept.
    t.status = "adjourned";
    const auto still = onlineSeatNotes(t, true, {}, -1, now + 10s)[1];
    CHECK(still.clock == "0:04");
    CHECK_FALSE(still.running);
    t.clocks.control.clear();
    CHECK(onlineSeatNotes(t, true, {}, -1, now)[1].clock.empty());
}

TEST_CASE("online seats: a clock is low in its last ten seconds, or last quarter of a short turn") {
    CHECK(clockLow("move:60", 10000));
    CHECK_FALSE(clockLow("move:60", 10001));
    CHECK(clockLow("move:20", 5000));
    CHECK_FALSE(clockLow("move:20", 6000));
    CHECK(clockLow("game:300+5", 9000));
    CHECK_FALSE(clockLow("", 0));
}
