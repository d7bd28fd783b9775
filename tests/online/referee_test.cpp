// The referee's rules of the house, without a network: requests in, messages out, logs on
// disk.
#include <algorithm>
#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <doctest/doctest.h>

#include <plateau/host/plugin_host.hpp>
#include <plateau/host/record.hpp>

#include "online/referee.hpp"
#include "online/table_store.hpp"
#include "referee_world.hpp"

using namespace plateau;
using namespace plateau::online;
using xmpp::Element;

namespace {

using namespace plateau::online::testing;

// Everyone answers their prompts (a legal move, a fresh value for a throw) until
// the game is over; every reveal is checked against its commitment. Returns the moves made.
// They answer as people do, a tenth of a second apart: within the referee's rate per
// account, which a long game's requests in one instant would pass (and be cut off).
int playOut(World& w, const std::vector<std::string>& people, const std::string& table,
            int limit = 5000) {
    int actions = 0;
    auto now = Referee::Clock::now();
    const auto answer = [&](const std::string& who, const Element& e) {
        now += std::chrono::milliseconds(100);
        w.sendAt(who, e, now);
    };
    for (bool progress = true; progress && actions < limit;) {
        progress = false;
        for (const std::string& who : people) {
            for (const Element& e : w.take(who)) {
                if (e.name == "reveal") {
                    const std::string hash = w.commits[e.attrOr("table") + ":" + e.attrOr("n")];
                    const auto secret = parseHex32(e.attrOr("secret"));
                    const auto value = parseHex32(e.attrOr("value"));
                    REQUIRE(secret);
                    REQUIRE(value);
                    CHECK(commitmentOf(*secret) == hash);
                    std::vector<std::uint64_t> weights;
                    std::istringstream in(e.attrOr("weights"));
                    for (std::uint64_t x; in >> x;)
                        weights.push_back(x);
                    CHECK(std::to_string(drawOutcome(
                              *secret, *value,
                              static_cast<std::uint32_t>(std::stoul(e.attrOr("n"))), weights)) ==
                          e.attrOr("outcome"));
                    ++w.verifiedThrows;
                }
                if (e.name != "turn") continue;
                progress = true;
                ++actions;
                if (e.attrOr("kind") == "roll") {
                    answer(who, req("roll", {{"table", table},
                                             {"after", e.attrOr("after")},
                                             {"value", toHex(randomBytes32())}}));
                } else {
                    const Element* moves = e.child("moves");
                    REQUIRE(moves != nullptr);
                    // Spread over the list (a fixed walk), so that a game of pawns ends.
                    std::vector<std::string> list;
                    std::istringstream in(moves->text);
                    for (std::string m; in >> m;)
                        list.push_back(m);
                    REQUIRE_FALSE(list.empty());
                    const std::string pick =
                        list[static_cast<std::size_t>(actions * 7919) % list.size()];
                    answer(who,
                           req("move", {{"table", table}, {"after", e.attrOr("after")}}, pick));
                }
            }
        }
    }
    return actions;
}

}  // namespace

TEST_CASE("referee: two people play a whole Goose game; every throw verifies") {
    World w;
    const std::string v = versionOf("goose");
    w.send("ann@localhost",
           req("create", {{"game", "goose"}, {"seats", "2"}, {"plugin-version", v}}));
    const std::string t = tableId(w, "ann@localhost");
    w.send("ben@localhost", req("list", {{"game", "goose"}}));
    const Element* list = w.last("ben@localhost", "tables");
    REQUIRE(list != nullptr);
    REQUIRE(list->children.size() == 1);
    CHECK(list->children[0].attrOr("open") == "1");
    CHECK(list->attrOr("for") == "list");  // which request it answers
    w.send("ben@localhost", req("join", {{"table", t}, {"plugin-version", v}, {"protocol", "1"}}));
    CHECK(w.last("ben@localhost", "joined")->attrOr("seat") == "1");
    CHECK(w.last("ann@localhost", "sync") != nullptr);
    playOut(w, {"ann@localhost", "ben@localhost"}, t);
    const Table& table = w.referee->tables().at(t);
    CHECK(table.status == Table::Status::Over);
    CHECK(w.verifiedThrows > 5);
    CHECK(table.state->isTerminal());
    // The log on disk replays to the same game.
    TempDir scratch;
    auto reread = loadTables(w.dir.path, host());
    REQUIRE(reread.problems.empty());
    REQUIRE(reread.tables.size() == 1);
    CHECK(reread.tables[0].record.moves == table.record.moves);
    CHECK(reread.tables[0].status == Table::Status::Over);
}

