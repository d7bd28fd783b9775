#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

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
    // --clock: the time control, in the window and the terminal ("move:60", "game:300+5"; empty: none).
    const std::string& clock() const { return m_clock; }
    // The setup for the window (which then owns the game).
    Expected<Setup> setup(Context& context) const;
    // Where the window starts when --moves, --dice or --load ask for a position: the
    // game loaded and those moves played (throws the script does not give come from the
    // seed policy, as in the terminal). Null when none of them is given.
    struct Position {
        StatePtr state;
        std::filesystem::path loadedFrom;   // --load
        std::vector<std::string> warnings;  // the plugin or variant changed since the save
    };
    Expected<Position> position(Context& context) const;

private:
    // --load: the save replayed; `wrongGame` tells a save of another game apart.
    Expected<StatePtr> loadGame(Context& context, std::vector<std::string>& warnings,
                                bool* wrongGame) const;
    // From the setup's start, or from `resumed` (a game loaded with --load).
    int playText(std::shared_ptr<const Game> game, Setup setup, StatePtr resumed = nullptr);

    CLI::App* m_app = nullptr;
    SetupArgs m_setup;
    std::string m_game;
    std::string m_moves;
    std::string m_dice;
    std::string m_clock;
    std::filesystem::path m_save;
    // A game that cannot end (a broken variant) stops here, visibly, rather than run on.
    int m_maxMoves = 100000;
    std::filesystem::path m_load;
    const LoadedPlugin* m_plugin = nullptr;  // for the save's plugin version and hash
    bool m_text = false;
    bool m_json = false;
};

}  // namespace plateau::cli
