#pragma once

// Between libstrophe's stanzas and Element (internal to this library: nothing above it
// sees libstrophe).

#include <cstddef>
#include <string>

#include <strophe.h>

#include "xmpp/element.hpp"

namespace plateau::xmpp {

// Converts a received element within the budget (`weight` and `elements` carry what the
// stanza's other elements used); false when a limit is broken.
bool convert(xmpp_stanza_t* stanza, int depth, const Limits& limits, std::size_t& weight,
             std::size_t& elements, Element& out);
// Why a connection ended, in words (a stream error's condition and text, or errno).
std::string streamErrorText(int error, xmpp_stream_error_t* streamError);
// A new stanza (the caller releases it) with the element's tree.
xmpp_stanza_t* build(xmpp_ctx_t* ctx, const Element& e);

}  // namespace plateau::xmpp
