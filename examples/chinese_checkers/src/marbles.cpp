#include "marbles.hpp"

#include <sstream>

namespace chinese_checkers {

// Opposite points face each other, so that every goal is someone's start or empty.
std::vector<int> startPoints(int players) {
    switch (players) {
        case 2:
            return {3, 0};
        case 3:
            return {3, 5, 1};
        case 4:
            return {3, 4, 0, 1};
        default:
            return {3, 4, 5, 0, 1, 2};
    }
}

Marbles::Marbles(int count, Rules r) : players(count), rules(r) {
    hole.fill(kNone);
    at.fill(kNone);
    ownerOfPoint.fill(kNone);
    homeOf.fill(kNone);
    const auto points = startPoints(count);
    const Star& star = Star::get();
    for (int p = 0; p < count && p < static_cast<int>(points.size()); ++p) {
        const int point = points[static_cast<std::size_t>(p)];
        homeOf[static_cast<std::size_t>(p)] = point;
        ownerOfPoint[static_cast<std::size_t>(point)] = p;
        for (int k = 0; k < kPointHoles; ++k) {
            const int h = star.point(point)[static_cast<std::size_t>(k)];
            at[static_cast<std::size_t>(p * kPointHoles + k)] = h;
            hole[static_cast<std::size_t>(h)] = p * kPointHoles + k;
        }
    }
}

int Marbles::jumpTarget(int from, int x, int d) const {
    const Star& star = Star::get();
    const int over = star.neighbour(x, d);
    if (over == kNone || over == from || hole[static_cast<std::size_t>(over)] == kNone)
        return kNone;
    const int to = star.neighbour(over, d);
    if (to == kNone || (to != from && hole[static_cast<std::size_t>(to)] != kNone)) return kNone;
    return to;
}

std::vector<int> Marbles::path(int from, int to) const {
    const Star& star = Star::get();
    if (from == to || hole[static_cast<std::size_t>(to)] != kNone) return {};
    for (int d = 0; d < 6; ++d)
        if (star.neighbour(from, d) == to) return {from, to};
    std::array<int, kHoles> parent{};
    parent.fill(kNone - 1);
    std::vector<int> queue{from};
    parent[static_cast<std::size_t>(from)] = from;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int x = queue[head];
        for (int d = 0; d < 6; ++d) {
            const int j = jumpTarget(from, x, d);
            if (j == kNone || parent[static_cast<std::size_t>(j)] != kNone - 1) continue;
            parent[static_cast<std::size_t>(j)] = x;
            if (j == to) {
                std::vector<int> out{to};
                for (int y = to; y != from;)
                    out.insert(out.begin(), y = parent[static_cast<std::size_t>(y)]);
                return out;
            }
            queue.push_back(j);
        }
    }
    return {};
}

bool Marbles::mayStop(int p, int h) const {
    if (rules.stopInOtherPoints) return true;
    const int point = Star::get().hole(h).point;
    return point == kNone || point == homeOf[static_cast<std::size_t>(p)] || point == goal(p);
}

void Marbles::move(int from, int to) {
    const int piece = hole[static_cast<std::size_t>(from)];
    hole[static_cast<std::size_t>(from)] = kNone;
    hole[static_cast<std::size_t>(to)] = piece;
    at[static_cast<std::size_t>(piece)] = to;
}

bool Marbles::filledHome(int p) const {
    // Marbles of the player who starts there and never left do not block the win; a
    // marble of anyone else passing through does.
    const int stayer = ownerOfPoint[static_cast<std::size_t>(goal(p))];
    bool mine = false;
    for (int h : Star::get().point(goal(p))) {
        const int piece = hole[static_cast<std::size_t>(h)];
        if (piece == kNone) return false;
        const int owner = piece / kPointHoles;
        if (owner != p && owner != stayer) return false;
        mine = mine || owner == p;
    }
    return mine;
}

int Marbles::marblesHome(int p) const {
    int n = 0;
    for (int h : Star::get().point(goal(p))) {
        const int piece = hole[static_cast<std::size_t>(h)];
        if (piece != kNone && piece / kPointHoles == p) ++n;
    }
    return n;
}

int Marbles::distanceHome(int p) const {
    const Star& star = Star::get();
    const int tip = star.point(goal(p))[0];
    int sum = 0;
    for (int k = 0; k < kPointHoles; ++k)
        sum += star.distance(at[static_cast<std::size_t>(p * kPointHoles + k)], tip);
    return sum;
}

plateau::Status Marbles::place(const std::vector<std::string>& marbles) {
    const Star& star = Star::get();
    hole.fill(kNone);
    for (int p = 0; p < players; ++p) {
        std::istringstream in(marbles[static_cast<std::size_t>(p)]);
        std::string name;
        int k = 0;
        while (in >> name) {
            const auto h = star.parse(name);
            if (!h) return plateau::Error("no hole is called '" + name + "'");
            if (hole[static_cast<std::size_t>(*h)] != kNone)
                return plateau::Error("two marbles on " + name);
            if (k >= kPointHoles) return plateau::Error("a player has ten marbles, no more");
            at[static_cast<std::size_t>(p * kPointHoles + k)] = *h;
            hole[static_cast<std::size_t>(*h)] = p * kPointHoles + k;
            ++k;
        }
        if (k != kPointHoles)
            return plateau::Error("a player has ten marbles, not " + std::to_string(k));
    }
    return {};
}

}  // namespace chinese_checkers
