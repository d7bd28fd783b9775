#pragma once

#include <string>
#include <vector>

#include "session/turn_clock.hpp"

namespace plateau::session {

// The clocks of a game at one screen (issue 31): the seat to act has its clock running,
// a bot's thinking included; when it runs out the flag falls and that seat loses on time.
// The turn clocks of online tables (turn_clock.hpp) do the counting; times come from the
// caller, so tests give their own.
class GameClocks {
public:
    using Time = TurnClocks::Time;

    void reset(const TimeControl& control, int seats);
    // Goes on from a save: each seat's time left and the seat whose flag fell (-1: none);
    // false when they do not fit the control (then nothing changed).
    bool restore(const TimeControl& control, std::vector<long long> leftMs, int fallen);

    const TimeControl& control() const { return m_clocks.control(); }
    bool active() const { return m_clocks.control().active(); }
    // The turn goes to `seat` (-1: nobody's, the game over): the seat whose clock ran is
    // charged (per game: plus the increment; per move: a full turn again), then `seat`'s
    // starts. The same seat again keeps its clock running.
    void turnTo(int seat, Time now);
    // The seat whose flag falls now, once (-1: none, or it fell before); it stays fallen.
    int check(Time now);
    int fallen() const { return m_fallen; }
    int running() const { return m_clocks.running(); }
    // Milliseconds `seat` has now (0 once its flag fell), and every seat's for a save.
    long long leftMs(int seat, Time now) const;
    std::vector<long long> leftNow(Time now) const;

private:
    TurnClocks m_clocks;
    int m_fallen = -1;
};

// A clock's time as the panel shows it: clockText() ("4:59", "1:02:03"), with tenths under
// ten seconds ("0:09.5"; "0:00.0" only once the time is up).
std::string clockShown(long long ms);

}  // namespace plateau::session
