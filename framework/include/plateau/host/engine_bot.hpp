#pragma once

#include <chrono>
#include <string>
#include <vector>

#include "plateau/sdk/bot.hpp"

namespace plateau {

// A bot played by an external program through the engine protocol
// (docs/engine-protocol.md): "bot:engine:PATH ARGS…". The program is started on the
// first move (directly, no shell; PATH searched like a shell would), told the game and
// every move so far, and asked for a move within the budget's time (1 s by default).
//
// An engine that exits, crashes, stays silent past its time (it is killed) or answers a
// move that is not legal forfeits: chooseMove then returns some legal move so that a
// caller that does not look still gets one, and forfeitReason() says why. Once it has
// forfeited it stays stopped.
//
// Every write to it and every read from it has a deadline (an engine that stops reading
// forfeits too). It runs in a process group of its own, killed with it (what it forks
// goes along), and inherits its two pipes and standard error, nothing else.
class PLATEAU_EXPORT EngineBot final : public Bot {
public:
    // command: the program and its arguments, as written after "bot:engine:".
    explicit EngineBot(std::string command);
    ~EngineBot() override;
    EngineBot(const EngineBot&) = delete;
    EngineBot& operator=(const EngineBot&) = delete;

    // The program and its arguments; an error if there is none or it cannot be run.
    static Expected<std::vector<std::string>> parseCommand(std::string_view command);

    std::string name() const override { return m_name.empty() ? "engine" : m_name; }
    Move chooseMove(const State& state, Rng& rng) override;
    std::string lastSearchInfo() const override { return m_info; }
    std::string forfeitReason() const override { return m_forfeit; }

private:
    bool start();
    // Writes a line, or forfeits (false) when the engine has not taken it by `deadline`.
    bool send(const std::string& line, std::chrono::steady_clock::time_point deadline);
    // The next line, or nullopt (with m_forfeit set) on exit, crash or timeout.
    bool readLine(std::string& line, std::chrono::steady_clock::time_point deadline,
                  const std::string& waitingFor);
    void forfeit(std::string reason);
    void stop();
    std::string exitText();
    // Whether the engine has exited (seen, not reaped: stop() reaps after killing its group).
    bool exited();

    std::string m_command;
    std::vector<std::string> m_argv;
    std::string m_name;
    std::string m_info;
    std::string m_forfeit;
    std::string m_buffer;
    std::string m_gameLine;
    int m_pid = -1;
    int m_in = -1;   // the engine's standard input, our end
    int m_out = -1;  // the engine's standard output, our end
    bool m_exited = false;
    int m_exitCode = 0;    // CLD_EXITED, CLD_KILLED…
    int m_exitStatus = 0;  // its exit status or signal
};

}  // namespace plateau
