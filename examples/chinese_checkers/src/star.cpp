#include "star.hpp"

#include <algorithm>
#include <cstdlib>

namespace chinese_checkers {

namespace {

constexpr int kDir[6][2] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};

bool onStar(int q, int r) {
    const int s = -q - r;
    return (q >= -4 && r >= -4 && s >= -4) || (q <= 4 && r <= 4 && s <= 4);
}

int pointOf(int q, int r) {
    const int s = -q - r;
    if (r <= -5) return 0;
    if (q >= 5) return 1;
    if (s <= -5) return 2;
    if (r >= 5) return 3;
    if (q <= -5) return 4;
    if (s >= 5) return 5;
    return kNone;
}

}  // namespace

const Star& Star::get() {
    static const Star star;
    return star;
}

Star::Star() {
    int h = 0;
    std::array<int, kPoints> filled{};
    for (int r = -8; r <= 8; ++r) {
        int column = 0;
        for (int q = -8; q <= 8; ++q) {
            if (!onStar(q, r)) continue;
            Hole& hole = m_holes[static_cast<std::size_t>(h)];
            hole = {q, r, r + 8, column++, pointOf(q, r)};
            if (hole.point != kNone) {
                auto& n = filled[static_cast<std::size_t>(hole.point)];
                m_point[static_cast<std::size_t>(hole.point)][static_cast<std::size_t>(n++)] = h;
            }
            ++h;
        }
    }
    for (int i = 0; i < kHoles; ++i)
        for (int d = 0; d < 6; ++d)
            m_next[static_cast<std::size_t>(i)][static_cast<std::size_t>(d)] =
                at(hole(i).q + kDir[d][0], hole(i).r + kDir[d][1]);
    // Each point's tip (the hole farthest from the middle) first.
    for (auto& holes : m_point)
        std::stable_sort(holes.begin(), holes.end(),
                         [&](int a, int b) { return distance(a, 60) > distance(b, 60); });
}

int Star::at(int q, int r) const {
    if (!onStar(q, r)) return kNone;
    // Rows are short: a scan of the row is fast enough and needs no second table.
    const int row = r + 8;
    int lo = 0, hi = kHoles;
    while (lo < hi) {  // the first hole of the row
        const int mid = (lo + hi) / 2;
        if (m_holes[static_cast<std::size_t>(mid)].row < row)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (int h = lo; h < kHoles && m_holes[static_cast<std::size_t>(h)].row == row; ++h)
        if (m_holes[static_cast<std::size_t>(h)].q == q) return h;
    return kNone;
}

int Star::distance(int a, int b) const {
    const Hole &x = hole(a), &y = hole(b);
    const int dq = x.q - y.q, dr = x.r - y.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

std::string Star::name(int h) const {
    const Hole& x = hole(h);
    return std::string(1, static_cast<char>('a' + x.row)) + std::to_string(x.column + 1);
}

std::optional<int> Star::parse(std::string_view text) const {
    if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'q') return std::nullopt;
    int column = 0;
    for (char c : text.substr(1)) {
        if (c < '0' || c > '9') return std::nullopt;
        column = column * 10 + (c - '0');
    }
    const int row = text[0] - 'a';
    for (int h = 0; h < kHoles; ++h)
        if (hole(h).row == row && hole(h).column + 1 == column) return h;
    return std::nullopt;
}

}  // namespace chinese_checkers
