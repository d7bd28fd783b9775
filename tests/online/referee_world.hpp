#pragma once

// The referee and everyone's mailbox, without a network: requests in, messages out, logs
// on disk. The real plugins (goose, quoridor) are loaded from the build tree.
#include <unistd.h>
#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <doctest/doctest.h>

#include <plateau/host/plugin_host.hpp>

#include "online/referee.hpp"

namespace plateau::online::testing {

using xmpp::Element;

inline const PluginHost& host() {
    static PluginHost h = [] {
        PluginHost p(SearchPaths{
            {PLATEAU_BINARY_DIR "/lib/plateau/plugins"}, {PLATEAU_SOURCE_DIR "/games"}, {}});
        p.loadAll();
        return p;
    }();
    return h;
}

inline std::string versionOf(const std::string& game) {
    const LoadedPlugin* p = host().findPlugin(game);
    REQUIRE_MESSAGE(p != nullptr, "the " << game << " plugin is not built");
    return p->version;
}

struct TempDir {
    std::filesystem::path path;
    TempDir() {
        static int n = 0;
        path = std::filesystem::temp_directory_path() /
               ("plateau-referee-test-" + std::to_string(::getpid()) + "-" + std::to_string(n++));
        std::filesystem::remove_all(path);
        std::filesystem::create_directories(path);
    }
    ~TempDir() { std::filesystem::remove_all(path); }
};

// The referee and everyone's mailbox.
struct World {
    TempDir dir;
    std::unique_ptr<Referee> referee;
    std::map<std::string, std::vector<Element>> inbox;
    std::map<std::string, std::string> commits;  // table:n -> hash
    int verifiedThrows = 0;

    bool groupCommit = false;
    std::int64_t wallSeconds = 1'764'720'000;  // the referee's time of day (tests move it)

    explicit World(bool group = false) : groupCommit(group) { reopen(); }
    void reopen() {
        Referee::Options o;
        o.dataDir = dir.path;
        o.self = "referee@localhost";
        o.groupCommit = groupCommit;
        o.wallClock = [this] { return wallSeconds; };
        referee = std::make_unique<Referee>(host(), o);
    }
    void deliver(Outbox out) {
        for (auto& o : out) {
            if (o.payload.name == "commit")
                commits[o.payload.attrOr("table") + ":" + o.payload.attrOr("n")] =
                    o.payload.attrOr("hash");
            inbox[o.to].push_back(std::move(o.payload));
        }
    }
    void send(const std::string& who, const Element& e) {
        deliver(referee->handle(who, &e, false));
    }
    // At a given time, for the clocks (the same clock for every call of a test).
    void sendAt(const std::string& who, const Element& e, Referee::Clock::time_point now) {
        deliver(referee->handle(who, &e, false, now));
    }
    std::vector<Element> take(const std::string& who) { return std::exchange(inbox[who], {}); }
    // The last message of that name to `who`, or null.
    const Element* last(const std::string& who, const std::string& name) const {
        auto it = inbox.find(who);
        if (it == inbox.end()) return nullptr;
        for (auto e = it->second.rbegin(); e != it->second.rend(); ++e)
            if (e->name == name) return &*e;
        return nullptr;
    }
    std::string lastError(const std::string& who) const {
        const Element* e = last(who, "error");
        return e ? e->attrOr("reason") : "";
    }
};

inline Element req(const std::string& name,
                   std::vector<std::pair<std::string, std::string>> attrs = {},
                   std::string text = {}) {
    Element e = element(name);
    for (auto& [k, v] : attrs)
        e.set(k, v);
    e.text = std::move(text);
    return e;
}

inline std::string tableId(World& w, const std::string& who) {
    const Element* c = w.last(who, "created");
    REQUIRE(c != nullptr);
    return c->attrOr("table");
}

}  // namespace plateau::online::testing
