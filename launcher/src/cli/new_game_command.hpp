#pragma once

#include <string>

#include "cli/command.hpp"

namespace plateau::cli {

// `plateau new-game ID [DIR]`: writes a complete plugin project from the SDK's scaffold
// (share/plateau/scaffold): CMake with find_package(plateau), a small real game, one
// variant, its tests and a conformance test, and a README with the build, run and debug loop.
class NewGameCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

private:
    CLI::App* m_app = nullptr;
    std::string m_id;
    std::string m_dir;
};

}  // namespace plateau::cli
