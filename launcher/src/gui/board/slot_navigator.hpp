#pragma once

#include <vector>

#include <plateau/sdk/board_view.hpp>

namespace plateau::gui {

// Moving a slot piece with the keyboard over a board's slots (grooves between squares), from where
// each slot lies on screen: the next one in an arrow's direction, the one crossing it.
struct SlotPlace {
    Point middle;  // on screen (the SDK's point: no SFML in the input model)
    bool horizontal = true;
};

// The slot whose middle is closest to `point` (-1 with no slots).
int nearestSlot(const std::vector<SlotPlace>& slots, Point point);
// The nearest slot of the same orientation whose middle lies in `direction` (a unit step
// such as {1, 0}) from `from`'s, preferring those in line; `from` itself when none does.
int slotToward(const std::vector<SlotPlace>& slots, int from, Point direction);
// The slot of the other orientation closest to `from` (where the two cross).
int slotTurned(const std::vector<SlotPlace>& slots, int from);

}  // namespace plateau::gui
