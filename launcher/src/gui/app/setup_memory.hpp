#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <plateau/sdk/options.hpp>

namespace plateau::gui {

// What the setup screen last had for one game, so the next game starts from it: the
// variant, the player count, each seat (name, colour, who plays), the options of
// every variant tried and the clock. (Who starts is chosen afresh each game.) Kept as <settings
// folder>/setups/<game id>.toml.
struct RememberedSetup {
    struct Seat {
        std::string name;
        int color = 0;           // into the game's palette
        std::string controller;  // "human", "bot:mcts:easy"
    };
    std::string variant;
    int players = 0;
    std::vector<Seat> seats;
    std::map<std::string, OptionValues> options;  // by variant id
    // The clock chosen last, as saves write it ("move:60", "game:180+2"; empty: none).
    std::string clock;
};

std::filesystem::path rememberedSetupFile(const std::filesystem::path& settingsFile,
                                          const std::string& gameId);
// Nothing when there is no file or it cannot be read (a setup is never worth an error).
std::optional<RememberedSetup> loadRememberedSetup(const std::filesystem::path& file);
// Returns why it could not be written, if it could not.
std::optional<std::string> saveRememberedSetup(const RememberedSetup& setup,
                                               const std::filesystem::path& file);

}  // namespace plateau::gui
