#include "plateau/sdk/random.hpp"

namespace plateau {

void Rng::reseed(std::uint64_t seed) {
    // SplitMix64 spreads any seed, even 0, over the whole state.
    for (auto& word : m_s) {
        seed += 0x9E3779B97F4A7C15ull;
        std::uint64_t z = seed;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        word = z ^ (z >> 31);
    }
}

}  // namespace plateau
