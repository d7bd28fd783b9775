// Scale benchmark of online play (make bench): many Goose tables at once (every throw by
// commit and reveal) through one Prosody (prosody_harness.py starts it) and one referee
// process, bots answering at once. Prints the moves per second, the latency from a move
// sent to both seats told (p50, p99), the referee's CPU and memory per table, and the time
// for a SIGKILLed referee to bring every table back; and the CPU of the server's processes,
// of the bots (this process) and of the whole machine over the same seconds.
//
// With REFEREES > 1 (ejabberd_harness.py: a cluster), each referee has its own account and
// data folder and the tables are split between them; players connect to the nodes in turn
// (a table's two seats on two nodes, as are the referees), so messages cross the cluster.
// The figures are given per referee and in total.
//
//   online_bench PLATEAU [TABLES] [SECONDS] [RESTART_TABLES] [REFEREES]
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
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

// The server's c2s ports: every node's (PLATEAU_TEST_XMPP_PORTS) or the one.
std::vector<std::string> ports() {
    const char* all = std::getenv("PLATEAU_TEST_XMPP_PORTS");
    std::vector<std::string> out;
    std::istringstream in(all ? all : env("PLATEAU_TEST_XMPP_PORT"));
    for (std::string p; std::getline(in, p, ',');)
        if (!p.empty()) out.push_back(p);
    return out;
}

std::string port(int node) {
    const auto all = ports();
    return all[static_cast<std::size_t>(node) % all.size()];
}

