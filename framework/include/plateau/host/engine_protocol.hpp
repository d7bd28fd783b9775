#pragma once

// The messages of the engine protocol (docs/engine-protocol.md) that both sides build or
// read: the host's bot:engine: and `plateau engine`.

#include <chrono>
#include <cstddef>
#include <iosfwd>
#include <optional>
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

// The longest line either side reads: above the longest position line Plateau writes
// (100 000 moves of a few bytes each, the most `play` allows by default, is under 1 MiB;
// the 2 000 000 moves a record may hold, under 8 bytes each, fit).
inline constexpr std::size_t kMaxEngineLineBytes = 16u << 20;
// How much of a refused line or word an error message quotes.
inline constexpr std::size_t kEngineQuoteBytes = 40;

// Reads one line of at most `maxBytes` (without its newline) from `in`. A longer line is
// skipped to its end (never held whole) and reported as TooLong, with its first bytes in
// `line`; End when the input is over.
enum class EngineLineRead { Line, TooLong, End };
PLATEAU_EXPORT EngineLineRead readEngineLine(std::istream& in, std::string& line,
                                             std::size_t maxBytes = kMaxEngineLineBytes);
// At most kEngineQuoteBytes of `text`, for a message: "abc" or "abcdef…" (never a cut
// UTF-8 sequence; control characters shown as '?').
PLATEAU_EXPORT std::string engineQuote(std::string_view text);
// The time of a "go … movetime MS" line: MS from 1 to one day; nullopt when absent or
// not such a number (never an overflow, whatever the digits).
PLATEAU_EXPORT std::optional<std::chrono::milliseconds> engineMoveTime(std::string_view goLine);

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
