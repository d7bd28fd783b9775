#pragma once

#include <string>

#include "cli/command.hpp"
#include "cli/xmpp_args.hpp"

namespace plateau::cli {

// `plateau referee --jid referee@example.org`: owns online tables (docs/online-protocol.md)
// until stopped (SIGINT or SIGTERM); the tables' logs are kept in --data.
class RefereeCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

private:
    CLI::App* m_app = nullptr;
    XmppArgs m_xmpp;
    std::string m_data;
    bool m_register = false;
};

}  // namespace plateau::cli
