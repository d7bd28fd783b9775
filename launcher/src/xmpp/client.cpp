#include "xmpp/client.hpp"

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <thread>

#include <netinet/in.h>
#include <netinet/tcp.h>
#include <strophe.h>
#include <sys/socket.h>

#include "xmpp/stall_guard.hpp"
#include "xmpp/stanza.hpp"

namespace plateau::xmpp {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

void initialiseLibrary() {
    static std::once_flag once;
    std::call_once(once, [] {
        // A server that closes its end makes the next write raise SIGPIPE, which would end
        // the program; the write's error is handled as a dropped connection instead.
        std::signal(SIGPIPE, SIG_IGN);
        xmpp_initialize();
    });
}

namespace {

// PLATEAU_XMPP_DEBUG=1 shows libstrophe's own log (every stanza) on stderr.
const xmpp_log_t* logger() {
    static const bool on = std::getenv("PLATEAU_XMPP_DEBUG") != nullptr;
    return on ? xmpp_get_default_logger(XMPP_LEVEL_DEBUG) : nullptr;
}

long flagsFor(Tls tls) {
    switch (tls) {
        case Tls::Required:
            return XMPP_CONN_FLAG_MANDATORY_TLS;
        case Tls::Off:
            return XMPP_CONN_FLAG_DISABLE_TLS;
        case Tls::IfOffered:
            break;
    }
    return 0;
}

// The socket libstrophe made last on this thread (its callback has no data of ours): the
// client whose turn of the loop made it takes it at once.
thread_local int t_lastSocket = -1;

// Every stanza is small and answers wait on it: without TCP_NODELAY, Nagle's algorithm
// and delayed acknowledgements hold back the second of two messages by up to 40 ms.
int onSocket(xmpp_conn_t* conn, void* socket) {
    const int fd = *static_cast<int*>(socket);
    t_lastSocket = fd;
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    return xmpp_sockopt_cb_keepalive(conn, socket);
}

const char* orNull(const std::string& text) {
    return text.empty() ? nullptr : text.c_str();
}

}  // namespace

struct Client::Impl : std::enable_shared_from_this<Client::Impl> {
    enum class State { Offline, Connecting, Online };
    struct Room {
        std::string jid, nick, password;
    };

    Account account;
    std::string ns;
    std::vector<std::string> moreNs;  // acceptNamespace()
    Limits limits;
    std::uint64_t iqCounter = 0;
    xmpp_ctx_t* ctx = nullptr;
    xmpp_conn_t* conn = nullptr;
    State state = State::Offline;
    bool wanted = false;  // reconnect after a drop
    bool everOnline = false;
    bool heardServer = false;  // this attempt got a stream's features: a server answered
    int reconnections = 0;
    milliseconds pause{250};
    Clock::time_point nextAttempt{}, startedAt{};
    std::string lastError, bound;
    std::vector<Room> rooms;
    std::vector<std::string> presenceTargets;  // directed presence, sent again on reconnection
    std::vector<Incoming> inbox;
    int socket = -1;  // the connection's socket while connecting (for the stall guard)

    // A reconnection runs on a thread of its own (a DNS lookup or a TLS handshake can hold
    // its thread for seconds). While `dialing`, that thread alone uses the connection and
    // the fields its callbacks write; the owner's thread reads none of them and keeps to
    // `dialDone`, `cancelDial`, the lists of rooms and presences, and the copies below.
    bool dialing = false;  // written by the owner only
    std::thread dialer;
    std::atomic<bool> dialDone{false}, cancelDial{false};
    std::string errorShown;  // lastError as it was when the dialling began

    bool live() const { return !dialing && state == State::Online; }

