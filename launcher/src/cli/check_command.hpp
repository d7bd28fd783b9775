#pragma once

#include <string>

#include "cli/command.hpp"

namespace plateau::cli {

// `plateau check PLUGIN.so|ID`: loads the plugin (a load failure is a failure, with the
// reason) and runs the SDK's conformance checks on every variant and every allowed player
// count. Exits 1 when anything fails.
class CheckCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

private:
    CLI::App* m_app = nullptr;
    std::string m_target;
    bool m_json = false;
    int m_games = 5;
    int m_maxPlies = 600;
    int m_perftDepth = 2;
    std::uint64_t m_seed = 1;
};

}  // namespace plateau::cli
