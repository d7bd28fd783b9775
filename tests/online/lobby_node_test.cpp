// The lobby as a publish-subscribe node, against a real Prosody (prosody_harness.py) and a
// real referee process: a new table reaches another lobby as a notification, a finished
// one is retracted, a referee killed with SIGKILL comes back with the node matching its
// tables, nobody else may publish, hostile items are ignored; and without a pubsub service
// (prosody_harness.py --no-pubsub) the lobby falls back to <list/>.
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <doctest/doctest.h>

#include <plateau/host/plugin_host.hpp>

#include "online/lobby_node.hpp"
#include "online/online_client.hpp"
#include "online/table_store.hpp"
#include "referee_world.hpp"
#include "xmpp/pubsub.hpp"

using namespace plateau;
using namespace plateau::online;
using plateau::online::testing::host;  // the plugins, loaded once (referee_world.hpp)
using namespace std::chrono_literals;
using xmpp::Element;
using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;
namespace pubsub = xmpp::pubsub;

namespace {

std::string env(const char* name) {
    const char* value = std::getenv(name);
    REQUIRE_MESSAGE(value != nullptr, name << " is unset: run through prosody_harness.py");
    return value;
}

bool withPubsub() {
    const char* v = std::getenv("PLATEAU_TEST_XMPP_PUBSUB");
    return v && *v;
}

xmpp::Account account(const std::string& user) {
    xmpp::Account a;
    a.jid = user + "@" + env("PLATEAU_TEST_XMPP_DOMAIN");
    a.password = "pw-" + user;
    a.host = "127.0.0.1";
    a.port = static_cast<unsigned short>(std::stoi(env("PLATEAU_TEST_XMPP_PORT")));
    return a;
}

void registerOnce(const std::string& user) {
    auto made = xmpp::Client::registerAccount(account(user), 5s);
    REQUIRE_MESSAGE((made.ok() || made.error().reason.find("conflict") != std::string::npos),
                    user << ": " << (made.ok() ? "" : made.error().reason));
}

// `plateau referee` as a process of its own, as it runs for real.
struct RefereeProcess {
    fs::path data = fs::path(env("PLATEAU_TEST_DIR")) / "lobby-referee";
    fs::path log = fs::path(env("PLATEAU_TEST_DIR")) / "lobby-referee.log";
    pid_t pid = -1;

