// The lobby node's pieces with no network: the referee's items (what everyone may see of
// a table), the rows' checks, and the publish-subscribe elements read back.
#include <doctest/doctest.h>

#include "online/lobby_node.hpp"
#include "online/table_info.hpp"
#include "referee_world.hpp"
#include "xmpp/pubsub.hpp"

using namespace plateau::online;
using namespace plateau::online::testing;
namespace pubsub = plateau::xmpp::pubsub;
using plateau::xmpp::Incoming;

TEST_CASE("lobby item: what everyone may see of a table, and only while it is not over") {
    World w;
    const std::string v = versionOf("goose");
    (void)w.referee->takeLobbyChanges();
    Element create =
        req("create",
            {{"game", "goose"}, {"seats", "2"}, {"plugin-version", v}, {"password", "sesame"}});
    create.add(req("seat", {{"index", "1"}, {"kind", "invite"}, {"who", "ben@localhost"}}));
    w.send("ann@localhost", create);
    const std::string t = tableId(w, "ann@localhost");
    CHECK(w.referee->takeLobbyChanges() == std::set<std::string>{t});
    CHECK(w.referee->takeLobbyChanges().empty());
    const auto item = w.referee->lobbyItem(t);
    REQUIRE(item);
    const std::string xml = item->toXml();
    CHECK(xml.find("sesame") == std::string::npos);
    CHECK(xml.find("ben@localhost") == std::string::npos);
    CHECK(item->attr("invited") == nullptr);
    CHECK(item->attr("age") == nullptr);
    CHECK(item->attrOr("private") == "1");
    CHECK(item->attrOr("opened") == std::to_string(w.wallSeconds));
    CHECK(item->attrOr("host") == "ann@localhost");
    // Read back as a client reads it.
    const auto row = parseTableInfo(*item);
    REQUIRE(row);
    CHECK(row->id == t);
    CHECK(row->seats == 2);
    CHECK(row->isPrivate);
    CHECK(row->opened == w.wallSeconds);
    // Ben takes his seat: the game starts, the item changes; Ann resigns: no item.
    w.send("ben@localhost", req("join", {{"table", t}, {"plugin-version", v}}));
    CHECK(w.referee->takeLobbyChanges().count(t) == 1);
    CHECK(w.referee->lobbyItem(t)->attrOr("status") == "playing");
    CHECK(canonicalXml(*w.referee->lobbyItem(t)) != canonicalXml(*item));
    w.send("ann@localhost", req("resign", {{"table", t}}));
    CHECK(w.referee->takeLobbyChanges().count(t) == 1);
    CHECK_FALSE(w.referee->lobbyItem(t));
    CHECK_FALSE(w.referee->lobbyItem("nosuch"));
}

TEST_CASE("lobby item: with group commits, a table's item waits for its log") {
    World w(true);
    const std::string v = versionOf("goose");
    const Element create =
        req("create", {{"game", "goose"}, {"seats", "2"}, {"plugin-version", v}});
    w.deliver(w.referee->commit(w.referee->handle("ann@localhost", &create, false)));
    const std::string t = tableId(w, "ann@localhost");
    CHECK(w.referee->takeLobbyChanges() == std::set<std::string>{t});
    // A change not committed yet is not told.
    const Element join = req("join", {{"table", t}, {"plugin-version", v}});
    Outbox pending = w.referee->handle("ben@localhost", &join, false);
    CHECK(w.referee->takeLobbyChanges().empty());
    w.deliver(w.referee->commit(std::move(pending)));
    CHECK(w.referee->takeLobbyChanges() == std::set<std::string>{t});
}

