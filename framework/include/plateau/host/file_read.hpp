#pragma once

#include <cstddef>
#include <filesystem>
#include <string>

#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"

namespace plateau {

// The most any TOML file (variant, settings, save) may hold: a 100 000-move save is
// about 600 kB.
inline constexpr std::size_t kMaxTextFileBytes = 16u << 20;

// Reads a whole file, refusing what is not a regular file (a folder, a FIFO, a device
// such as /dev/zero, also behind a link) and anything larger than `maxBytes`, with a
// message naming the file. Never blocks on a FIFO and never reads more than maxBytes + 1.
PLATEAU_EXPORT Expected<std::string> readBoundedFile(const std::filesystem::path& file,
                                                     std::size_t maxBytes = kMaxTextFileBytes);

}  // namespace plateau
