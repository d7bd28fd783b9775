#include "cli/xmpp_args.hpp"
#include "tr.hpp"

#include <cstdlib>

#include <plateau/host/numbers.hpp>

namespace plateau::cli {

void XmppArgs::add(CLI::App& app, std::string passwordVariable) {
    m_passwordVariable = std::move(passwordVariable);
    app.add_option("--jid", m_jid, tr("The XMPP account, user@domain"))->required();
    app.add_option("--password", m_password,
                   fillText(tr("The account's password (default: ${0})"), {m_passwordVariable}));
    app.add_option("--server", m_server,
                   tr("Connect to HOST[:PORT] instead of the account's domain"));
    app.add_option("--tls", m_tls, tr("TLS: auto (whenever offered), required, or off"))
        ->check(CLI::IsMember({"auto", "required", "off"}));
    app.add_option("--cafile", m_caFile,
                   tr("Trust the authorities of this PEM file for the server's certificate"));
}

Expected<xmpp::Account> XmppArgs::account() const {
    xmpp::Account a;
    a.jid = m_jid;
    if (m_jid.find('@') == std::string::npos || m_jid.front() == '@' || m_jid.back() == '@')
        return Error(fillText(tr("--jid takes user@domain, not '{0}'"), {m_jid}));
    a.password = m_password;
    if (a.password.empty())
        if (const char* p = std::getenv(m_passwordVariable.c_str())) a.password = p;
    if (a.password.empty())
        return Error(
            fillText(tr("no password: give --password or set ${0}"), {m_passwordVariable}));
    if (!m_server.empty()) {
        const auto colon = m_server.rfind(':');
        a.host = m_server.substr(0, colon);
        if (colon != std::string::npos) {
            auto port =
                parseInteger<unsigned>(m_server.substr(colon + 1), 1, 65535, "--server port");
            if (!port) return port.error();
            a.port = static_cast<unsigned short>(*port);
        }
    }
    a.tls = m_tls == "required" ? xmpp::Tls::Required
            : m_tls == "off"    ? xmpp::Tls::Off
                                : xmpp::Tls::IfOffered;
    a.caFile = m_caFile;
    return a;
}

}  // namespace plateau::cli
