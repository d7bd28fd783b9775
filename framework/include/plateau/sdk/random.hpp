#pragma once

#include <cstdint>

#include "plateau/export.hpp"

namespace plateau {

// xoshiro256** seeded through SplitMix64. Unlike the std distributions, every draw is
// specified here, so a seed gives the same game on every machine and standard library.
class PLATEAU_EXPORT Rng {
public:
    explicit Rng(std::uint64_t seed = 0) { seedFrom(seed); }

    // The same as constructing it again with `seed` (kept out of line for plugins built
    // against SDK 0.2, which call it).
    void reseed(std::uint64_t seed);

    std::uint64_t next() {
        const std::uint64_t result = rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    // Uniform in [0, bound), bound > 0, without modulo bias (Lemire's method).
    std::uint32_t below(std::uint32_t bound) {
        std::uint64_t m = (next() >> 32) * bound;
        auto low = static_cast<std::uint32_t>(m);
        if (low < bound) {
            const std::uint32_t threshold = -bound % bound;
            while (low < threshold) {
                m = (next() >> 32) * bound;
                low = static_cast<std::uint32_t>(m);
            }
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

    // This generator with its second word replaced: the seed policy's stream for one throw
    // (seed_streams.hpp). `word` comes from a mix, so the state is never all zero.
    Rng withSecondWord(std::uint64_t word) const {
        Rng copy = *this;
        copy.m_s[1] = word;
        return copy;
    }

    // Uniform in [0, 1) with 53 random bits.
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    // Inline: the seed policy seeds one for every bot move (seed_streams.hpp).
    void seedFrom(std::uint64_t seed) {
        // SplitMix64 spreads any seed, even 0, over the whole state.
        for (auto& word : m_s) {
            seed += 0x9E3779B97F4A7C15ull;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
            word = z ^ (z >> 31);
        }
    }
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::uint64_t m_s[4];
};

}  // namespace plateau
