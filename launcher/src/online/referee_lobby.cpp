// The referee's lobby: the greeting, the list of tables and one's own, a table's summary,
// and the lobby's chat.
#include <algorithm>

#include "online/referee.hpp"

namespace plateau::online {

using xmpp::Element;

void Referee::onLobbyChat(const std::string& who, const Element& e, Outbox& out) {
    if (e.text.empty() || e.text.size() > kMaxChat) {
        out.push_back({m_replyTo, errorElement("chat", "", "too-large",
                                               "a chat line is 1 to 500 characters")});
        return;
    }
    m_lobby[who] = m_now;
    Element c = element("chat");
    c.set("seat", "-1").set("account", who).setText(e.text);
    for (auto it = m_lobby.begin(); it != m_lobby.end();) {
        if (m_now - it->second > std::chrono::minutes(1)) {
            it = m_lobby.erase(it);
            continue;
        }
        out.push_back({it->first, c});
        ++it;
    }
}

Element Referee::tableSummary(const Table& t, const std::string& who) const {
    int open = 0;
    for (const Seat& s : t.seats)
        open += s.kind == Seat::Kind::Open;
    Element e = element("table");
    e.set("id", t.id)
        .set("game", t.record.game)
        .set("variant", t.record.setup.variant)
        .set("plugin-version", t.pluginVersion)
        .set("rules", t.rulesFingerprint())
        .set("protocol", std::to_string(kProtocolVersion))
        .set("seats", std::to_string(t.seats.size()))
        .set("open", std::to_string(open))
        .set("status", statusName(t.status))
        .set("private", t.passwordHash.empty() ? "0" : "1")
        .set("clock", t.clocks.control().toString())
        .set("grace", std::to_string(t.graceSeconds));
    if (std::any_of(t.seats.begin(), t.seats.end(), [&](const Seat& s) {
            return s.kind == Seat::Kind::Invited && s.account == who;
        }))
        e.set("invited", "1");
    // Who opened it and when: unknown for a table logged before they were kept.
    if (!t.host.empty()) e.set("host", t.host);
    if (t.openedAt > 0) {
        e.set("opened", std::to_string(t.openedAt));
        e.set("age", std::to_string(std::max<std::int64_t>(0, m_options.wallClock() - t.openedAt)));
    }
    return e;
}

std::set<std::string> Referee::takeLobbyChanges() {
    std::set<std::string> out;
    for (auto it = m_lobbyDirty.begin(); it != m_lobbyDirty.end();) {
        if (m_dirty.count(*it)) {
            ++it;
            continue;
        }
        out.insert(*it);
        it = m_lobbyDirty.erase(it);
    }
    return out;
}

std::optional<Element> Referee::lobbyItem(const std::string& id) const {
    auto it = m_tables.find(id);
    if (it == m_tables.end() || it->second.status == Table::Status::Over) return std::nullopt;
    Element e = tableSummary(it->second, std::string());
    std::erase_if(e.attrs, [](const auto& a) { return a.first == "age" || a.first == "invited"; });
    return e;
}

void Referee::setLobbyNode(std::string service, std::string node) {
    m_lobbyService = std::move(service);
    m_lobbyNode = std::move(node);
}

void Referee::onHello(const std::string& /*who*/, const Element&, Outbox& out) {
    std::string games;
    for (const LoadedPlugin& p : m_host.plugins())
        games += (games.empty() ? "" : " ") + p.id;
    Element e = element("welcome");
    e.set("protocol", std::to_string(kProtocolVersion))
        .set("referee", m_options.self)
        .set("games", games)
        .set("time", std::to_string(m_options.wallClock()));
    if (!m_lobbyNode.empty()) e.set("lobby-service", m_lobbyService).set("lobby-node", m_lobbyNode);
    out.push_back({m_replyTo, e});
}

void Referee::onList(const std::string& who, const Element& e, Outbox& out) {
    m_lobby[who] = m_now;
    const std::string game = e.attrOr("game");
    Element list = element("tables");
    list.set("for", "list");
    for (const auto& [id, t] : m_tables) {
        if (t.status == Table::Status::Over || (!game.empty() && t.record.game != game)) continue;
        if (list.children.size() >= 100) break;  // stays under the message limit
        list.add(tableSummary(t, who));
    }
    out.push_back({m_replyTo, list});
}

void Referee::onMine(const std::string& who, Outbox& out) {
    Element list = element("tables");
    list.set("for", "mine");
    for (const auto& [id, t] : m_tables) {
        const int seat = t.seatOf(who);
        if (seat < 0 || t.status == Table::Status::Over) continue;
        list.add(tableSummary(t, who).set("seat", std::to_string(seat)));
    }
    out.push_back({m_replyTo, list});
}

}  // namespace plateau::online
