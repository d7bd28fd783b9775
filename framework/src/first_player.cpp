#include "plateau/sdk/first_player.hpp"

#include <cassert>

#include "plateau/sdk/random.hpp"

namespace plateau {

int drawFirstPlayer(const Setup& setup) {
    assert(!setup.players.empty());
    // Apart from the stream of the caller's generator, which is seeded with the same number.
    Rng rng(setup.seed ^ 0x9e3779b97f4a7c15ull);
    return static_cast<int>(rng.below(static_cast<std::uint32_t>(setup.players.size())));
}

}  // namespace plateau
