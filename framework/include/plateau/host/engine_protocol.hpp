#pragma once

// The messages of the engine protocol (docs/engine-protocol.md) that both sides build or
// read: the host's bot:engine: and `plateau engine`.

#include <string>
#include <string_view>
#include <vector>

#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"
#include "plateau/sdk/setup.hpp"
#include "plateau/sdk/state.hpp"

namespace plateau {

class Game;
class State;

inline constexpr int kEngineProtocolVersion = 1;

// Words of a line, split at spaces (tabs and a trailing \r count as spaces).
PLATEAU_EXPORT std::vector<std::string_view> engineWords(std::string_view line);

// "game quoridor variant standard players 2 first 1 options board_size=9 …".
PLATEAU_EXPORT std::string engineGameLine(const Game& game, const Setup& setup);
// The setup a game line describes, its options checked against the variant; players are
// named "Player 1"… The line must name `game`.
PLATEAU_EXPORT Expected<Setup> parseEngineGameLine(const Game& game, std::string_view line);

// "position moves M…": every move of the state's history in the game's notation.
PLATEAU_EXPORT std::string enginePositionLine(const State& state);
// Replays a position line from the setup's start; an illegal move is an error naming it.
PLATEAU_EXPORT Expected<StatePtr> parseEnginePositionLine(const Game& game, const Setup& setup,
                                                          std::string_view line);

}  // namespace plateau