TEST_CASE("referee: a Quoridor game against the referee's bot, restarted half-way, loses nothing") {
    World w;
    const std::string v = versionOf("quoridor");
    Element create = req("create", {{"game", "quoridor"}, {"seats", "2"}, {"plugin-version", v}});
    // The game's own bot, which wins in a few dozen moves against a person who wanders.
    create.add(req("seat", {{"index", "1"}, {"kind", "bot"}, {"who", "bot:quoridor:easy"}}));
    w.send("ann@localhost", create);
    const std::string t = tableId(w, "ann@localhost");
    CHECK(w.referee->tables().at(t).status == Table::Status::Playing);
    playOut(w, {"ann@localhost"}, t, 6);
    const auto before = w.referee->tables().at(t).record.moves;
    REQUIRE(before.size() >= 6);
    // A new referee over the same logs: the same table, and its seat is told where it stands.
    w.reopen();
    Outbox out;
    CHECK(w.referee->restore(out).empty());
    w.deliver(std::move(out));
    CHECK(w.referee->tables().at(t).record.moves == before);
    CHECK(w.last("ann@localhost", "sync") != nullptr);
    CHECK(w.last("ann@localhost", "turn") != nullptr);
    playOut(w, {"ann@localhost"}, t);
    CHECK(w.referee->tables().at(t).status == Table::Status::Over);
}

TEST_CASE("referee: refusals come with their reasons and change nothing") {
    World w;
    const std::string v = versionOf("quoridor");
    w.send("ann@localhost",
           req("create",
               {{"game", "quoridor"}, {"seats", "2"}, {"plugin-version", v}, {"password", "pw"}}));
    const std::string t = tableId(w, "ann@localhost");

    w.send("eve@localhost",
           req("join", {{"table", t}, {"plugin-version", v}, {"password", "wrong"}}));
    CHECK(w.lastError("eve@localhost") == "bad-password");
    w.send("eve@localhost",
           req("join", {{"table", t}, {"plugin-version", "0.0.1"}, {"password", "pw"}}));
    CHECK(w.lastError("eve@localhost") == "version-mismatch");
    CHECK(w.last("eve@localhost", "error")->text.find("0.0.1") != std::string::npos);
    w.send("eve@localhost", req("join", {{"table", "nosuch"}, {"plugin-version", v}}));
    CHECK(w.lastError("eve@localhost") == "unknown-table");
    w.send("ben@localhost", req("join", {{"table", t}, {"plugin-version", v}, {"password", "pw"}}));
    REQUIRE(w.last("ben@localhost", "joined") != nullptr);

    const Table& table = w.referee->tables().at(t);
    const int first = table.state->currentPlayer();
    const std::string mover = first == 0 ? "ann@localhost" : "ben@localhost";
    const std::string other = first == 0 ? "ben@localhost" : "ann@localhost";
    const Element* turn = w.last(mover, "turn");
    REQUIRE(turn != nullptr);
    const std::string legal =
        turn->child("moves")->text.substr(0, turn->child("moves")->text.find(' '));

    w.send(other, req("move", {{"table", t}, {"after", "0"}}, legal));
    CHECK(w.lastError(other) == "not-your-turn");
    w.send("eve@localhost", req("move", {{"table", t}, {"after", "0"}}, legal));
    CHECK(w.lastError("eve@localhost") == "not-seated");
    w.send(mover, req("move", {{"table", t}, {"after", "3"}}, legal));
    CHECK(w.lastError(mover) == "stale");
    w.send(mover, req("move", {{"table", t}, {"after", "0"}}, "z9"));
    CHECK(w.lastError(mover) == "illegal");
    w.send(mover, req("move", {{"table", t}}, legal));
    CHECK(w.lastError(mover) == "malformed");
    w.send(mover, req("roll", {{"table", t}, {"after", "0"}, {"value", std::string(64, 'a')}}));
    CHECK(w.lastError(mover) == "not-rolling");
    w.deliver(w.referee->handle(mover, nullptr, true));
    CHECK(w.lastError(mover) == "too-large");
    w.send(mover, req("teleport", {{"table", t}}));
    CHECK(w.lastError(mover) == "unknown-request");
    CHECK(table.events() == 0);

    // The move itself, once, even if it arrives twice.
    w.send(mover, req("move", {{"table", t}, {"after", "0"}}, legal));
    CHECK(table.events() == 1);
    w.send(mover, req("move", {{"table", t}, {"after", "0"}}, legal));
    CHECK(table.events() == 1);
    CHECK(w.lastError(mover) == "not-your-turn");

    w.send(other, req("resign", {{"table", t}}));
    CHECK(table.status == Table::Status::Over);
    CHECK(w.last(mover, "over")->attrOr("winners") == std::to_string(first));
    w.send(mover, req("move", {{"table", t}, {"after", "1"}}, legal));
    CHECK(w.lastError(mover) == "game-over");
}

