#pragma once

// A position of Barrage: the two armies set up in secret, then moves and fights.

#include <memory>

#include <plateau/sdk/state.hpp>

namespace barrage {

struct Rules {
    bool randomSetup = false;  // the pieces are deployed at random instead of by the players
    int quietLimit = 200;      // moves in a row without a fight that end the game drawn; 0: none
};

plateau::StatePtr makeState(std::shared_ptr<const plateau::Game> game,
                            std::shared_ptr<const plateau::Setup> setup, Rules rules);

}  // namespace barrage
