#pragma once

// The marbles on the star, and how they move: steps and chains of jumps.

#include <array>
#include <string>
#include <vector>

#include <plateau/sdk/error.hpp>

#include "star.hpp"

namespace chinese_checkers {

inline constexpr int kMaxPlayers = 6;

struct Rules {
    int roundLimit = 0;             // rounds before the game ends (0: never)
    bool stopInOtherPoints = true;  // a marble may end its move in a point not its own
};

// The points the players start in, in turn order (clockwise from seat 0 at the bottom).
std::vector<int> startPoints(int players);

struct Marbles {
    Marbles(int players, Rules rules);

    // Calls f(from, to) for each move of the player's marbles, each destination of a
    // marble once (a step, or the end of a chain of jumps).
    template <class F>
    void forEachMove(int player, F&& f) const {
        for (int k = 0; k < kPointHoles; ++k) {
            const int from = at[static_cast<std::size_t>(player * kPointHoles + k)];
            std::array<bool, kHoles> seen{};
            seen[static_cast<std::size_t>(from)] = true;
            const Star& star = Star::get();
            for (int d = 0; d < 6; ++d) {
                const int n = star.neighbour(from, d);
                if (n != kNone && hole[static_cast<std::size_t>(n)] == kNone) {
                    seen[static_cast<std::size_t>(n)] = true;
                    if (mayStop(player, n)) f(from, n);
                }
            }
            // Jumps, breadth first; the marble's own hole is free while it jumps.
            std::array<int, kHoles> queue{};
            std::array<bool, kHoles> jumped{};
            int head = 0, tail = 0;
            queue[static_cast<std::size_t>(tail++)] = from;
            jumped[static_cast<std::size_t>(from)] = true;
            while (head < tail) {
                const int x = queue[static_cast<std::size_t>(head++)];
                for (int d = 0; d < 6; ++d) {
                    const int j = jumpTarget(from, x, d);
                    if (j == kNone || jumped[static_cast<std::size_t>(j)]) continue;
                    jumped[static_cast<std::size_t>(j)] = true;
                    queue[static_cast<std::size_t>(tail++)] = j;
                    if (!seen[static_cast<std::size_t>(j)] && mayStop(player, j)) {
                        seen[static_cast<std::size_t>(j)] = true;
                        f(from, j);
                    }
                }
            }
        }
    }

    // The hole a marble that left `from` reaches by jumping from `x` in direction d, or kNone.
    int jumpTarget(int from, int x, int d) const;
    // The holes a marble goes through from `from` to `to` (both included): a step, or the
    // shortest chain of jumps; empty when it cannot get there.
    std::vector<int> path(int from, int to) const;
    // Whether the player's marble may end a move in the hole.
    bool mayStop(int player, int h) const;
    void move(int from, int to);

    int goal(int player) const { return opposite(homeOf[static_cast<std::size_t>(player)]); }
    // The goal point's holes are all taken, by the player's marbles and those its owner
    // never moved out (which cannot block the win), one at least the player's.
    bool filledHome(int player) const;
    int marblesHome(int player) const;
    // The steps the player's marbles are from the goal's tip, together (20 when home).
    int distanceHome(int player) const;

    // Puts the marbles where the texts say ("a1 b1 b2 …", ten for each player).
    plateau::Status place(const std::vector<std::string>& marbles);

    int players = 2;
    Rules rules;
    std::array<int, kHoles> hole{};                   // the marble in each hole, or kNone
    std::array<int, kMaxPlayers * kPointHoles> at{};  // each marble's hole
    std::array<int, kPoints> ownerOfPoint{};          // who starts in each point, or kNone
    std::array<int, kMaxPlayers> homeOf{};            // each player's starting point
    int player = 0;
    int turns = 0;
    int winner = kNone;
    bool over = false;  // the rounds ran out
};

}  // namespace chinese_checkers
