// The parts of a JID (local@domain/resource), as the client and the online layer read them.
#include "xmpp/client.hpp"

namespace plateau::xmpp {

std::string bareJid(std::string_view jid) {
    return std::string(jid.substr(0, jid.find('/')));
}

std::string localPart(std::string_view jid) {
    return std::string(jid.substr(0, jid.find('@')));
}

std::string jidResource(std::string_view jid) {
    const auto slash = jid.find('/');
    return slash == std::string_view::npos ? std::string() : std::string(jid.substr(slash + 1));
}

}  // namespace plateau::xmpp
