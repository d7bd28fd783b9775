#pragma once

#include "cli/command.hpp"
#include "cli/setup_args.hpp"

namespace plateau::cli {

// `plateau perft GAME --depth N [--moves "…"]`: move-tree sizes for depths 1..N, chance
// outcomes expanded, with nodes per second. Generic over State: every plugin has it.
class PerftCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

private:
    CLI::App* m_app = nullptr;
    SetupArgs m_setup;
    std::string m_game;
    std::string m_moves;
    int m_depth = 3;
    bool m_json = false;
};

}  // namespace plateau::cli
