#include "widgets/list_scroll.hpp"

#include <algorithm>
#include <cmath>

namespace plateau::gui {

void ListScroll::setSize(int count, int visible) {
    m_count = std::max(0, count);
    m_visible = std::max(1, visible);
    if (m_selected >= m_count) m_selected = m_count - 1;
    m_first = std::clamp(m_first, 0, maxFirst());
}

int ListScroll::end() const {
    return std::min(m_count, m_first + m_visible);
}

int ListScroll::maxFirst() const {
    return std::max(0, m_count - m_visible);
}

bool ListScroll::scrollBy(int rows) {
    const int before = m_first;
    m_first = std::clamp(m_first + rows, 0, maxFirst());
    return m_first != before;
}

bool ListScroll::wheel(float delta) {
    m_wheel += delta;
    const float notches = std::trunc(m_wheel);
    if (notches == 0) return false;
    m_wheel -= notches;
    return scrollBy(-static_cast<int>(notches));
}

void ListScroll::select(int row) {
    if (m_count == 0) {
        m_selected = -1;
        return;
    }
    m_selected = std::clamp(row, 0, m_count - 1);
    if (m_selected < m_first) m_first = m_selected;
    if (m_selected >= m_first + m_visible) m_first = m_selected - m_visible + 1;
    m_first = std::clamp(m_first, 0, maxFirst());
}

void ListScroll::press(Key key) {
    if (m_count == 0) return;
    // Out of view (the wheel moved the rows away) counts as none: start from what is seen.
    if (m_selected < 0 || !shows(m_selected)) {
        switch (key) {
            case Key::Home:
                return select(0);
            case Key::End:
                return select(m_count - 1);
            case Key::Up:
            case Key::PageUp:
                return select(key == Key::Up ? end() - 1 : m_first);
            case Key::Down:
            case Key::PageDown:
                return select(key == Key::Down ? m_first : end() - 1);
        }
    }
    // A page keeps one row of the old view in the new one, as browsers do.
    const int page = std::max(1, m_visible - 1);
    switch (key) {
        case Key::Up:
            return select(m_selected - 1);
        case Key::Down:
            return select(m_selected + 1);
        case Key::PageUp:
            return select(m_selected - page);
        case Key::PageDown:
            return select(m_selected + page);
        case Key::Home:
            return select(0);
        case Key::End:
            return select(m_count - 1);
    }
}

std::optional<ListScroll::Thumb> ListScroll::thumb(float length, float minimum) const {
    if (!scrolls()) return std::nullopt;
    const float size = std::min(length, std::max(minimum, length * static_cast<float>(m_visible) /
                                                              static_cast<float>(m_count)));
    const float at = static_cast<float>(m_first) / static_cast<float>(maxFirst());
    return Thumb{(length - size) * at, size};
}

}  // namespace plateau::gui
