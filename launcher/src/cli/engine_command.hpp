#pragma once

#include <cstdint>
#include <string>

#include "cli/command.hpp"

namespace plateau::cli {

// `plateau engine GAME --bot NAME`: serves one of Plateau's bots through the engine
// protocol (docs/engine-protocol.md) on standard input and output, for other tools.
class EngineCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

private:
    CLI::App* m_app = nullptr;
    std::string m_game;
    std::string m_bot = "bot:mcts:medium";
    std::uint64_t m_seed = 1;
};

}  // namespace plateau::cli
