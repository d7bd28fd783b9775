#include "plateau/host/file_read.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <algorithm>
#include <cstring>

namespace plateau {

namespace {

const char* kindOf(mode_t mode) {
    if (S_ISDIR(mode)) return "a folder";
    if (S_ISFIFO(mode)) return "a pipe (FIFO)";
    if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
    if (S_ISSOCK(mode)) return "a socket";
    return "not a regular file";
}

}  // namespace

Expected<std::string> readBoundedFile(const std::filesystem::path& file, std::size_t maxBytes) {
    const std::string name = file.string();
    // O_NONBLOCK: opening a FIFO with no writer must not wait for one.
    const int fd = ::open(name.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        const int err = errno;
        return Error(name, 0, 0,
                     err == ENOENT ? std::string("no such file")
                                   : "cannot be opened for reading: " + std::string(std::strerror(err)));
    }
    struct stat st {};
    const bool statted = ::fstat(fd, &st) == 0;
    if (!statted || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return Error(name, 0, 0,
                     std::string("is ") + (statted ? kindOf(st.st_mode) : "unreadable") +
                         ", not a regular file");
    }
    if (static_cast<std::uintmax_t>(st.st_size) > maxBytes) {
        ::close(fd);
        return Error(name, 0, 0,
                     "is too large (" + std::to_string(st.st_size) + " bytes; at most " +
                         std::to_string(maxBytes) + ")");
    }
    // A regular file: back to blocking reads.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    std::string text;
    text.resize(static_cast<std::size_t>(st.st_size));
    std::size_t done = 0;
    // The file may grow while being read: never past maxBytes + 1.
    for (;;) {
        if (done == text.size()) {
            if (text.size() > maxBytes) break;
            text.resize(std::min(maxBytes + 1, std::max<std::size_t>(4096, text.size() * 2)));
        }
        const ssize_t n = ::read(fd, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            const int err = errno;
            ::close(fd);
            return Error(name, 0, 0, "could not be read: " + std::string(std::strerror(err)));
        }
        if (n == 0) break;
        done += static_cast<std::size_t>(n);
    }
    ::close(fd);
    if (done > maxBytes)
        return Error(name, 0, 0, "is too large (more than " + std::to_string(maxBytes) + " bytes)");
    text.resize(done);
    return text;
}

}  // namespace plateau
