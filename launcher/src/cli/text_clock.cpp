#include "cli/text_clock.hpp"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
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

namespace {

// Whether input is waiting in the program already: std::cin, synchronised with stdio, reads
// through C's stdin, whose buffer poll() cannot see (several lines arrive in one read).
bool inputBuffered() {
    if (std::cin.rdbuf()->in_avail() > 0) return true;
#ifdef __GLIBC__
    return stdin->_IO_read_ptr < stdin->_IO_read_end;
#else
    return false;
#endif
}

}  // namespace

LineRead readLine(std::string& line, std::optional<std::chrono::milliseconds> limit) {
    // What is buffered already needs no wait; else the terminal (or pipe) is watched.
    if (limit && !inputBuffered()) {
        using Clock = std::chrono::steady_clock;
        const auto until = Clock::now() + std::max(*limit, std::chrono::milliseconds(0));
        for (;;) {
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now());
            pollfd in{STDIN_FILENO, POLLIN, 0};
            const int ready =
                ::poll(&in, 1, static_cast<int>(std::clamp<long long>(left.count(), 0, 1 << 30)));
            if (ready > 0) break;
            if (ready == 0) return LineRead::TimeUp;
            if (errno != EINTR) break;  // let the read say what is wrong
        }
    }
    return std::getline(std::cin, line) ? LineRead::Line : LineRead::End;
}

}  // namespace plateau::cli
