#pragma once

#include <chrono>
#include <cstdint>

namespace plateau::xmpp {

// Bounds how long one turn of libstrophe's event loop may hold its thread while a
// connection is being made: libstrophe waits out a TLS handshake inside one turn, however
// long the server stalls it. While a turn is guarded, a watchdog thread shuts the socket
// down once the limit has passed, which ends the handshake as failed (the client then
// tries again, as after a drop). Thread-safe; one watchdog for the whole program.
class StallGuard {
public:
    // Guards `socket` for `limit` from now; returns a token for disarm().
    static std::uint64_t arm(int socket, std::chrono::milliseconds limit);
    static void disarm(std::uint64_t token);
    // Turns whose socket the watchdog shut down (for tests and logs).
    static int fired();
};

}  // namespace plateau::xmpp
