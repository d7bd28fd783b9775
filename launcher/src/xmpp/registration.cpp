// XEP-0077 in-band registration on a raw connection of its own: the stream is opened,
// secured with STARTTLS when offered (the certificate checked as for any connection),
// then the account is asked for before any authentication.
#include <cstring>
#include <string>

#include <strophe.h>

#include "xmpp/client.hpp"

namespace plateau::xmpp {

void initialiseLibrary();  // client.cpp

namespace {

using Clock = std::chrono::steady_clock;

struct Registration {
    const Account* account = nullptr;
    xmpp_ctx_t* ctx = nullptr;
    bool done = false;
    std::string error;  // empty once registered

    void finish(xmpp_conn_t* conn, std::string why) {
        if (done) return;
        done = true;
        error = std::move(why);
        xmpp_disconnect(conn);
    }
};

std::string conditionOf(xmpp_stanza_t* stanza) {
    xmpp_stanza_t* error = xmpp_stanza_get_child_by_name(stanza, "error");
    if (!error) return "refused";
    std::string text, condition;
    for (xmpp_stanza_t* c = xmpp_stanza_get_children(error); c; c = xmpp_stanza_get_next(c)) {
        if (!xmpp_stanza_is_tag(c)) continue;
        const char* name = xmpp_stanza_get_name(c);
        if (!name) continue;
        if (std::strcmp(name, "text") == 0) {
            if (char* t = xmpp_stanza_get_text(c)) {
                text = t;
                xmpp_free(xmpp_stanza_get_context(c), t);
            }
        } else if (condition.empty()) {
            condition = name;
        }
    }
    if (condition == "conflict")
        condition = "the account exists already (conflict)";
    else if (condition == "not-allowed" || condition == "forbidden")
        condition = "the server does not allow registration (" + condition + ")";
    return text.empty() ? condition : condition + ": " + text;
}

int onResult(xmpp_conn_t* conn, xmpp_stanza_t* stanza, void* data) {
    auto* reg = static_cast<Registration*>(data);
    const char* type = xmpp_stanza_get_type(stanza);
    if (type && std::strcmp(type, "result") == 0)
        reg->finish(conn, {});
    else
        reg->finish(conn, "registration refused: " + conditionOf(stanza));
    return 0;
}

void askForAccount(xmpp_conn_t* conn, Registration* reg) {
    const std::string user = bareJid(reg->account->jid).substr(0, reg->account->jid.find('@'));
    xmpp_stanza_t* iq = xmpp_iq_new(reg->ctx, "set", "plateau-register");
    xmpp_stanza_t* query = xmpp_stanza_new(reg->ctx);
    xmpp_stanza_set_name(query, "query");
    xmpp_stanza_set_ns(query, XMPP_NS_REGISTER);
    for (const auto& [name, value] : {std::pair<const char*, std::string>{"username", user},
                                      {"password", reg->account->password}}) {
        xmpp_stanza_t* field = xmpp_stanza_new(reg->ctx);
        xmpp_stanza_set_name(field, name);
        xmpp_stanza_t* text = xmpp_stanza_new(reg->ctx);
        xmpp_stanza_set_text(text, value.c_str());
        xmpp_stanza_add_child_ex(field, text, 0);
        xmpp_stanza_add_child_ex(query, field, 0);
    }
    xmpp_stanza_add_child_ex(iq, query, 0);
    xmpp_id_handler_add(conn, onResult, "plateau-register", reg);
    xmpp_send(conn, iq);
    xmpp_stanza_release(iq);
}

int onProceed(xmpp_conn_t* conn, xmpp_stanza_t* stanza, void* data) {
    auto* reg = static_cast<Registration*>(data);
    const char* name = xmpp_stanza_get_name(stanza);
    if (name && std::strcmp(name, "proceed") == 0 && xmpp_conn_tls_start(conn) == XMPP_EOK)
        xmpp_conn_open_stream_default(conn);
    else
        reg->finish(conn, "TLS failed: the server's certificate could not be verified");
    return 0;
}

int onFeatures(xmpp_conn_t* conn, xmpp_stanza_t* stanza, void* data) {
    auto* reg = static_cast<Registration*>(data);
    const bool secured = xmpp_conn_is_secured(conn);
    xmpp_stanza_t* starttls = xmpp_stanza_get_child_by_name_and_ns(stanza, "starttls", XMPP_NS_TLS);
    if (!secured && starttls && reg->account->tls != Tls::Off) {
        xmpp_stanza_t* ask = xmpp_stanza_new(reg->ctx);
        xmpp_stanza_set_name(ask, "starttls");
        xmpp_stanza_set_ns(ask, XMPP_NS_TLS);
        xmpp_handler_add(conn, onProceed, XMPP_NS_TLS, nullptr, nullptr, reg);
        xmpp_send(conn, ask);
        xmpp_stanza_release(ask);
        return 1;
    }
    if (!secured && reg->account->tls == Tls::Required) {
        reg->finish(conn, "the server does not offer TLS, which is required");
        return 0;
    }
    if (!xmpp_stanza_get_child_by_name_and_ns(stanza, "register",
                                              "http://jabber.org/features/iq-register")) {
        reg->finish(conn, "the server does not offer in-band registration (XEP-0077)");
        return 0;
    }
    askForAccount(conn, reg);
    return 0;
}

void onConnection(xmpp_conn_t* conn, xmpp_conn_event_t event, int error,
                  xmpp_stream_error_t* streamError, void* data) {
    auto* reg = static_cast<Registration*>(data);
    if (event == XMPP_CONN_RAW_CONNECT) {
        xmpp_handler_add(conn, onFeatures, XMPP_NS_STREAMS, "features", nullptr, reg);
        xmpp_conn_open_stream_default(conn);
        return;
    }
    if (event == XMPP_CONN_DISCONNECT || event == XMPP_CONN_FAIL) {
        if (!reg->done) {
            reg->done = true;
            reg->error = streamError ? "the server closed the stream"
                         : error     ? std::string("cannot connect: ") + std::strerror(error)
                                     : "the connection ended before the account was made";
        }
    }
}

}  // namespace

Status Client::registerAccount(const Account& account, std::chrono::milliseconds timeout,
                               const std::atomic<bool>* cancel) {
    if (account.jid.find('@') == std::string::npos)
        return Error("an account is user@domain, not '" + account.jid + "'");
    initialiseLibrary();
    xmpp_ctx_t* ctx = xmpp_ctx_new(nullptr, nullptr);
    xmpp_conn_t* conn = xmpp_conn_new(ctx);
    xmpp_conn_set_flags(conn, account.tls == Tls::Off ? XMPP_CONN_FLAG_DISABLE_TLS : 0);
    if (!account.caFile.empty()) xmpp_conn_set_cafile(conn, account.caFile.c_str());
    const std::string bare = bareJid(account.jid);
    xmpp_conn_set_jid(conn, bare.c_str());
    Registration reg;
    reg.account = &account;
    reg.ctx = ctx;
    if (xmpp_connect_raw(conn, account.host.empty() ? nullptr : account.host.c_str(), account.port,
                         onConnection, &reg) != XMPP_EOK) {
        reg.done = true;
        reg.error = "cannot start a connection";
    }
    const auto end = Clock::now() + timeout;
    const auto cancelled = [cancel] { return cancel && cancel->load(); };
    while (!reg.done && Clock::now() < end && !cancelled())
        xmpp_run_once(ctx, 20);
    if (!reg.done) {
        reg.error = cancelled() ? "cancelled" : "no answer from the server within the time allowed";
        xmpp_disconnect(conn);
    }
    for (int i = 0; i < 20 && !xmpp_conn_is_disconnected(conn); ++i)
        xmpp_run_once(ctx, 10);
    xmpp_conn_release(conn);
    xmpp_ctx_free(ctx);
    if (!reg.error.empty()) return Error(reg.error);
    return {};
}

}  // namespace plateau::xmpp
