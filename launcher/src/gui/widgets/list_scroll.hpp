#pragma once

#include <optional>

namespace plateau::gui {

// Which rows of a long list are on screen and which one is selected. It scrolls by whole
// rows, so a row is either shown or not and nothing has to be clipped. Pure logic: the
// scene gives the sizes and draws.
class ListScroll {
public:
    enum class Key { Up, Down, PageUp, PageDown, Home, End };

    // How many rows there are and how many fit; keeps the first row and the selection in
    // range (after a delete, the list shrinks under them).
    void setSize(int count, int visible);
    int count() const { return m_count; }
    int visible() const { return m_visible; }
    int first() const { return m_first; }
    // One past the last row shown.
    int end() const;
    bool shows(int row) const { return row >= m_first && row < end(); }
    bool scrolls() const { return m_count > m_visible; }

    // Moves the rows, not the selection (as the wheel does). Returns whether it moved.
    bool scrollBy(int rows);
    // A wheel's delta (+1 a notch up; touchpads give fractions, which add up).
    bool wheel(float delta);

    int selected() const { return m_selected; }  // -1: none
    // Selects a row (clamped) and scrolls as little as needed to show it.
    void select(int row);
    void clearSelection() { m_selected = -1; }
    // The keys move the selection; with none yet, they start from the rows in view.
    void press(Key key);

    // The scroll indicator's thumb along a track of `length`: where it starts and how long
    // it is (never shorter than `minimum`). Nothing when every row fits.
    struct Thumb {
        float start, length;
    };
    std::optional<Thumb> thumb(float length, float minimum) const;

private:
    int maxFirst() const;
    int m_count = 0;
    int m_visible = 1;
    int m_first = 0;
    int m_selected = -1;
    float m_wheel = 0;
};

}  // namespace plateau::gui
