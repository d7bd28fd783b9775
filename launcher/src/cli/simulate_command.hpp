#pragma once

#include "cli/command.hpp"
#include "cli/setup_args.hpp"

namespace plateau::cli {

// `plateau simulate GAME --games G --seed S`: many seeded games (decisions by the
// players' bots, random by default), then statistics: throws, plies and rounds per game,
// win share by seat, draws and why.
class SimulateCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

private:
    CLI::App* m_app = nullptr;
    SetupArgs m_setup;
    std::string m_game;
    long m_games = 1000;
    long m_maxPlies = 100000;
    int m_threads = 0;  // 0: every core
    bool m_json = false;
};

}  // namespace plateau::cli
