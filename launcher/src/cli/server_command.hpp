#pragma once

#include <string>

#include "cli/command.hpp"

namespace plateau::cli {

// `plateau server start|stop|status`: a Prosody of Plateau's own (configuration, data and
// logs in $XDG_STATE_HOME/plateau/server, loopback unless --lan) and a referee on it, so
// that friends on one machine or one network need nothing else.
class ServerCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

private:
    int start();
    int stop();
    int status();

    CLI::App* m_app = nullptr;
    CLI::App *m_start = nullptr, *m_stop = nullptr, *m_status = nullptr;
    int m_port = 5222;
    bool m_lan = false;
};

}  // namespace plateau::cli
