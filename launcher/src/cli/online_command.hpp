#pragma once

#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/xmpp_args.hpp"

namespace plateau::online {
class OnlineClient;
}

namespace plateau::cli {

// `plateau online register|list|create|join|watch|resume`: online play from a terminal
// through a referee (docs/online-protocol.md). Moves are typed on standard input (or
// made by a bot with --auto); --json prints one JSON object per event for scripts.
class OnlineCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

private:
    int play(online::OnlineClient& client, Context& context);

    CLI::App* m_app = nullptr;
    CLI::App *m_register = nullptr, *m_list = nullptr, *m_create = nullptr, *m_join = nullptr,
             *m_watch = nullptr, *m_resume = nullptr;
    XmppArgs m_xmpp;
    std::string m_referee, m_game, m_variant, m_table, m_tablePassword, m_auto, m_clock, m_absent;
    int m_grace = 120;
    bool m_rematch = false;
    std::vector<std::string> m_set, m_bots, m_invites;
    int m_seats = 2, m_seat = -1;
    double m_timeout = 0;
    bool m_json = false, m_play = false, m_follow = false;
};

}  // namespace plateau::cli