    void start() {
        fs::create_directories(data);
        pid = ::fork();
        if (pid == 0) {
            const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
            ::dup2(fd, 1);
            ::dup2(fd, 2);
            const std::string server = "127.0.0.1:" + env("PLATEAU_TEST_XMPP_PORT");
            const std::string jid = account("referee").jid;
            ::execl(PLATEAU_LAUNCHER, PLATEAU_LAUNCHER, "--log-level", "info", "referee", "--jid",
                    jid.c_str(), "--password", "pw-referee", "--server", server.c_str(), "--data",
                    data.c_str(), nullptr);
            ::_exit(127);
        }
        REQUIRE(pid > 0);
    }
    void kill9() {
        ::kill(pid, SIGKILL);
        ::waitpid(pid, nullptr, 0);
        pid = -1;
    }
    ~RefereeProcess() {
        if (pid > 0) {
            ::kill(pid, SIGTERM);
            ::waitpid(pid, nullptr, 0);
        }
    }
    std::string logText() const {
        std::ifstream in(log);
        return {std::istreambuf_iterator<char>(in), {}};
    }
};

// A client and everything it heard.
struct Player {
    OnlineClient client;
    std::vector<ClientEvent> heard;
    explicit Player(const std::string& user)
        : client(account(user), account("referee").jid, host()) {
        REQUIRE(client.connect(5s).ok());
    }
    void poll() {
        client.poll(5ms);
        for (auto& ev : client.take())
            heard.push_back(std::move(ev));
    }
    // The lobby's tables as the last Tables "lobby" event gave them.
    std::vector<TableInfo> lobby() const {
        for (auto it = heard.rbegin(); it != heard.rend(); ++it)
            if (it->kind == ClientEvent::Kind::Tables && it->text == "lobby") return it->tables;
        return {};
    }
    bool inLobby(const std::string& id) const {
        for (const auto& t : lobby())
            if (t.id == id) return true;
        return false;
    }
    bool heardListAnswer() const {
        for (const auto& ev : heard)
            if (ev.kind == ClientEvent::Kind::Tables && ev.text == "list") return true;
        return false;
    }
};

bool pollUntil(std::vector<Player*> players, const std::function<bool()>& done,
               std::chrono::milliseconds limit = 10s) {
    for (const auto end = Clock::now() + limit; Clock::now() < end;) {
        for (Player* p : players)
            p->poll();
        if (done()) return true;
    }
    return false;
}

// Enters the lobby once the referee keeps its node (it makes it as it starts).
bool enterPubsub(Player& p, const RefereeProcess& referee) {
    for (const auto end = Clock::now() + 15s;
         Clock::now() < end && referee.logText().find("items read") == std::string::npos;)
        std::this_thread::sleep_for(20ms);
    for (const auto end = Clock::now() + 15s; Clock::now() < end;) {
        p.heard.clear();
        p.client.enterLobby();
        std::string mode;
        pollUntil({&p}, [&] {
            for (const auto& ev : p.heard)
                if (ev.kind == ClientEvent::Kind::Lobby) mode = ev.text;
            return !mode.empty();
        });
        if (mode == "pubsub") return true;
        std::this_thread::sleep_for(200ms);
    }
    return false;
}

// A two-seat Goose table, open to all.
CreateRequest gooseTable() {
    CreateRequest r;
    r.game = "goose";
    r.seats = 2;
    return r;
}

std::string createTable(Player& p, CreateRequest r) {
    const std::size_t from = p.heard.size();
    REQUIRE(p.client.create(r).ok());
    std::string id;
    REQUIRE(pollUntil({&p}, [&] {
        for (std::size_t i = from; i < p.heard.size(); ++i)
            if (p.heard[i].kind == ClientEvent::Kind::Created) id = p.heard[i].table;
        return !id.empty();
    }));
    return id;
}

// A raw connection (no Plateau client) and one IQ's answer.
struct Raw {
    xmpp::Client client;
    explicit Raw(xmpp::Account a) : client(std::move(a), kNamespace) {
        REQUIRE(client.connect(5s).ok());
    }
    xmpp::Incoming ask(const std::string& to, const char* type, const Element& payload) {
        const std::string id = client.sendIq(to, type, payload);
        REQUIRE_FALSE(id.empty());
        for (const auto end = Clock::now() + 5s; Clock::now() < end;) {
            client.poll(5ms);
            for (auto& in : client.take())
                if (in.kind == xmpp::Incoming::Kind::Iq && in.id == id) return in;
        }
        FAIL("no answer to " << payload.toXml());
        return {};
    }
    std::set<std::string> itemIds(const std::string& node) {
        auto items =
            pubsub::itemsOf(ask("pubsub.localhost", "get", pubsub::items(node, 1000)), node, 1000);
        REQUIRE(items);
        std::set<std::string> ids;
        for (const auto& i : *items)
            ids.insert(i.id);
        return ids;
    }
};

// The tables the referee's logs hold that are not over: what the node must list.
std::set<std::string> openTablesOnDisk(const fs::path& data) {
    std::set<std::string> ids;
    for (const Table& t : loadTables(data, host()).tables)
        if (t.status != Table::Status::Over) ids.insert(t.id);
    return ids;
}

// `plateau online list --follow --json` in the background, its output in a file.
struct Follower {
    fs::path out;
    explicit Follower(const std::string& user, int seconds) {
        registerOnce(user);
        out = fs::path(env("PLATEAU_TEST_DIR")) / (user + "-follow.jsonl");
        const std::string command =
            std::string(PLATEAU_LAUNCHER) + " --log-level warn online --jid " + account(user).jid +
            " --password pw-" + user + " --server 127.0.0.1:" + env("PLATEAU_TEST_XMPP_PORT") +
            " --json --timeout " + std::to_string(seconds) + " list --follow > " + out.string() +
            " 2>&1 & echo $! > " + out.string() + ".pid";
        REQUIRE(std::system(command.c_str()) == 0);
    }
    ~Follower() {
        std::ifstream in(out.string() + ".pid");
        pid_t pid = 0;
        if (in >> pid && pid > 0) ::kill(pid, SIGTERM);
    }
    std::string text() const {
        std::ifstream in(out);
        return {std::istreambuf_iterator<char>(in), {}};
    }
    bool waitFor(const std::string& what, std::chrono::seconds limit = 10s) const {
        for (const auto end = Clock::now() + limit; Clock::now() < end;) {
            if (text().find(what) != std::string::npos) return true;
            std::this_thread::sleep_for(20ms);
        }
        return false;
    }
};

Element tableRow(const std::string& id) {
    Element t("table", kNamespace);
    t.set("id", id).set("game", "goose").set("variant", "").set("plugin-version", "1");
    t.set("rules", "0").set("protocol", "1").set("seats", "2").set("open", "1");
    t.set("status", "waiting").set("private", "0").set("clock", "").set("grace", "60");
    return t;
}

}  // namespace

