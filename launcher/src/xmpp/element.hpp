#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace plateau::xmpp {

// One XML element of a stanza's payload, as plain data: what the wrapper hands over and
// takes, so that code above it never touches libstrophe and can be tested without a server.
struct Element {
    std::string name;
    std::string ns;  // empty: inherited from the parent
    std::vector<std::pair<std::string, std::string>> attrs;
    std::string text;  // the element's own character data
    std::vector<Element> children;

    Element() = default;
    Element(std::string name_, std::string ns_ = {}) : name(std::move(name_)), ns(std::move(ns_)) {}

    // nullptr when absent.
    const std::string* attr(std::string_view key) const;
    std::string attrOr(std::string_view key, std::string fallback = {}) const;
    Element& set(std::string key, std::string value);  // adds or replaces
    const Element* child(std::string_view childName) const;
    Element& add(Element element);
    Element& setText(std::string value);

    // Characters of names, attributes and text in the whole tree: the size a limit checks.
    std::size_t weight() const;
    // Serialised XML (escaped), for logs, tests and the protocol page's examples.
    std::string toXml() const;

    friend bool operator==(const Element&, const Element&) = default;
};

// Limits on what is accepted from the network: a payload beyond them is not converted.
struct Limits {
    std::size_t maxWeight = 16 * 1024;  // characters, all names, values and text
    int maxDepth = 4;
    std::size_t maxElements = 400;
};

}  // namespace plateau::xmpp
