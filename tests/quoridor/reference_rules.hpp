#pragma once

// A deliberately plain Quoridor move generator for checking the engine: arrays of walls,
// a breadth-first search with std::queue, move texts as strings, no bit tricks. Slow and
// obviously following the rules text, so its counts are an independent check.

#include <cstdint>
#include <string>
#include <vector>

namespace quoridor::reference {

struct Position {
    int size = 9;
    int players = 2;
    int x[4] = {}, y[4] = {};  // pawns: column and row from 0
    int walls[4] = {};         // walls left
    bool h[11][11] = {};       // h[c][r]: horizontal wall anchored at column c, row r
    bool v[11][11] = {};
    int side = 0;
    int winner = -1;
    int ply = 0;
    int maxPlies = 0;

    Position(int size, int players, int wallsEach, int first, int maxPlies = 0);

    bool over() const { return winner >= 0 || (maxPlies > 0 && ply >= maxPlies); }
    bool onGoal(int p, int px, int py) const;
    // Moves as texts: "e2", "e3h", "pass"; sorted.
    std::vector<std::string> moves() const;
    // Plays a move text; returns false (changing nothing) if it is not legal.
    bool play(const std::string& move);
    void apply(const std::string& move);  // unchecked
    std::uint64_t perft(int depth) const;

    bool blocked(int px, int py, int dx, int dy) const;  // a wall or the edge
    bool pawnAt(int px, int py) const;
    bool hasPath(int p) const;
    bool wallFits(bool horizontal, int c, int r) const;
};

}  // namespace quoridor::reference
