#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "plateau/export.hpp"
#include "plateau/sdk/error.hpp"

namespace plateau {

// A file written a line at a time (arena records), each line whole or not at all: a line
// that cannot be written in full (a full disk) is cut back to the end of the last whole
// one and reported with its cause, so the file stays valid. Opened close-on-exec: an
// engine never inherits it.
class PLATEAU_EXPORT LineFile {
public:
    // Creates the file, or empties it.
    static Expected<LineFile> create(const std::filesystem::path& file);

    LineFile(LineFile&& other) noexcept;
    LineFile& operator=(LineFile&& other) noexcept;
    LineFile(const LineFile&) = delete;
    LineFile& operator=(const LineFile&) = delete;
    ~LineFile();

    // Writes `line` and a newline; on failure the file is as before, and the error says why.
    Status writeLine(std::string_view line);
    // Flushes to the disk and closes: a failure here (a full disk, an I/O error) is reported.
    Status close();

private:
    LineFile(int fd, std::string name) : m_fd(fd), m_name(std::move(name)) {}
    int m_fd = -1;
    std::string m_name;
    long long m_size = 0;  // bytes of whole lines so far
};

// Whether standard output took everything written to it (std::cout and stdio), flushing
// it first: an error with the cause when it did not (a full disk, a closed pipe).
PLATEAU_EXPORT Status checkStandardOutput();

}  // namespace plateau
