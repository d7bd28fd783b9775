// The XMPP wrapper against a real Prosody (tests/online/prosody_harness.py starts it).
#include <chrono>
#include <cstdlib>
#include <string>

#include <doctest/doctest.h>

#include "xmpp/client.hpp"

using namespace plateau::xmpp;
using namespace std::chrono_literals;

namespace {

const char* const kNs = "urn:plateau:test:1";

std::string env(const char* name) {
    const char* value = std::getenv(name);
    REQUIRE_MESSAGE(value != nullptr, name << " is unset: run through prosody_harness.py");
    return value;
}

Account account(const std::string& user, const std::string& password = "secret") {
    Account a;
    a.jid = user + "@" + env("PLATEAU_TEST_XMPP_DOMAIN");
    a.password = password;
    a.host = "127.0.0.1";
    a.port = static_cast<unsigned short>(std::stoi(env("PLATEAU_TEST_XMPP_PORT")));
    if (const char* ca = std::getenv("PLATEAU_TEST_XMPP_CA")) {
        a.caFile = ca;
        a.tls = Tls::Required;
    }
    return a;
}

// Polls both until `done` or five seconds pass.
template <class Done>
bool pollUntil(Client& a, Client& b, Done done) {
    const auto end = std::chrono::steady_clock::now() + 5s;
    while (std::chrono::steady_clock::now() < end) {
        a.poll(5ms);
        b.poll(5ms);
        if (done()) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("xmpp: accounts are registered in-band, once") {
    REQUIRE(Client::registerAccount(account("ann"), 5s).ok());
    const auto again = Client::registerAccount(account("ann"), 5s);
    REQUIRE_FALSE(again.ok());
    CHECK(again.error().reason.find("conflict") != std::string::npos);
}

TEST_CASE("xmpp: a wrong password is refused with a reason") {
    REQUIRE(Client::registerAccount(account("bea"), 5s).ok());
    Client client(account("bea", "not-the-password"), kNs);
    const auto status = client.connect(5s);
    REQUIRE_FALSE(status.ok());
    CHECK_FALSE(status.error().reason.empty());
    CHECK_FALSE(client.online());
}

TEST_CASE("xmpp: messages carry payloads of the namespace; an oversized one is flagged") {
    REQUIRE(Client::registerAccount(account("cid"), 5s).ok());
    REQUIRE(Client::registerAccount(account("dan"), 5s).ok());
    Client cid(account("cid"), kNs), dan(account("dan"), kNs);
    REQUIRE(cid.connect(5s).ok());
    REQUIRE(dan.connect(5s).ok());
    CHECK(bareJid(cid.boundJid()) == "cid@localhost");

    Element move("move", kNs);
    move.set("table", "t1").set("after", "3").setText("e2 <&> 'x'");
    move.add(Element("note").set("k", "v"));
    REQUIRE(cid.send("dan@localhost", move));
    std::vector<Incoming> got;
    REQUIRE(pollUntil(cid, dan, [&] {
        for (auto& in : dan.take())
            if (in.kind == Incoming::Kind::Message) got.push_back(std::move(in));
        return !got.empty();
    }));
    REQUIRE(got[0].payloads.size() == 1);
    CHECK(bareJid(got[0].from) == "cid@localhost");
    CHECK(got[0].payloads[0].attrOr("after") == "3");
    CHECK(got[0].payloads[0].text == "e2 <&> 'x'");
    REQUIRE(got[0].payloads[0].child("note") != nullptr);
    CHECK(got[0].payloads[0].child("note")->attrOr("k") == "v");

    Element big("chat", kNs);
    big.setText(std::string(20000, 'x'));
    REQUIRE(cid.send("dan@localhost", big));
    got.clear();
    REQUIRE(pollUntil(cid, dan, [&] {
        for (auto& in : dan.take())
            if (in.kind == Incoming::Kind::Message) got.push_back(std::move(in));
        return !got.empty();
    }));
    CHECK(got[0].tooLarge);
    CHECK(got[0].payloads.empty());
}

TEST_CASE("xmpp: two clients meet in a room") {
    REQUIRE(Client::registerAccount(account("eve"), 5s).ok());
    REQUIRE(Client::registerAccount(account("fay"), 5s).ok());
    Client eve(account("eve"), kNs), fay(account("fay"), kNs);
    REQUIRE(eve.connect(5s).ok());
    REQUIRE(fay.connect(5s).ok());
    const std::string room = "lobby@" + env("PLATEAU_TEST_XMPP_MUC");
    eve.joinRoom(room, "eve");
    REQUIRE(pollUntil(eve, fay, [&] {
        for (auto& in : eve.take())
            if (in.kind == Incoming::Kind::Presence && in.from == room + "/eve") return true;
        return false;
    }));
    // The room is new: eve's client unlocks it (XEP-0045 10.1.2); let that answer come back.
    const auto settle = std::chrono::steady_clock::now() + 300ms;
    while (std::chrono::steady_clock::now() < settle) {
        eve.poll(5ms);
        fay.poll(5ms);
    }
    fay.joinRoom(room, "fay");
    REQUIRE(pollUntil(eve, fay, [&] {
        for (auto& in : fay.take())
            if (in.kind == Incoming::Kind::Presence && in.from == room + "/fay") return true;
        return false;
    }));
    REQUIRE(fay.sendToRoom(room, "hello table"));
    std::string heard;
    REQUIRE(pollUntil(eve, fay, [&] {
        for (auto& in : eve.take())
            if (in.type == "groupchat" && in.from == room + "/fay") heard = in.body;
        return !heard.empty();
    }));
    CHECK(heard == "hello table");
}

TEST_CASE("xmpp: IQs are answered to their sender; requests to a client are refused") {
    REQUIRE(Client::registerAccount(account("ivy"), 5s).ok());
    REQUIRE(Client::registerAccount(account("jon"), 5s).ok());
    Client ivy(account("ivy"), kNs), jon(account("jon"), kNs);
    REQUIRE(ivy.connect(5s).ok());
    REQUIRE(jon.connect(5s).ok());
    // The server's services (service discovery, XEP-0030): the answer carries the query.
    const std::string id = ivy.sendIq(env("PLATEAU_TEST_XMPP_DOMAIN"), "get",
                                      Element("query", "http://jabber.org/protocol/disco#items"));
    REQUIRE_FALSE(id.empty());
    Incoming answer;
    REQUIRE(pollUntil(ivy, jon, [&] {
        for (auto& in : ivy.take())
            if (in.kind == Incoming::Kind::Iq && in.id == id) answer = in;
        return !answer.id.empty();
    }));
    CHECK(answer.type == "result");
    CHECK(answer.from == env("PLATEAU_TEST_XMPP_DOMAIN"));
    REQUIRE(answer.payloads.size() == 1);
    CHECK(answer.payloads[0].name == "query");
    bool muc = false;
    for (const Element& item : answer.payloads[0].children)
        muc = muc || item.attrOr("jid") == env("PLATEAU_TEST_XMPP_MUC");
    CHECK(muc);
    // A request to a client gets service-unavailable from it, and is not handed over.
    const std::string asked =
        jon.sendIq(ivy.boundJid(), "get", Element("query", "urn:plateau:test:nothing"));
    Incoming refusal;
    REQUIRE(pollUntil(ivy, jon, [&] {
        for (auto& in : jon.take())
            if (in.kind == Incoming::Kind::Iq && in.id == asked) refusal = in;
        return !refusal.id.empty();
    }));
    CHECK(refusal.type == "error");
    CHECK(refusal.from == ivy.boundJid());
    bool unavailable = false;
    for (const Element& e : refusal.payloads)
        if (e.name == "error")
            for (const Element& c : e.children)
                unavailable = unavailable || c.name == "service-unavailable";
    CHECK(unavailable);
    for (auto& in : ivy.take())
        CHECK(in.kind != Incoming::Kind::Iq);
}

TEST_CASE("xmpp tls: the certificate is checked against the given authority") {
    if (!std::getenv("PLATEAU_TEST_XMPP_CA")) return;  // the plain run has no TLS
    Account a = account("gus");
    REQUIRE(Client::registerAccount(a, 5s).ok());
    {
        Client trusted(a, kNs);
        REQUIRE(trusted.connect(5s).ok());
    }
    Account untrusted = a;
    untrusted.caFile = std::string(std::getenv("PLATEAU_TEST_DIR")) + "/empty.pem";
    {
        FILE* f = std::fopen(untrusted.caFile.c_str(), "w");
        if (f) std::fclose(f);
    }
    Client refused(untrusted, kNs);
    CHECK_FALSE(refused.connect(5s).ok());
    Account plain = a;
    plain.tls = Tls::Off;  // the server requires encryption: a plain client is refused
    Client refusedPlain(plain, kNs);
    CHECK_FALSE(refusedPlain.connect(5s).ok());
}
