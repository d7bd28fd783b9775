#pragma once

#include <filesystem>
#include <optional>

#include "cli/command.hpp"
#include "cli/setup_args.hpp"

namespace plateau::cli {

// `plateau play GAME`: opens the window straight into the game, or with --text plays in
// the terminal — moves and throws from --moves/--dice, then from standard input.
class PlayCommand final : public Command {
public:
    CLI::App* add(CLI::App& parent) override;
    int run(Context& context) override;

    bool text() const { return m_text; }
    const std::string& gameId() const { return m_game; }
    // The setup for the window (which then owns the game).
    Expected<Setup> setup(Context& context) const;

private:
    // From the setup's start, or from `resumed` (a game loaded with --load).
    int playText(const Game& game, Setup setup, StatePtr resumed = nullptr);

    CLI::App* m_app = nullptr;
    SetupArgs m_setup;
    std::string m_game;
    std::string m_moves;
    std::string m_dice;
    std::filesystem::path m_save;
    // A game that cannot end (a broken variant) stops here, visibly, rather than run on.
    int m_maxMoves = 100000;
    std::filesystem::path m_load;
    const LoadedPlugin* m_plugin = nullptr;  // for the save's plugin version and hash
    bool m_text = false;
    bool m_json = false;
};

}  // namespace plateau::cli
