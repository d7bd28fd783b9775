#include "plateau/host/atomic_write.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

namespace plateau {

namespace fs = std::filesystem;

namespace {

std::string errnoText() { return std::strerror(errno); }

// Follows links (at most 40, as the kernel does) to the path that is really written.
Expected<fs::path> resolveTarget(const fs::path& file) {
    fs::path path = file;
    for (int hops = 0; hops < 40; ++hops) {
        std::error_code ec;
        const auto status = fs::symlink_status(path, ec);
        if (ec || status.type() != fs::file_type::symlink) return path;
        fs::path next = fs::read_symlink(path, ec);
        if (ec) return Error(file.string(), 0, 0, "cannot be written: " + ec.message());
        path = next.is_absolute() ? next : path.parent_path() / next;
    }
    return Error(file.string(), 0, 0, "cannot be written: too many levels of links");
}

const char* notRegular(fs::file_type type) {
    switch (type) {
        case fs::file_type::directory: return "is a folder";
        case fs::file_type::character:
        case fs::file_type::block: return "is a device";
        case fs::file_type::fifo: return "is a pipe (FIFO)";
        case fs::file_type::socket: return "is a socket";
        default: return "is not a regular file";
    }
}

// ".NAME.tmp-PID-XXXXXX" of a process that is gone; also the older ".NAME.XXXXXX" form
// when it is more than a minute old.
void removeStaleTemps(const fs::path& dir, const std::string& name) {
    std::error_code ec;
    const std::string ours = "." + name + ".tmp-";
    const std::string legacy = "." + name + ".";
    const auto now = fs::file_time_type::clock::now();
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string f = entry.path().filename().string();
        std::error_code e2;
        if (!entry.is_regular_file(e2)) continue;
        if (f.rfind(ours, 0) == 0) {
            const std::string rest = f.substr(ours.size());
            const auto dash = rest.find('-');
            if (dash == std::string::npos || dash == 0) continue;
            const long pid = std::strtol(rest.substr(0, dash).c_str(), nullptr, 10);
            if (pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
                fs::remove(entry.path(), e2);
        } else if (f.rfind(legacy, 0) == 0 && f.size() == legacy.size() + 6) {
            const auto when = fs::last_write_time(entry.path(), e2);
            if (!e2 && now - when > std::chrono::minutes(1)) fs::remove(entry.path(), e2);
        }
    }
}

}  // namespace

Status writeFileAtomically(const fs::path& requested, std::string_view bytes) {
    auto resolved = resolveTarget(requested);
    if (!resolved) return resolved.error();
    const fs::path file = *resolved;
    const std::string shown = requested.string();
    std::error_code ec;
    mode_t mode = 0644;
    if (const auto status = fs::status(file, ec); !ec && fs::exists(status)) {
        if (status.type() != fs::file_type::regular)
            return Error(shown, 0, 0,
                         std::string("cannot be replaced: it ") + notRegular(status.type()) +
                             ", not a regular file");
        mode = static_cast<mode_t>(status.permissions()) & 07777;
    }
    const fs::path dir = file.has_parent_path() ? file.parent_path() : fs::path(".");
    // A folder that cannot be made says why (a read-only state folder), not that the file
    // is missing.
    if (fs::create_directories(dir, ec); ec)
        return Error(
            shown, 0, 0,
            "cannot be written: its folder " + dir.string() + " cannot be made: " + ec.message());
    const std::string base = file.filename().string();
    removeStaleTemps(dir, base);
    // Hidden and not *.toml, so that listings never show a half-written file.
    std::string name =
        (dir / ("." + base + ".tmp-" + std::to_string(::getpid()) + "-XXXXXX")).string();
    const int fd = ::mkstemp(name.data());
    if (fd < 0) return Error(shown, 0, 0, "cannot be written: " + errnoText());
    const auto fail = [&](const std::string& what, bool open) -> Status {
        const std::string why = errnoText();
        if (open) ::close(fd);
        ::unlink(name.c_str());
        return Error(shown, 0, 0, what + ": " + why);
    };
    ::fchmod(fd, mode);
    for (std::size_t done = 0; done < bytes.size();) {
        const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return fail("cannot be written", true);
        done += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0) return fail("cannot be flushed to the disk", true);
    if (::close(fd) != 0) return fail("cannot be written", false);
    if (::rename(name.c_str(), file.c_str()) != 0) return fail("cannot be replaced", false);
    // The rename itself reaches the disk with the folder.
    if (const int dirFd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return {};
}

}  // namespace plateau
