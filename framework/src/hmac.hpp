#pragma once

// HMAC-SHA-256 (RFC 2104, FIPS 180-4), for the probe's verdict cache: a verdict is kept
// with a tag only this user's key can make, so a verdict the program did not write (an
// "ok" typed into a refused plugin's file) is not believed.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace plateau::detail {

std::array<std::uint8_t, 32> sha256(std::string_view data);
std::array<std::uint8_t, 32> hmacSha256(std::string_view key, std::string_view message);
std::string toHex(const std::array<std::uint8_t, 32>& bytes);

}  // namespace plateau::detail
