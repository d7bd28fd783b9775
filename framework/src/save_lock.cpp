#include "plateau/host/save_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace plateau {

namespace fs = std::filesystem;

fs::path SaveLock::lockFileOf(const fs::path& save) {
    return save.parent_path() / ("." + save.filename().string() + ".lock");
}

Expected<SaveLock> SaveLock::acquire(const fs::path& save) {
    const fs::path file = lockFileOf(save);
    std::error_code ec;
    fs::create_directories(file.parent_path(), ec);
    for (int attempt = 0; attempt < 5; ++attempt) {
        const int fd =
            ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0600);
        if (fd < 0)
            return Error(save.string(), 0, 0,
                         "cannot be locked: " + std::string(std::strerror(errno)));
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            const int err = errno;
            ::close(fd);
            if (err == EWOULDBLOCK)
                return Error(save.string(), 0, 0, "is in use by another Plateau window");
            return Error(save.string(), 0, 0,
                         "cannot be locked: " + std::string(std::strerror(err)));
        }
        // Locked: still the file at that name? (A holder releasing removes it; a lock on
        // the removed file would lock nothing.)
        struct stat held {
        }, named{};
        if (::fstat(fd, &held) == 0 && ::lstat(file.c_str(), &named) == 0 &&
            held.st_ino == named.st_ino && held.st_dev == named.st_dev)
            return SaveLock(fd, file);
        ::close(fd);
    }
    return Error(save.string(), 0, 0, "cannot be locked: its lock file keeps changing");
}

SaveLock::SaveLock(SaveLock&& other) noexcept : m_fd(other.m_fd), m_file(std::move(other.m_file)) {
    other.m_fd = -1;
}

SaveLock& SaveLock::operator=(SaveLock&& other) noexcept {
    if (this != &other) {
        release();
        m_fd = other.m_fd;
        m_file = std::move(other.m_file);
        other.m_fd = -1;
    }
    return *this;
}

SaveLock::~SaveLock() {
    release();
}

void SaveLock::release() {
    if (m_fd < 0) return;
    // Removed while still held: whoever opens the name next makes a new file and locks it.
    ::unlink(m_file.c_str());
    ::close(m_fd);
    m_fd = -1;
}

}  // namespace plateau
