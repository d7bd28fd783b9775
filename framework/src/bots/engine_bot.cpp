#include "plateau/host/engine_bot.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>

#include "plateau/sdk/chance.hpp"
#include "plateau/host/engine_protocol.hpp"
#include "plateau/sdk/game.hpp"
#include "plateau/sdk/first_player.hpp"

extern char** environ;

namespace plateau {

namespace {

using Clock = std::chrono::steady_clock;
constexpr auto kHandshakeTime = std::chrono::seconds(5);
constexpr auto kGrace = std::chrono::seconds(1);
constexpr auto kDefaultMoveTime = std::chrono::milliseconds(1000);
constexpr std::size_t kMaxLine = 65536;

bool executable(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(path.c_str(), X_OK) == 0;
}

// The program as the shell would find it: a path with a slash as is, else along PATH.
std::string findProgram(const std::string& name) {
    if (name.find('/') != std::string::npos) return executable(name) ? name : std::string();
    const char* path = std::getenv("PATH");
    std::string_view dirs = path ? path : "/usr/bin:/bin";
    while (!dirs.empty()) {
        const auto colon = dirs.find(':');
        std::string dir(dirs.substr(0, colon));
        if (dir.empty()) dir = ".";
        const std::string candidate = dir + "/" + name;
        if (executable(candidate)) return candidate;
        if (colon == std::string_view::npos) break;
        dirs.remove_prefix(colon + 1);
    }
    return {};
}

}  // namespace

Expected<std::vector<std::string>> EngineBot::parseCommand(std::string_view command) {
    std::vector<std::string> argv;
    for (auto word : engineWords(command)) argv.emplace_back(word);
    if (argv.empty()) return Error("bot:engine: names no program (write bot:engine:PATH ARGS…)");
    const std::string found = findProgram(argv[0]);
    if (found.empty()) return Error("bot:engine: cannot run '" + argv[0] + "': no such executable");
    argv[0] = found;
    return argv;
}

EngineBot::EngineBot(std::string command) : m_command(std::move(command)) {
    setBudget({.time = kDefaultMoveTime});
    if (auto argv = parseCommand(m_command))
        m_argv = std::move(*argv);
    else
        m_forfeit = argv.error().reason;
}

EngineBot::~EngineBot() { stop(); }

void EngineBot::forfeit(std::string reason) {
    if (m_forfeit.empty()) m_forfeit = std::move(reason);
    stop();
}

bool EngineBot::exited() {
    if (m_pid <= 0) return true;
    if (m_exited) return true;
    // WNOWAIT: seen, not reaped, so that its process group cannot be another's yet.
    siginfo_t info{};
    if (::waitid(P_PID, static_cast<id_t>(m_pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
        info.si_pid == m_pid) {
        m_exited = true;
        m_exitCode = info.si_code;
        m_exitStatus = info.si_status;
    }
    return m_exited;
}

std::string EngineBot::exitText() {
    // It closed its output: give it a moment to finish exiting.
    for (int i = 0; i < 50 && !exited(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    if (!m_exited) return "closed its output";
    if (m_exitCode == CLD_EXITED) return "exited with status " + std::to_string(m_exitStatus);
    if (m_exitCode == CLD_KILLED || m_exitCode == CLD_DUMPED)
        return "killed by signal " + std::to_string(m_exitStatus);
    return "stopped";
}

bool EngineBot::start() {
    int toEngine[2], fromEngine[2];
    if (::pipe2(toEngine, O_CLOEXEC) != 0) return forfeit("cannot make a pipe: " + std::string(std::strerror(errno))), false;
    if (::pipe2(fromEngine, O_CLOEXEC) != 0) {
        ::close(toEngine[0]);
        ::close(toEngine[1]);
        return forfeit("cannot make a pipe: " + std::string(std::strerror(errno))), false;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, toEngine[0], 0);
    posix_spawn_file_actions_adddup2(&actions, fromEngine[1], 1);
    // Its pipes and standard error only: a log or records file the host opened without
    // close-on-exec (or a library did) is not the engine's to write.
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    // A process group of its own, killed with it: children it forks go too, and a Ctrl-C
    // in the terminal reaches the host, which stops it.
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setflags(
        &attr, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    posix_spawnattr_setpgroup(&attr, 0);
    sigset_t none, defaults;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attr, &none);  // not this thread's blocked SIGPIPE
    sigemptyset(&defaults);
    sigaddset(&defaults, SIGPIPE);
    posix_spawnattr_setsigdefault(&attr, &defaults);
    std::vector<char*> argv;
    for (auto& a : m_argv) argv.push_back(a.data());
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int err = ::posix_spawn(&pid, m_argv[0].c_str(), &actions, &attr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    ::close(toEngine[0]);
    ::close(fromEngine[1]);
    if (err != 0) {
        ::close(toEngine[1]);
        ::close(fromEngine[0]);
        forfeit("cannot start " + m_argv[0] + ": " + std::strerror(err));
        return false;
    }
    m_pid = pid;
    m_in = toEngine[1];
    m_out = fromEngine[0];
    // Writes wait in poll() with a deadline, never in write(): an engine that stops
    // reading must not hang the host.
    ::fcntl(m_in, F_SETFL, ::fcntl(m_in, F_GETFL) | O_NONBLOCK);

    const auto deadline = Clock::now() + kHandshakeTime;
    if (!send("plateau " + std::to_string(kEngineProtocolVersion), deadline)) return false;
    for (std::string line;;) {
        if (!readLine(line, deadline, "the handshake (plateauok)")) return false;
        const auto words = engineWords(line);
        if (words.empty()) continue;
        if (words[0] == "id" && words.size() >= 3 && words[1] == "name") {
            m_name = std::string(line.substr(line.find("name") + 5));
        } else if (words[0] == "plateauok") {
            if (words.size() < 2 || words[1] != std::to_string(kEngineProtocolVersion))
                return forfeit("speaks protocol " +
                               (words.size() < 2 ? std::string("?") : std::string(words[1])) +
                               ", not " + std::to_string(kEngineProtocolVersion)),
                       false;
            return true;
        }
    }
}

bool EngineBot::send(const std::string& line, Clock::time_point deadline) {
    if (m_in < 0) return false;
    // A dead engine must not kill the host with SIGPIPE: block it on this thread while
    // writing, and swallow the one the write raised.
    sigset_t pipe, old;
    sigemptyset(&pipe);
    sigaddset(&pipe, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe, &old);
    const std::string text = line + "\n";
    std::size_t done = 0;
    std::string failure;
    while (done < text.size()) {
        const ssize_t n = ::write(m_in, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
            if (left.count() <= 0) {
                failure = "did not read what Plateau sent in time: killed";
                break;
            }
            pollfd fd{m_in, POLLOUT, 0};
            ::poll(&fd, 1, static_cast<int>(std::min<long>(left.count(), 1000)));
            continue;
        }
        if (n <= 0) {
            const timespec zero{0, 0};
            sigtimedwait(&pipe, nullptr, &zero);
            failure = exitText();
            break;
        }
        done += static_cast<std::size_t>(n);
    }
    pthread_sigmask(SIG_SETMASK, &old, nullptr);
    if (!failure.empty()) forfeit(failure);
    return failure.empty();
}

bool EngineBot::readLine(std::string& line, Clock::time_point deadline, const std::string& waitingFor) {
    for (;;) {
        const auto newline = m_buffer.find('\n');
        if (newline != std::string::npos) {
            line = m_buffer.substr(0, newline);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            m_buffer.erase(0, newline + 1);
            return true;
        }
        if (m_buffer.size() > kMaxLine)
            return forfeit("wrote a line longer than 64 KiB: " + engineQuote(m_buffer)), false;
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) {
            forfeit("no answer in time, waiting for " + waitingFor + ": killed");
            return false;
        }
        pollfd fd{m_out, POLLIN, 0};
        const int ready = ::poll(&fd, 1, static_cast<int>(std::min<long>(left.count(), 1000)));
        if (ready < 0 && errno != EINTR) return forfeit("cannot read: " + std::string(std::strerror(errno))), false;
        if (ready <= 0) continue;
        char chunk[4096];
        const ssize_t n = ::read(m_out, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ::close(m_out);
            m_out = -1;
            forfeit(exitText() + " while Plateau waited for " + waitingFor);
            return false;
        }
        m_buffer.append(chunk, static_cast<std::size_t>(n));
    }
}

void EngineBot::stop() {
    if (m_pid <= 0) return;
    if (m_in >= 0 && m_forfeit.empty()) {
        // Ask politely (the pipe does not block: a full one is not waited on), then insist.
        sigset_t pipe, old;
        sigemptyset(&pipe);
        sigaddset(&pipe, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &pipe, &old);
        if (::write(m_in, "quit\n", 5) < 0) {
            const timespec zero{0, 0};
            sigtimedwait(&pipe, nullptr, &zero);
        }
        pthread_sigmask(SIG_SETMASK, &old, nullptr);
        ::close(m_in);
        m_in = -1;
        for (int i = 0; i < 50 && !exited(); ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    // The whole group, even after a clean exit: what the engine forked goes with it. Its
    // leader is not reaped yet, so the group id is still the engine's.
    ::kill(-m_pid, SIGKILL);
    ::kill(m_pid, SIGKILL);
    int status = 0;
    while (::waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (m_in >= 0) ::close(m_in);
    if (m_out >= 0) ::close(m_out);
    m_in = m_out = -1;
    m_pid = -1;
}

Move EngineBot::chooseMove(const State& state, Rng& rng) {
    if (state.isChance()) return sampleChance(state, rng);
    MoveList legal;
    state.legalMoves(legal);
    const Move fallback = legal.empty() ? Move{} : legal[0];
    if (!m_forfeit.empty()) return fallback;
    if (m_pid <= 0 && !start()) return fallback;

    // A first player the SDK drew from the seed goes to the engine as drawn (the game line
    // carries no seed).
    Setup setup = state.setup();
    if (setup.firstPlayer == -1 && state.game().type().firstPlayer == FirstPlayerRule::Draw)
        setup.firstPlayer = drawFirstPlayer(setup);
    const std::string gameLine = engineGameLine(state.game(), setup);
    if (gameLine != m_gameLine) {
        const auto deadline = Clock::now() + kHandshakeTime;
        if (!send(gameLine, deadline) || !send("isready", deadline)) return fallback;
        for (std::string line;;) {
            if (!readLine(line, deadline, "readyok")) return fallback;
            const auto words = engineWords(line);
            if (!words.empty() && words[0] == "readyok") break;
            if (!words.empty() && words[0] == "error")
                return forfeit("refused the game: " + engineQuote(line)), fallback;
        }
        m_gameLine = gameLine;
    }
    const auto time = budget().time.count() > 0 ? budget().time : kDefaultMoveTime;
    // Sending counts against the move's time: an engine that does not read forfeits.
    const auto deadline = Clock::now() + time + kGrace;
    if (!send(enginePositionLine(state), deadline) ||
        !send("go player " + std::to_string(state.currentPlayer() + 1) + " movetime " +
                  std::to_string(time.count()),
              deadline))
        return fallback;
    for (std::string line;;) {
        if (!readLine(line, deadline,
                      "a move, " + std::to_string((time + kGrace).count()) + " ms at most"))
            return fallback;
        const auto words = engineWords(line);
        if (words.empty()) continue;
        if (words[0] == "info") {
            m_info = line.substr(5);
        } else if (words[0] == "error") {
            return forfeit("answered " + engineQuote(line)), fallback;
        } else if (words[0] == "move") {
            if (words.size() < 2) return forfeit("answered 'move' without a move"), fallback;
            const std::string text(words[1]);
            auto move = state.parseMove(text);
            if (!move)
                return forfeit("answered " + engineQuote(text) +
                               ", not a move: " + move.error().reason),
                       fallback;
            if (auto why = state.illegalReason(*move))
                return forfeit("answered " + engineQuote(text) + ", which is not legal: " + *why),
                       fallback;
            return *move;
        }
    }
}

}  // namespace plateau
