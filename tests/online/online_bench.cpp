// Scale benchmark of online play (make bench): many Goose tables at once (every throw by
// commit and reveal) through one Prosody (prosody_harness.py starts it) and one referee
// process, bots answering at once. Prints the moves per second, the latency from a move
// sent to both seats told (p50, p99), the referee's CPU and memory per table, and the time
// for a SIGKILLed referee to bring every table back.
//
//   online_bench PLATEAU [TABLES] [SECONDS] [RESTART_TABLES]
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <plateau/host/plugin_host.hpp>

#include "online/dice.hpp"
#include "online/protocol.hpp"
#include "xmpp/client.hpp"

using namespace plateau;
using namespace plateau::online;
using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

namespace {

std::string env(const char* name) {
    const char* v = std::getenv(name);
    if (!v) {
        std::cerr << name << " is unset: run through prosody_harness.py\n";
        std::exit(2);
    }
    return v;
}

xmpp::Account account(const std::string& user) {
    xmpp::Account a;
    a.jid = user + "@" + env("PLATEAU_TEST_XMPP_DOMAIN");
    a.password = "bench";
    a.host = "127.0.0.1";
    a.port = static_cast<unsigned short>(std::stoi(env("PLATEAU_TEST_XMPP_PORT")));
    return a;
}

double cpuSeconds(pid_t pid) {
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    std::getline(stat, line);
    std::istringstream in(line.substr(line.rfind(')') + 2));
    std::vector<std::string> f;
    for (std::string w; in >> w;)
        f.push_back(w);
    return f.size() > 13
               ? (std::stod(f[11]) + std::stod(f[12])) / static_cast<double>(sysconf(_SC_CLK_TCK))
               : 0;
}

long rssKb(pid_t pid) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    for (std::string l; std::getline(status, l);)
        if (l.rfind("VmRSS:", 0) == 0) return std::stol(l.substr(6));
    return 0;
}

class RefereeProcess {
public:
    std::string plateau, data, log;
    pid_t pid = -1;

    // Starts it and waits for "ready"; the seconds that took.
    double start() {
        const auto began = Clock::now();
        const int readyBefore = readyLines();
        pid = fork();
        if (pid == 0) {
            const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
            dup2(fd, 1);
            dup2(fd, 2);
            const std::string server = "127.0.0.1:" + env("PLATEAU_TEST_XMPP_PORT");
            const std::string jid = "referee@" + env("PLATEAU_TEST_XMPP_DOMAIN");
            execl(plateau.c_str(), plateau.c_str(), "--log-level", "warn", "referee", "--jid",
                  jid.c_str(), "--password", "bench", "--server", server.c_str(), "--data",
                  data.c_str(), nullptr);
            _exit(127);
        }
        while (readyLines() == readyBefore) {
            if (waitpid(pid, nullptr, WNOHANG) == pid) {
                std::cerr << "the referee exited; see " << log << "\n";
                std::exit(1);
            }
            std::this_thread::sleep_for(2ms);
        }
        return std::chrono::duration<double>(Clock::now() - began).count();
    }
    void kill9() {
        ::kill(pid, SIGKILL);
        waitpid(pid, nullptr, 0);
    }
    void stop() {
        ::kill(pid, SIGTERM);
        waitpid(pid, nullptr, 0);
    }

private:
    int readyLines() const {
        std::ifstream in(log);
        int n = 0;
        for (std::string l; std::getline(in, l);)
            n += l.find(" ready: ") != std::string::npos;
        return n;
    }
};

struct Table {
    std::string id;
    int seats[2] = {-1, -1};  // player indices
    int at = 0;
    int awaited = -1;  // the event a move sent waits for
    int told = 0;      // seats told of it
    Clock::time_point sent;
    bool over = false;
    int synced = 0;  // after a restart: seats that got their sync
};

struct Bench {
    std::vector<std::unique_ptr<xmpp::Client>> players;
    std::map<std::string, Table> tables;
    std::string referee, version;
    bool answer = true;  // bots act on their turns
    bool measuring = false;
    long events = 0;
    std::vector<double> latencies;  // ms

    // Each account keeps to the referee's rate (20 requests a second, bursts of 40), as a
    // well-behaved client must: requests beyond it wait here.
    struct Bucket {
        double tokens = 40;
        Clock::time_point last = Clock::now();
        std::vector<xmpp::Element> queue;
    };
    std::vector<Bucket> buckets;

