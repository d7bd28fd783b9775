#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "plateau/sdk/board_view.hpp"
#include "plateau/sdk/options.hpp"

namespace plateau {

struct PlayerSetup {
    std::string name;
    // "human", or a bot: "bot:random", "bot:mcts:hard", "bot:quoridor:medium".
    std::string controller = "human";
    std::optional<Color> color{};  // the game's palette when empty

    bool isHuman() const { return controller == "human"; }
    friend bool operator==(const PlayerSetup&, const PlayerSetup&) = default;
};

// Everything that decides how a game starts. With the moves, it is the game's record.
struct Setup {
    std::string variant;  // a variant id, or the path of a variant file
    OptionValues options;
    std::vector<PlayerSetup> players;
    int firstPlayer = -1;     // -1: the game's own rule decides (roll-off, draw)
    std::uint64_t seed = 0;   // for the record: the caller's generator was seeded with it
    friend bool operator==(const Setup&, const Setup&) = default;
};

}  // namespace plateau
