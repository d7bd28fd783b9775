#pragma once

#include <filesystem>
#include <string_view>

#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"

namespace plateau {

// The one way Plateau writes a file (saves, exports, settings, caches): to a temporary
// file beside the target, flushed to the disk, then renamed over it, so that whenever
// the writer dies the file holds the old bytes or the new ones, whole.
// - A symbolic link is followed: its target is updated and the link stays.
// - Only a regular file (or nothing) is replaced: a folder, a device such as /dev/null,
//   a FIFO or a socket is refused with the reason.
// - The temporary files of writers that died (".NAME.tmp-PID-XXXXXX" whose process is
//   gone) are removed. Creates the folder if needed.
PLATEAU_EXPORT Status writeFileAtomically(const std::filesystem::path& file, std::string_view bytes);

}  // namespace plateau