TEST_CASE("lobby node: notifications, retraction, restart, publishers only, hostile items") {
    if (!withPubsub()) return;  // the fallback's case runs instead
    for (const char* user : {"referee", "ann", "ben", "eve"})
        registerOnce(user);
    RefereeProcess referee;
    referee.start();
    Player ann("ann"), ben("ben");
    REQUIRE_MESSAGE(enterPubsub(ben, referee), referee.logText());
    const std::string node = lobbyNodeName(account("referee").jid);
    CHECK(node == "plateau/tables/referee");
    CHECK(ben.client.lobby().service() == "pubsub.localhost");

    // A new table reaches Ben's lobby as a notification: he asks for no list.
    const int notified = ben.client.lobby().notifications();
    const std::string open = createTable(ann, gooseTable());
    const auto sent = Clock::now();
    REQUIRE(pollUntil({&ann, &ben}, [&] { return ben.inLobby(open); }));
    MESSAGE("a new table reached the other lobby "
            << std::chrono::duration<double, std::milli>(Clock::now() - sent).count()
            << " ms after the referee said it was made");
    CHECK(ben.client.lobby().notifications() > notified);
    CHECK_FALSE(ben.heardListAnswer());
    for (const auto& t : ben.lobby())
        if (t.id == open) {
            CHECK(t.game == "goose");
            CHECK(t.host == "ann@localhost");
            CHECK(t.seats == 2);
            CHECK(t.open == 1);
            CHECK(t.status == "waiting");
            CHECK_FALSE(t.isPrivate);
            CHECK(t.opened > 0);
            CHECK(t.age >= 0);
        }

    // The terminal follows the lobby too: `plateau online list --follow`.
    {
        Follower dan("dan", 6);
        REQUIRE_MESSAGE(dan.waitFor(R"("event":"lobby","text":"pubsub")"), dan.text());
        const std::string more = createTable(ann, gooseTable());
        CHECK_MESSAGE(dan.waitFor(R"("text":"lobby")"), dan.text());
        CHECK_MESSAGE(dan.waitFor(more), dan.text());
        // The lobby's chat reaches the terminal too (it lists now and then to hear it).
        REQUIRE(ann.client.chat("", "anyone for goose?"));
        CHECK_MESSAGE(
            pollUntil({&ann},
                      [&] { return dan.text().find("anyone for goose?") != std::string::npos; }),
            dan.text());
        CHECK(dan.text().find(R"("text":"list")") == std::string::npos);
    }

    // A private table with a seat kept for Ben: the item says private, nothing more.
    CreateRequest hidden = gooseTable();
    hidden.password = "sesame";
    hidden.invites[1] = "ben@localhost";
    const std::string secret = createTable(ann, hidden);
    REQUIRE(pollUntil({&ann, &ben}, [&] { return ben.inLobby(secret); }));
    Raw eve(account("eve"));
    {
        const auto answer = eve.ask("pubsub.localhost", "get", pubsub::items(node, 1000));
        std::string xml;
        for (const auto& p : answer.payloads)
            xml += p.toXml();
        CHECK(xml.find(secret) != std::string::npos);
        CHECK(xml.find("sesame") == std::string::npos);
        CHECK(xml.find("ben@localhost") == std::string::npos);
        CHECK(xml.find("invited") == std::string::npos);
        CHECK(xml.find("private='1'") != std::string::npos);
    }

    // A finished table is retracted.
    CreateRequest vsBot = gooseTable();
    vsBot.bots[1] = "bot:random";
    const std::string played = createTable(ann, vsBot);
    REQUIRE(pollUntil({&ann, &ben}, [&] { return ben.inLobby(played); }));
    ann.client.resign(played);
    REQUIRE(pollUntil({&ann, &ben}, [&] { return !ben.inLobby(played); }));
    CHECK(eve.itemIds(node).count(played) == 0);

    // Nobody but the referee publishes, retracts or makes nodes.
    {
        const auto publish =
            eve.ask("pubsub.localhost", "set", pubsub::publish(node, "evil01", tableRow("evil01")));
        CHECK(pubsub::errorCondition(publish) == "forbidden");
        const auto retract = eve.ask("pubsub.localhost", "set", pubsub::retract(node, open));
        CHECK(pubsub::errorCondition(retract) == "forbidden");
        const auto create =
            eve.ask("pubsub.localhost", "set", pubsub::create("plateau/tables/eve", {}));
        CHECK(pubsub::errorCondition(create) == "forbidden");
        CHECK(eve.itemIds(node).count("evil01") == 0);
        CHECK(eve.itemIds(node).count(open) == 1);
    }

    // Hostile items: a forged notification from another account, and items on the node
    // (published with the referee's own account) that are malformed or oversized.
    {
        Element event("event", pubsub::kEventNs);
        Element items("items");
        items.set("node", node);
        Element item("item");
        item.set("id", "fake01").add(tableRow("fake01"));
        items.add(std::move(item));
        event.add(std::move(items));
        const int ignored = ben.client.lobby().ignored();
        eve.client.send("ben@localhost", event, "headline");
        eve.client.poll(10ms);          // sent
        Raw rogue(account("referee"));  // the referee's account from another program
        Element bad = tableRow("bad001");
        bad.set("seats", "99");
        Element big = tableRow("big001");
        big.setText(std::string(20000, 'x'));
        Element other = tableRow("oth001");
        Element plain("table", "urn:not:plateau");
        plain.set("id", "nsx001");
        for (auto [id, payload] : {std::pair{"bad001", bad}, std::pair{"big001", big},
                                   std::pair{"mis001", other}, std::pair{"nsx001", plain}})
            CHECK(pubsub::errorCondition(
                      rogue.ask("pubsub.localhost", "set", pubsub::publish(node, id, payload)))
                      .empty());
        // Then a real table: once it shows, everything before it has been through.
        const std::string after = createTable(ann, gooseTable());
        REQUIRE(pollUntil({&ann, &ben}, [&] {
            return ben.inLobby(after) && ben.client.lobby().ignored() == ignored + 5;
        }));
        for (const char* id : {"fake01", "bad001", "big001", "mis001", "oth001", "nsx001"})
            CHECK_MESSAGE(!ben.inLobby(id), id);
        CHECK(ben.inLobby(open));
        for (const char* id : {"bad001", "big001", "mis001", "nsx001"})
            (void)rogue.ask("pubsub.localhost", "set", pubsub::retract(node, id));
    }

    // The referee killed with SIGKILL; meanwhile a table's log goes (a table it no longer
    // has) and an item appears that it never published: back, the node matches its logs.
    referee.kill9();
    fs::remove(referee.data / (secret + ".toml"));
    {
        Raw rogue(account("referee"));
        (void)rogue.ask("pubsub.localhost", "set",
                        pubsub::publish(node, "stale1", tableRow("stale1")));
    }
    REQUIRE(eve.itemIds(node).count(secret) == 1);
    referee.start();
    const auto wanted = openTablesOnDisk(referee.data);
    CHECK(wanted.count(open) == 1);
    CHECK(wanted.count(secret) == 0);
    std::set<std::string> onNode;
    const auto restarted = Clock::now();
    for (const auto end = Clock::now() + 15s; Clock::now() < end && onNode != wanted;) {
        std::this_thread::sleep_for(100ms);
        onNode = eve.itemIds(node);
    }
    std::string seen, want;
    for (const auto& i : onNode)
        seen += i + " ";
    for (const auto& i : wanted)
        want += i + " ";
    CHECK_MESSAGE(onNode == wanted, "on the node: " << seen << "; open tables: " << want);
    MESSAGE("after a SIGKILL the node matched the referee's "
            << wanted.size() << " open tables "
            << std::chrono::duration<double>(Clock::now() - restarted).count()
            << " s after the restart");
    // Ben, still subscribed, heard the retraction.
    CHECK(pollUntil({&ben}, [&] { return !ben.inLobby(secret) && !ben.inLobby("stale1"); }));
    CHECK(referee.logText().find("lobby ignores") == std::string::npos);
}

