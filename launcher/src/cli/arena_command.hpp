#pragma once

#include <string>
#include <vector>

#include "cli/command.hpp"
#include "cli/setup_args.hpp"

namespace plateau::cli {

// `plateau arena GAME --bots A,B`: bots play each other, seats rotating from game to
// game, then wins, draws, each bot's score with its 95% (Wilson) interval, and the time
// each took per move. With two bots: the first's Elo difference over the second with its
// 95% interval, and an optional SPRT that stops the match once it is decided. --records
// writes every game in the game's standard notation, one line per game.
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
    std::string m_sprt;     // "elo0,elo1[,alpha,beta]"
    std::string m_records;  // file for one line per game
};

}  // namespace plateau::cli
