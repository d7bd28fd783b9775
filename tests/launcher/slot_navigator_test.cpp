// Moving a wall with the keyboard on a 3x3 board: a wall's middle sits on a crossing of
// grooves, one horizontal and one vertical slot per crossing, as Quoridor lays them out.
#include <doctest/doctest.h>

#include "board/slot_navigator.hpp"

using namespace plateau::gui;

namespace {

// The four crossings, 100 px apart.
std::vector<SlotPlace> grid() {
    std::vector<SlotPlace> slots;
    for (float y : {100.f, 200.f})
        for (float x : {100.f, 200.f})
            slots.push_back({{x, y}, true});  // 0..3
    for (float y : {100.f, 200.f})
        for (float x : {100.f, 200.f})
            slots.push_back({{x, y}, false});  // 4..7
    return slots;
}

}  // namespace

TEST_CASE("arrows move a wall to the next slot of the same orientation") {
    const auto slots = grid();
    CHECK(slotToward(slots, 0, {1, 0}) == 1);
    CHECK(slotToward(slots, 0, {0, 1}) == 2);
    CHECK(slotToward(slots, 3, {-1, 0}) == 2);
    CHECK(slotToward(slots, 3, {0, -1}) == 1);
    CHECK(slotToward(slots, 4, {1, 0}) == 5);  // a vertical wall stays vertical
    // At the edge it stays where it is.
    CHECK(slotToward(slots, 1, {1, 0}) == 1);
    CHECK(slotToward(slots, 0, {0, -1}) == 0);
}

TEST_CASE("turning a wall takes the slot crossing it") {
    const auto slots = grid();
    CHECK(slotTurned(slots, 0) == 4);
    CHECK(slotTurned(slots, 7) == 3);
    CHECK(slotTurned(slots, slotTurned(slots, 2)) == 2);
}

TEST_CASE("keyboard walls start at the slot nearest a point, and survive no slots") {
    const auto slots = grid();
    CHECK(nearestSlot(slots, {190, 110}) == 1);
    CHECK(nearestSlot({}, {0, 0}) == -1);
    CHECK(slotToward({}, -1, {1, 0}) == -1);
    CHECK(slotTurned({}, -1) == -1);
}
