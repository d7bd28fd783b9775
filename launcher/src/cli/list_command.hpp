#pragma once

#include "cli/command.hpp"

namespace plateau::cli {

// `plateau list`: the games found, their variants and options, and every plugin or
// variant file that was refused, with the reason.
class ListCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

private:
    CLI::App* m_app = nullptr;
    bool m_json = false;
};

}  // namespace plateau::cli
