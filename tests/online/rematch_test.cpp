// Another game on the same terms once every person at a finished table asks for one.
#include <doctest/doctest.h>

#include "referee_world.hpp"

using namespace plateau;
using namespace plateau::online;
using namespace plateau::online::testing;
using namespace std::chrono_literals;

TEST_CASE("rematch: once every person asks, a new table with the same terms starts") {
    World w;
    const auto t0 = Referee::Clock::now();
    const std::string v = versionOf("quoridor");
    Element create = req("create", {{"game", "quoridor"},
                                    {"seats", "2"},
                                    {"plugin-version", v},
                                    {"clock", "game:300+5"},
                                    {"grace", "30"}});
    create.add(req("option", {{"key", "walls_per_player"}, {"value", "3"}}));
    w.sendAt("ann@localhost", create, t0);
    const std::string t = tableId(w, "ann@localhost");
    w.sendAt("ben@localhost", req("join", {{"table", t}, {"plugin-version", v}}), t0);
    w.sendAt("ann@localhost", req("rematch", {{"table", t}}), t0);
    CHECK(w.lastError("ann@localhost") == "not-over");
    w.sendAt("ben@localhost", req("resign", {{"table", t}}), t0 + 1s);
    REQUIRE(w.referee->tables().at(t).status == Table::Status::Over);

    w.sendAt("eve@localhost", req("rematch", {{"table", t}}), t0 + 2s);
    CHECK(w.lastError("eve@localhost") == "not-seated");
    w.sendAt("ann@localhost", req("rematch", {{"table", t}, {"value", std::string(64, 'a')}}),
             t0 + 2s);
    const Element* offer = w.last("ben@localhost", "rematch");
    REQUIRE(offer != nullptr);
    CHECK(offer->attrOr("seat") == "0");
    CHECK(w.referee->tables().size() == 1);
    w.sendAt("ben@localhost", req("rematch", {{"table", t}, {"value", std::string(64, 'b')}}),
             t0 + 3s);
    REQUIRE(w.referee->tables().size() == 2);
    const std::string fresh = w.last("ann@localhost", "rematch")->attrOr("new");
    REQUIRE_FALSE(fresh.empty());
    CHECK(fresh != t);
    const Table& next = w.referee->tables().at(fresh);
    const Table& old = w.referee->tables().at(t);
    CHECK(next.status == Table::Status::Playing);
    CHECK(next.seats[0].account == "ann@localhost");
    CHECK(next.seats[1].account == "ben@localhost");
    CHECK(next.record.setup.options.getInt("walls_per_player", 0) == 3);
    CHECK(next.clocks.control().toString() == "game:300+5");
    CHECK(next.graceSeconds == 30);
    CHECK(next.events() == 0);
    CHECK(old.rematchTable == fresh);
    // Everyone is told where the game is now (a sync of the new table), and asking again
    // only repeats where it is.
    const Element* sync = w.last("ben@localhost", "sync");
    REQUIRE(sync != nullptr);
    CHECK(sync->attrOr("table") == fresh);
    w.sendAt("ann@localhost", req("rematch", {{"table", t}}), t0 + 4s);
    CHECK(w.last("ann@localhost", "rematch")->attrOr("new") == fresh);
    CHECK(w.referee->tables().size() == 2);
    // Both logs survive a restart: the old game and its link to the new.
    w.reopen();
    Outbox out;
    CHECK(w.referee->restore(out).empty());
    CHECK(w.referee->tables().at(t).rematchTable == fresh);
    CHECK(w.referee->tables().at(fresh).status == Table::Status::Playing);
}
