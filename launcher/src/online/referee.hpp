#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <plateau/host/plugin_host.hpp>

#include "online/protocol.hpp"
#include "online/table.hpp"

namespace plateau::online {

// The referee's rules of the house, with no network: a request from an account (the
// server-stamped bare JID) goes in, the messages to send come out. Every change is written
// to the table's log before the messages are returned (docs/online-protocol.md).
class Referee {
public:
    using Clock = std::chrono::steady_clock;
    struct Options {
        std::filesystem::path dataDir;  // the tables' logs
        double ratePerSecond = 20;      // requests per account
        double burst = 40;
        std::string self;  // the referee's own bare JID (its own messages are ignored)
        // Writes a table's log; the default writes <dataDir>/<id>.toml atomically.
        std::function<Status(const Table&)> persist;
        // Logs are written by commit(), all the tables a batch of requests changed at
        // once, instead of each as it changes (persist is then not used).
        bool groupCommit = false;
        // The time of day in seconds since 1970 (UTC), for when a table was opened; the
        // default reads the system clock.
        std::function<std::int64_t()> wallClock;
    };

    Referee(const PluginHost& host, Options options);

    // Reads every table's log and tells every seat where its game stands. Files that
    // cannot be read are returned with why (the others go on).
    std::vector<Error> restore(Outbox& out);

    // One message's Plateau payload (null: none, or too large).
    // `replyTo`: the full JID that sent it (answers go there); empty: the account.
    Outbox handle(const std::string& account, const xmpp::Element* payload, bool tooLarge,
                  Clock::time_point now = Clock::now(), const std::string& replyTo = {});

    // The server says an account's programs came (`here`) or all went (directed presence,
    // RFC 6121 4.6): its seats' tables hear it, and a seat gone longer than the table's
    // grace period while the game waits for it gets the others asked (see tick()).
    Outbox presence(const std::string& account, bool here, Clock::time_point now = Clock::now());

    // The clocks: a seat whose time is up loses (two seats) or is handed to a bot. Call
    // it a few times a second.
    Outbox tick(Clock::time_point now = Clock::now());

    // With groupCommit: writes every table changed since the last call, then returns
    // `out` to be sent (the messages of a table whose log cannot be written are dropped:
    // nothing is announced that is not on disk).
    Outbox commit(Outbox out);

    const std::map<std::string, Table>& tables() const { return m_tables; }

    // The lobby node (lobby_node.hpp): the tables changed since the last call, and what
    // each one's item is (nullopt: none, the table is over or gone). Only what everyone
    // may see of a table: the row a list gives an account with no seat kept there, with
    // when it was opened instead of its age.
    // With groupCommit, a table whose log is not written yet waits for its commit():
    // nothing is announced that is not on disk.
    std::set<std::string> takeLobbyChanges();
    std::optional<xmpp::Element> lobbyItem(const std::string& id) const;
    // Where the lobby node is kept, once it is: the greeting says so (empty: no node).
    void setLobbyNode(std::string service, std::string node);
    // For tests: the id the next table gets.
    void setNextId(std::string id) { m_nextId = std::move(id); }

private:
    struct Bucket {
        double tokens = 0;
        Clock::time_point last{};
        bool primed = false;
    };
    bool allow(const std::string& account, Clock::time_point now);
    // The first move or throw for the event where the account's own turn stands: it
    // passes the rate limit (an account playing at once against a bot goes over it, and
    // a dropped answer would stall the game); once per event, so it cannot flood.
    bool answersTurn(const std::string& account, const xmpp::Element* payload);

    void onHello(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onList(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onCreate(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onJoin(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onWatch(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onLeave(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onSync(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onMove(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onRoll(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onChat(const std::string& who, const xmpp::Element& e, Outbox& out);
    // A chat line with no table: to everyone in the lobby (who listed the tables lately).
    void onLobbyChat(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onResign(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onDraw(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onMine(const std::string& who, Outbox& out);
    void onAbsent(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onResume(const std::string& who, const xmpp::Element& e, Outbox& out);
    void onRematch(const std::string& who, const xmpp::Element& e, Outbox& out);
    // Asks the others what to do about seats gone too long while the game waits for them.
    void askAboutAbsences(Table& table, Outbox& out);
    // The seat is played by the referee's bot from now on; its account becomes a watcher.
    bool handToBot(Table& table, int seat, Outbox& out);
    // The seat the game waits for, if a person sits there (-1: none).
    int awaitedSeat(const Table& table) const;

    // The table a request names, or an error sent and null.
    Table* tableFor(const std::string& who, const xmpp::Element& e, Outbox& out);
    bool persist(Table& table, const std::string& who, const std::string& request, Outbox& out);
    void start(Table& table, Outbox& out);
    // Applies one event (a move or a throw), logs it, announces it.
    void applyEvent(Table& table, Move move, int seat, const char* kind,
                    const xmpp::Element* before, Outbox& out);
    // After every change: the game's end, the next throw's commitment, bots' moves, and
    // the prompt of the seat to act.
    void advance(Table& table, Outbox& out);
    void finish(Table& table, std::vector<int> winners, std::string reason, Outbox& out);
    void flagFall(Table& table, Outbox& out);
    void resolveDice(Table& table, const Bytes32& contribution, Outbox& out);
    // `chatAfter`: the last chat line the asker has (the lines after it come along).
    xmpp::Element syncFor(const Table& table, const std::string& who, int after,
                          long long chatAfter = 0) const;
    // A <table/> of a list, as `who` may see it (invited='1' when a seat is kept for them).
    xmpp::Element tableSummary(const Table& table, const std::string& who) const;
    void broadcast(const Table& table, const xmpp::Element& e, Outbox& out) const;
    void promptTurn(const Table& table, Outbox& out) const;
    std::string newTableId();

    const PluginHost& m_host;
    Options m_options;
    std::map<std::string, Table> m_tables;
    std::map<std::string, Bucket> m_buckets;
    std::map<std::string, int> m_turnAnswered;  // per table: the event last let past the limit
    std::map<std::string, Clock::time_point> m_awaySince;  // accounts with no program on
    std::set<std::string> m_dirty;                         // tables changed since the last commit()
    std::set<std::string> m_lobbyDirty;  // tables changed since the last takeLobbyChanges()
    std::string m_lobbyService, m_lobbyNode;
    std::string m_nextId;
    std::string m_replyTo;      // the sender of the request being handled
    Clock::time_point m_now{};  // when the request being handled came
    // The lobby: accounts that asked for the tables within the last minute, and when.
    std::map<std::string, Clock::time_point> m_lobby;
    std::uint64_t m_counter = 0;
};

}  // namespace plateau::online
