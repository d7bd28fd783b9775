#pragma once

// A position of Colonel Blotto: both generals split their troops over three battlefields at
// once, unseen by each other, round after round.

#include <memory>

#include <plateau/sdk/state.hpp>

namespace blotto {

inline constexpr int kFields = 3;

struct Rules {
    int troops = 6;  // each general's troops, split anew every round
    int rounds = 5;
};

// The splits of `troops` over the three fields, in the order of the moves' codes: the
// first field's share from all the troops down to none, then the second's from none up.
int splitCount(int troops);
struct Split {
    int field[kFields] = {0, 0, 0};
};
Split splitAt(int troops, int index);

plateau::StatePtr makeState(std::shared_ptr<const plateau::Game> game,
                            std::shared_ptr<const plateau::Setup> setup, Rules rules);

}  // namespace blotto
