#include "online/lobby_follower.hpp"

#include <algorithm>
#include <ctime>

#include <plateau/host/logging.hpp>

#include "online/lobby_node.hpp"
#include "online/protocol.hpp"

namespace plateau::online {

using xmpp::Element;
namespace pubsub = xmpp::pubsub;

namespace {

std::string domainOf(const std::string& jid) {
    const auto at = jid.find('@');
    return at == std::string::npos ? jid : jid.substr(at + 1);
}

long long epochNow() {
    return static_cast<long long>(std::time(nullptr));
}

}  // namespace

LobbyFollower::LobbyFollower(std::string refereeJid)
    : m_referee(xmpp::bareJid(refereeJid)), m_node(lobbyNodeName(m_referee)) {}

void LobbyFollower::enter(xmpp::Client& client, Clock::time_point now) {
    m_mode = Mode::Starting;
    m_welcomed = false;
    m_subscribeId.clear();
    m_itemsId.clear();
    m_deadline = now + kTimeout;
    m_finder.start(client, domainOf(m_referee), now);
}

void LobbyFollower::leave(xmpp::Client&) {
    m_mode = Mode::Off;
    m_tables.clear();
}

void LobbyFollower::welcome(const Element& w, Clock::time_point) {
    if (const auto t = parseNumber(w.attrOr("time"), 10'000'000'000LL)) m_offset = *t - epochNow();
    m_advertisedService = w.attrOr("lobby-service");
    m_advertisedNode = w.attrOr("lobby-node");
    m_welcomed = true;
}

void LobbyFollower::fallBack(const std::string& why) {
    if (m_mode != Mode::List)
        logger()->info("the lobby of {} is listed, not followed: {}", m_referee, why);
    m_mode = Mode::List;
    m_modeChanged = true;
    m_subscribeId.clear();
    m_itemsId.clear();
}

void LobbyFollower::decide(xmpp::Client& client) {
    if (m_mode != Mode::Starting || !m_welcomed || !m_subscribeId.empty()) return;
    if (m_finder.state() == pubsub::ServiceFinder::State::Running) return;
    if (m_finder.state() != pubsub::ServiceFinder::State::Found)
        return fallBack("the server advertises no publish-subscribe service");
    if (m_advertisedNode.empty()) return fallBack("the referee keeps no lobby node");
    // Trust: the service is the one the referee's domain advertises, and the referee says
    // it keeps this node there.
    if (m_advertisedService != m_finder.service() || m_advertisedNode != m_node)
        return fallBack("the referee names a node (" + m_advertisedNode + " on " +
                        m_advertisedService + ") other than " + m_node + " on " +
                        m_finder.service());
    // Subscribed first, then read: a notification between the two is in the items too.
    m_subscribeId = client.sendIq(m_finder.service(), "set",
                                  pubsub::subscribe(m_node, xmpp::bareJid(client.boundJid())));
    m_itemsId = client.sendIq(m_finder.service(), "get",
                              pubsub::items(m_node, static_cast<int>(kMaxLobbyTables)));
    if (m_subscribeId.empty() || m_itemsId.empty()) fallBack("offline");
}

bool LobbyFollower::onIq(xmpp::Client& client, const xmpp::Incoming& answer) {
    if (answer.kind != xmpp::Incoming::Kind::Iq) return false;
    if (m_mode == Mode::Starting && m_subscribeId.empty()) {
        if (!m_finder.onIq(client, answer)) return false;
        decide(client);
        return true;
    }
    if (!answer.id.empty() && answer.id == m_subscribeId) {
        m_subscribeId = "done";
        if (const std::string why = pubsub::errorCondition(answer); !why.empty())
            fallBack("the service refused the subscription: " + why);
        return true;
    }
    if (answer.id.empty() || answer.id != m_itemsId) return false;
    m_itemsId.clear();
    if (m_mode != Mode::Starting) return true;
    auto items = pubsub::itemsOf(answer, m_node, kMaxLobbyTables);
    if (!items) {
        fallBack("the node's items cannot be read: " + pubsub::errorCondition(answer));
        return true;
    }
    m_tables.clear();
    for (const pubsub::Item& item : *items)
        apply(item, answer.from);
    m_mode = Mode::Pubsub;
    m_modeChanged = true;
    m_changed = true;
    return true;
}

bool LobbyFollower::apply(const pubsub::Item& item, const std::string& sender) {
    std::string why;
    if (!item.payload || item.payload->ns != kNamespace) why = "no <table/> of Plateau's namespace";
    std::optional<TableInfo> row;
    if (why.empty()) row = parseTableInfo(*item.payload, &why);
    if (row && row->id != item.id) why = "the item's id is not the table's";
    if (row && row->yourSeat >= 0) why = "a seat in a public item";
    if (!why.empty() || !row) {
        logger()->warn("the lobby ignores the item '{}' from {}: {}", item.id.substr(0, 40), sender,
                       why);
        ++m_ignored;
        return false;
    }
    row->invited = false;  // never in an item: a list tells an account its invitations
    if (row->status == "over") {
        m_tables.erase(row->id);
        return true;
    }
    if (!m_tables.count(row->id) && m_tables.size() >= kMaxLobbyTables) {
        logger()->warn("the lobby ignores the item '{}' from {}: already {} tables", row->id,
                       sender, kMaxLobbyTables);
        ++m_ignored;
        return false;
    }
    m_tables[row->id] = std::move(*row);
    return true;
}

void LobbyFollower::onNotification(const xmpp::Incoming& message) {
    const std::string sender = message.from;
    if (m_mode != Mode::Pubsub && m_mode != Mode::Starting) return;
    if (m_finder.service().empty() || sender != m_finder.service()) {
        logger()->warn("the lobby ignores a notification from {}: not the service {}", sender,
                       m_finder.service().empty() ? "(none found)" : m_finder.service());
        ++m_ignored;
        return;
    }
    if (message.tooLarge) {
        logger()->warn("the lobby ignores an oversized notification from {}", sender);
        ++m_ignored;
        return;
    }
    for (const Element& e : message.payloads) {
        auto event = pubsub::eventOf(e, m_node, kMaxLobbyTables);
        if (!event) continue;
        ++m_notifications;
        if (event->purged) m_tables.clear();
        for (const std::string& id : event->retracted)
            m_tables.erase(id);
        for (const pubsub::Item& item : event->published)
            apply(item, sender);
        m_changed = true;
    }
}

void LobbyFollower::poll(xmpp::Client& client, Clock::time_point now) {
    if (m_mode != Mode::Starting) return;
    m_finder.tick(now);
    decide(client);
    if (m_mode == Mode::Starting && now > m_deadline)
        fallBack(m_welcomed ? "no answer from the service" : "no greeting from the referee");
}

std::vector<TableInfo> LobbyFollower::tables() const {
    std::vector<TableInfo> out;
    const long long now = epochNow() + m_offset;
    for (const auto& [id, t] : m_tables) {
        out.push_back(t);
        if (t.opened >= 0) out.back().age = std::max(0LL, now - t.opened);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const TableInfo& a, const TableInfo& b) { return a.opened < b.opened; });
    return out;
}

}  // namespace plateau::online