TEST_CASE(
    "referee: a creator's bad request is refused: unknown game, variant, option, outside bots") {
    World w;
    const std::string v = versionOf("goose");
    w.send("ann@localhost", req("create", {{"game", "chess"}, {"plugin-version", v}}));
    CHECK(w.lastError("ann@localhost") == "unknown-game");
    w.send("ann@localhost",
           req("create", {{"game", "goose"}, {"plugin-version", v}, {"variant", "/etc/passwd"}}));
    CHECK(w.lastError("ann@localhost") == "unknown-game");
    Element engine = req("create", {{"game", "goose"}, {"plugin-version", v}, {"seats", "2"}});
    engine.add(
        req("seat", {{"index", "1"}, {"kind", "bot"}, {"who", "bot:engine:/bin/sh -c reboot"}}));
    w.send("ann@localhost", engine);
    CHECK(w.lastError("ann@localhost") == "unknown-game");
    Element option = req("create", {{"game", "goose"}, {"plugin-version", v}});
    option.add(req("option", {{"key", "no_such_option"}, {"value", "1"}}));
    w.send("ann@localhost", option);
    CHECK(w.lastError("ann@localhost") == "unknown-game");
    CHECK(w.referee->tables().empty());
}

TEST_CASE("referee: a flood from one account is cut off without touching another's") {
    World w;
    const std::string v = versionOf("goose");
    const auto now = Referee::Clock::now();
    int refused = 0;
    for (int i = 0; i < 200; ++i) {
        const Element e = req("list");
        for (auto& o : w.referee->handle("eve@localhost", &e, false, now))
            refused += o.payload.name == "error" && o.payload.attrOr("reason") == "rate-limited";
    }
    CHECK(refused == 1);  // one refusal said, the rest dropped in silence
    const Element create =
        req("create", {{"game", "goose"}, {"seats", "2"}, {"plugin-version", v}});
    w.deliver(w.referee->handle("ann@localhost", &create, false, now));
    CHECK(w.last("ann@localhost", "created") != nullptr);
}

// Ann creates a two-seat table of `game` at `now` and Ben joins it: the game starts.
std::string annAndBen(World& w, const std::string& game, Referee::Clock::time_point now) {
    const std::string v = versionOf(game);
    w.sendAt("ann@localhost",
             req("create", {{"game", game}, {"seats", "2"}, {"plugin-version", v}}), now);
    const std::string t = tableId(w, "ann@localhost");
    w.sendAt("ben@localhost", req("join", {{"table", t}, {"plugin-version", v}}), now);
    return t;
}

