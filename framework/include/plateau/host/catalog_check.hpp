#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

#include "plateau/export.hpp"
#include "plateau/sdk/error.hpp"

namespace plateau {

// The most a translation catalog (.mo) may hold; Plateau's own are under 100 kB.
inline constexpr std::size_t kMaxCatalogBytes = 4u << 20;
// The longest plural formula taken, and how deep it may nest (brackets, ?:, unary
// operators): real ones are under 150 bytes and 10 deep. The catalog parser recurses per
// level, so 100 000 brackets overflowed its stack.
inline constexpr std::size_t kMaxPluralFormulaBytes = 512;
inline constexpr int kMaxPluralFormulaDepth = 32;

// Whether `bytes` is a well-formed GNU .mo catalog Plateau will hand to the catalog
// reader: its tables inside the file, and its header's plural formula short and shallow.
PLATEAU_EXPORT Status checkCatalog(std::string_view bytes);
// Why a plural formula ("n%10==1 ? 0 : 1") is refused; empty when it is taken.
PLATEAU_EXPORT std::string pluralFormulaProblem(std::string_view formula);

// Reads a catalog file by the one rule for files (a regular file, at most
// kMaxCatalogBytes, never blocking on a FIFO) and checks it (checkCatalog).
PLATEAU_EXPORT Expected<std::string> readCatalogFile(const std::filesystem::path& file);

}  // namespace plateau
