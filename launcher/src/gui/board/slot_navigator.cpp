#include "board/slot_navigator.hpp"

#include <cmath>
#include <limits>

namespace plateau::gui {

namespace {

Point minus(Point a, Point b) {
    return {a.x - b.x, a.y - b.y};
}

float length(Point v) {
    return std::hypot(v.x, v.y);
}

// The slot minimising `score` (which returns a negative number to skip one), or -1.
template <class Score>
int best(const std::vector<SlotPlace>& slots, Score score) {
    int found = -1;
    float least = std::numeric_limits<float>::max();
    for (std::size_t i = 0; i < slots.size(); ++i) {
        const float s = score(slots[i], static_cast<int>(i));
        if (s >= 0 && s < least) {
            least = s;
            found = static_cast<int>(i);
        }
    }
    return found;
}

bool valid(const std::vector<SlotPlace>& slots, int i) {
    return i >= 0 && i < static_cast<int>(slots.size());
}

}  // namespace

int nearestSlot(const std::vector<SlotPlace>& slots, Point point) {
    return best(slots, [&](const SlotPlace& s, int) { return length(minus(s.middle, point)); });
}

int slotToward(const std::vector<SlotPlace>& slots, int from, Point direction) {
    if (!valid(slots, from)) return from;
    const auto& here = slots[static_cast<std::size_t>(from)];
    const int next = best(slots, [&](const SlotPlace& s, int i) {
        if (i == from || s.horizontal != here.horizontal) return -1.f;
        const Point d = minus(s.middle, here.middle);
        const float ahead = d.x * direction.x + d.y * direction.y;
        const float aside = std::abs(d.x * direction.y - d.y * direction.x);
        if (ahead < 1e-3f) return -1.f;
        return ahead + 3 * aside;  // in line first, then the nearest
    });
    return next >= 0 ? next : from;
}

int slotTurned(const std::vector<SlotPlace>& slots, int from) {
    if (!valid(slots, from)) return from;
    const auto& here = slots[static_cast<std::size_t>(from)];
    const int turned = best(slots, [&](const SlotPlace& s, int) {
        return s.horizontal == here.horizontal ? -1.f : length(minus(s.middle, here.middle));
    });
    return turned >= 0 ? turned : from;
}

}  // namespace plateau::gui
