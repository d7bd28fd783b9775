#include "plateau/host/file_hash.hpp"

#include <cstdio>
#include <fstream>

namespace plateau {

Expected<std::uint64_t> hashFile(const std::filesystem::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) return Error(file.string(), 0, 0, "cannot be read");
    std::uint64_t hash = kFnvOffset;
    char block[1 << 16];
    while (in) {
        in.read(block, sizeof block);
        hash = fnv1a64(std::string_view(block, static_cast<std::size_t>(in.gcount())), hash);
    }
    if (in.bad()) return Error(file.string(), 0, 0, "failed while being read");
    return hash;
}

std::string hashToHex(std::uint64_t hash) {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
    return text;
}

std::optional<std::uint64_t> hashFromHex(std::string_view text) {
    if (text.size() != 16) return std::nullopt;
    std::uint64_t value = 0;
    for (char c : text) {
        value <<= 4;
        if (c >= '0' && c <= '9')
            value |= static_cast<std::uint64_t>(c - '0');
        else if (c >= 'a' && c <= 'f')
            value |= static_cast<std::uint64_t>(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            value |= static_cast<std::uint64_t>(c - 'A' + 10);
        else
            return std::nullopt;
    }
    return value;
}

}  // namespace plateau
