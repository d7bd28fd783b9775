#pragma once

// The client's side of the lobby node (lobby_node.hpp): finds the publish-subscribe
// service of the referee's domain, checks that the referee's greeting names that service
// and node, subscribes the account (its bare JID) and reads the items; then follows the
// notifications. Where there is no node, it says so and the client lists the tables
// instead (<list/>). docs/online-protocol.md, "The lobby node".

#include <chrono>
#include <map>
#include <string>
#include <vector>

#include "online/table_info.hpp"
#include "xmpp/client.hpp"
#include "xmpp/pubsub.hpp"

namespace plateau::online {

class LobbyFollower {
public:
    using Clock = std::chrono::steady_clock;
    enum class Mode { Off, Starting, Pubsub, List };
    static constexpr std::chrono::seconds kTimeout{10};

    explicit LobbyFollower(std::string refereeJid);

    // Starts (again after a reconnection): service discovery and the wait for the
    // referee's greeting, which the owner asks for.
    void enter(xmpp::Client& client, Clock::time_point now = Clock::now());
    // Stops following here. The account stays subscribed (its other programs may follow
    // the lobby; the server drops notifications while the account is offline), so that
    // the node keeps one subscription per account, not one per connection ever made.
    void leave(xmpp::Client& client);
    // The referee's <welcome/>: its clock, and where it keeps its node (if it does).
    void welcome(const xmpp::Element& welcome, Clock::time_point now = Clock::now());
    // True when the answer was one of its own.
    bool onIq(xmpp::Client& client, const xmpp::Incoming& answer);
    // A message with a notification (<event/> of XEP-0060): applied when it comes from the
    // service and names the node; otherwise ignored, with a log line naming the sender.
    void onNotification(const xmpp::Incoming& message);
    void poll(xmpp::Client& client, Clock::time_point now = Clock::now());

    Mode mode() const { return m_mode; }
    // The mode changed since the last call (to Pubsub or List).
    bool takeModeChange() { return std::exchange(m_modeChanged, false); }
    // The lobby changed since the last call.
    bool takeChange() { return std::exchange(m_changed, false); }
    // The tables, oldest first; ages from when each was opened, by the referee's clock.
    std::vector<TableInfo> tables() const;
    // Notifications applied (tests tell an update that came by notification).
    int notifications() const { return m_notifications; }
    // Notifications and items ignored (from another sender, oversized, malformed).
    int ignored() const { return m_ignored; }
    const std::string& service() const { return m_finder.service(); }
    const std::string& node() const { return m_node; }

private:
    void decide(xmpp::Client& client);
    void fallBack(const std::string& why);
    // A published item checked and kept; false (logged) when it is not a valid row.
    bool apply(const xmpp::pubsub::Item& item, const std::string& sender);

    std::string m_referee, m_node;
    Mode m_mode = Mode::Off;
    bool m_modeChanged = false, m_changed = false;
    xmpp::pubsub::ServiceFinder m_finder;
    bool m_welcomed = false;
    std::string m_advertisedService, m_advertisedNode;
    long long m_offset = 0;  // the referee's clock minus this machine's, in seconds
    std::string m_subscribeId, m_itemsId;
    Clock::time_point m_deadline{};
    std::map<std::string, TableInfo> m_tables;
    int m_notifications = 0, m_ignored = 0;
};

}  // namespace plateau::online
