#pragma once

// The lobby as a publish-subscribe node (XEP-0060): the referee publishes each table that
// is not over as one item (its id the table's), on a node of the publish-subscribe
// service its domain advertises (XEP-0030), and retracts it when the game ends; clients
// subscribe (lobby_follower.hpp). docs/online-protocol.md, "The lobby node".

#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "xmpp/client.hpp"
#include "xmpp/pubsub.hpp"

namespace plateau::online {

// "plateau/tables/<the referee's local part>".
std::string lobbyNodeName(std::string_view refereeJid);
// The node's configuration: open access, items kept, as many as the service allows,
// only publishers publish, subscribers told of retractions.
xmpp::pubsub::Config lobbyNodeConfig();
// An element's XML with every element's attributes in order (a server may reorder them).
std::string canonicalXml(const xmpp::Element& e);

// The referee's side: keeps the node equal to its tables. Feed it every IQ answer and
// poll it; say what each table should show with want().
class LobbyPublisher {
public:
    using Clock = std::chrono::steady_clock;
    enum class State { Idle, Discovering, Creating, Configuring, Reading, Live, Unavailable };
    static constexpr std::chrono::seconds kStepTimeout{10};
    // Items asked for at a start (stale ones are retracted): the most a service keeps.
    static constexpr int kMaxItems = 10000;
    static constexpr std::chrono::seconds kRetryAfter{5};
    // A node that goes or changes hands is made again, at most once in this time.
    static constexpr std::chrono::seconds kRestartEvery{30};

    explicit LobbyPublisher(std::string refereeJid);

    // (Re)starts after a connection is made: finds the service, makes the node (or
    // configures it), reads its items, retracts those of tables it does not have, and
    // publishes what differs. Until then want() only records.
    void start(xmpp::Client& client, Clock::time_point now = Clock::now());
    // What the table's item should be (nullopt: none, the table is over or gone).
    void want(const std::string& table, std::optional<xmpp::Element> summary);
    // True when the answer was one of its own.
    bool onIq(xmpp::Client& client, const xmpp::Incoming& answer);
    // Timeouts, and once live, the changes wanted sent.
    void poll(xmpp::Client& client, Clock::time_point now = Clock::now());

    State state() const { return m_state; }
    bool live() const { return m_state == State::Live; }
    const std::string& service() const { return m_finder.service(); }
    const std::string& node() const { return m_node; }
    // Items on the node as this side knows them (for tests and figures).
    std::size_t published() const { return m_published.size(); }

private:
    struct Wanted {
        std::string xml;  // canonical
        xmpp::Element payload;
    };
    void step(xmpp::Client& client, State next, const xmpp::Element& payload,
              std::string_view type);
    void giveUp(const std::string& why);
    void flush(xmpp::Client& client);

    std::string m_referee, m_node;
    State m_state = State::Idle;
    xmpp::pubsub::ServiceFinder m_finder;
    std::string m_stepId;
    Clock::time_point m_now{}, m_stepDeadline{};
    std::map<std::string, Wanted> m_wanted;
    std::map<std::string, std::string> m_published;  // table -> canonical xml
    std::map<std::string, std::string> m_pending;    // iq id -> table (publish or retract)
    // A table whose item the service refused is tried again after kRetryAfter, not in
    // every turn of the loop.
    std::map<std::string, Clock::time_point> m_retryAt;
    Clock::time_point m_startedAt{};
};

}  // namespace plateau::online