TEST_CASE("lobby node: without a pubsub service the lobby is listed") {
    if (withPubsub()) return;
    for (const char* user : {"referee", "ann", "ben"})
        registerOnce(user);
    RefereeProcess referee;
    referee.start();
    Player ann("ann"), ben("ben");
    // The referee is up once it answers a list.
    ann.client.list();
    REQUIRE(pollUntil(
        {&ann}, [&] { return ann.heardListAnswer(); }, 15s));
    const std::string id = createTable(ann, gooseTable());
    ben.client.enterLobby();
    std::string mode;
    bool listed = false;
    REQUIRE(pollUntil({&ben}, [&] {
        for (const auto& ev : ben.heard) {
            if (ev.kind == ClientEvent::Kind::Lobby) mode = ev.text;
            if (ev.kind == ClientEvent::Kind::Tables && ev.text == "list")
                for (const auto& t : ev.tables)
                    listed = listed || t.id == id;
        }
        return listed;
    }));
    CHECK(mode == "list");
    CHECK(ben.client.lobby().mode() == LobbyFollower::Mode::List);
    CHECK(ben.lobby().empty());
    // The terminal's --follow lists the tables every few seconds instead.
    Follower dan("dan", 8);
    REQUIRE_MESSAGE(dan.waitFor(R"("event":"lobby","text":"list")"), dan.text());
    const std::string later = createTable(ann, gooseTable());
    CHECK_MESSAGE(dan.waitFor(later), dan.text());
}