    // One turn of libstrophe's loop. While connecting, a turn may not hold the thread
    // longer than kHandshakeLimit (a TLS handshake the server stalls).
    void runOnce(unsigned long ms) {
        t_lastSocket = -1;
        if (state != State::Connecting || socket < 0) {
            xmpp_run_once(ctx, ms);
        } else {
            const auto token = StallGuard::arm(socket, kHandshakeLimit);
            xmpp_run_once(ctx, ms);
            StallGuard::disarm(token);
        }
        if (t_lastSocket >= 0) socket = t_lastSocket;  // a new attempt's socket
    }

    Impl(Account a, std::string n, Limits l) : account(std::move(a)), ns(std::move(n)), limits(l) {
        initialiseLibrary();
        ctx = xmpp_ctx_new(nullptr, logger());
        conn = xmpp_conn_new(ctx);
        configure(conn, account);
        xmpp_handler_add(conn, &Impl::onFeatures, XMPP_NS_STREAMS, "features", nullptr, this);
    }
    ~Impl() {
        if (dialer.joinable()) {  // the owner let go without settling: not expected
            cancelDial = true;
            dialer.join();
        }
        if (conn) {
            if (state != State::Offline) {
                xmpp_disconnect(conn);
                // Lets the closing tag go out.
                for (int i = 0; i < 10 && state != State::Offline; ++i)
                    xmpp_run_once(ctx, 10);
            }
            xmpp_conn_release(conn);
        }
        if (ctx) xmpp_ctx_free(ctx);
    }

    static void configure(xmpp_conn_t* c, const Account& a) {
        xmpp_conn_set_sockopt_callback(c, onSocket);
        xmpp_conn_set_flags(c, flagsFor(a.tls));
        if (!a.caFile.empty()) xmpp_conn_set_cafile(c, a.caFile.c_str());
        xmpp_conn_set_jid(c, a.jid.c_str());
        xmpp_conn_set_pass(c, a.password.c_str());
    }

    void start() {
        state = State::Connecting;
        startedAt = Clock::now();
        heardServer = false;
        socket = -1;
        t_lastSocket = -1;
        const int started = xmpp_connect_client(conn, orNull(account.host), account.port,
                                                &Impl::onConnection, this);
        if (t_lastSocket >= 0) socket = t_lastSocket;
        if (started != XMPP_EOK) {
            state = State::Offline;
            lastError = "cannot start a connection to " +
                        (account.host.empty() ? bareJid(account.jid) : account.host);
            schedule();
        }
    }

    void schedule() {
        nextAttempt = Clock::now() + pause;
        pause = std::min(pause * 2, milliseconds(5000));
    }

    void sendPresence(const std::string& to = {}) {
        xmpp_stanza_t* p = xmpp_presence_new(ctx);
        if (!to.empty()) xmpp_stanza_set_to(p, to.c_str());
        xmpp_send(conn, p);
        xmpp_stanza_release(p);
    }

    void sendRoomPresence(const Room& room, bool leave) {
        xmpp_stanza_t* p = xmpp_presence_new(ctx);
        const std::string to = room.jid + "/" + room.nick;
        xmpp_stanza_set_to(p, to.c_str());
        if (leave) {
            xmpp_stanza_set_type(p, "unavailable");
        } else {
            Element x("x", "http://jabber.org/protocol/muc");
            // No history: the referee's sync gives what a late joiner needs.
            x.add(Element("history").set("maxstanzas", "0"));
            if (!room.password.empty()) x.add(Element("password").setText(room.password));
            xmpp_stanza_add_child_ex(p, build(ctx, x), 0);
        }
        xmpp_send(conn, p);
        xmpp_stanza_release(p);
    }

