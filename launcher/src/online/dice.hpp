#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <plateau/sdk/move.hpp>

namespace plateau::online {

// Commit-reveal dice (docs/online-protocol.md, "Dice"): the referee commits to a secret,
// the thrower adds a value of its own, the outcome comes from both without bias.
using Bytes32 = std::array<std::uint8_t, 32>;

// 32 bytes from the system's generator (getrandom): secrets and contributions.
Bytes32 randomBytes32();
Bytes32 sha256(const void* data, std::size_t size);
std::string toHex(const std::uint8_t* data, std::size_t size);
inline std::string toHex(const Bytes32& bytes) {
    return toHex(bytes.data(), bytes.size());
}
// Exactly 64 lower- or upper-case hex digits; nullopt otherwise.
std::optional<Bytes32> parseHex32(std::string_view text);

// The hash the referee announces before the throw.
std::string commitmentOf(const Bytes32& secret);

// The plugin's probabilities as integer weights summing to D: the smallest D <= 1e6 with
// every p*D within 1e-9 of an integer, else the weights rounded at D = 2^32.
std::vector<std::uint64_t> integerWeights(const ChanceList& outcomes);

// The outcome's index: x uniform in [0, D) by rejection sampling over the byte stream
// SHA-256(secret || contribution || n || k), k = 0, 1, …; then the first index whose
// running total of weights exceeds x. Weights must not all be 0.
int drawOutcome(const Bytes32& secret, const Bytes32& contribution, std::uint32_t n,
                const std::vector<std::uint64_t>& weights);

// The uniform draw alone: the rejection step, over a stream of values in [0, 2^Bits).
// Values at or above the largest multiple of `bound` that fits are skipped, so that every
// result has the same number of accepted values behind it. Shared with the tests, which
// prove that on small words by counting every value.
template <int Bits = 64, class Next>
std::uint64_t uniformBelow(std::uint64_t bound, Next&& next) {
    static_assert(Bits > 0 && Bits <= 64);
    const std::uint64_t max = Bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << Bits) - 1;
    const std::uint64_t q = max / bound, r = max % bound;
    const bool all = r == bound - 1;  // bound divides 2^Bits: nothing to skip
    const std::uint64_t limit = q * bound;
    for (;;) {
        const std::uint64_t v = next();
        if (all || v < limit) return v % bound;
    }
}

// The seed of a game whose first player is drawn: SHA-256(secret || values…), its first
// 8 bytes big-endian.
std::uint64_t seedFrom(const Bytes32& secret, const std::vector<Bytes32>& values);

}  // namespace plateau::online
