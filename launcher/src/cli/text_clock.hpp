#pragma once

#include <chrono>
#include <optional>
#include <string>

namespace plateau::session {
class GameSession;
}

namespace plateau::cli {

// The clocks in the terminal (issue 31, `play --text --clock`): a line with each seat's
// time, and a line of input read only as long as the seat to act has time.

// "Clocks: Anna 0:58 (to move) · Bram 1:00", or nothing for a game without clocks.
std::string clockLine(const session::GameSession& play);

enum class LineRead { Line, TimeUp, End };
// A line of standard input; with `limit`, TimeUp when none came in that time.
LineRead readLine(std::string& line, std::optional<std::chrono::milliseconds> limit);

}  // namespace plateau::cli
