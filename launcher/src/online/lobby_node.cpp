#include "online/lobby_node.hpp"

#include <algorithm>

#include <plateau/host/logging.hpp>

namespace plateau::online {

using xmpp::Element;
namespace pubsub = xmpp::pubsub;

std::string lobbyNodeName(std::string_view refereeJid) {
    return "plateau/tables/" + xmpp::localPart(xmpp::bareJid(refereeJid));
}

pubsub::Config lobbyNodeConfig() {
    return {{"pubsub#access_model", "open"},
            {"pubsub#persist_items", "1"},
            {"pubsub#max_items", "max"},
            {"pubsub#publish_model", "publishers"},
            {"pubsub#notify_retract", "1"},
            {"pubsub#deliver_payloads", "1"},
            {"pubsub#send_last_published_item", "never"},
            {"pubsub#title", "Plateau's open tables"}};
}

namespace {

Element sorted(Element e) {
    std::sort(e.attrs.begin(), e.attrs.end());
    for (Element& c : e.children)
        c = sorted(std::move(c));
    return e;
}

}  // namespace

std::string canonicalXml(const Element& e) {
    return sorted(e).toXml();
}

LobbyPublisher::LobbyPublisher(std::string refereeJid)
    : m_referee(xmpp::bareJid(refereeJid)), m_node(lobbyNodeName(m_referee)) {}

void LobbyPublisher::start(xmpp::Client& client, Clock::time_point now) {
    m_now = now;
    m_startedAt = now;
    m_pending.clear();
    m_published.clear();
    m_retryAt.clear();
    m_stepId.clear();
    m_state = State::Discovering;
    const auto at = m_referee.find('@');
    m_finder.start(client, at == std::string::npos ? m_referee : m_referee.substr(at + 1), now);
}

void LobbyPublisher::want(const std::string& table, std::optional<Element> summary) {
    if (!summary) {
        m_wanted.erase(table);
        return;
    }
    m_wanted[table] = Wanted{canonicalXml(*summary), std::move(*summary)};
}

void LobbyPublisher::step(xmpp::Client& client, State next, const Element& payload,
                          std::string_view type) {
    m_state = next;
    m_stepId = client.sendIq(m_finder.service(), type, payload);
    m_stepDeadline = m_now + kStepTimeout;
    if (m_stepId.empty()) m_state = State::Idle;  // offline: start() again once back
}

void LobbyPublisher::giveUp(const std::string& why) {
    logger()->warn("the lobby node {} on {} is not kept ({}); clients list the tables instead",
                   m_node, m_finder.service().empty() ? "this server" : m_finder.service(), why);
    m_state = State::Unavailable;
    m_stepId.clear();
}

bool LobbyPublisher::onIq(xmpp::Client& client, const xmpp::Incoming& answer) {
    if (answer.kind != xmpp::Incoming::Kind::Iq) return false;
    if (m_state == State::Discovering) {
        if (!m_finder.onIq(client, answer)) return false;
        if (m_finder.state() == pubsub::ServiceFinder::State::Found)
            step(client, State::Creating, pubsub::create(m_node, lobbyNodeConfig()), "set");
        else if (m_finder.state() == pubsub::ServiceFinder::State::None)
            giveUp("the server advertises no publish-subscribe service");
        return true;
    }
    if (auto it = m_pending.find(answer.id); it != m_pending.end()) {
        if (answer.type == "error") {
            const std::string why = pubsub::errorCondition(answer);
            logger()->warn("the lobby node refused the item of table {}: {}", it->second, why);
            m_published.erase(it->second);  // unknown now: sent again a little later
            m_retryAt[it->second] = m_now + kRetryAfter;
            if (why == "item-not-found" || why == "forbidden") {
                m_pending.erase(it);
                // The node went or changed hands: from the start, but not in a loop.
                if (m_now - m_startedAt < kRestartEvery)
                    giveUp("the service refuses its items: " + why);
                else
                    start(client, m_now);
                return true;
            }
        }
        m_pending.erase(it);
        return true;
    }
    if (answer.id != m_stepId || m_stepId.empty()) return false;
    m_stepId.clear();
    const std::string why = pubsub::errorCondition(answer);
    if (m_state == State::Creating) {
        if (why.empty()) {
            step(client, State::Reading, pubsub::items(m_node, kMaxItems), "get");
        } else if (why == "conflict") {
            // Made by an earlier run: its configuration is made ours again.
            step(client, State::Configuring, pubsub::configure(m_node, lobbyNodeConfig()), "set");
        } else {
            giveUp("cannot make the node: " + why);
        }
    } else if (m_state == State::Configuring) {
        if (why.empty() || why == "feature-not-implemented")
            step(client, State::Reading, pubsub::items(m_node, kMaxItems), "get");
        else
            giveUp("cannot configure the node: " + why);
    } else if (m_state == State::Reading) {
        auto items = pubsub::itemsOf(answer, m_node, kMaxItems);
        if (!items) return giveUp("cannot read the node's items: " + why), true;
        // Items that match a table's summary stay; the others are retracted or replaced.
        for (const pubsub::Item& item : *items) {
            auto w = m_wanted.find(item.id);
            if (w != m_wanted.end() && item.payload && canonicalXml(*item.payload) == w->second.xml)
                m_published[item.id] = w->second.xml;
            else
                m_published[item.id] = {};  // stale or different
        }
        m_state = State::Live;
        logger()->info("the lobby node {} on {}: {} items read", m_node, m_finder.service(),
                       items->size());
        flush(client);
    }
    return true;
}

void LobbyPublisher::flush(xmpp::Client& client) {
    for (auto it = m_published.begin(); it != m_published.end();) {
        if (m_wanted.count(it->first)) {
            ++it;
            continue;
        }
        const std::string id =
            client.sendIq(m_finder.service(), "set", pubsub::retract(m_node, it->first));
        if (id.empty()) return;  // offline
        m_pending[id] = it->first;
        it = m_published.erase(it);
    }
    for (const auto& [table, w] : m_wanted) {
        auto p = m_published.find(table);
        if (p != m_published.end() && p->second == w.xml) continue;
        if (auto r = m_retryAt.find(table); r != m_retryAt.end()) {
            if (m_now < r->second) continue;
            m_retryAt.erase(r);
        }
        const std::string id =
            client.sendIq(m_finder.service(), "set", pubsub::publish(m_node, table, w.payload));
        if (id.empty()) return;
        m_pending[id] = table;
        m_published[table] = w.xml;
    }
}

void LobbyPublisher::poll(xmpp::Client& client, Clock::time_point now) {
    m_now = now;
    if (m_state == State::Discovering) {
        m_finder.tick(now);
        if (m_finder.state() == pubsub::ServiceFinder::State::None)
            giveUp("no answer about the server's services");
    } else if (!m_stepId.empty() && now > m_stepDeadline) {
        giveUp("no answer from the service");
    } else if (m_state == State::Live) {
        flush(client);
    }
}

}  // namespace plateau::online
