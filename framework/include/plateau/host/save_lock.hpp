#pragma once

#include <filesystem>
#include <string>

#include "plateau/export.hpp"
#include "plateau/sdk/error.hpp"

namespace plateau {

// A save file one window is writing: an exclusive lock (flock) on ".NAME.lock" beside
// it, so that a second window continuing the same autosave learns it is taken instead of
// both overwriting each other. The kernel drops the lock when its holder ends, even by a
// crash; the lock file is removed on release.
class PLATEAU_EXPORT SaveLock {
public:
    // The lock on `save`, or an error saying that another program holds it.
    static Expected<SaveLock> acquire(const std::filesystem::path& save);

    SaveLock(SaveLock&& other) noexcept;
    SaveLock& operator=(SaveLock&& other) noexcept;
    SaveLock(const SaveLock&) = delete;
    SaveLock& operator=(const SaveLock&) = delete;
    ~SaveLock();

    // ".NAME.lock" beside `save`.
    static std::filesystem::path lockFileOf(const std::filesystem::path& save);

private:
    SaveLock(int fd, std::filesystem::path file) : m_fd(fd), m_file(std::move(file)) {}
    void release();
    int m_fd = -1;
    std::filesystem::path m_file;
};

}  // namespace plateau
