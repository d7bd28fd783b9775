#include "quoridor/reference_rules.hpp"

#include <algorithm>
#include <queue>
#include <set>

namespace quoridor::reference {

namespace {

std::string square(int c, int r) {
    return std::string(1, char('a' + c)) + std::to_string(r + 1);
}

}  // namespace

Position::Position(int n, int count, int wallsEach, int first, int limit)
    : size(n), players(count), side(first), maxPlies(limit) {
    const int mid = n / 2;
    if (count == 2) {
        x[0] = mid, y[0] = 0;
        x[1] = mid, y[1] = n - 1;
    } else {
        x[0] = mid, y[0] = 0;      // e1
        x[1] = 0, y[1] = mid;      // a5
        x[2] = mid, y[2] = n - 1;  // e9
        x[3] = n - 1, y[3] = mid;  // i5
    }
    for (int p = 0; p < count; ++p)
        walls[p] = wallsEach;
}

bool Position::onGoal(int p, int px, int py) const {
    if (players == 2) return p == 0 ? py == size - 1 : py == 0;
    switch (p) {
        case 0:
            return py == size - 1;
        case 1:
            return px == size - 1;
        case 2:
            return py == 0;
        default:
            return px == 0;
    }
}

bool Position::blocked(int px, int py, int dx, int dy) const {
    const int nx = px + dx, ny = py + dy;
    if (nx < 0 || ny < 0 || nx >= size || ny >= size) return true;
    // The walls that lie in the groove between the two squares.
    if (dy == 1) return h[px][py] || (px > 0 && h[px - 1][py]);
    if (dy == -1) return h[px][ny] || (px > 0 && h[px - 1][ny]);
    if (dx == 1) return v[px][py] || (py > 0 && v[px][py - 1]);
    return v[nx][py] || (py > 0 && v[nx][py - 1]);
}

bool Position::pawnAt(int px, int py) const {
    for (int p = 0; p < players; ++p)
        if (x[p] == px && y[p] == py) return true;
    return false;
}

bool Position::hasPath(int p) const {
    std::vector<bool> seen(static_cast<std::size_t>(size * size), false);
    std::queue<std::pair<int, int>> todo;
    todo.push({x[p], y[p]});
    seen[static_cast<std::size_t>(y[p] * size + x[p])] = true;
    const int dirs[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    while (!todo.empty()) {
        auto [cx, cy] = todo.front();
        todo.pop();
        if (onGoal(p, cx, cy)) return true;
        for (auto& d : dirs) {
            if (blocked(cx, cy, d[0], d[1])) continue;
            const auto k = static_cast<std::size_t>((cy + d[1]) * size + cx + d[0]);
            if (seen[k]) continue;
            seen[k] = true;
            todo.push({cx + d[0], cy + d[1]});
        }
    }
    return false;
}

bool Position::wallFits(bool horizontal, int c, int r) const {
    if (c < 0 || r < 0 || c > size - 2 || r > size - 2) return false;
    if (h[c][r] || v[c][r]) return false;  // the same groove, or crossing
    if (horizontal) return !(c > 0 && h[c - 1][r]) && !(c + 1 < size - 1 && h[c + 1][r]);
    return !(r > 0 && v[c][r - 1]) && !(r + 1 < size - 1 && v[c][r + 1]);
}

std::vector<std::string> Position::moves() const {
    std::vector<std::string> out;
    if (over()) return out;
    const int p = side;
    std::set<std::string> pawnMoves;
    const int dirs[4][2] = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    for (auto& d : dirs) {
        if (blocked(x[p], y[p], d[0], d[1])) continue;
        const int tx = x[p] + d[0], ty = y[p] + d[1];
        if (!pawnAt(tx, ty)) {
            pawnMoves.insert(square(tx, ty));
            continue;
        }
        // Face to face: over the pawn, or beside it when something stands behind it.
        if (!blocked(tx, ty, d[0], d[1]) && !pawnAt(tx + d[0], ty + d[1])) {
            pawnMoves.insert(square(tx + d[0], ty + d[1]));
            continue;
        }
        for (int s : {-1, 1}) {
            const int sx = d[1] != 0 ? s : 0, sy = d[0] != 0 ? s : 0;
            if (!blocked(tx, ty, sx, sy) && !pawnAt(tx + sx, ty + sy))
                pawnMoves.insert(square(tx + sx, ty + sy));
        }
    }
    out.assign(pawnMoves.begin(), pawnMoves.end());
    if (walls[p] > 0) {
        for (int horizontal = 0; horizontal < 2; ++horizontal) {
            for (int c = 0; c < size - 1; ++c) {
                for (int r = 0; r < size - 1; ++r) {
                    if (!wallFits(horizontal, c, r)) continue;
                    Position test = *this;
                    (horizontal ? test.h : test.v)[c][r] = true;
                    bool everyone = true;
                    for (int q = 0; q < players; ++q)
                        everyone = everyone && test.hasPath(q);
                    if (everyone) out.push_back(square(c, r) + (horizontal ? "h" : "v"));
                }
            }
        }
    }
    if (out.empty()) out.push_back("pass");
    std::sort(out.begin(), out.end());
    return out;
}

bool Position::play(const std::string& move) {
    const auto all = moves();
    if (std::find(all.begin(), all.end(), move) == all.end()) return false;
    apply(move);
    return true;
}

void Position::apply(const std::string& move) {
    const int p = side;
    if (move != "pass") {
        const int c = move[0] - 'a';
        std::size_t i = 1;
        int r = 0;
        while (i < move.size() && move[i] >= '0' && move[i] <= '9')
            r = r * 10 + (move[i++] - '0');
        r -= 1;
        if (i == move.size()) {
            x[p] = c, y[p] = r;
            if (onGoal(p, c, r)) winner = p;
        } else {
            (move[i] == 'h' ? h : v)[c][r] = true;
            --walls[p];
        }
    }
    side = (side + 1) % players;
    ++ply;
}

std::uint64_t Position::perft(int depth) const {
    if (depth == 0 || over()) return 1;
    const auto all = moves();
    if (depth == 1) return all.size();
    std::uint64_t total = 0;
    for (const auto& m : all) {
        Position next = *this;
        next.apply(m);
        total += next.perft(depth - 1);
    }
    return total;
}

}  // namespace quoridor::reference
