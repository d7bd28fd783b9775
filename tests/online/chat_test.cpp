// A table's chat kept in its log and replayed in a sync: to a late spectator, after the
// referee restarts, only the lines the asker lacks, and within bounds.
#include <filesystem>
#include <fstream>
#include <sstream>

#include <doctest/doctest.h>

#include "online/referee.hpp"
#include "online/table_store.hpp"
#include "referee_world.hpp"

using namespace plateau;
using namespace plateau::online;
using namespace plateau::online::testing;
using xmpp::Element;

namespace {

// The chat lines of the last sync to `who`: "c seat account text" each.
std::vector<std::string> syncChat(const World& w, const std::string& who) {
    const Element* sync = w.last(who, "sync");
    REQUIRE(sync != nullptr);
    std::vector<std::string> out;
    for (const Element& c : sync->children)
        if (c.name == "chat")
            out.push_back(c.attrOr("c") + " " + c.attrOr("seat") + " " + c.attrOr("account") + " " +
                          c.text);
    return out;
}

std::string goosePair(World& w) {
    const std::string v = versionOf("goose");
    w.send("ann@localhost",
           req("create", {{"game", "goose"}, {"seats", "2"}, {"plugin-version", v}}));
    const std::string t = tableId(w, "ann@localhost");
    w.send("ben@localhost", req("join", {{"table", t}, {"plugin-version", v}, {"protocol", "1"}}));
    return t;
}

}  // namespace

TEST_CASE("chat: a table's lines are numbered, kept in its log, and replayed after a restart") {
    World w;
    const std::string t = goosePair(w);
    w.send("ann@localhost", req("chat", {{"table", t}}, "hello Ben"));
    const Element* live = w.last("ben@localhost", "chat");
    REQUIRE(live != nullptr);
    CHECK(live->attrOr("c") == "1");
    CHECK(live->text == "hello Ben");
    w.send("ben@localhost", req("chat", {{"table", t}}, "hi Ann, good luck"));
    CHECK(w.last("ann@localhost", "chat")->attrOr("c") == "2");

    // The referee killed and started again over the same logs.
    w.reopen();
    Outbox out;
    CHECK(w.referee->restore(out).empty());
    w.deliver(std::move(out));
    const Table& table = w.referee->tables().at(t);
    REQUIRE(table.chat.size() == 2);
    CHECK(table.chatCount == 2);

    // A late spectator gets the lines so far, in order, with who said them.
    w.send("cat@localhost", req("watch", {{"table", t}}));
    CHECK(syncChat(w, "cat@localhost") ==
          std::vector<std::string>{"1 0 ann@localhost hello Ben",
                                   "2 1 ben@localhost hi Ann, good luck"});
    // A spectator's line is the table's third, from seat -1.
    w.send("cat@localhost", req("chat", {{"table", t}}, "watching!"));
    CHECK(w.last("ann@localhost", "chat")->attrOr("seat") == "-1");
    CHECK(w.last("ann@localhost", "chat")->attrOr("c") == "3");

    // A client that has line 2 asks for what it lacks: only line 3 comes.
    w.send("ben@localhost", req("sync", {{"table", t}, {"after", "0"}, {"chat", "2"}}));
    CHECK(syncChat(w, "ben@localhost") == std::vector<std::string>{"3 -1 cat@localhost watching!"});
    // A sync without `chat` has every kept line.
    w.send("ben@localhost", req("sync", {{"table", t}, {"after", "0"}}));
    CHECK(syncChat(w, "ben@localhost").size() == 3);
    // A malformed number is refused.
    w.send("ben@localhost", req("sync", {{"table", t}, {"after", "0"}, {"chat", "x"}}));
    CHECK(w.lastError("ben@localhost") == "malformed");
}

TEST_CASE("chat: the log keeps the last lines and a sync replays what fits its budget") {
    World w;
    const std::string t = goosePair(w);
    for (int i = 1; i <= 40; ++i)
        w.send(i % 2 ? "ann@localhost" : "ben@localhost",
               req("chat", {{"table", t}}, std::to_string(i) + ":" + std::string(390, 'x')));
    const Table& table = w.referee->tables().at(t);
    CHECK(table.chat.size() == kChatKept);
    CHECK(table.chat.front().n == 40 - static_cast<long long>(kChatKept) + 1);
    CHECK(table.chatCount == 40);

    w.send("cat@localhost", req("watch", {{"table", t}}));
    const auto lines = syncChat(w, "cat@localhost");
    // The newest lines, as many as fit: ten of 393 characters in 4000, in order.
    REQUIRE(lines.size() == 10);
    CHECK(lines.front().rfind("31 0 ann@localhost 31:", 0) == 0);
    CHECK(lines.back().rfind("40 1 ben@localhost 40:", 0) == 0);

    // Read back from the log: the same lines, the same count.
    auto reread = loadTables(w.dir.path, host());
    REQUIRE(reread.problems.empty());
    REQUIRE(reread.tables.size() == 1);
    CHECK(reread.tables[0].chat.size() == kChatKept);
    CHECK(reread.tables[0].chatCount == 40);
    CHECK(reread.tables[0].chat.back().text == table.chat.back().text);
}

TEST_CASE("chat: a log whose chat is out of bounds is refused with the reason") {
    World w;
    const std::string t = goosePair(w);
    w.send("ann@localhost", req("chat", {{"table", t}}, "hello"));
    const auto file = w.dir.path / (t + ".toml");
    std::stringstream text;
    text << std::ifstream(file).rdbuf();
    const std::string good = text.str();
    const auto rewrite = [&](const std::string& from, const std::string& to) {
        std::string s = good;
        const auto at = s.find(from);
        REQUIRE(at != std::string::npos);
        s.replace(at, from.size(), to);
        std::ofstream(file) << s;
        return loadTables(w.dir.path, host());
    };
    // A line longer than any the referee takes.
    auto tooLong = rewrite("text = 'hello'", "text = '" + std::string(kMaxChat + 1, 'x') + "'");
    REQUIRE(tooLong.problems.size() == 1);
    CHECK(tooLong.problems[0].reason.find("chat") != std::string::npos);
    // A line numbered past the count.
    auto pastCount = rewrite("chat_count = 1", "chat_count = 0");
    CHECK(pastCount.problems.size() == 1);
    // The good log reads back.
    std::ofstream(file) << good;
    CHECK(loadTables(w.dir.path, host()).problems.empty());
}