    static void onConnection(xmpp_conn_t* c, xmpp_conn_event_t event, int error,
                             xmpp_stream_error_t* streamError, void* data) {
        auto* self = static_cast<Impl*>(data);
        if (event == XMPP_CONN_CONNECT) {
            self->state = State::Online;
            self->pause = milliseconds(250);
            // libstrophe keeps one entry per function and data: one function per name.
            xmpp_handler_delete(c, &Impl::onMessage);
            xmpp_handler_delete(c, &Impl::onPresence);
            xmpp_handler_delete(c, &Impl::onIq);
            xmpp_handler_add(c, &Impl::onMessage, nullptr, "message", nullptr, self);
            xmpp_handler_add(c, &Impl::onPresence, nullptr, "presence", nullptr, self);
            xmpp_handler_add(c, &Impl::onIq, nullptr, "iq", nullptr, self);
            if (!self->dialing) self->arrived();  // else the owner, once the dialer ended
            return;
        }
        if (event == XMPP_CONN_RAW_CONNECT) return;
        if (!self->heardServer && !error && !streamError)
            self->lastError = "the server cannot be reached (no XMPP server answered there)";
        else if (self->state != State::Offline || error || streamError)
            self->lastError = streamErrorText(error, streamError);
        self->state = State::Offline;
        if (self->wanted) self->schedule();
    }

    // The owner's part of a connection made: presences and rooms again.
    void arrived() {
        if (everOnline) ++reconnections;
        everOnline = true;
        if (const char* j = xmpp_conn_get_bound_jid(conn)) bound = j;
        sendPresence();
        for (const std::string& to : presenceTargets)
            sendPresence(to);
        for (const Room& room : rooms)
            sendRoomPresence(room, false);
    }

    // Ends a connection still being made, and waits (briefly) for libstrophe to say so.
    void abandonAttempt() {
        xmpp_disconnect(conn);
        for (int k = 0; k < 20 && state != State::Offline; ++k)
            xmpp_run_once(ctx, 10);
    }

    // The dialer's thread: one attempt, until connected, failed, kAttemptLimit (a server
    // that accepts the connection and then says nothing) or cancelled.
    void dial() {
        start();
        while (state == State::Connecting && !cancelDial &&
               Clock::now() - startedAt < kAttemptLimit)
            runOnce(20);
        if (state == State::Connecting) {
            const bool cancelled = cancelDial;
            const bool keep = wanted;
            wanted = false;  // no schedule() from the handler: done below
            abandonAttempt();
            wanted = keep;
            lastError =
                cancelled ? "cancelled" : "no answer from the server within the time allowed";
            schedule();
        }
        dialDone = true;
    }

    void beginDial() {
        errorShown = lastError;
        dialDone = false;
        cancelDial = false;
        dialing = true;
        dialer = std::thread([self = shared_from_this()] { self->dial(); });
    }

    // Joins the dialer once it has ended (waiting at most `wait`); true when none runs now.
    bool settleDial(milliseconds wait) {
        if (!dialing) return true;
        const auto end = Clock::now() + wait;
        while (!dialDone && Clock::now() < end)
            std::this_thread::sleep_for(
                std::min<Clock::duration>(milliseconds(5), end - Clock::now()));
        if (!dialDone) return false;
        dialer.join();
        dialing = false;
        if (state == State::Online) arrived();
        return true;
    }

    static int onFeatures(xmpp_conn_t*, xmpp_stanza_t*, void* data) {
        static_cast<Impl*>(data)->heardServer = true;
        return 1;
    }
    static int onMessage(xmpp_conn_t* c, xmpp_stanza_t* stanza, void* data) {
        return onStanza(c, stanza, data);
    }
    static int onPresence(xmpp_conn_t* c, xmpp_stanza_t* stanza, void* data) {
        return onStanza(c, stanza, data);
    }

    Limits iqLimits() const {
        return {limits.maxWeight * 16, limits.maxDepth, limits.maxElements * 16};
    }

    bool accepts(const char* childNs) const {
        return childNs &&
               (ns == childNs || std::find(moreNs.begin(), moreNs.end(), childNs) != moreNs.end());
    }

