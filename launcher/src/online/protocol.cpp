#include "online/protocol.hpp"

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
    if (text.empty() || text.size() > 18 || (text.size() > 1 && text[0] == '0'))
        return std::nullopt;
    long long value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (value > max) return std::nullopt;
    return value;
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

}  // namespace plateau::online