    void send(int player, const xmpp::Element& e) {
        Bucket& b = buckets[static_cast<std::size_t>(player)];
        b.queue.push_back(e);
        flush(player);
    }
    void flush(int player) {
        Bucket& b = buckets[static_cast<std::size_t>(player)];
        const auto now = Clock::now();
        b.tokens =
            std::min(40.0, b.tokens + 19.5 * std::chrono::duration<double>(now - b.last).count());
        b.last = now;
        std::size_t sent = 0;
        while (sent < b.queue.size() && b.tokens >= 1) {
            const xmpp::Element& e = b.queue[sent++];
            if (e.name == "move" || e.name == "roll") {
                auto t = tables.find(e.attrOr("table"));
                if (t != tables.end()) t->second.sent = now;  // latency counts from here
            }
            players[static_cast<std::size_t>(player)]->send(referee, e);
            b.tokens -= 1;
        }
        b.queue.erase(b.queue.begin(), b.queue.begin() + static_cast<long>(sent));
    }

    void create(int player) {
        send(player, element("create")
                         .set("game", "goose")
                         .set("seats", "2")
                         .set("plugin-version", version));
    }

    void onPayload(int player, const xmpp::Element& e) {
        const std::string id = e.attrOr("table");
        if (e.name == "created") {
            Table& t = tables[id];
            t.id = id;
            t.seats[0] = player;
            t.seats[1] = (player + 1) % static_cast<int>(players.size());
            send(t.seats[1], element("join").set("table", id).set("plugin-version", version));
            return;
        }
        auto it = tables.find(id);
        if (it == tables.end()) return;
        Table& t = it->second;
        if (e.name == "sync") {
            ++t.synced;
            t.at = std::max(t.at, std::stoi(e.attrOr("at", "0")));
        } else if (e.name == "event") {
            const int n = std::stoi(e.attrOr("n"));
            t.at = std::max(t.at, n);
            if (n == t.awaited && ++t.told == 2) {
                if (measuring) {
                    latencies.push_back(
                        std::chrono::duration<double, std::milli>(Clock::now() - t.sent).count());
                    ++events;
                }
                t.awaited = -1;
            }
        } else if (e.name == "turn" && answer) {
            const int after = std::stoi(e.attrOr("after"));
            t.awaited = after + 1;
            t.told = 0;
            if (e.attrOr("kind") == "roll") {
                send(player, element("roll")
                                 .set("table", id)
                                 .set("after", std::to_string(after))
                                 .set("value", toHex(randomBytes32())));
            } else {
                const xmpp::Element* moves = e.child("moves");
                const std::string first = moves ? moves->text.substr(0, moves->text.find(' ')) : "";
                send(player, element("move")
                                 .set("table", id)
                                 .set("after", std::to_string(after))
                                 .setText(first));
            }
        } else if (e.name == "over") {
            if (!t.over && answer) create(t.seats[0]);  // keep the load: a new game
            t.over = true;
        }
    }

    void pump(std::chrono::milliseconds budget) {
        const auto end = Clock::now() + budget;
        do {
            bool heard = false;
            for (std::size_t i = 0; i < players.size(); ++i) {
                if (!buckets[i].queue.empty()) flush(static_cast<int>(i));
                players[i]->poll(0ms);
                for (const auto& in : players[i]->take()) {
                    heard = true;
                    for (const auto& e : in.payloads)
                        onPayload(static_cast<int>(i), e);
                }
            }
            // The clients share two cores with the server and the referee: do not spin.
            if (!heard) std::this_thread::sleep_for(200us);
        } while (Clock::now() < end);
    }

