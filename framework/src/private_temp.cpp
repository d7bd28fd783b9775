#include "plateau/host/private_temp.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace plateau {

namespace fs = std::filesystem;

namespace {

// A folder of ours alone: owned by this user, not writable by group or others, and not a
// link (lstat).
bool isPrivateFolder(const char* dir) {
    struct stat st {};
    return dir && dir[0] == '/' && ::lstat(dir, &st) == 0 && S_ISDIR(st.st_mode) &&
           st.st_uid == ::geteuid() && (st.st_mode & (S_IWGRP | S_IWOTH)) == 0;
}

std::string errorText(int err) {
    return std::strerror(err);
}

struct Fd {
    int fd = -1;
    ~Fd() {
        if (fd >= 0) ::close(fd);
    }
};

}  // namespace

fs::path privateTempRoot() {
    if (const char* runtime = std::getenv("XDG_RUNTIME_DIR"); isPrivateFolder(runtime))
        return runtime;
    // /tmp is shared: safe all the same, since mkdtemp never reuses a name.
    if (const char* tmp = std::getenv("TMPDIR"); tmp && tmp[0] == '/') return tmp;
    return "/tmp";
}

Expected<PrivateTempDir> PrivateTempDir::create(std::string_view prefix) {
    std::string name = (privateTempRoot() / (std::string(prefix) + "XXXXXX")).string();
    if (!::mkdtemp(name.data()))
        return Error(name, 0, 0, "cannot make a temporary folder: " + errorText(errno));
    return PrivateTempDir(fs::path(name));
}

PrivateTempDir::PrivateTempDir(PrivateTempDir&& other) noexcept : m_path(std::move(other.m_path)) {
    other.m_path.clear();
}

PrivateTempDir& PrivateTempDir::operator=(PrivateTempDir&& other) noexcept {
    if (this != &other) {
        std::error_code ec;
        if (!m_path.empty()) fs::remove_all(m_path, ec);
        m_path = std::move(other.m_path);
        other.m_path.clear();
    }
    return *this;
}

PrivateTempDir::~PrivateTempDir() {
    // remove_all removes links, never what they point to.
    std::error_code ec;
    if (!m_path.empty()) fs::remove_all(m_path, ec);
}

Expected<fs::path> PrivateTempDir::copyIn(const fs::path& source, std::string_view name) const {
    const fs::path target = m_path / fs::path(name).filename();
    Fd in{::open(source.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)};
    if (in.fd < 0) return Error(source.string(), 0, 0, "cannot be read: " + errorText(errno));
    struct stat st {};
    if (::fstat(in.fd, &st) != 0 || !S_ISREG(st.st_mode))
        return Error(source.string(), 0, 0, "is not a regular file");
    Fd out{::open(target.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600)};
    if (out.fd < 0) return Error(target.string(), 0, 0, "cannot be created: " + errorText(errno));
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(in.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return Error(source.string(), 0, 0, "cannot be read: " + errorText(errno));
        if (n == 0) break;
        for (ssize_t done = 0; done < n;) {
            const ssize_t w = ::write(out.fd, buffer + done, static_cast<std::size_t>(n - done));
            if (w < 0 && errno == EINTR) continue;
            if (w < 0)
                return Error(target.string(), 0, 0, "cannot be written: " + errorText(errno));
            done += w;
        }
    }
    const int fd = out.fd;
    out.fd = -1;
    if (::close(fd) != 0)
        return Error(target.string(), 0, 0, "cannot be written: " + errorText(errno));
    return target;
}

}  // namespace plateau