namespace {

bool portOpen(int port) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(static_cast<std::uint16_t>(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    const bool open = ::connect(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
    ::close(fd);
    return open;
}

// Stops the harness's Prosody and starts it again on the same configuration and data
// (the accounts stay; the pubsub component's nodes, kept in memory, are gone). The new
// one is this test's to stop.
struct ProsodyRestart {
    pid_t pid = -1;
    void restart() {
        const fs::path dir = env("PLATEAU_TEST_PROSODY_DIR");
        const int port = std::stoi(env("PLATEAU_TEST_XMPP_PORT"));
        std::ifstream pidFile(dir / "prosody.pid");
        pid_t old = 0;
        REQUIRE((pidFile >> old && old > 0));
        ::kill(old, SIGTERM);
        for (const auto end = Clock::now() + 10s; Clock::now() < end && portOpen(port);)
            std::this_thread::sleep_for(20ms);
        REQUIRE_FALSE(portOpen(port));
        const std::string config = (dir / "prosody.cfg.lua").string();
        pid = ::fork();
        if (pid == 0) {
            const int null = ::open("/dev/null", O_WRONLY);
            ::dup2(null, 1);
            ::dup2(null, 2);
            ::setenv("PROSODY_CONFIG", config.c_str(), 1);
            if (::geteuid() == 0)
                ::execlp("setpriv", "setpriv", "--reuid=nobody", "--regid=nogroup",
                         "--clear-groups", "prosody", "--config", config.c_str(), nullptr);
            else
                ::execlp("prosody", "prosody", "--config", config.c_str(), nullptr);
            ::_exit(127);
        }
        for (const auto end = Clock::now() + 10s; Clock::now() < end && !portOpen(port);)
            std::this_thread::sleep_for(20ms);
        REQUIRE(portOpen(port));
    }
    ~ProsodyRestart() {
        if (pid > 0) {
            ::kill(pid, SIGTERM);
            ::waitpid(pid, nullptr, 0);
        }
    }
};

}  // namespace

TEST_CASE("lobby node: a restarted server gets the lobby back") {
    if (!withPubsub()) return;
    for (const char* user : {"referee", "ann", "ben", "eve"})
        registerOnce(user);
    RefereeProcess referee;
    referee.data = fs::path(env("PLATEAU_TEST_DIR")) / "restart-referee";
    referee.log = fs::path(env("PLATEAU_TEST_DIR")) / "restart-referee.log";
    referee.start();
    Player ann("ann"), ben("ben");
    REQUIRE_MESSAGE(enterPubsub(ben, referee), referee.logText());
    const std::string node = lobbyNodeName(account("referee").jid);
    const std::string before = createTable(ann, gooseTable());
    REQUIRE(pollUntil({&ann, &ben}, [&] { return ben.inLobby(before); }));

    ProsodyRestart server;
    server.restart();
    ben.heard.clear();
    const auto restarted = Clock::now();
    // The referee reconnects and makes its node again, with its tables.
    std::set<std::string> onNode;
    for (const auto end = Clock::now() + 30s; Clock::now() < end && !onNode.count(before);) {
        std::this_thread::sleep_for(200ms);
        Raw eve(account("eve"));
        auto items = pubsub::itemsOf(eve.ask("pubsub.localhost", "get", pubsub::items(node, 100)),
                                     node, 100);
        onNode.clear();
        if (items)
            for (const auto& i : *items)
                onNode.insert(i.id);
    }
    CHECK(onNode.count(before) == 1);
    MESSAGE("after the server's restart the lobby node was back "
            << std::chrono::duration<double>(Clock::now() - restarted).count() << " s later");
    // Ben's program reconnects and follows the node again (asking the greeting again
    // now and then, as the window does, when it fell back to lists meanwhile).
    auto lastHello = Clock::now();
    CHECK(pollUntil(
        {&ann, &ben},
        [&] {
            if (ben.client.lobby().mode() == LobbyFollower::Mode::List &&
                Clock::now() - lastHello > 1s) {
                ben.client.hello();
                lastHello = Clock::now();
            }
            // Back: connected again, then following the node again.
            bool back = false, following = false;
            for (const auto& ev : ben.heard) {
                back = back || ev.kind == ClientEvent::Kind::Connected;
                following =
                    back && ev.kind == ClientEvent::Kind::Lobby ? ev.text == "pubsub" : following;
            }
            return following && ben.inLobby(before) && ann.client.online();
        },
        60s));
    MESSAGE("the other lobby followed the node again "
            << std::chrono::duration<double>(Clock::now() - restarted).count()
            << " s after the server's restart");
    const std::string after = createTable(ann, gooseTable());
    const int notified = ben.client.lobby().notifications();
    CHECK(pollUntil({&ann, &ben}, [&] { return ben.inLobby(after); }));
    CHECK(ben.client.lobby().notifications() > notified);
}
