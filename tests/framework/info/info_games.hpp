#pragma once

// Two small games for the SDK 0.3 tests (never shipped):
//   Sealed bids: both players bid 1–3 at once, in secret; the bids open together and the
//     higher scores a point (a tie, nobody). Two rounds; more points wins. Each player sees
//     their own pending bid, not the other's.
//   Two steps: a race to square 6 where a turn is two steps of 1 or 2 squares (a turn of
//     several moves, GameType::multiStepTurns).

#include <plateau/sdk/game.hpp>

namespace info {

std::shared_ptr<const plateau::Game> makeSealedBids();
std::shared_ptr<const plateau::Game> makeTwoSteps();

// A bid's move code: the player says whose it is (moves of different players differ).
inline plateau::Move bid(int player, int amount) {
    return plateau::Move{static_cast<std::uint32_t>(player * 10 + amount)};
}

}  // namespace info