TEST_CASE("referee: a seat over its rate still answers its turn, once per event") {
    World w;
    const auto now = Referee::Clock::now();
    const std::string t = annAndBen(w, "quoridor", now);
    const Table& table = w.referee->tables().at(t);
    const std::string mover = table.state->currentPlayer() == 0 ? "ann@localhost" : "ben@localhost";
    const Element* turn = w.last(mover, "turn");
    REQUIRE(turn != nullptr);
    const std::string moves = turn->child("moves")->text;
    const std::string legal = moves.substr(0, moves.find(' '));

    // The mover floods until refused, all at one instant (no token comes back).
    for (int i = 0; i < 60; ++i) {
        const Element list = req("list");
        w.deliver(w.referee->handle(mover, &list, false, now));
    }
    REQUIRE(w.lastError(mover) == "rate-limited");
    // A first answer for the event passes the limit, even an illegal one, which uses it up.
    const Element wrong = req("move", {{"table", t}, {"after", "0"}}, "z9");
    w.deliver(w.referee->handle(mover, &wrong, false, now));
    CHECK(w.lastError(mover) == "illegal");
    const Element move = req("move", {{"table", t}, {"after", "0"}}, legal);
    w.deliver(w.referee->handle(mover, &move, false, now));
    CHECK(table.events() == 0);  // the second is over the limit: dropped
    // The next event's answer passes again: the other seat floods and still moves.
    const auto later = now + std::chrono::seconds(3);
    w.deliver(w.referee->handle(mover, &move, false, later));
    REQUIRE(table.events() == 1);
    const std::string other = mover == "ann@localhost" ? "ben@localhost" : "ann@localhost";
    for (int i = 0; i < 60; ++i) {
        const Element list = req("list");
        w.deliver(w.referee->handle(other, &list, false, later));
    }
    REQUIRE(w.lastError(other) == "rate-limited");
    const Element* next = w.last(other, "turn");
    REQUIRE(next != nullptr);
    const std::string reply =
        next->child("moves")->text.substr(0, next->child("moves")->text.find(' '));
    const Element answer = req("move", {{"table", t}, {"after", "1"}}, reply);
    w.deliver(w.referee->handle(other, &answer, false, later));
    CHECK(table.events() == 2);
    // Not for a seat that is not acting: its move counts against its rate, dropped in
    // silence (had it passed, it would be refused as not-your-turn).
    w.take(other);
    const Element early = req("move", {{"table", t}, {"after", "2"}}, reply);
    w.deliver(w.referee->handle(other, &early, false, later));
    CHECK(w.take(other).empty());
}

TEST_CASE("referee: a thrower over its rate still throws, once per event") {
    World w;
    const auto now = Referee::Clock::now();
    const std::string t = annAndBen(w, "goose", now);
    const Table& table = w.referee->tables().at(t);
    REQUIRE(table.dice);
    const std::string thrower = table.dice->seat == 0 ? "ann@localhost" : "ben@localhost";
    const Element* turn = w.last(thrower, "turn");
    REQUIRE(turn != nullptr);
    REQUIRE(turn->attrOr("kind") == "roll");
    const std::string after = turn->attrOr("after");  // the inbox grows: copy it now
    for (int i = 0; i < 60; ++i) {
        const Element list = req("list");
        w.deliver(w.referee->handle(thrower, &list, false, now));
    }
    REQUIRE(w.lastError(thrower) == "rate-limited");
    // A move where a throw is awaited is no answer to the turn: limited, dropped.
    const int before = table.events();
    const Element move = req("move", {{"table", t}, {"after", after}}, "x");
    w.take(thrower);
    w.deliver(w.referee->handle(thrower, &move, false, now));
    CHECK(w.take(thrower).empty());
    const Element roll =
        req("roll", {{"table", t}, {"after", after}, {"value", toHex(randomBytes32())}});
    w.deliver(w.referee->handle(thrower, &roll, false, now));
    CHECK(table.events() > before);  // the throw was made
}

TEST_CASE("referee: with group commit the logs are written at commit, before anything is sent") {
    World w(true);
    const std::string v = versionOf("quoridor");
    const Element create =
        req("create", {{"game", "quoridor"}, {"seats", "2"}, {"plugin-version", v}});
    Outbox batch = w.referee->handle("ann@localhost", &create, false);
    CHECK(loadTables(w.dir.path, host()).tables.empty());  // nothing on disk yet
    w.deliver(w.referee->commit(std::move(batch)));
    const std::string t = tableId(w, "ann@localhost");
    const Element join = req("join", {{"table", t}, {"plugin-version", v}});
    Outbox second = w.referee->handle("ben@localhost", &join, false);
    // Several tables in one batch: one flush for all.
    const Element other =
        req("create", {{"game", "goose"}, {"seats", "2"}, {"plugin-version", versionOf("goose")}});
    for (auto& o : w.referee->handle("cid@localhost", &other, false))
        second.push_back(std::move(o));
    w.deliver(w.referee->commit(std::move(second)));
    auto reread = loadTables(w.dir.path, host());
    CHECK(reread.problems.empty());
    CHECK(reread.tables.size() == 2);
    CHECK(w.last("ann@localhost", "sync") != nullptr);

    // A log that cannot be written: that table's news is held back, not sent.
    std::filesystem::remove_all(w.dir.path);
    {
        std::ofstream blocker(w.dir.path);  // a file where the folder was
        blocker << "not a folder";
    }
    w.take("ann@localhost");
    w.take("ben@localhost");
    const Table& table = w.referee->tables().at(t);
    const int mover = table.state->currentPlayer();
    const std::string who = mover == 0 ? "ann@localhost" : "ben@localhost";
    const std::string moves = table.state->moveToString([&] {
        MoveList list;
        table.state->legalMoves(list);
        return list[0];
    }());
    const Element move = req("move", {{"table", t}, {"after", "0"}}, moves);
    Outbox held = w.referee->handle(who, &move, false);
    CHECK_FALSE(held.empty());
    const Outbox sent = w.referee->commit(std::move(held));
    CHECK(std::none_of(sent.begin(), sent.end(),
                       [&](const Outgoing& o) { return o.payload.attrOr("table") == t; }));
    std::filesystem::remove(w.dir.path);
}

