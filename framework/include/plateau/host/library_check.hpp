#pragma once

#include <filesystem>

#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"

namespace plateau {

// Checks, without mapping it, that a file can be handed to dlopen: a regular file of a
// sane size whose ELF header, program headers and section headers all lie inside the
// file. A half-copied library passes the magic but not the extents, and mapping it would
// end in SIGBUS inside dlopen.
PLATEAU_EXPORT Status checkLibraryFile(const std::filesystem::path& file);

}  // namespace plateau
