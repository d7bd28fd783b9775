#include "cli/text_clock.hpp"

#include <poll.h>
#include <unistd.h>

#include <iostream>

#include "session/game_session.hpp"
#include "tr.hpp"

namespace plateau::cli {

std::string clockLine(const session::GameSession& play) {
    if (!play.clocks().active()) return {};
    const State& state = play.state();
    std::string seats;
    for (int s = 0; s < state.numPlayers(); ++s) {
        std::string seat = state.playerName(s) + " " + session::clockShown(play.clockLeftMs(s));
        if (s == play.clocks().running()) seat = fillText(tr("{0} (to move)"), {seat});
        seats += (seats.empty() ? "" : " \u00b7 ") + seat;
    }
    return fillText(tr("Clocks: {0}"), {seats});
}

LineRead readLine(std::string& line, std::optional<std::chrono::milliseconds> limit) {
    // What std::cin holds already needs no wait; else the terminal (or pipe) is watched.
    if (limit && std::cin.rdbuf()->in_avail() <= 0) {
        pollfd in{STDIN_FILENO, POLLIN, 0};
        const auto ms = std::max<long long>(0, limit->count());
        const int ready = ::poll(&in, 1, static_cast<int>(std::min<long long>(ms, 1 << 30)));
        if (ready == 0) return LineRead::TimeUp;
    }
    return std::getline(std::cin, line) ? LineRead::Line : LineRead::End;
}

}  // namespace plateau::cli