    // An IQ's answer goes to the owner (every child element, within iqLimits); a request
    // is refused: this client offers no service.
    static int onIq(xmpp_conn_t* c, xmpp_stanza_t* stanza, void* data) {
        auto* self = static_cast<Impl*>(data);
        const char* type = xmpp_stanza_get_type(stanza);
        const std::string t = type ? type : "";
        if (t == "get" || t == "set") {
            xmpp_stanza_t* reply =
                xmpp_stanza_reply_error(stanza, "cancel", "service-unavailable", nullptr);
            if (reply) {
                xmpp_send(c, reply);
                xmpp_stanza_release(reply);
            }
            return 1;
        }
        if (t != "result" && t != "error") return 1;
        Incoming in;
        in.kind = Incoming::Kind::Iq;
        in.type = t;
        if (const char* from = xmpp_stanza_get_from(stanza)) in.from = from;
        if (const char* to = xmpp_stanza_get_to(stanza)) in.to = to;
        if (const char* id = xmpp_stanza_get_id(stanza)) in.id = id;
        const Limits limits = self->iqLimits();
        std::size_t weight = 0, elements = 0;
        for (xmpp_stanza_t* ch = xmpp_stanza_get_children(stanza); ch;
             ch = xmpp_stanza_get_next(ch)) {
            if (!xmpp_stanza_is_tag(ch)) continue;
            Element e;
            if (!convert(ch, 1, limits, weight, elements, e)) {
                in.tooLarge = true;
                in.payloads.clear();
                break;
            }
            in.payloads.push_back(std::move(e));
        }
        self->inbox.push_back(std::move(in));
        return 1;
    }

    // A room this client made is locked until configured (XEP-0045 10.1.2): accept the
    // server's defaults at once, so that others can join.
    void unlockIfNew(xmpp_stanza_t* presence) {
        xmpp_stanza_t* x = xmpp_stanza_get_child_by_name_and_ns(
            presence, "x", "http://jabber.org/protocol/muc#user");
        if (!x) return;
        for (xmpp_stanza_t* c = xmpp_stanza_get_children(x); c; c = xmpp_stanza_get_next(c)) {
            const char* name = xmpp_stanza_get_name(c);
            const char* code = xmpp_stanza_get_attribute(c, "code");
            if (!name || !code || std::strcmp(name, "status") != 0 || std::strcmp(code, "201") != 0)
                continue;
            const std::string room =
                bareJid(xmpp_stanza_get_from(presence) ? xmpp_stanza_get_from(presence) : "");
            xmpp_stanza_t* iq = xmpp_iq_new(ctx, "set", "plateau-room-config");
            xmpp_stanza_set_to(iq, room.c_str());
            Element query("query", "http://jabber.org/protocol/muc#owner");
            query.add(Element("x", "jabber:x:data").set("type", "submit"));
            xmpp_stanza_add_child_ex(iq, build(ctx, query), 0);
            xmpp_send(conn, iq);
            xmpp_stanza_release(iq);
            return;
        }
    }