xmpp::Account account(const std::string& user, int node = 0) {
    xmpp::Account a;
    a.jid = user + "@" + env("PLATEAU_TEST_XMPP_DOMAIN");
    a.password = "bench";
    a.host = "127.0.0.1";
    a.port = static_cast<unsigned short>(std::stoi(port(node)));
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

// Seconds a process's threads waited, runnable, for a CPU (/proc/PID/task/*/schedstat,
// second field): how much the machine's other work holds it back.
double waitSeconds(pid_t pid) {
    double ns = 0;
    std::error_code ec;
    for (const auto& task :
         std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/task", ec)) {
        std::ifstream in(task.path() / "schedstat");
        double run = 0, wait = 0;
        if (in >> run >> wait) ns += wait;
    }
    return ns / 1e9;
}

// Busy and total jiffies of the whole machine (/proc/stat).
std::pair<double, double> machineJiffies() {
    std::ifstream stat("/proc/stat");
    std::string cpu;
    stat >> cpu;
    double busy = 0, total = 0;
    for (int i = 0; i < 8; ++i) {
        double v = 0;
        stat >> v;
        total += v;
        if (i != 3 && i != 4) busy += v;  // idle, iowait
    }
    return {busy, total};
}

long rssKb(pid_t pid) {
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    for (std::string l; std::getline(status, l);)
        if (l.rfind("VmRSS:", 0) == 0) return std::stol(l.substr(6));
    return 0;
}

class RefereeProcess {
public:
    std::string plateau, data, log, user = "referee";
    int node = 0;
    pid_t pid = -1;

    std::string jid() const { return user + "@" + env("PLATEAU_TEST_XMPP_DOMAIN"); }

    // Starts it and waits for "ready"; the seconds that took.
    double start() {
        launch();
        return waitReady();
    }
    void launch() {
        began = Clock::now();
        readyBefore = readyLines();
        pid = fork();
        if (pid == 0) {
            const int fd = ::open(log.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0600);
            dup2(fd, 1);
            dup2(fd, 2);
            const std::string server = "127.0.0.1:" + port(node);
            const std::string me = jid();
            execl(plateau.c_str(), plateau.c_str(), "--log-level", "warn", "referee", "--jid",
                  me.c_str(), "--password", "bench", "--server", server.c_str(), "--data",
                  data.c_str(), nullptr);
            _exit(127);
        }
    }
    double waitReady() {
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
    Clock::time_point began;
    int readyBefore = 0;
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
    int referee = 0;          // index in Bench::referees
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
    std::vector<std::string> referees;  // JIDs
    std::string version;
    bool answer = true;  // bots act on their turns
    bool measuring = false;
    std::vector<std::vector<double>> latencies;  // ms, per referee

    // The referee of the tables a player creates: pairs of players (one table's seats) in
    // turn.
    int refereeOf(int player) const { return (player / 2) % static_cast<int>(referees.size()); }

    // Each account keeps to the referee's rate (20 requests a second, bursts of 40), as a
    // well-behaved client must: requests beyond it wait here.
    struct Bucket {
        double tokens = 40;
        Clock::time_point last = Clock::now();
        std::vector<std::pair<int, xmpp::Element>> queue;  // referee, payload
    };
    std::vector<Bucket> buckets;

    void send(int player, int referee, const xmpp::Element& e) {
        Bucket& b = buckets[static_cast<std::size_t>(player)];
        b.queue.emplace_back(referee, e);
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
            const auto& [to, e] = b.queue[sent++];
            if (e.name == "move" || e.name == "roll") {
                auto t = tables.find(e.attrOr("table"));
                if (t != tables.end()) t->second.sent = now;  // latency counts from here
            }
            players[static_cast<std::size_t>(player)]->send(referees[static_cast<std::size_t>(to)],
                                                            e);
            b.tokens -= 1;
        }
        b.queue.erase(b.queue.begin(), b.queue.begin() + static_cast<long>(sent));
    }

    void create(int player) {
        send(player, refereeOf(player),
             element("create")
                 .set("game", "goose")
                 .set("seats", "2")
                 .set("plugin-version", version));
    }

    void onPayload(int player, const xmpp::Element& e) {
        const std::string id = e.attrOr("table");
        if (e.name == "created") {
            Table& t = tables[id];
            t.id = id;
            t.referee = refereeOf(player);
            t.seats[0] = player;
            t.seats[1] = (player + 1) % static_cast<int>(players.size());
            send(t.seats[1], t.referee,
                 element("join").set("table", id).set("plugin-version", version));
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
                if (measuring)
                    latencies[static_cast<std::size_t>(t.referee)].push_back(
                        std::chrono::duration<double, std::milli>(Clock::now() - t.sent).count());
                t.awaited = -1;
            }
        } else if (e.name == "turn" && answer) {
            const int after = std::stoi(e.attrOr("after"));
            t.awaited = after + 1;
            t.told = 0;
            if (e.attrOr("kind") == "roll") {
                send(player, t.referee,
                     element("roll")
                         .set("table", id)
                         .set("after", std::to_string(after))
                         .set("value", toHex(randomBytes32())));
            } else {
                const xmpp::Element* moves = e.child("moves");
                const std::string first = moves ? moves->text.substr(0, moves->text.find(' ')) : "";
                send(player, t.referee,
                     element("move")
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

    int playing(int referee) const {
        int n = 0;
        for (const auto& [id, t] : tables)
            n += !t.over && t.referee == referee;
        return n;
    }
};

double percentile(std::vector<double> v, double p) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

// The server's processes (PLATEAU_TEST_XMPP_PIDS, given by the harness).
std::vector<pid_t> serverPids() {
    std::vector<pid_t> out;
    if (const char* all = std::getenv("PLATEAU_TEST_XMPP_PIDS")) {
        std::istringstream in(all);
        for (std::string p; std::getline(in, p, ',');)
            if (!p.empty()) out.push_back(static_cast<pid_t>(std::stoi(p)));
    }
    return out;
}

std::string serverName() {
    const char* name = std::getenv("PLATEAU_TEST_XMPP_SERVER");
    const std::size_t nodes = ports().size();
    if (!name || std::string(name) == "prosody") return "one Prosody";
    return std::string(name) +
           (nodes > 1 ? " (" + std::to_string(nodes) + " clustered nodes)" : " (one node)");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::cerr << "usage: online_bench PLATEAU [TABLES] [SECONDS] [RESTART_TABLES] "
                     "[REFEREES]\n";
        return 2;
    }
    const int tableCount = argc > 2 ? std::atoi(argv[2]) : 100;
    const double seconds = argc > 3 ? std::atof(argv[3]) : 10;
    const int restartTables = argc > 4 ? std::atoi(argv[4]) : 500;
    const int refereeCount = std::max(1, argc > 5 ? std::atoi(argv[5]) : 1);
    const std::string work = env("PLATEAU_TEST_DIR");
    const auto nodes = static_cast<int>(ports().size());

    PluginHost host(SearchPaths{
        {PLATEAU_BINARY_DIR "/lib/plateau/plugins"}, {PLATEAU_SOURCE_DIR "/games"}, {}});
    host.loadAll();
    Bench bench;
    bench.version = host.findPlugin("goose")->version;
    std::vector<RefereeProcess> referees(static_cast<std::size_t>(refereeCount));
    for (int r = 0; r < refereeCount; ++r) {
        RefereeProcess& ref = referees[static_cast<std::size_t>(r)];
        const std::string n = refereeCount > 1 ? std::to_string(r + 1) : "";
        ref.user = "referee" + n;
        ref.node = r % nodes;
        ref.plateau = argv[1];
        ref.data = work + "/referee" + n;
        ref.log = work + "/referee" + n + ".log";
        bench.referees.push_back(ref.jid());
    }
    bench.latencies.resize(referees.size());
    const int playerCount = 2 * tableCount;
    for (int i = -refereeCount; i < playerCount; ++i) {
        const std::string user =
            i < 0 ? referees[static_cast<std::size_t>(-i - 1)].user : "p" + std::to_string(i);
        if (auto ok = xmpp::Client::registerAccount(account(user), 10s); !ok) {
            std::cerr << "cannot register " << user << ": " << ok.error().reason << "\n";
            return 1;
        }
    }
    std::vector<long> baseRss;
    for (auto& ref : referees) {
        ref.start();
        baseRss.push_back(rssKb(ref.pid));
    }
    for (int i = 0; i < playerCount; ++i) {
        bench.players.push_back(std::make_unique<xmpp::Client>(
            account("p" + std::to_string(i), i % nodes), kNamespace));
        bench.buckets.emplace_back();
        if (auto ok = bench.players.back()->connect(10s); !ok) {
            std::cerr << "p" << i << " cannot connect: " << ok.error().reason << "\n";
            return 1;
        }
    }
    for (int i = 0; i < tableCount; ++i)
        bench.create(2 * i);
    bench.pump(2s);  // every table made and its first moves under way

    const auto servers = serverPids();
    std::vector<double> cpu0, serverCpu0;
    for (const auto& ref : referees)
        cpu0.push_back(cpuSeconds(ref.pid));
    for (pid_t pid : servers)
        serverCpu0.push_back(cpuSeconds(pid));
    const double selfCpu0 = cpuSeconds(getpid());
    std::vector<pid_t> watched;  // referees, server processes, this one
    for (const auto& ref : referees)
        watched.push_back(ref.pid);
    watched.insert(watched.end(), servers.begin(), servers.end());
    watched.push_back(getpid());
    std::vector<double> wait0;
    for (pid_t pid : watched)
        wait0.push_back(waitSeconds(pid));
    const auto machine0 = machineJiffies();
    const auto t0 = Clock::now();
    bench.measuring = true;
    bench.pump(std::chrono::milliseconds(static_cast<long long>(seconds * 1000)));
    bench.measuring = false;
    const double elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
    const auto machine1 = machineJiffies();
    std::vector<double> cpu, serverCpu;
    std::vector<int> busy;
    for (std::size_t r = 0; r < referees.size(); ++r) {
        cpu.push_back(cpuSeconds(referees[r].pid) - cpu0[r]);
        busy.push_back(bench.playing(static_cast<int>(r)));
    }
    for (std::size_t k = 0; k < servers.size(); ++k)
        serverCpu.push_back(cpuSeconds(servers[k]) - serverCpu0[k]);
    const double selfCpu = cpuSeconds(getpid()) - selfCpu0;
    std::vector<double> waited;
    for (std::size_t k = 0; k < watched.size(); ++k)
        waited.push_back(waitSeconds(watched[k]) - wait0[k]);

    // Restart: the bots stop answering, tables are made up to RESTART_TABLES (each with
    // both seats, so every one is a game under way), then SIGKILL of every referee and fresh
    // ones, started together.
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
    std::vector<long> fullRss;
    std::vector<int> owned(referees.size(), 0);
    for (const auto& ref : referees)
        fullRss.push_back(rssKb(ref.pid));
    for (const auto& [id, t] : bench.tables)
        ++owned[static_cast<std::size_t>(t.referee)];
    const int total = static_cast<int>(bench.tables.size());
    for (auto& ref : referees)
        ref.kill9();
    for (auto& [id, t] : bench.tables)
        t.synced = 0;
    for (auto& ref : referees)
        ref.launch();
    std::vector<double> ready;
    for (auto& ref : referees)
        ready.push_back(ref.waitReady());
    const double allReady = *std::max_element(ready.begin(), ready.end());
    const auto backStart = Clock::now();
    std::vector<int> back(referees.size(), 0);
    std::vector<double> backAfter(referees.size(), 0);
    int allBackCount = 0;
    while (Clock::now() - backStart < 20s) {
        bench.pump(50ms);
        std::fill(back.begin(), back.end(), 0);
        for (const auto& [id, t] : bench.tables)
            back[static_cast<std::size_t>(t.referee)] += t.over || t.synced >= 2;
        allBackCount = 0;
        const double now =
            allReady + std::chrono::duration<double>(Clock::now() - backStart).count();
        for (std::size_t r = 0; r < referees.size(); ++r) {
            if (back[r] == owned[r] && backAfter[r] == 0) backAfter[r] = now;
            allBackCount += back[r];
        }
        if (allBackCount == total) break;
    }
    const double allBack =
        allReady + std::chrono::duration<double>(Clock::now() - backStart).count();
    if (allBackCount != total) {
        // Which tables were not told again: none of their seats, or one.
        int none = 0, one = 0;
        for (const auto& [id, t] : bench.tables)
            if (!t.over) {
                none += t.synced == 0;
                one += t.synced == 1;
            }
        std::printf("  not back: %d tables whose seats got no sync, %d with one seat's only\n",
                    none, one);
    }
    std::vector<long> restoredRss;
    for (auto& ref : referees) {
        restoredRss.push_back(rssKb(ref.pid));
        ref.stop();
    }

    std::printf(
        "online bench: %d Goose tables, 2 bots each, %.1f s, %s and %d referee%s on "
        "loopback\n",
        tableCount, elapsed, serverName().c_str(), refereeCount, refereeCount > 1 ? "s" : "");
    std::vector<double> allLatencies;
    for (std::size_t r = 0; r < referees.size(); ++r) {
        const auto& l = bench.latencies[r];
        allLatencies.insert(allLatencies.end(), l.begin(), l.end());
        const std::string who = refereeCount > 1 ? "  [" + referees[r].user + ", node " +
                                                       std::to_string(referees[r].node + 1) + "]"
                                                 : " ";
        std::printf("%s moves per second (throws by commit-reveal, every seat told): %.0f\n",
                    who.c_str(), static_cast<double>(l.size()) / elapsed);
        std::printf(
            "%s latency move sent -> both seats told: p50 %.1f ms, p99 %.1f ms (%zu "
            "moves)\n",
            who.c_str(), percentile(l, 0.5), percentile(l, 0.99), l.size());
        std::printf(
            "%s referee CPU: %.1f%% of a core for %d tables under play (%.3f%% per "
            "table)\n",
            who.c_str(), 100 * cpu[r] / elapsed, busy[r],
            100 * cpu[r] / elapsed / std::max(1, busy[r]));
        std::printf(
            "%s referee memory: %ld kB with no table, %ld kB with %d tables (%.1f kB "
            "per table); %ld kB after the restart\n",
            who.c_str(), baseRss[r], fullRss[r], owned[r],
            static_cast<double>(fullRss[r] - baseRss[r]) / std::max(1, owned[r]), restoredRss[r]);
        std::printf(
            "%s SIGKILL then restart with %d tables: ready (every log read, every seat "
            "told) in %.2f s; %d of %d tables' seats synced after %.2f s\n",
            who.c_str(), owned[r], ready[r], back[r], owned[r],
            backAfter[r] > 0 ? backAfter[r] : allBack);
    }
    if (refereeCount > 1) {
        double cpuAll = 0, grown = 0;
        int busyAll = 0, ownedAll = 0;
        for (std::size_t r = 0; r < referees.size(); ++r) {
            cpuAll += cpu[r];
            busyAll += busy[r];
            grown += static_cast<double>(fullRss[r] - baseRss[r]);
            ownedAll += owned[r];
        }
        std::printf(
            "  [total] moves per second: %.0f; latency p50 %.1f ms, p99 %.1f ms (%zu "
            "moves); referees' CPU %.1f%% of a core for %d tables (%.3f%% per table), memory "
            "%.1f kB per table; SIGKILL of both: %d of %d tables back after %.2f s\n",
            static_cast<double>(allLatencies.size()) / elapsed, percentile(allLatencies, 0.5),
            percentile(allLatencies, 0.99), allLatencies.size(), 100 * cpuAll / elapsed, busyAll,
            100 * cpuAll / elapsed / std::max(1, busyAll), grown / std::max(1, ownedAll),
            allBackCount, total, allBack);
    }
    std::printf("  CPU over the measured %.1f s (%% of one core):", elapsed);
    for (std::size_t r = 0; r < referees.size(); ++r)
        std::printf(" %s %.0f%%,", referees[r].user.c_str(), 100 * cpu[r] / elapsed);
    for (std::size_t k = 0; k < servers.size(); ++k)
        std::printf(" server process %zu %.0f%%,", k + 1, 100 * serverCpu[k] / elapsed);
    const double jiffies = machine1.second - machine0.second;
    std::printf(
        " bots (this process) %.0f%%; the machine's %ld cores %.0f%% busy (every process)\n",
        100 * selfCpu / elapsed, sysconf(_SC_NPROCESSORS_ONLN),
        jiffies > 0 ? 100 * (machine1.first - machine0.first) / jiffies : 0.0);
    std::printf("  waiting for a CPU while runnable (%% of the measured time):");
    for (std::size_t k = 0; k < watched.size(); ++k) {
        const std::string name = k < referees.size() ? referees[k].user
                                 : k + 1 < watched.size()
                                     ? "server process " + std::to_string(k - referees.size() + 1)
                                     : "bots";
        std::printf("%s %s %.0f%%", k ? "," : "", name.c_str(), 100 * waited[k] / elapsed);
    }
    std::printf("\n");
    return allBackCount == total ? 0 : 1;
}