TEST_CASE("referee: the lobby's chat reaches whoever listed the tables within the minute") {
    World w;
    const auto t0 = Referee::Clock::now();
    const auto at = [&](int seconds) { return t0 + std::chrono::seconds(seconds); };
    const auto send = [&](const std::string& who, const Element& e, int seconds) {
        w.deliver(w.referee->handle(who, &e, false, at(seconds)));
    };
    send("ann@localhost", req("list"), 0);
    send("ben@localhost", req("list"), 30);
    send("cat@localhost", req("list"), 70);  // by the line (80 s), ann's listing is too old
    w.take("ann@localhost");
    w.take("ben@localhost");
    w.take("cat@localhost");
    send("ben@localhost", req("chat", {}, "anyone for Goose?"), 80);
    for (const std::string who : {"ben@localhost", "cat@localhost"}) {
        const Element* c = w.last(who, "chat");
        REQUIRE_MESSAGE(c != nullptr, who << " did not get the lobby's line");
        CHECK(c->text == "anyone for Goose?");
        CHECK(c->attrOr("account") == "ben@localhost");
        CHECK(c->attr("table") == nullptr);
    }
    CHECK(w.last("ann@localhost", "chat") == nullptr);
    // Too long a line is refused to its sender, and nobody hears it.
    w.take("cat@localhost");
    send("ben@localhost", req("chat", {}, std::string(kMaxChat + 1, 'x')), 81);
    CHECK(w.lastError("ben@localhost") == "too-large");
    CHECK(w.last("cat@localhost", "chat") == nullptr);
}

TEST_CASE("referee: the lobby says who opened a table and how long ago, across a restart") {
    World w;
    const std::string v = versionOf("goose");
    w.send("ann@localhost", req("create", {{"game", "goose"},
                                           {"seats", "2"},
                                           {"plugin-version", v},
                                           {"password", "sesame"},
                                           {"clock", "game:300+5"},
                                           {"grace", "45"}}));
    const std::string t = tableId(w, "ann@localhost");
    w.wallSeconds += 125;
    w.send("ben@localhost", req("list", {{"game", "goose"}}));
    const Element* list = w.last("ben@localhost", "tables");
    REQUIRE(list != nullptr);
    REQUIRE(list->children.size() == 1);
    const Element& row = list->children[0];
    CHECK(row.attrOr("host") == "ann@localhost");
    CHECK(row.attrOr("opened") == "1764720000");
    CHECK(row.attrOr("age") == "125");
    CHECK(row.attrOr("private") == "1");
    CHECK(row.attrOr("clock") == "game:300+5");
    CHECK(row.attrOr("grace") == "45");
    // The log keeps them: a restarted referee lists the same host and opening time.
    w.reopen();
    Outbox out;
    CHECK(w.referee->restore(out).empty());
    w.wallSeconds += 60;
    w.take("ben@localhost");
    w.send("ben@localhost", req("list"));
    list = w.last("ben@localhost", "tables");
    REQUIRE(list != nullptr);
    REQUIRE(list->children.size() == 1);
    CHECK(list->children[0].attrOr("host") == "ann@localhost");
    CHECK(list->children[0].attrOr("age") == "185");
    // The creator's own list of tables says the same, with the seat.
    w.send("ann@localhost", req("mine"));
    const Element* mine = w.last("ann@localhost", "tables");
    REQUIRE(mine != nullptr);
    REQUIRE(mine->children.size() == 1);
    CHECK(mine->attrOr("for") == "mine");
    CHECK(mine->children[0].attrOr("host") == "ann@localhost");
    CHECK(mine->children[0].attrOr("seat") == "0");
}

