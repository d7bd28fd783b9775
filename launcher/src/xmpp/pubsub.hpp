#pragma once

// Publish-subscribe (XEP-0060) and service discovery (XEP-0030) as elements: what to send
// with Client::sendIq and how to read the answers and the server's notifications. No
// state and no network here (the online layer drives them; docs/online-protocol.md).

#include <chrono>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "xmpp/client.hpp"
#include "xmpp/element.hpp"

namespace plateau::xmpp::pubsub {

inline constexpr const char* kNs = "http://jabber.org/protocol/pubsub";
inline constexpr const char* kEventNs = "http://jabber.org/protocol/pubsub#event";
inline constexpr const char* kOwnerNs = "http://jabber.org/protocol/pubsub#owner";
inline constexpr const char* kDiscoItemsNs = "http://jabber.org/protocol/disco#items";
inline constexpr const char* kDiscoInfoNs = "http://jabber.org/protocol/disco#info";

using Config = std::vector<std::pair<std::string, std::string>>;  // pubsub#… fields

Element discoItems();
Element discoInfo();
// <pubsub><create node/><configure>form</configure></pubsub>
Element create(const std::string& node, const Config& config);
// <pubsub xmlns=…#owner><configure node>form</configure></pubsub>
Element configure(const std::string& node, const Config& config);
Element publish(const std::string& node, const std::string& itemId, const Element& payload);
// notify='1': the subscribers hear of it.
Element retract(const std::string& node, const std::string& itemId);
Element subscribe(const std::string& node, const std::string& jid);
Element unsubscribe(const std::string& node, const std::string& jid);
Element items(const std::string& node, int max);

// The condition of an IQ error ("item-not-found", "forbidden", "conflict", …); "" for a
// result, "timeout" never (the caller keeps time).
std::string errorCondition(const Incoming& answer);
// The JIDs a disco#items answer lists, at most `max`.
std::vector<std::string> itemJids(const Incoming& answer, std::size_t max);
// Whether a disco#info answer names a publish-subscribe service (identity pubsub/service).
bool isPubsubService(const Incoming& answer);

struct Item {
    std::string id;
    std::optional<Element> payload;  // its one child element; none: empty or several
};
// The items of an <items/> answer for `node`, at most `max` (nullopt: not such an answer).
std::optional<std::vector<Item>> itemsOf(const Incoming& answer, const std::string& node,
                                         std::size_t max);
// A notification's <event/> for `node`: the items published and the ids retracted
// (nullopt: another node, or not a notification).
struct Event {
    std::vector<Item> published;
    std::vector<std::string> retracted;
    bool purged = false;  // every item went (purge or delete)
};
std::optional<Event> eventOf(const Element& event, const std::string& node, std::size_t max);

// Finds the publish-subscribe service a domain advertises: disco#items on the domain, then
// disco#info on each item (at most kMaxCandidates), the first of them in the listed order
// that is a pubsub service. Feed it every IQ answer; it says when it is done.
class ServiceFinder {
public:
    using Clock = std::chrono::steady_clock;
    static constexpr std::size_t kMaxCandidates = 32;
    static constexpr std::chrono::seconds kTimeout{10};

    enum class State { Idle, Running, Found, None };
    void start(Client& client, const std::string& domain, Clock::time_point now = Clock::now());
    // True when the answer was one of its own.
    bool onIq(Client& client, const Incoming& answer);
    // No answer in time: None.
    void tick(Clock::time_point now = Clock::now());
    State state() const { return m_state; }
    const std::string& service() const { return m_service; }
    void reset() { *this = ServiceFinder(); }

private:
    void settle();
    State m_state = State::Idle;
    std::string m_itemsId, m_service;
    std::vector<std::string> m_candidates;         // in the listed order
    std::map<std::string, std::string> m_infoIds;  // iq id -> candidate
    std::map<std::string, bool> m_verdicts;        // candidate -> a pubsub service
    Clock::time_point m_deadline{};
};

}  // namespace plateau::xmpp::pubsub
