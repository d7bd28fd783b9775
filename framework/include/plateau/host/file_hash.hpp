#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"

namespace plateau {

// FNV-1a, 64 bits: fast and stable across builds and machines. It tells whether a plugin
// library or a variant file changed since a save, not who changed it: not cryptographic.
inline constexpr std::uint64_t kFnvOffset = 0xcbf29ce484222325ull;
inline constexpr std::uint64_t kFnvPrime = 0x100000001b3ull;

constexpr std::uint64_t fnv1a64(std::string_view bytes, std::uint64_t hash = kFnvOffset) {
    for (unsigned char c : bytes) {
        hash ^= c;
        hash *= kFnvPrime;
    }
    return hash;
}

// The hash of a file's bytes, read in blocks; an unreadable file is an error naming it.
PLATEAU_EXPORT Expected<std::uint64_t> hashFile(const std::filesystem::path& file);

// Sixteen lower-case hex digits, the way saves write a hash.
PLATEAU_EXPORT std::string hashToHex(std::uint64_t hash);
// Exactly sixteen hex digits (either case); nullopt for anything else.
PLATEAU_EXPORT std::optional<std::uint64_t> hashFromHex(std::string_view text);

}  // namespace plateau