    int playing() const {
        int n = 0;
        for (const auto& [id, t] : tables)
            n += !t.over;
        return n;
    }
};

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: online_bench PLATEAU [TABLES] [SECONDS] [RESTART_TABLES]\n";
        return 2;
    }
    const int tableCount = argc > 2 ? std::atoi(argv[2]) : 100;
    const double seconds = argc > 3 ? std::atof(argv[3]) : 10;
    const int restartTables = argc > 4 ? std::atoi(argv[4]) : 500;
    const std::string work = env("PLATEAU_TEST_DIR");

    PluginHost host(SearchPaths{
        {PLATEAU_BINARY_DIR "/lib/plateau/plugins"}, {PLATEAU_SOURCE_DIR "/games"}, {}});
    host.loadAll();
    Bench bench;
    bench.version = host.findPlugin("goose")->version;
    bench.referee = "referee@" + env("PLATEAU_TEST_XMPP_DOMAIN");
    const int playerCount = 2 * tableCount;
    for (int i = -1; i < playerCount; ++i) {
        const std::string user = i < 0 ? "referee" : "p" + std::to_string(i);
        if (auto ok = xmpp::Client::registerAccount(account(user), 10s); !ok) {
            std::cerr << "cannot register " << user << ": " << ok.error().reason << "\n";
            return 1;
        }
    }
    RefereeProcess referee;
    referee.plateau = argv[1];
    referee.data = work + "/referee";
    referee.log = work + "/referee.log";
    referee.start();
    const long baseRss = rssKb(referee.pid);
    for (int i = 0; i < playerCount; ++i) {
        bench.players.push_back(
            std::make_unique<xmpp::Client>(account("p" + std::to_string(i)), kNamespace));
        bench.buckets.emplace_back();
        if (auto ok = bench.players.back()->connect(10s); !ok) {
            std::cerr << "p" << i << " cannot connect: " << ok.error().reason << "\n";
            return 1;
        }
    }
    for (int i = 0; i < tableCount; ++i)
        bench.create(2 * i);
    bench.pump(2s);  // every table made and its first moves under way

    const double cpu0 = cpuSeconds(referee.pid);
    const auto t0 = Clock::now();
    bench.measuring = true;
    bench.pump(std::chrono::milliseconds(static_cast<long long>(seconds * 1000)));
    bench.measuring = false;
    const double elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
    const double cpu = cpuSeconds(referee.pid) - cpu0;
    const int busy = bench.playing();

    // Restart: the bots stop answering, tables are made up to RESTART_TABLES (each with
    // both seats, so every one is a game under way), then SIGKILL and a fresh referee.
    bench.answer = false;
    bench.pump(500ms);
    for (int made = static_cast<int>(bench.tables.size()), p = 0; made < restartTables;
         ++made, p = (p + 2) % playerCount) {
        bench.create(p);
        if (made % 50 == 49) bench.pump(100ms);
    }
    for (int i = 0; i < 40 && static_cast<int>(bench.tables.size()) < restartTables; ++i)
        bench.pump(250ms);
    bench.pump(1s);
    const long fullRss = rssKb(referee.pid);
    const int total = static_cast<int>(bench.tables.size());
    referee.kill9();
    for (auto& [id, t] : bench.tables)
        t.synced = 0;
    const double ready = referee.start();
    const auto backStart = Clock::now();
    int back = 0;
    while (Clock::now() - backStart < 20s) {
        bench.pump(50ms);
        back = 0;
        for (const auto& [id, t] : bench.tables)
            back += t.over || t.synced >= 2;
        if (back == total) break;
    }
    const double allBack = ready + std::chrono::duration<double>(Clock::now() - backStart).count();
    const long restoredRss = rssKb(referee.pid);
    referee.stop();

    std::printf(
        "online bench: %d Goose tables, 2 bots each, %.1f s, one Prosody and one referee on "
        "loopback\n",
        tableCount, elapsed);
    std::printf("  moves per second (throws by commit-reveal, every seat told): %.0f\n",
                static_cast<double>(bench.events) / elapsed);
    std::printf("  latency move sent -> both seats told: p50 %.1f ms, p99 %.1f ms (%zu moves)\n",
                percentile(bench.latencies, 0.5), percentile(bench.latencies, 0.99),
                bench.latencies.size());
    std::printf("  referee CPU: %.1f%% of a core for %d tables under play (%.3f%% per table)\n",
                100 * cpu / elapsed, busy, 100 * cpu / elapsed / std::max(1, busy));
    std::printf(
        "  referee memory: %ld kB with no table, %ld kB with %d tables (%.1f kB per table); %ld kB "
        "after the restart\n",
        baseRss, fullRss, total, static_cast<double>(fullRss - baseRss) / std::max(1, total),
        restoredRss);
    std::printf(
        "  SIGKILL then restart with %d tables: ready (every log read, every seat told) in %.2f s; "
        "%d of %d "
        "tables' seats synced after %.2f s\n",
        total, ready, back, total, allBack);
    return back == total ? 0 : 1;
}
