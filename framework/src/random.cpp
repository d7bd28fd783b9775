#include "plateau/sdk/random.hpp"

namespace plateau {

void Rng::reseed(std::uint64_t seed) {
    seedFrom(seed);
}

}  // namespace plateau
