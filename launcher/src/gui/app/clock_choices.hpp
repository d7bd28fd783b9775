#pragma once

#include <string>
#include <vector>

#include "session/turn_clock.hpp"

namespace plateau::gui {

// The clocks the setup screen offers a game at one screen (issue 31): none, a few seconds
// a move, a few minutes a game with an increment. Labels in the language now chosen.
struct ClockChoice {
    session::TimeControl control;
    std::string label;
};
std::vector<ClockChoice> clockChoices();

}  // namespace plateau::gui
