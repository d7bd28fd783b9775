#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace plateau {

// How long the texts people read may be (in bytes of UTF-8). A name longer than a line
// is of no use, and a megabyte one made screens slow.
inline constexpr std::size_t kMaxIdBytes = 64;
inline constexpr std::size_t kMaxNameBytes = 100;
inline constexpr std::size_t kMaxDescriptionBytes = 2000;

// Why `text` may not be shown as a name: too long, or holding control characters
// (newlines, escape sequences) that would garble a terminal or a layout. nullopt: fine.
inline std::optional<std::string> nameProblem(std::string_view text, std::string_view what,
                                              std::size_t maxBytes = kMaxNameBytes,
                                              bool allowNewlines = false) {
    if (text.size() > maxBytes)
        return std::string(what) + " is too long (" + std::to_string(text.size()) +
               " bytes; at most " + std::to_string(maxBytes) + ")";
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const bool c1 = c == 0xC2 && i + 1 < text.size() &&
                        static_cast<unsigned char>(text[i + 1]) >= 0x80 &&
                        static_cast<unsigned char>(text[i + 1]) <= 0x9F;
        if ((c < 0x20 && !(allowNewlines && c == '\n')) || c == 0x7F || c1)
            return std::string(what) + " holds a control character (code " + std::to_string(c1 ? 0x80 : c) +
                   " at byte " + std::to_string(i + 1) + ")";
    }
    return std::nullopt;
}

// An id: 1 to kMaxIdBytes of letters, digits, '_', '-' and '.'.
inline std::optional<std::string> idProblem(std::string_view id, std::string_view what) {
    if (id.empty()) return std::string(what) + " is empty";
    if (id.size() > kMaxIdBytes)
        return std::string(what) + " is too long (" + std::to_string(id.size()) + " bytes; at most " +
               std::to_string(kMaxIdBytes) + ")";
    for (char c : id) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                        c == '_' || c == '-' || c == '.';
        if (!ok) return std::string(what) + " may hold only letters, digits, '_', '-' and '.'";
    }
    return std::nullopt;
}

}  // namespace plateau
