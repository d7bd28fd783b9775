// Players who go: the referee hears it from the server (presence), tells the table, and
// once the game has waited longer than the table's grace period for a seat that is gone,
// asks the others: wait, hand the seat to a bot, or adjourn (kept, resumed later). Times
// are given by the tests.
#include <doctest/doctest.h>

#include "online/table_store.hpp"
#include "referee_world.hpp"

using namespace plateau;
using namespace plateau::online;
using namespace plateau::online::testing;
using namespace std::chrono_literals;

namespace {

struct TwoAtTable {
    World w;
    Referee::Clock::time_point t0 = Referee::Clock::now();
    std::string table, mover, other, move;

    // Ann and Ben at a Quoridor table with a grace of 5 s; `mover` is asked first.
    TwoAtTable() {
        const std::string v = versionOf("quoridor");
        w.sendAt("ann@localhost",
                 req("create",
                     {{"game", "quoridor"}, {"seats", "2"}, {"plugin-version", v}, {"grace", "5"}}),
                 t0);
        table = tableId(w, "ann@localhost");
        w.sendAt("ben@localhost", req("join", {{"table", table}, {"plugin-version", v}}), t0);
        const Table& t = tableRef();
        REQUIRE(t.status == Table::Status::Playing);
        mover = t.state->currentPlayer() == 0 ? "ann@localhost" : "ben@localhost";
        other = mover == "ann@localhost" ? "ben@localhost" : "ann@localhost";
        const std::string moves = w.last(mover, "turn")->child("moves")->text;
        move = moves.substr(0, moves.find(' '));
    }
    const Table& tableRef() const { return w.referee->tables().at(table); }
    int seatOf(const std::string& who) const { return tableRef().seatOf(who); }
    // The mover's programs all go at t0 + 1 s.
    void moverGoes() { w.deliver(w.referee->presence(mover, false, t0 + 1s)); }
    void answer(const std::string& action, Referee::Clock::time_point at) {
        w.sendAt(
            other,
            req("absent",
                {{"table", table}, {"seat", std::to_string(seatOf(mover))}, {"action", action}}),
            at);
    }
};

}  // namespace

TEST_CASE("presence: the table hears a player go and come back; nobody is asked in the grace") {
    TwoAtTable g;
    g.moverGoes();
    const Element* gone = g.w.last(g.other, "presence");
    REQUIRE(gone != nullptr);
    CHECK(gone->attrOr("state") == "away");
    CHECK(gone->attrOr("seat") == std::to_string(g.seatOf(g.mover)));
    g.w.deliver(g.w.referee->tick(g.t0 + 5s));  // gone 4 s: within the grace
    CHECK(g.w.last(g.other, "absent") == nullptr);
    // A sync says who is gone.
    g.w.sendAt(g.other, req("sync", {{"table", g.table}, {"after", "0"}}), g.t0 + 5s);
    const Element* sync = g.w.last(g.other, "sync");
    REQUIRE(sync != nullptr);
    int awayMarks = 0;
    for (const Element& c : sync->children)
        awayMarks += c.name == "seat" && c.attrOr("away") == "1";
    CHECK(awayMarks == 1);
    // Back before the grace ends: nobody is asked.
    g.w.deliver(g.w.referee->presence(g.mover, true, g.t0 + 5s));
    CHECK(g.w.last(g.other, "presence")->attrOr("state") == "here");
    g.w.deliver(g.w.referee->tick(g.t0 + 60s));
    CHECK(g.w.last(g.other, "absent") == nullptr);
}

TEST_CASE("presence: past the grace the others are asked; a bot takes the seat and plays") {
    TwoAtTable g;
    g.moverGoes();
    g.w.deliver(g.w.referee->tick(g.t0 + 7s));
    const Element* ask = g.w.last(g.other, "absent");
    REQUIRE(ask != nullptr);
    CHECK(ask->attrOr("action").empty());
    CHECK(ask->attrOr("since") == "6");
    CHECK(g.w.last(g.mover, "absent") == nullptr);  // not the one who is gone
    // Asked once, not at every tick.
    g.w.take(g.other);
    g.w.deliver(g.w.referee->tick(g.t0 + 8s));
    CHECK(g.w.last(g.other, "absent") == nullptr);

    const int seat = g.seatOf(g.mover);
    g.answer("bot", g.t0 + 9s);
    const Table& t = g.tableRef();
    CHECK(t.seats[static_cast<std::size_t>(seat)].kind == Seat::Kind::Bot);
    CHECK(t.events() == 1);  // the bot moved for the seat
    CHECK(g.w.last(g.other, "absent")->attrOr("action") == "bot");
    CHECK(g.w.last(g.other, "turn") != nullptr);
    CHECK(t.watchers.count(g.mover) == 1);
}

