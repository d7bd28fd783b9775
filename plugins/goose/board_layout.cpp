#include "goose/board_layout.hpp"

namespace goose {

namespace {

constexpr int kGrid = 8;
constexpr float kStartZone = 1.4f;  // the strip left of the board that holds square 0

BoardLayout makeLayout() {
    BoardLayout layout;
    layout.size = {kGrid + kStartZone, kGrid};
    layout.squares[0] = {{kStartZone / 2, kGrid - 0.5f}, {1.1f, 1.1f}, plateau::CellShape::Circle};
    int left = 0, right = kGrid - 1, top = 0, bottom = kGrid - 1;
    int square = 1;
    const auto place = [&](int col, int row) {
        if (square > kGoal) return;
        layout.squares[square++] = {
            {kStartZone + col + 0.5f, row + 0.5f}, {0.94f, 0.94f}, plateau::CellShape::Rect};
    };
    while (square <= kGoal && left <= right && top <= bottom) {
        for (int c = left; c <= right; ++c)
            place(c, bottom);
        --bottom;
        for (int r = bottom; r >= top; --r)
            place(right, r);
        --right;
        for (int c = right; c >= left; --c)
            place(c, top);
        ++top;
        for (int r = top; r <= bottom; ++r)
            place(left, r);
        ++left;
    }
    return layout;
}

}  // namespace

const BoardLayout& boardLayout() {
    static const BoardLayout layout = makeLayout();
    return layout;
}

}  // namespace goose
