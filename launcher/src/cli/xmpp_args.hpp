#pragma once

#include <string>

#include <CLI/CLI.hpp>
#include <plateau/sdk/error.hpp>

#include "xmpp/client.hpp"

namespace plateau::cli {

// The account options shared by `plateau online` and `plateau referee`: --jid, --password
// (or an environment variable, so that it stays out of the process list), --server,
// --tls, --cafile.
class XmppArgs {
public:
    // passwordVariable: the environment variable read when --password is not given.
    void add(CLI::App& app, std::string passwordVariable);
    Expected<xmpp::Account> account() const;
    const std::string& jid() const { return m_jid; }

private:
    std::string m_jid, m_password, m_server, m_tls = "auto", m_caFile, m_passwordVariable;
};

}  // namespace plateau::cli