TEST_CASE("lobby item: rows out of bounds are left out, with why") {
    Element good = element("table");
    good.set("id", "k3v9q2").set("game", "goose").set("seats", "2").set("open", "1");
    good.set("status", "waiting").set("private", "0").set("grace", "120");
    REQUIRE(parseTableInfo(good));
    const auto bad = [&](const char* key, std::string value) {
        Element e = good;
        e.set(key, std::move(value));
        std::string why;
        CHECK_MESSAGE(!parseTableInfo(e, &why), key);
        CHECK(!why.empty());
    };
    bad("id", "K3V9Q2");
    bad("id", std::string(33, 'a'));
    bad("game", "");
    bad("game", std::string(65, 'g'));
    bad("variant", "a\nb");
    bad("host", std::string(300, 'h'));
    bad("status", "burning");
    bad("seats", "0");
    bad("seats", "9");
    bad("open", "3");
    bad("open", "-1");
    bad("grace", "86401");
    bad("private", "yes");
    bad("opened", "soon");
    CHECK_FALSE(parseTableInfo(element("tables")));
}

TEST_CASE("lobby item: publish-subscribe answers and notifications read back") {
    const std::string node = lobbyNodeName("referee@example.org/anything");
    CHECK(node == "plateau/tables/referee");
    // disco#items: services only (an item naming a node is not one), in order, bounded.
    Incoming items;
    items.kind = Incoming::Kind::Iq;
    items.type = "result";
    Element q("query", pubsub::kDiscoItemsNs);
    q.add(Element("item").set("jid", "conference.example.org"));
    q.add(Element("item").set("jid", "example.org").set("node", "x"));
    q.add(Element("item").set("jid", "pubsub.example.org"));
    items.payloads.push_back(q);
    CHECK(pubsub::itemJids(items, 10) ==
          std::vector<std::string>{"conference.example.org", "pubsub.example.org"});
    CHECK(pubsub::itemJids(items, 1).size() == 1);
    Incoming info = items;
    Element i("query", pubsub::kDiscoInfoNs);
    i.add(Element("identity").set("category", "pubsub").set("type", "service"));
    info.payloads = {i};
    CHECK(pubsub::isPubsubService(info));
    info.payloads[0].children[0].set("category", "conference");
    CHECK_FALSE(pubsub::isPubsubService(info));
    // An error's condition.
    Incoming error;
    error.type = "error";
    Element e("error");
    e.add(Element("forbidden", "urn:ietf:params:xml:ns:xmpp-stanzas"));
    error.payloads.push_back(e);
    CHECK(pubsub::errorCondition(error) == "forbidden");
    CHECK(pubsub::errorCondition(items).empty());
    // A notification: items published and retracted, another node's ignored.
    Element event("event", pubsub::kEventNs);
    Element list("items");
    list.set("node", node);
    Element item("item");
    item.set("id", "k3v9q2").add(element("table").set("id", "k3v9q2"));
    list.add(item);
    list.add(Element("retract").set("id", "old001"));
    event.add(list);
    const auto got = pubsub::eventOf(event, node, 10);
    REQUIRE(got);
    REQUIRE(got->published.size() == 1);
    CHECK(got->published[0].id == "k3v9q2");
    REQUIRE(got->published[0].payload);
    CHECK(got->published[0].payload->attrOr("id") == "k3v9q2");
    CHECK(got->retracted == std::vector<std::string>{"old001"});
    CHECK_FALSE(pubsub::eventOf(event, "plateau/tables/other", 10));
    CHECK(pubsub::eventOf(event, node, 1)->retracted.empty());  // bounded
    // An item with two payloads has none.
    Element twice = item;
    twice.add(element("table"));
    Element list2("items");
    list2.set("node", node).add(twice);
    Element event2("event", pubsub::kEventNs);
    event2.add(list2);
    CHECK_FALSE(pubsub::eventOf(event2, node, 10)->published[0].payload);
    // Attributes in any order are the same item.
    Element a("table"), b("table");
    a.set("id", "x").set("game", "g");
    b.set("game", "g").set("id", "x");
    CHECK(canonicalXml(a) == canonicalXml(b));
}
