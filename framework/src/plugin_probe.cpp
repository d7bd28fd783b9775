#include "plateau/host/plugin_probe.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <thread>

#include "hmac.hpp"
#include "plateau/host/atomic_write.hpp"
#include "plateau/host/file_hash.hpp"
#include "plateau/host/file_read.hpp"
#include "plateau/host/logging.hpp"

namespace plateau {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

fs::path cacheDir() {
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    if (xdg && *xdg) return fs::path(xdg) / "plateau";
    const char* home = std::getenv("HOME");
    return fs::path(home && *home ? home : ".") / ".cache" / "plateau";
}

namespace {

struct Verdict {
    bool accepted = false;
    bool cacheable = true;  // a time-out may be a busy machine: tried again next time
    std::string reason;
};

std::string signalName(int sig) {
    const char* name = ::strsignal(sig);
    return "signal " + std::to_string(sig) + (name ? std::string(", ") + name : std::string());
}

Verdict runChild(const fs::path& library, const ProbeOptions& options) {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0) return {false, false, "cannot be probed (no pipe)"};
    const std::string program = options.program.string();
    const std::string lib = library.string();
    std::vector<char*> argv{const_cast<char*>(program.c_str()),
                            const_cast<char*>(options.command.c_str()),
                            const_cast<char*>(lib.c_str()), nullptr};
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        return {false, false, "cannot be probed (fork failed)"};
    }
    if (pid == 0) {
        // Only async-signal-safe calls between fork and exec.
        ::setpgid(0, 0);  // its own group, so that a kill reaches whatever it started
        ::dup2(fds[1], STDOUT_FILENO);
        const int null = ::open("/dev/null", O_RDWR);
        if (null >= 0) {
            ::dup2(null, STDIN_FILENO);
            ::dup2(null, STDERR_FILENO);
        }
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    ::setpgid(pid, pid);
    ::close(fds[1]);
    const auto deadline = Clock::now() + options.timeout;
    std::string out;
    bool open = true, timedOut = false;
    int status = 0;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) {
            timedOut = true;
            break;
        }
        if (open) {
            pollfd p{fds[0], POLLIN, 0};
            const int r = ::poll(&p, 1, static_cast<int>(std::min<long long>(left.count(), 100)));
            if (r > 0) {
                char buffer[1024];
                const ssize_t n = ::read(fds[0], buffer, sizeof buffer);
                if (n > 0 && out.size() < 4096) out.append(buffer, static_cast<std::size_t>(n));
                if (n == 0) open = false;
            }
        } else {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        const pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid) break;
    }
    ::close(fds[0]);
    if (timedOut) {
        ::kill(-pid, SIGKILL);
        ::kill(pid, SIGKILL);
        ::waitpid(pid, &status, 0);
        return {false, false,
                "did not answer within " + std::to_string(options.timeout.count() / 1000.0).substr(0, 4) +
                    " s while being probed (it hangs; killed)"};
    }
    while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
    if (WIFSIGNALED(status))
        return {false, true, "crashed while being probed (" + signalName(WTERMSIG(status)) + ")"};
    const int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (code == kProbeAccepted && out == "ok") return {true, true, {}};
    if (code == kProbeRefused && !out.empty()) return {false, true, out};
    if (code == kProbeRefusedForNow && !out.empty()) return {false, false, out};
    if (code == 127) return {false, false, "cannot be probed (" + program + " did not start)"};
    return {false, true, "the probe exited with code " + std::to_string(code) +
                             (out.empty() ? std::string() : ": " + out)};
}

// This user's key for the verdicts: 32 random bytes in DIR/verdict.key, made once (new
// file, mode 0600). A key file that is not this user's own regular file, or that others
// may read, is not used: no verdict is kept or believed then.
std::optional<std::string> verdictKey(const fs::path& dir) {
    const fs::path file = dir / "verdict.key";
    for (int attempt = 0; attempt < 2; ++attempt) {
        const int fd = ::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
        if (fd >= 0) {
            struct stat st {};
            std::string key(32, '\0');
            const bool good = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
                              st.st_uid == ::geteuid() && (st.st_mode & 077) == 0 &&
                              st.st_size == 32 && ::read(fd, key.data(), key.size()) == 32;
            ::close(fd);
            if (!good)
                logger()->warn("{}: not used (not this user's private key file)", file.string());
            return good ? std::optional<std::string>(key) : std::nullopt;
        }
        if (errno != ENOENT) return std::nullopt;
        std::error_code ec;
        fs::create_directories(dir, ec);
        const int out =
            ::open(file.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (out < 0) {
            if (errno == EEXIST) continue;  // another process made it first: read theirs
            return std::nullopt;
        }
        std::string key(32, '\0');
        const bool made = ::getrandom(key.data(), key.size(), 0) == 32 &&
                          ::write(out, key.data(), key.size()) == 32;
        const bool closed = ::close(out) == 0;
        if (made && closed) return key;
        ::unlink(file.c_str());
        return std::nullopt;
    }
    return std::nullopt;
}

// "TEXT\nTAG": the tag binds the verdict to this cache entry and this user's key.
std::string tagOf(const std::string& key, const fs::path& cacheFile, const std::string& text) {
    return detail::toHex(detail::hmacSha256(key, cacheFile.filename().string() + "\n" + text));
}

}  // namespace

Status probePlugin(const fs::path& library, const ProbeOptions& options) {
    fs::path cacheFile;
    std::optional<std::string> key;
    if (!options.cacheDir.empty()) key = verdictKey(options.cacheDir);
    if (key) {
        if (auto hash = hashFile(library)) {
            const auto entry = fnv1a64(options.hostKey, *hash);
            cacheFile = options.cacheDir / ("plugin-" + hashToHex(entry) + ".verdict");
            // Believed only with its tag: an "ok" written by anything but this program
            // (into a refused plugin's verdict) is ignored and the plugin probed again.
            if (auto cached = readBoundedFile(cacheFile, 8192)) {
                const auto newline = cached->rfind('\n');
                const std::string text =
                    cached->substr(0, newline == std::string::npos ? 0 : newline);
                const std::string tag =
                    newline == std::string::npos ? std::string() : cached->substr(newline + 1);
                if (!tag.empty() && tag == tagOf(*key, cacheFile, text)) {
                    if (text == "ok") return {};
                    if (text.rfind("refused: ", 0) == 0) return Error(text.substr(9));
                } else {
                    logger()->warn("{}: a verdict this program did not write, ignored",
                                   cacheFile.string());
                }
            }
        }
    }
    const Verdict verdict = runChild(library, options);
    logger()->info("plugin {} probed: {}", library.string(),
                   verdict.accepted ? std::string("ok") : verdict.reason);
    if (!cacheFile.empty() && verdict.cacheable) {
        const std::string text = verdict.accepted ? "ok" : "refused: " + verdict.reason;
        (void)writeFileAtomically(cacheFile, text + "\n" + tagOf(*key, cacheFile, text));
    }
    if (verdict.accepted) return {};
    return Error(verdict.reason);
}

}  // namespace plateau
