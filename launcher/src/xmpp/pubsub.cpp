#include "xmpp/pubsub.hpp"

#include <algorithm>

namespace plateau::xmpp::pubsub {

namespace {

Element form(const Config& config) {
    Element x("x", "jabber:x:data");
    x.set("type", "submit");
    Element type("field");
    type.set("var", "FORM_TYPE").set("type", "hidden");
    type.add(Element("value").setText("http://jabber.org/protocol/pubsub#node_config"));
    x.add(std::move(type));
    for (const auto& [var, value] : config) {
        Element f("field");
        f.set("var", var);
        f.add(Element("value").setText(value));
        x.add(std::move(f));
    }
    return x;
}

Element pubsubOf(Element inner, const char* ns = kNs) {
    Element p("pubsub", ns);
    p.add(std::move(inner));
    return p;
}

std::optional<Element> onlyChild(const Element& item) {
    if (item.children.size() != 1) return std::nullopt;
    return item.children.front();
}

}  // namespace

Element discoItems() {
    return Element("query", kDiscoItemsNs);
}

Element discoInfo() {
    return Element("query", kDiscoInfoNs);
}

Element create(const std::string& node, const Config& config) {
    Element p("pubsub", kNs);
    p.add(Element("create").set("node", node));
    Element c("configure");
    c.add(form(config));
    p.add(std::move(c));
    return p;
}

Element configure(const std::string& node, const Config& config) {
    Element c("configure");
    c.set("node", node);
    c.add(form(config));
    return pubsubOf(std::move(c), kOwnerNs);
}

Element publish(const std::string& node, const std::string& itemId, const Element& payload) {
    Element item("item");
    item.set("id", itemId);
    item.add(payload);
    Element p("publish");
    p.set("node", node);
    p.add(std::move(item));
    return pubsubOf(std::move(p));
}

Element retract(const std::string& node, const std::string& itemId) {
    Element r("retract");
    r.set("node", node).set("notify", "1");
    r.add(Element("item").set("id", itemId));
    return pubsubOf(std::move(r));
}

Element subscribe(const std::string& node, const std::string& jid) {
    return pubsubOf(Element("subscribe").set("node", node).set("jid", jid));
}

Element unsubscribe(const std::string& node, const std::string& jid) {
    return pubsubOf(Element("unsubscribe").set("node", node).set("jid", jid));
}

Element items(const std::string& node, int max) {
    return pubsubOf(Element("items").set("node", node).set("max_items", std::to_string(max)));
}

std::string errorCondition(const Incoming& answer) {
    if (answer.type != "error") return {};
    for (const Element& e : answer.payloads) {
        if (e.name != "error") continue;
        for (const Element& c : e.children)
            if (c.ns == "urn:ietf:params:xml:ns:xmpp-stanzas" && c.name != "text") return c.name;
        return "undefined-condition";
    }
    return answer.tooLarge ? "too-large" : "undefined-condition";
}

std::vector<std::string> itemJids(const Incoming& answer, std::size_t max) {
    std::vector<std::string> out;
    if (answer.type != "result") return out;
    for (const Element& q : answer.payloads) {
        if (q.name != "query" || q.ns != kDiscoItemsNs) continue;
        for (const Element& i : q.children) {
            const std::string* jid = i.attr("jid");
            // A service is a JID of its own (a node of another entity is not one).
            if (i.name != "item" || !jid || jid->empty() || i.attr("node")) continue;
            if (std::find(out.begin(), out.end(), *jid) != out.end()) continue;
            if (out.size() >= max) break;
            out.push_back(*jid);
        }
    }
    return out;
}

bool isPubsubService(const Incoming& answer) {
    if (answer.type != "result") return false;
    for (const Element& q : answer.payloads) {
        if (q.name != "query" || q.ns != kDiscoInfoNs) continue;
        for (const Element& i : q.children)
            if (i.name == "identity" && i.attrOr("category") == "pubsub" &&
                i.attrOr("type") == "service")
                return true;
    }
    return false;
}

std::optional<std::vector<Item>> itemsOf(const Incoming& answer, const std::string& node,
                                         std::size_t max) {
    if (answer.type != "result") return std::nullopt;
    for (const Element& p : answer.payloads) {
        if (p.name != "pubsub" || p.ns != kNs) continue;
        const Element* list = p.child("items");
        if (!list || list->attrOr("node") != node) return std::nullopt;
        std::vector<Item> out;
        for (const Element& i : list->children) {
            if (i.name != "item") continue;
            if (out.size() >= max) break;
            out.push_back({i.attrOr("id"), onlyChild(i)});
        }
        return out;
    }
    return std::nullopt;
}

std::optional<Event> eventOf(const Element& event, const std::string& node, std::size_t max) {
    if (event.name != "event" || event.ns != kEventNs) return std::nullopt;
    Event out;
    bool ours = false;
    for (const Element& c : event.children) {
        if (c.attrOr("node") != node) continue;
        ours = true;
        if (c.name == "purge" || c.name == "delete") {
            out.purged = true;
        } else if (c.name == "items") {
            for (const Element& i : c.children) {
                if (out.published.size() + out.retracted.size() >= max) break;
                if (i.name == "item")
                    out.published.push_back({i.attrOr("id"), onlyChild(i)});
                else if (i.name == "retract")
                    out.retracted.push_back(i.attrOr("id"));
            }
        }
    }
    if (!ours) return std::nullopt;
    return out;
}

void ServiceFinder::start(Client& client, const std::string& domain, Clock::time_point now) {
    reset();
    m_state = State::Running;
    m_deadline = now + kTimeout;
    m_itemsId = client.sendIq(domain, "get", discoItems());
    if (m_itemsId.empty()) m_state = State::None;  // offline
}

bool ServiceFinder::onIq(Client& client, const Incoming& answer) {
    if (m_state != State::Running || answer.kind != Incoming::Kind::Iq) return false;
    if (answer.id == m_itemsId) {
        m_itemsId.clear();
        m_candidates = itemJids(answer, kMaxCandidates);
        for (const std::string& jid : m_candidates)
            m_infoIds[client.sendIq(jid, "get", discoInfo())] = jid;
        m_infoIds.erase(std::string());
        settle();
        return true;
    }
    auto it = m_infoIds.find(answer.id);
    if (it == m_infoIds.end()) return false;
    // The answer must come from the JID asked (the server stamps the sender).
    m_verdicts[it->second] = answer.from == it->second && isPubsubService(answer);
    m_infoIds.erase(it);
    settle();
    return true;
}

void ServiceFinder::settle() {
    // The first candidate, in the domain's order, that is a service: once every one
    // before it has answered.
    for (const std::string& jid : m_candidates) {
        auto v = m_verdicts.find(jid);
        if (v == m_verdicts.end()) return;  // waits for it
        if (v->second) {
            m_service = jid;
            m_state = State::Found;
            return;
        }
    }
    if (m_itemsId.empty()) m_state = State::None;
}

void ServiceFinder::tick(Clock::time_point now) {
    if (m_state == State::Running && now > m_deadline) m_state = State::None;
}

}  // namespace plateau::xmpp::pubsub