TEST_CASE("referee: a table logged before hosts were kept is read back and listed without one") {
    World w;
    const std::string v = versionOf("goose");
    w.send("ann@localhost",
           req("create", {{"game", "goose"}, {"seats", "2"}, {"plugin-version", v}}));
    const std::string t = tableId(w, "ann@localhost");
    // The log as an older referee wrote it: no host, no opening time.
    const auto path = w.dir.path / (t + ".toml");
    std::string text;
    {
        std::ifstream in(path);
        std::ostringstream all;
        all << in.rdbuf();
        text = all.str();
    }
    for (const std::string key : {"host = ", "opened = "}) {
        const auto at = text.find("\n" + key);
        REQUIRE(at != std::string::npos);
        text.erase(at + 1, text.find('\n', at + 1) - at);
    }
    CHECK(text.find("ann@localhost") != std::string::npos);  // still seated
    std::ofstream(path, std::ios::trunc) << text;
    auto reread = loadTables(w.dir.path, host());
    REQUIRE(reread.problems.empty());
    REQUIRE(reread.tables.size() == 1);
    CHECK(reread.tables[0].host.empty());
    CHECK(reread.tables[0].openedAt == 0);
    w.reopen();
    Outbox out;
    CHECK(w.referee->restore(out).empty());
    w.send("ben@localhost", req("list"));
    const Element* list = w.last("ben@localhost", "tables");
    REQUIRE(list != nullptr);
    REQUIRE(list->children.size() == 1);
    CHECK(list->children[0].attr("host") == nullptr);
    CHECK(list->children[0].attr("age") == nullptr);
    CHECK(list->children[0].attrOr("open") == "1");
}

TEST_CASE("referee: at a private table an invited or seated account needs no password") {
    World w;
    const std::string v = versionOf("goose");
    Element create =
        req("create",
            {{"game", "goose"}, {"seats", "3"}, {"plugin-version", v}, {"password", "sesame"}});
    create.add(req("seat", {{"index", "1"}, {"kind", "invite"}, {"who", "ben@localhost"}}));
    w.send("ann@localhost", create);
    const std::string t = tableId(w, "ann@localhost");
    // The lists say so to the account invited only; the invited seat is not open to all.
    w.send("ben@localhost", req("list"));
    w.send("eve@localhost", req("list"));
    REQUIRE(w.last("ben@localhost", "tables")->children.size() == 1);
    CHECK(w.last("ben@localhost", "tables")->children[0].attrOr("invited") == "1");
    CHECK(w.last("ben@localhost", "tables")->children[0].attrOr("open") == "1");
    CHECK(w.last("eve@localhost", "tables")->children[0].attr("invited") == nullptr);
    // Someone else: the password, or nothing.
    w.send("eve@localhost", req("join", {{"table", t}, {"plugin-version", v}}));
    CHECK(w.lastError("eve@localhost") == "bad-password");
    w.send("eve@localhost",
           req("join", {{"table", t}, {"plugin-version", v}, {"password", "wrong"}}));
    CHECK(w.lastError("eve@localhost") == "bad-password");
    CHECK(w.last("eve@localhost", "joined") == nullptr);
    // The invited account sits at its seat without it; the creator comes back without it.
    w.send("ben@localhost", req("join", {{"table", t}, {"plugin-version", v}}));
    REQUIRE(w.last("ben@localhost", "joined") != nullptr);
    CHECK(w.last("ben@localhost", "joined")->attrOr("seat") == "1");
    w.send("ann@localhost", req("join", {{"table", t}, {"plugin-version", v}}));
    CHECK(w.lastError("ann@localhost").empty());
    CHECK(w.last("ann@localhost", "joined")->attrOr("seat") == "0");
    // With the right password the last seat is taken.
    w.send("eve@localhost",
           req("join", {{"table", t}, {"plugin-version", v}, {"password", "sesame"}}));
    REQUIRE(w.last("eve@localhost", "joined") != nullptr);
    CHECK(w.last("eve@localhost", "joined")->attrOr("seat") == "2");
    CHECK(w.referee->tables().at(t).status == Table::Status::Playing);
}
