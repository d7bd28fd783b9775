#pragma once

// The usual text of a Quoridor game: numbered rounds of moves, one move per player,
// "1. e2 e8 2. e3 e7" (four players: "1. e2 b5 e8 h5"). The draw of who starts is not part
// of it. Plateau's own record (plateau::Record, TOML) keeps one move text per entry.

#include <string>
#include <string_view>
#include <vector>

#include <plateau/sdk/error.hpp>
#include <plateau/sdk/game.hpp>
#include <plateau/sdk/setup.hpp>
#include <plateau/sdk/state.hpp>

namespace quoridor {

// The moves of a Quoridor state, numbered by rounds.
std::string toStandardNotation(const plateau::State& state);

// The move texts of a record, in order, checked for form only (the move numbers must run
// 1, 2, … each before its round). Errors name the bad token and the reason.
plateau::Expected<std::vector<std::string>> parseStandardRecord(std::string_view text,
                                                                int boardSize = 9,
                                                                int numPlayers = 2);

// Replays a record through the rules. Without setup.firstPlayer the first player starts,
// as standard records assume. The first illegal move is reported with its number and
// the reason.
plateau::Expected<plateau::StatePtr> readStandardRecord(const plateau::Game& game,
                                                        plateau::Setup setup,
                                                        std::string_view text);

}  // namespace quoridor