    static int onStanza(xmpp_conn_t*, xmpp_stanza_t* stanza, void* data) {
        auto* self = static_cast<Impl*>(data);
        Incoming in;
        const char* name = xmpp_stanza_get_name(stanza);
        in.kind = name && std::strcmp(name, "presence") == 0 ? Incoming::Kind::Presence
                                                             : Incoming::Kind::Message;
        if (const char* from = xmpp_stanza_get_from(stanza)) in.from = from;
        if (const char* to = xmpp_stanza_get_to(stanza)) in.to = to;
        const char* type = xmpp_stanza_get_type(stanza);
        in.type = type ? type : (in.kind == Incoming::Kind::Message ? "normal" : "available");
        if (in.kind == Incoming::Kind::Presence) self->unlockIfNew(stanza);
        std::size_t weight = 0, elements = 0;
        for (xmpp_stanza_t* c = xmpp_stanza_get_children(stanza); c; c = xmpp_stanza_get_next(c)) {
            if (!xmpp_stanza_is_tag(c)) continue;
            const char* cns = xmpp_stanza_get_ns(c);
            const char* cname = xmpp_stanza_get_name(c);
            if (self->accepts(cns)) {
                Element e;
                if (!convert(c, 1, self->limits, weight, elements, e)) {
                    in.tooLarge = true;
                    in.payloads.clear();
                    break;
                }
                in.payloads.push_back(std::move(e));
            } else if (cname && std::strcmp(cname, "body") == 0) {
                if (char* text = xmpp_stanza_get_text(c)) {
                    in.body = text;
                    xmpp_free(self->ctx, text);
                    weight += in.body.size();
                }
                if (weight > self->limits.maxWeight) {
                    in.tooLarge = true;
                    in.body.clear();
                    in.payloads.clear();
                    break;
                }
            }
        }
        self->inbox.push_back(std::move(in));
        return 1;
    }
};

Client::Client(Account account, std::string ns, Limits limits)
    : m_impl(std::make_shared<Impl>(std::move(account), std::move(ns), limits)) {}

// A dialer that does not end at once (inside a DNS lookup, or a handshake up to
// kHandshakeLimit) is left to end by itself: its thread holds the connection until then.
static constexpr milliseconds kSettleOnClose{600};

Client::~Client() {
    if (m_impl->dialing) {
        m_impl->cancelDial = true;
        if (!m_impl->settleDial(kSettleOnClose)) m_impl->dialer.detach();
    }
}

Status Client::connect(milliseconds timeout, const std::atomic<bool>* cancel) {
    Impl& i = *m_impl;
    i.settleDial(timeout);
    if (i.dialing) return Error("no answer from the server within the time allowed");
    i.wanted = true;
    if (i.state == Impl::State::Online) return {};
    if (i.state == Impl::State::Offline) i.start();
    const auto end = Clock::now() + timeout;
    const auto cancelled = [cancel] { return cancel && cancel->load(); };
    while (i.state == Impl::State::Connecting && Clock::now() < end && !cancelled())
        i.runOnce(20);
    if (i.state == Impl::State::Online) return {};
    if (i.state == Impl::State::Connecting) {
        i.wanted = false;
        i.abandonAttempt();
        i.wanted = true;
        return Error(cancelled() ? "cancelled"
                                 : "no answer from the server within the time allowed");
    }
    return Error(i.lastError.empty() ? "the connection failed" : i.lastError);
}

void Client::poll(milliseconds wait) {
    Impl& i = *m_impl;
    const auto end = Clock::now() + wait;
    if (!i.settleDial(wait)) return;  // still dialling: the owner's thread goes on
    if (i.state == Impl::State::Offline && i.wanted && Clock::now() >= i.nextAttempt) {
        i.beginDial();
        return;
    }
    do {
        i.runOnce(static_cast<unsigned long>(std::clamp<long long>(
            std::chrono::duration_cast<milliseconds>(end - Clock::now()).count(), 0, 20)));
    } while (i.inbox.empty() && Clock::now() < end);
    // libstrophe reads the socket a buffer at a time: take what is already there.
    for (std::size_t before = 0; i.inbox.size() > before && i.inbox.size() < kDrainStanzas;) {
        before = i.inbox.size();
        i.runOnce(0);
    }
}

bool Client::online() const {
    return m_impl->live();
}
int Client::reconnections() const {
    return m_impl->reconnections;
}
const std::string& Client::lastError() const {
    return m_impl->dialing ? m_impl->errorShown : m_impl->lastError;
}
std::string Client::boundJid() const {
    return m_impl->bound;
}
const Account& Client::account() const {
    return m_impl->account;
}

bool Client::send(const std::string& to, const Element& payload, std::string_view type) {
    return send(to, std::vector<Element>{payload}, type);
}

bool Client::send(const std::string& to, const std::vector<Element>& payloads,
                  std::string_view type) {
    Impl& i = *m_impl;
    if (!i.live()) return false;
    const std::string t(type);
    xmpp_stanza_t* msg = xmpp_message_new(i.ctx, t.c_str(), to.c_str(), nullptr);
    for (const Element& payload : payloads)
        xmpp_stanza_add_child_ex(msg, build(i.ctx, payload), 0);
    xmpp_send(i.conn, msg);
    xmpp_stanza_release(msg);
    return true;
}

void Client::presenceTo(const std::string& jid) {
    Impl& i = *m_impl;
    if (std::find(i.presenceTargets.begin(), i.presenceTargets.end(), jid) ==
        i.presenceTargets.end())
        i.presenceTargets.push_back(jid);
    if (i.live()) i.sendPresence(jid);
}

void Client::joinRoom(const std::string& room, const std::string& nick,
                      const std::string& password) {
    Impl& i = *m_impl;
    leaveRoom(room);
    i.rooms.push_back({room, nick, password});
    if (i.live()) i.sendRoomPresence(i.rooms.back(), false);
}

void Client::leaveRoom(const std::string& room) {
    Impl& i = *m_impl;
    auto it =
        std::find_if(i.rooms.begin(), i.rooms.end(), [&](const auto& r) { return r.jid == room; });
    if (it == i.rooms.end()) return;
    if (i.live()) i.sendRoomPresence(*it, true);
    i.rooms.erase(it);
}

bool Client::sendToRoom(const std::string& room, const std::string& body, const Element* payload) {
    Impl& i = *m_impl;
    if (!i.live()) return false;
    xmpp_stanza_t* msg = xmpp_message_new(i.ctx, "groupchat", room.c_str(), nullptr);
    xmpp_message_set_body(msg, body.c_str());
    if (payload) xmpp_stanza_add_child_ex(msg, build(i.ctx, *payload), 0);
    xmpp_send(i.conn, msg);
    xmpp_stanza_release(msg);
    return true;
}

void Client::acceptNamespace(std::string ns) {
    auto& more = m_impl->moreNs;
    if (ns != m_impl->ns && std::find(more.begin(), more.end(), ns) == more.end())
        more.push_back(std::move(ns));
}

Limits Client::iqLimits() const {
    return m_impl->iqLimits();
}

std::string Client::sendIq(const std::string& to, std::string_view type, const Element& payload) {
    Impl& i = *m_impl;
    if (!i.live()) return {};
    const std::string id = "plateau-" + std::to_string(++i.iqCounter);
    const std::string t(type);
    xmpp_stanza_t* iq = xmpp_iq_new(i.ctx, t.c_str(), id.c_str());
    if (!to.empty()) xmpp_stanza_set_to(iq, to.c_str());
    xmpp_stanza_add_child_ex(iq, build(i.ctx, payload), 0);
    xmpp_send(i.conn, iq);
    xmpp_stanza_release(iq);
    return id;
}

std::vector<Incoming> Client::take() {
    std::vector<Incoming> out;
    if (!m_impl->dialing) out.swap(m_impl->inbox);
    return out;
}

void Client::disconnect() {
    if (m_impl->dialing) {
        m_impl->cancelDial = true;
        if (!m_impl->settleDial(kSettleOnClose)) {
            // Left to its thread (see ~Client); this client stays offline from now on.
            auto old = std::move(m_impl);
            old->dialer.detach();
            m_impl = std::make_shared<Impl>(old->account, old->ns, old->limits);
            m_impl->lastError = old->errorShown;
            return;
        }
    }
    Impl& i = *m_impl;
    i.wanted = false;
    if (i.state == Impl::State::Offline) return;
    xmpp_disconnect(i.conn);
    const auto end = Clock::now() + milliseconds(500);
    while (i.state != Impl::State::Offline && Clock::now() < end)
        xmpp_run_once(i.ctx, 10);
}

}  // namespace plateau::xmpp
