#pragma once

// Who starts when the setup leaves it open (Setup::firstPlayer == -1). The SDK applies the
// rule a game's type names (GameType::firstPlayer), so that a game need not handle -1:
//   Draw  Game::newState draws a player with drawFirstPlayer() and makes the state from
//         it: createState always sees a player (read it there). The state then keeps the
//         setup as given, so its record keeps the seed and a replay draws the same.
//   Game  the game's own rule decides (a roll-off with dice: plateau/sdk/roll_off.hpp);
//         createState sees -1. Such a game may still call drawFirstPlayer() itself where
//         one of its variants draws.

#include <cstdint>

#include "plateau/export.hpp"
#include "plateau/sdk/setup.hpp"

namespace plateau {

enum class FirstPlayerRule : std::uint8_t { Draw, Game };

// A player drawn by lot, uniform over the setup's players, from the setup's seed alone: the
// same setup always draws the same player (a record replays), and different seeds draw
// evenly. The setup must have at least one player.
PLATEAU_EXPORT int drawFirstPlayer(const Setup& setup);

}  // namespace plateau
