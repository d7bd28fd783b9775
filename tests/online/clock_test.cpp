// Turn clocks at online tables: the time control's text, each seat's time, a flag that
// falls with two seats and a seat handed to a bot with more, and a referee restarted
// without charging anyone for its downtime. Times are given by the tests.
#include <doctest/doctest.h>

#include "online/table_store.hpp"
#include "session/turn_clock.hpp"
#include "referee_world.hpp"

using namespace plateau;
using namespace plateau::online;
using namespace plateau::session;
using namespace plateau::online::testing;
using namespace std::chrono_literals;

namespace {

// A Quoridor table for Ann and Ben with this clock, both seated at `at`.
std::string quoridorTable(World& w, const std::string& clock, Referee::Clock::time_point at) {
    const std::string v = versionOf("quoridor");
    w.sendAt("ann@localhost",
             req("create",
                 {{"game", "quoridor"}, {"seats", "2"}, {"plugin-version", v}, {"clock", clock}}),
             at);
    const std::string t = tableId(w, "ann@localhost");
    w.sendAt("ben@localhost", req("join", {{"table", t}, {"plugin-version", v}}), at);
    REQUIRE(w.referee->tables().at(t).status == Table::Status::Playing);
    return t;
}

// Who is asked to move, and the first of their legal moves.
std::pair<std::string, std::string> toMove(World& w, const std::string& t) {
    const Table& table = w.referee->tables().at(t);
    const std::string who = table.state->currentPlayer() == 0 ? "ann@localhost" : "ben@localhost";
    const Element* turn = w.last(who, "turn");
    REQUIRE(turn != nullptr);
    const std::string moves = turn->child("moves")->text;
    return {who, moves.substr(0, moves.find(' '))};
}

}  // namespace

TEST_CASE("clock: time controls are read strictly and written back the same") {
    for (const char* text : {"", "move:60", "game:300", "game:300+5", "move:604800", "game:1+0"}) {
        const auto c = TimeControl::parse(text);
        REQUIRE_MESSAGE(c, text);
        const std::string again = c->toString();
        CHECK(TimeControl::parse(again)->toString() == again);
    }
    CHECK(TimeControl::parse("game:300+5")->increment == 5);
    CHECK(TimeControl::parse("move:60")->kind == TimeControl::Kind::PerMove);
    for (const char* bad :
         {"move:0", "move:-5", "move:60+5", "game:", "game:+5", "game:300+", "game:300+3601",
          "move:604801", "blitz", "move:1e3", "move: 60", "game:0300"})
        CHECK_MESSAGE(!TimeControl::parse(bad), bad);
}

TEST_CASE("clock: a seat is charged for its own turn only, with the increment or a new turn") {
    const auto t0 = TurnClocks::Time{} + 1000s;
    TurnClocks perGame;
    perGame.reset(*TimeControl::parse("game:10+2"), 2);
    perGame.start(0, t0);
    CHECK(perGame.leftMs(0, t0 + 3s) == 7000);
    CHECK(perGame.leftMs(1, t0 + 3s) == 10000);
    perGame.start(0, t0 + 2s);  // asked again while its turn runs: nothing restarts
    perGame.finish(t0 + 3s);
    CHECK(perGame.kept() == std::vector<long long>{9000, 10000});
    CHECK(perGame.running() == -1);
    perGame.start(1, t0 + 100s);  // time between turns (a bot's, a throw) costs nobody
    CHECK_FALSE(perGame.flagFallen(t0 + 109s));
    CHECK(perGame.flagFallen(t0 + 110s));

    TurnClocks perMove;
    perMove.reset(*TimeControl::parse("move:5"), 2);
    perMove.start(1, t0);
    perMove.finish(t0 + 4s);
    CHECK(perMove.kept() == std::vector<long long>{5000, 5000});
}

TEST_CASE("clock: with two seats the flag falls for the seat whose time is up, and it loses") {
    World w;
    const auto t0 = Referee::Clock::now();
    const std::string t = quoridorTable(w, "move:5", t0);
    auto [first, move] = toMove(w, t);
    CHECK(w.last(first, "turn")->attrOr("clock") == "5000");
    w.sendAt(first, req("move", {{"table", t}, {"after", "0"}}, move), t0 + 4s);
    const Table& table = w.referee->tables().at(t);
    REQUIRE(table.events() == 1);
    CHECK(w.last(first, "event")->attrOr("clocks") == "5000 5000");
    const std::string second = first == "ann@localhost" ? "ben@localhost" : "ann@localhost";
    // Nothing falls before the time is up; then the tick ends the game.
    w.deliver(w.referee->tick(t0 + 8s));
    CHECK(table.status == Table::Status::Playing);
    w.deliver(w.referee->tick(t0 + 9s));
    CHECK(table.status == Table::Status::Over);
    const Element* timeout = w.last(first, "timeout");
    REQUIRE(timeout != nullptr);
    CHECK(timeout->attrOr("action") == "lost");
    const int loser = std::stoi(timeout->attrOr("seat"));
    CHECK(w.last(second, "over")->attrOr("winners") == std::to_string(1 - loser));
    CHECK(w.last(second, "over")->attrOr("reason").find("ran out of time") != std::string::npos);
}

