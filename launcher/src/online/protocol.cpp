#include "online/protocol.hpp"
#include "session/turn_clock.hpp"

#include <map>

namespace plateau::online {

xmpp::Element element(std::string name) {
    return xmpp::Element(std::move(name), kNamespace);
}

xmpp::Element errorElement(const std::string& request, const std::string& table,
                           const std::string& reason, const std::string& text) {
    xmpp::Element e = element("error");
    e.set("request", request);
    if (!table.empty()) e.set("table", table);
    e.set("reason", reason);
    e.setText(text);
    return e;
}

std::optional<long long> parseNumber(std::string_view text, long long max) {
    return session::parseDecimal(text, max);
}

bool validTableId(std::string_view id) {
    if (id.empty() || id.size() > kMaxTableId) return false;
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
    return true;
}

namespace {

template <class T>
std::string joinNumbers(const std::vector<T>& values) {
    std::string out;
    for (T v : values)
        out += (out.empty() ? "" : " ") + std::to_string(v);
    return out;
}

}  // namespace

std::string joinInts(const std::vector<int>& values) {
    return joinNumbers(values);
}

std::string joinLongs(const std::vector<long long>& values) {
    return joinNumbers(values);
}

namespace {

std::size_t elementCount(const xmpp::Element& e) {
    std::size_t n = 1;
    for (const auto& c : e.children)
        n += elementCount(c);
    return n;
}

std::string accountOf(const std::string& jid) {
    return jid.substr(0, jid.find('/'));
}

}  // namespace

std::vector<Packed> pack(Outbox outbox, const xmpp::Limits& limits) {
    struct Open {
        std::size_t index;  // in `out`
        std::size_t weight, elements;
    };
    std::vector<Packed> out;
    std::map<std::string, Open> open;  // per account, the message still taking payloads
    for (Outgoing& o : outbox) {
        // A receiver counts names and namespaces of every element: keep to half its limits.
        const std::size_t weight =
            o.payload.weight() + std::string_view(kNamespace).size() * elementCount(o.payload);
        const std::size_t elements = elementCount(o.payload);
        auto it = open.find(accountOf(o.to));
        if (it != open.end()) {
            Open& m = it->second;
            if (out[m.index].to == o.to && m.weight + weight <= limits.maxWeight / 2 &&
                m.elements + elements <= limits.maxElements / 2) {
                m.weight += weight;
                m.elements += elements;
                out[m.index].payloads.push_back(std::move(o.payload));
                continue;
            }
        }
        open[accountOf(o.to)] = {out.size(), weight, elements};
        out.push_back({std::move(o.to), {}});
        out.back().payloads.push_back(std::move(o.payload));
    }
    return out;
}

}  // namespace plateau::online