TEST_CASE("presence: 'wait' asks again after another grace period") {
    TwoAtTable g;
    g.moverGoes();
    g.w.deliver(g.w.referee->tick(g.t0 + 7s));
    g.answer("wait", g.t0 + 8s);
    CHECK(g.w.last(g.other, "absent")->attrOr("action") == "wait");
    g.w.take(g.other);
    g.w.deliver(g.w.referee->tick(g.t0 + 12s));
    CHECK(g.w.last(g.other, "absent") == nullptr);
    g.w.deliver(g.w.referee->tick(g.t0 + 14s));
    REQUIRE(g.w.last(g.other, "absent") != nullptr);
    CHECK(g.w.last(g.other, "absent")->attrOr("action").empty());
}

TEST_CASE("presence: an adjourned game is kept across a restart, refuses moves, and resumes") {
    TwoAtTable g;
    g.moverGoes();
    g.w.deliver(g.w.referee->tick(g.t0 + 7s));
    g.answer("adjourn", g.t0 + 8s);
    CHECK(g.tableRef().status == Table::Status::Adjourned);
    CHECK(g.w.last(g.mover, "absent")->attrOr("action") == "adjourn");
    g.w.sendAt(g.mover, req("move", {{"table", g.table}, {"after", "0"}}, g.move), g.t0 + 9s);
    CHECK(g.w.lastError(g.mover) == "adjourned");
    // It is the account's game still: listed as its own, kept on disk.
    g.w.sendAt(g.mover, req("mine"), g.t0 + 9s);
    REQUIRE(g.w.last(g.mover, "tables") != nullptr);
    CHECK(g.w.last(g.mover, "tables")->children.size() == 1);
    g.w.reopen();
    Outbox out;
    CHECK(g.w.referee->restore(out).empty());
    g.w.deliver(std::move(out));
    CHECK(g.tableRef().status == Table::Status::Adjourned);
    // Any seated player resumes it; the one to move is asked again.
    g.w.take(g.mover);
    g.w.sendAt(g.mover, req("resume", {{"table", g.table}}), g.t0 + 20s);
    CHECK(g.tableRef().status == Table::Status::Playing);
    CHECK(g.w.last(g.other, "resumed") != nullptr);
    REQUIRE(g.w.last(g.mover, "turn") != nullptr);
    g.w.sendAt(g.mover, req("move", {{"table", g.table}, {"after", "0"}}, g.move), g.t0 + 21s);
    CHECK(g.tableRef().events() == 1);
}

TEST_CASE("presence: answers are refused from outsiders, about oneself, or unasked") {
    TwoAtTable g;
    const std::string seat = std::to_string(g.seatOf(g.mover));
    g.w.sendAt("eve@localhost",
               req("absent", {{"table", g.table}, {"seat", seat}, {"action", "bot"}}), g.t0);
    CHECK(g.w.lastError("eve@localhost") == "not-seated");
    g.answer("bot", g.t0);  // nobody is gone
    CHECK(g.w.lastError(g.other) == "not-absent");
    g.w.sendAt(g.mover, req("absent", {{"table", g.table}, {"seat", seat}, {"action", "bot"}}),
               g.t0);
    CHECK(g.w.lastError(g.mover) == "malformed");
    g.moverGoes();
    g.w.deliver(g.w.referee->tick(g.t0 + 7s));
    g.answer("teleport", g.t0 + 8s);
    CHECK(g.w.lastError(g.other) == "malformed");
    g.w.sendAt(g.mover, req("resume", {{"table", g.table}}), g.t0 + 8s);
    CHECK(g.w.lastError(g.mover) == "not-adjourned");
    CHECK(g.tableRef().seats[static_cast<std::size_t>(g.seatOf(g.mover))].kind ==
          Seat::Kind::Person);
}
