#include "plateau/host/line_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace plateau {

Expected<LineFile> LineFile::create(const std::filesystem::path& file) {
    const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOCTTY, 0644);
    if (fd < 0)
        return Error(file.string(), 0, 0,
                     "cannot be written: " + std::string(std::strerror(errno)));
    return LineFile(fd, file.string());
}

LineFile::LineFile(LineFile&& other) noexcept
    : m_fd(other.m_fd), m_name(std::move(other.m_name)), m_size(other.m_size) {
    other.m_fd = -1;
}

LineFile& LineFile::operator=(LineFile&& other) noexcept {
    if (this != &other) {
        if (m_fd >= 0) ::close(m_fd);
        m_fd = other.m_fd;
        m_name = std::move(other.m_name);
        m_size = other.m_size;
        other.m_fd = -1;
    }
    return *this;
}

LineFile::~LineFile() {
    if (m_fd >= 0) ::close(m_fd);
}

Status LineFile::writeLine(std::string_view line) {
    if (m_fd < 0) return Error(m_name, 0, 0, "is closed");
    std::string text(line);
    text += '\n';
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::write(m_fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;  // Ctrl-C while writing: finish the line
        if (n <= 0) {
            const int err = n < 0 ? errno : ENOSPC;
            // Back to the last whole line (a regular file; a pipe keeps what it took).
            if (done > 0 && ::ftruncate(m_fd, m_size) == 0) ::lseek(m_fd, m_size, SEEK_SET);
            return Error(m_name, 0, 0, "cannot be written: " + std::string(std::strerror(err)));
        }
        done += static_cast<std::size_t>(n);
    }
    m_size += static_cast<long long>(text.size());
    return {};
}

Status LineFile::close() {
    if (m_fd < 0) return {};
    const int fd = m_fd;
    m_fd = -1;
    struct stat st {};
    const bool regular = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
    const int synced = regular ? ::fsync(fd) : 0;
    const int syncErr = errno;
    if (::close(fd) != 0)
        return Error(m_name, 0, 0, "cannot be written: " + std::string(std::strerror(errno)));
    if (synced != 0 && syncErr != EINVAL)
        return Error(m_name, 0, 0, "cannot be written: " + std::string(std::strerror(syncErr)));
    return {};
}

Status checkStandardOutput() {
    // stdio first: std::cout writes through it, and flushing std::cout first would spend
    // the error (and its cause) there.
    errno = 0;
    const bool flushed = std::fflush(stdout) == 0;
    const int err = errno;
    std::cout.flush();
    if (flushed && std::cout.good() && !std::ferror(stdout)) return {};
    std::string why = "standard output cannot be written";
    if (!flushed && err != 0) return Error(why + ": " + std::strerror(err));
    // A write failed earlier and its cause is gone: one more byte on the broken output
    // tells it (a full disk, an I/O error).
    errno = 0;
    if (::write(STDOUT_FILENO, "\n", 1) < 0 && errno != 0)
        return Error(why + ": " + std::strerror(errno));
    return Error(why);
}

}  // namespace plateau
