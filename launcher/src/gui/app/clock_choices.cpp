#include "app/clock_choices.hpp"

#include "tr.hpp"

namespace plateau::gui {

std::vector<ClockChoice> clockChoices() {
    const auto control = [](const char* text) {
        return session::TimeControl::parse(text).value_or(session::TimeControl{});
    };
    return {
        {control(""), tr("No clock")},
        {control("move:30"), tr("30 seconds a move")},
        {control("move:60"), tr("1 minute a move")},
        {control("game:180+2"), tr("3 minutes a game, 2 seconds more a move")},
        {control("game:600+5"), tr("10 minutes a game, 5 seconds more a move")},
    };
}

}  // namespace plateau::gui
