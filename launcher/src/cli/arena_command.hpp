#pragma once

#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/setup_args.hpp"

namespace plateau::cli {

// `plateau arena GAME --bots A,B`: bots play each other, seats rotating from game to
// game, then wins, draws, each bot's score with its 95% (Wilson) interval, and the time
// each took per move.
class ArenaCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

private:
    CLI::App* m_app = nullptr;
    SetupArgs m_setup;
    std::string m_game;
    std::string m_bots;
    int m_players = 0;
    long m_games = 20;
    long m_timePerMove = 0;
    long m_maxPlies = 2000;
    bool m_json = false;
};

}  // namespace plateau::cli
