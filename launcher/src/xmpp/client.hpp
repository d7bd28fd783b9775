#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/sdk/error.hpp>

#include "xmpp/element.hpp"

namespace plateau::xmpp {

// TLS: Required refuses a server that does not offer it; IfOffered uses it whenever the
// server offers it. Either way the server's certificate is checked (against the system's
// authorities, or `caFile`): a certificate that does not verify ends the connection.
enum class Tls { Required, IfOffered, Off };

struct Account {
    std::string jid;  // user@domain, optionally /resource
    std::string password;
    std::string host;  // empty: the jid's domain (DNS SRV as libstrophe resolves it)
    unsigned short port = 0;
    Tls tls = Tls::IfOffered;
    std::string caFile;  // a PEM bundle of trusted authorities; empty: the system's
};

// A message or presence received, with the payload elements of the client's namespaces;
// or the answer to an IQ this client sent (sendIq), with all its child elements.
struct Incoming {
    enum class Kind { Message, Presence, Iq };
    Kind kind = Kind::Message;
    std::string from;  // as the server stamped it (full JID)
    std::string to;    // as addressed: a full JID names one program of the account
    std::string type;  // "normal", "chat", "groupchat", "error", "unavailable", "result", …
    std::string id;    // the stanza's id (what an IQ's answer is matched by)
    std::vector<Element> payloads;
    std::string body;       // a <body>'s text, if any (chat)
    bool tooLarge = false;  // the payload broke Limits: `payloads` is empty
};

// "user@domain" of "user@domain/resource"; empty for an empty JID.
std::string bareJid(std::string_view jid);
// "user" of "user@domain/resource": the name people see.
std::string localPart(std::string_view jid);
// The resource part; empty when there is none.
std::string jidResource(std::string_view jid);

// One XMPP client connection (libstrophe), single-threaded: the owner calls poll() often.
// It converts only the payload elements of `ns` (and a message body), within `limits`;
// after a drop it reconnects by itself (with a growing pause, at most 5 s) on a thread of its
// own, so that poll() never waits on a DNS lookup or a stalled handshake; then it sends its
// presence and joins its rooms again, and counts the reconnection so the owner can resync.
class Client {
public:
    Client(Account account, std::string ns, Limits limits = {});
    ~Client();
    Client(const Client&) = delete;
    Client& operator=(const Client&) = delete;

    // Connects, authenticates and sends presence; waits until done, `timeout`, or `cancel`
    // (set from another thread: the wait ends within a few hundredths of a second).
    Status connect(std::chrono::milliseconds timeout, const std::atomic<bool>* cancel = nullptr);
    // Creates the account (XEP-0077 in-band registration) on a connection of its own.
    // Refused with the server's reason (a taken name, registration closed).
    static Status registerAccount(const Account& account, std::chrono::milliseconds timeout,
                                  const std::atomic<bool>* cancel = nullptr);
    // A reconnection that has not got through in this time is given up and tried again
    // (a server that accepts the connection and then says nothing).
    static constexpr std::chrono::milliseconds kAttemptLimit{10000};
    // The longest one step of making a connection (a TLS handshake) may hold the caller's
    // thread before the connection is dropped and tried again (xmpp/stall_guard.hpp).
    static constexpr std::chrono::milliseconds kHandshakeLimit{3000};

    // Runs the event loop for at most `wait`; once something arrived, goes on only while
    // more is already waiting (up to kDrainStanzas), so that a busy owner handles a burst
    // as one batch instead of one read of the socket per call.
    void poll(std::chrono::milliseconds wait);
    static constexpr std::size_t kDrainStanzas = 512;
    bool online() const;
    // Times the connection came back after a drop.
    int reconnections() const;
    // The reason of the last failure (connection, authentication, TLS), for messages.
    const std::string& lastError() const;
    // The full JID the server bound (empty before the first connection).
    std::string boundJid() const;
    const Account& account() const;

    // A message carrying `payload`; dropped (false) while offline.
    bool send(const std::string& to, const Element& payload, std::string_view type = "normal");
    // One message carrying several payloads, in order.
    bool send(const std::string& to, const std::vector<Element>& payloads,
              std::string_view type = "normal");
    // Tells `jid` (only) that this program is here, again after every reconnection; the
    // server tells it when the program goes (directed presence, RFC 6121 4.6).
    void presenceTo(const std::string& jid);
    // Joins a multi-user chat room (XEP-0045) under `nick`, again after every reconnection.
    void joinRoom(const std::string& room, const std::string& nick,
                  const std::string& password = {});
    void leaveRoom(const std::string& room);
    // A groupchat message with a body (and optionally a payload).
    bool sendToRoom(const std::string& room, const std::string& body,
                    const Element* payload = nullptr);

    // Messages' payloads of `ns` are taken too (the client's own namespace always is).
    void acceptNamespace(std::string ns);
    // Sends <iq type='get|set' to id>payload</iq>; returns the id its answer (an Incoming
    // of Kind::Iq, type "result" or "error") will carry, or "" while offline. Answers are
    // converted within `iqLimits()`; requests others send this client are refused
    // (service-unavailable, RFC 6120 8.4).
    std::string sendIq(const std::string& to, std::string_view type, const Element& payload);
    Limits iqLimits() const;

    // What arrived since the last call, in order.
    std::vector<Incoming> take();

    // Ends the connection; no reconnection after this.
    void disconnect();

    struct Impl;

private:
    std::shared_ptr<Impl> m_impl;  // shared with a reconnection's thread
};

}  // namespace plateau::xmpp
