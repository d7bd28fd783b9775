#include "goose/movement.hpp"

#include <algorithm>
#include <cassert>

namespace goose {

namespace {

void addWay(Path* path, int square, Step how) {
    if (path && path->size() < path->capacity())
        path->push_back({static_cast<std::int8_t>(square), how});
}

// Moves `at` by `total` in direction `dir`, bouncing back from the goal. Returns false
// when the rules keep the pawn where it is instead.
bool walk(const Rules& rules, int& at, int total, int& dir, Step how, Path* path) {
    if (dir > 0) {
        int to = at + total;
        if (to > kGoal) {
            if (rules.overshoot == OvershootRule::Stay) return false;
            addWay(path, kGoal, how);
            to = 2 * kGoal - to;
            dir = -1;
            how = Step::Bounce;
        }
        at = to;
    } else {
        // Walking back past the start ends on the start.
        at = std::max(0, at - total);
    }
    addWay(path, at, how);
    return true;
}

}  // namespace

std::uint8_t followThrow(const Rules& rules, int from, int d1, int d2, bool firstThrow,
                         Path* path) {
    addWay(path, from, Step::Start);
    int at = from;
    int dir = 1;
    const int total = d1 + d2;
    bool placed = false;
    if (firstThrow && d2 != 0) {
        for (const FirstThrow& f : rules.firstThrows) {
            if ((f.a == d1 && f.b == d2) || (f.a == d2 && f.b == d1)) {
                at = f.to;
                addWay(path, at, Step::FirstThrow);
                placed = true;
                break;
            }
        }
    }
    if (!placed && rules.singleDieFinish && d2 != 0 && (from + d1 == kGoal || from + d2 == kGoal)) {
        at = kGoal;
        addWay(path, at, Step::SingleDie);
        placed = true;
    }
    if (!placed && !walk(rules, at, total, dir, Step::Walk, path))
        return static_cast<std::uint8_t>(from | kStayed);

    // The variant check rules out loops; the bound only guards a broken invariant.
    for (int guard = 0; guard < 4 * kSquareCount; ++guard) {
        const SquareRule& sq = rules.squares[at];
        if (sq.effect == Effect::Goose) {
            if (!walk(rules, at, total, dir, Step::Goose, path)) break;
        } else if (sq.effect == Effect::Jump) {
            at = sq.to;
            addWay(path, at, Step::Jump);
        } else {
            if (sq.effect == Effect::Restart) {
                at = 0;
                addWay(path, at, Step::Restart);
            }
            break;
        }
    }
    return static_cast<std::uint8_t>(at);
}

void computeLandings(Rules& rules) {
    for (int first = 0; first < 2; ++first) {
        for (int from = 0; from < kSquareCount; ++from) {
            for (int d1 = 1; d1 <= 6; ++d1) {
                for (int d2 = 0; d2 <= 6; ++d2) {
                    const std::size_t i = static_cast<std::size_t>(
                        ((first ? kDiceCombos : 0) + diceCombo(d1, d2)) * kSquareCount + from);
                    std::uint8_t l = followThrow(rules, from, d1, d2, first != 0, nullptr);
                    const Effect e = rules.squares[l & kSquareMask].effect;
                    if (!(l & kStayed) && (e == Effect::MissTurns || e == Effect::Trap))
                        l |= kEffect;
                    rules.landings[i] = l;
                }
            }
        }
    }
    rules.landingsReady = true;
}

}  // namespace goose
