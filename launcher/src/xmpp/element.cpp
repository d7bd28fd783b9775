#include "xmpp/element.hpp"

namespace plateau::xmpp {

const std::string* Element::attr(std::string_view key) const {
    for (const auto& [k, v] : attrs)
        if (k == key) return &v;
    return nullptr;
}

std::string Element::attrOr(std::string_view key, std::string fallback) const {
    const std::string* value = attr(key);
    return value ? *value : std::move(fallback);
}

Element& Element::set(std::string key, std::string value) {
    for (auto& [k, v] : attrs)
        if (k == key) {
            v = std::move(value);
            return *this;
        }
    attrs.emplace_back(std::move(key), std::move(value));
    return *this;
}

const Element* Element::child(std::string_view childName) const {
    for (const Element& c : children)
        if (c.name == childName) return &c;
    return nullptr;
}

Element& Element::add(Element element) {
    children.push_back(std::move(element));
    return *this;
}

Element& Element::setText(std::string value) {
    text = std::move(value);
    return *this;
}

std::size_t Element::weight() const {
    std::size_t total = name.size() + ns.size() + text.size();
    for (const auto& [k, v] : attrs)
        total += k.size() + v.size();
    for (const Element& c : children)
        total += c.weight();
    return total;
}

namespace {

void escape(std::string& out, std::string_view text, bool attribute) {
    for (char c : text) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += attribute ? "&quot;" : "\"";
                break;
            case '\'':
                out += attribute ? "&apos;" : "'";
                break;
            default:
                out += c;
        }
    }
}

void write(std::string& out, const Element& e) {
    out += '<';
    out += e.name;
    if (!e.ns.empty()) {
        out += " xmlns='";
        escape(out, e.ns, true);
        out += '\'';
    }
    for (const auto& [k, v] : e.attrs) {
        out += ' ';
        out += k;
        out += "='";
        escape(out, v, true);
        out += '\'';
    }
    if (e.text.empty() && e.children.empty()) {
        out += "/>";
        return;
    }
    out += '>';
    escape(out, e.text, false);
    for (const Element& c : e.children)
        write(out, c);
    out += "</";
    out += e.name;
    out += '>';
}

}  // namespace

std::string Element::toXml() const {
    std::string out;
    write(out, *this);
    return out;
}

}  // namespace plateau::xmpp
