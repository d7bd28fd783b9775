#include "xmpp/stanza.hpp"

#include <cstring>
#include <string>
#include <vector>

namespace plateau::xmpp {

// Converts a received element within the budget; false when a limit is broken.
bool convert(xmpp_stanza_t* stanza, int depth, const Limits& limits, std::size_t& weight,
             std::size_t& elements, Element& out) {
    if (depth > limits.maxDepth || ++elements > limits.maxElements) return false;
    const char* name = xmpp_stanza_get_name(stanza);
    out.name = name ? name : "";
    if (const char* ns = xmpp_stanza_get_ns(stanza)) out.ns = ns;
    weight += out.name.size() + out.ns.size();
    const int count = xmpp_stanza_get_attribute_count(stanza);
    if (count > 0) {
        std::vector<const char*> pairs(static_cast<std::size_t>(count) * 2);
        xmpp_stanza_get_attributes(stanza, pairs.data(), count * 2);
        for (int i = 0; i < count; ++i) {
            const std::string key = pairs[2 * i] ? pairs[2 * i] : "";
            if (key == "xmlns") continue;
            out.attrs.emplace_back(key, pairs[2 * i + 1] ? pairs[2 * i + 1] : "");
            weight += out.attrs.back().first.size() + out.attrs.back().second.size();
        }
    }
    for (xmpp_stanza_t* c = xmpp_stanza_get_children(stanza); c; c = xmpp_stanza_get_next(c)) {
        if (xmpp_stanza_is_text(c)) {
            if (const char* text = xmpp_stanza_get_text_ptr(c)) {
                out.text += text;
                weight += std::strlen(text);
            }
        } else if (xmpp_stanza_is_tag(c)) {
            Element child;
            if (!convert(c, depth + 1, limits, weight, elements, child)) return false;
            out.children.push_back(std::move(child));
        }
        if (weight > limits.maxWeight) return false;
    }
    return weight <= limits.maxWeight;
}

xmpp_stanza_t* build(xmpp_ctx_t* ctx, const Element& e) {
    xmpp_stanza_t* s = xmpp_stanza_new(ctx);
    xmpp_stanza_set_name(s, e.name.c_str());
    if (!e.ns.empty()) xmpp_stanza_set_ns(s, e.ns.c_str());
    for (const auto& [k, v] : e.attrs)
        xmpp_stanza_set_attribute(s, k.c_str(), v.c_str());
    if (!e.text.empty()) {
        xmpp_stanza_t* t = xmpp_stanza_new(ctx);
        xmpp_stanza_set_text_with_size(t, e.text.data(), e.text.size());
        xmpp_stanza_add_child_ex(s, t, 0);
    }
    for (const Element& c : e.children)
        xmpp_stanza_add_child_ex(s, build(ctx, c), 0);
    return s;
}

std::string streamErrorText(int error, xmpp_stream_error_t* streamError) {
    if (streamError) {
        std::string text = "the server closed the stream";
        if (streamError->stanza) {
            // The condition is the first child's name (not-authorized, conflict, …).
            for (xmpp_stanza_t* c = xmpp_stanza_get_children(streamError->stanza); c;
                 c = xmpp_stanza_get_next(c))
                if (xmpp_stanza_is_tag(c) && xmpp_stanza_get_name(c)) {
                    text += std::string(": ") + xmpp_stanza_get_name(c);
                    break;
                }
        }
        if (streamError->text) text += std::string(" (") + streamError->text + ")";
        return text;
    }
    if (error != 0) return std::strerror(error);
    return "the connection failed (authentication refused, or TLS could not be verified)";
}

}  // namespace plateau::xmpp
