#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plateau::session {

// A decimal number as the clock's and the online protocol's texts write it: digits only,
// no sign, no leading zero, at most `max`.
std::optional<long long> parseDecimal(std::string_view text, long long max);

// A time control, as online tables' protocol and saves write it: "" (none), "move:60" (60 seconds
// for each turn) or "game:300+5" (300 seconds for the whole game, 5 added after each turn).
struct TimeControl {
    enum class Kind { None, PerMove, PerGame };
    Kind kind = Kind::None;
    int seconds = 0;
    int increment = 0;  // per game only

    bool active() const { return kind != Kind::None; }
    std::string toString() const;
    // Strict: nullopt for anything else, or for times out of range (1 s to 7 days, an
    // increment up to an hour).
    static std::optional<TimeControl> parse(std::string_view text);
};

// Time left as a clock shows it: "1:05" (minutes and seconds), "1:02:05" past an hour;
// a part of a second counts as a second, nothing below 0:00.
std::string clockText(long long ms);

// The seats' clocks, for online tables (the referee) and games at one screen (GameClocks).
// Only the seat asked to act has its clock running; the time it had at the start of its
// turn is what a table's log keeps, so a referee that was down charges nobody for it (the
// running turn starts again when the referee is back).
class TurnClocks {
public:
    using Time = std::chrono::steady_clock::time_point;

    void reset(const TimeControl& control, int seats);
    // Restores what a log kept (milliseconds per seat); false when it does not fit.
    bool restore(const TimeControl& control, std::vector<long long> leftMs);

    const TimeControl& control() const { return m_control; }
    // The seat whose clock runs, -1 when none does (a bot's turn, a finished game).
    int running() const { return m_running; }
    // Starts `seat`'s turn (-1: stops every clock), unless it is already running.
    void start(int seat, Time now);
    // Ends the running turn: charges its time, then adds the increment (per game) or gives
    // a full turn again (per move).
    void finish(Time now);
    // Milliseconds `seat` has left now (negative once its flag has fallen).
    long long leftMs(int seat, Time now) const;
    // The running seat has no time left.
    bool flagFallen(Time now) const;
    // Milliseconds per seat at the start of each one's turn: what the log keeps.
    const std::vector<long long>& kept() const { return m_leftMs; }

private:
    TimeControl m_control;
    std::vector<long long> m_leftMs;
    int m_running = -1;
    Time m_since{};
};

}  // namespace plateau::session