TEST_CASE("clock: a move that comes after the time is up is not played: the flag falls") {
    World w;
    const auto t0 = Referee::Clock::now();
    const std::string t = quoridorTable(w, "game:30+1", t0);
    auto [first, move] = toMove(w, t);
    w.sendAt(first, req("move", {{"table", t}, {"after", "0"}}, move), t0 + 31s);
    const Table& table = w.referee->tables().at(t);
    CHECK(table.events() == 0);
    CHECK(table.status == Table::Status::Over);
    CHECK(w.last(first, "timeout") != nullptr);
}

TEST_CASE("clock: a restarted referee keeps each seat's time and charges nobody for its downtime") {
    World w;
    const auto t0 = Referee::Clock::now();
    const std::string t = quoridorTable(w, "game:60+0", t0);
    auto [first, move] = toMove(w, t);
    w.sendAt(first, req("move", {{"table", t}, {"after", "0"}}, move), t0 + 20s);
    const int mover = w.referee->tables().at(t).state->currentPlayer() == 0 ? 1 : 0;
    // The log holds each seat's time at the start of its turn.
    std::vector<long long> expected{60000, 60000};
    expected[static_cast<std::size_t>(mover)] = 40000;
    CHECK(w.referee->tables().at(t).clocks.kept() == expected);
    w.reopen();
    Outbox out;
    CHECK(w.referee->restore(out).empty());
    w.deliver(std::move(out));
    const Table& table = w.referee->tables().at(t);
    CHECK(table.clocks.control().toString() == "game:60");
    CHECK(table.clocks.kept() == expected);
    // The turn that was running starts again from the restart.
    const int running = table.clocks.running();
    CHECK(running == 1 - mover);
    CHECK(table.clocks.leftMs(running, Referee::Clock::now()) > 59000);
    const Element* sync = w.last(first, "sync");
    REQUIRE(sync != nullptr);
    REQUIRE(sync->child("clocks") != nullptr);
    CHECK(sync->child("clocks")->attrOr("control") == "game:60");
}

TEST_CASE(
    "clock: at a table of three, the seat out of time is played by a bot and the game goes on") {
    World w;
    const auto t0 = Referee::Clock::now();
    const std::string v = versionOf("goose");
    w.sendAt("ann@localhost",
             req("create",
                 {{"game", "goose"}, {"seats", "3"}, {"plugin-version", v}, {"clock", "move:10"}}),
             t0);
    const std::string t = tableId(w, "ann@localhost");
    w.sendAt("ben@localhost", req("join", {{"table", t}, {"plugin-version", v}}), t0);
    w.sendAt("cid@localhost", req("join", {{"table", t}, {"plugin-version", v}}), t0);
    const Table& table = w.referee->tables().at(t);
    REQUIRE(table.status == Table::Status::Playing);
    const int late = table.clocks.running();
    REQUIRE(late >= 0);
    const std::string account = table.seats[static_cast<std::size_t>(late)].account;
    const int before = table.events();
    w.deliver(w.referee->tick(t0 + 11s));
    CHECK(table.status == Table::Status::Playing);
    CHECK(table.seats[static_cast<std::size_t>(late)].kind == Seat::Kind::Bot);
    CHECK(table.seats[static_cast<std::size_t>(late)].bot == kTimeoutBot);
    CHECK(table.watchers.count(account) == 1);
    CHECK(table.events() > before);  // the bot threw for the seat
    const Element* timeout = w.last("ben@localhost", "timeout");
    REQUIRE(timeout != nullptr);
    CHECK(timeout->attrOr("action") == "bot");
    // The account may no longer act for the seat.
    w.sendAt(account, req("resign", {{"table", t}}), t0 + 12s);
    CHECK(w.lastError(account) == "not-seated");
    // A bad clock is refused when the table is made.
    w.sendAt("ann@localhost",
             req("create", {{"game", "goose"}, {"plugin-version", v}, {"clock", "move:0"}}),
             t0 + 13s);
    CHECK(w.lastError("ann@localhost") == "malformed");
}

TEST_CASE("clock: time left is written as a clock shows it") {
    CHECK(clockText(0) == "0:00");
    CHECK(clockText(-5) == "0:00");
    CHECK(clockText(1) == "0:01");  // a second begun counts
    CHECK(clockText(59000) == "0:59");
    CHECK(clockText(65000) == "1:05");
    CHECK(clockText(3725000) == "1:02:05");
}
