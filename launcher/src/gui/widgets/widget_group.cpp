#include "widgets/widget_group.hpp"

#include <algorithm>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/script_input.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

void WidgetGroup::clear() {
    if (m_focus >= 0) m_wanted = m_items[static_cast<std::size_t>(m_focus)].name;
    m_items.clear();
    m_focus = -1;
}

void WidgetGroup::add(Widget& widget, std::string name) {
    m_items.push_back({&widget, std::move(name)});
    widget.setFocused(false);
    if (!m_wanted.empty() && equalsIgnoreCase(m_items.back().name, m_wanted)) {
        m_focus = static_cast<int>(m_items.size()) - 1;
        widget.setFocused(true);
    }
}

Widget* WidgetGroup::focused() const {
    return m_focus >= 0 ? m_items[static_cast<std::size_t>(m_focus)].widget : nullptr;
}

std::string WidgetGroup::focusedName() const {
    return m_focus >= 0 ? m_items[static_cast<std::size_t>(m_focus)].name : std::string();
}

void WidgetGroup::focusIndex(int index) {
    if (auto* w = focused()) w->setFocused(false);
    m_focus = index >= 0 && index < static_cast<int>(m_items.size()) ? index : -1;
    m_wanted = focusedName();
    if (auto* w = focused()) w->setFocused(true);
}

bool WidgetGroup::focus(std::string_view name) {
    for (std::size_t i = 0; i < m_items.size(); ++i)
        if (equalsIgnoreCase(m_items[i].name, name)) {
            focusIndex(static_cast<int>(i));
            return true;
        }
    return false;
}

void WidgetGroup::next(int direction) {
    const int n = static_cast<int>(m_items.size());
    if (n == 0) return;
    int i = m_focus;
    if (i < 0) i = direction > 0 ? -1 : n;
    for (int k = 0; k < n; ++k) {
        i = ((i + direction) % n + n) % n;
        if (m_items[static_cast<std::size_t>(i)].widget->enabled()) {
            focusIndex(i);
            return;
        }
    }
}

bool WidgetGroup::focusedUsesEnter() const {
    const auto* w = focused();
    return w && (w->usesEnter() || w->isTextField());
}

bool WidgetGroup::editingText() const {
    const auto* w = focused();
    return w && w->isTextField();
}

bool WidgetGroup::handleNavigation(const sf::Event& event) {
    if (event.type == sf::Event::MouseButtonPressed) {
        m_ringVisible = false;
        const auto* hit =
            at({static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)});
        int index = -1;
        for (std::size_t i = 0; i < m_items.size(); ++i)
            if (m_items[i].widget == hit) index = static_cast<int>(i);
        // The widget still gets the click; the focus follows it so keys go on from there.
        if (index != m_focus) focusIndex(index);
        return false;
    }
    if (event.type != sf::Event::KeyPressed) return false;
    const auto code = event.key.code;
    if (code == sf::Keyboard::Tab) {
        m_ringVisible = true;
        next(event.key.shift ? -1 : 1);
        return true;
    }
    if (code == sf::Keyboard::Down || code == sf::Keyboard::Up) {
        m_ringVisible = true;
        next(code == sf::Keyboard::Down ? 1 : -1);
        return true;
    }
    if (code == sf::Keyboard::Enter && editingText()) {
        // Enter ends the name and goes on to the next field; it never starts anything.
        m_ringVisible = true;
        next(1);
        return true;
    }
    if (code == sf::Keyboard::Escape && editingText()) {
        blur();
        return true;
    }
    if (code == sf::Keyboard::Left || code == sf::Keyboard::Right || code == sf::Keyboard::Space ||
        code == sf::Keyboard::Enter) {
        m_ringVisible = m_focus >= 0;
        if (m_focus < 0 && code != sf::Keyboard::Enter) {
            next(1);
            return true;
        }
    }
    return false;
}

Widget* WidgetGroup::at(sf::Vector2f point) const {
    for (const auto& item : m_items)
        if (item.widget->rect().contains(point)) return item.widget;
    return nullptr;
}

std::optional<sf::Vector2f> WidgetGroup::locate(std::string_view name) const {
    for (const auto& item : m_items)
        if (equalsIgnoreCase(item.name, name)) return item.widget->center();
    return std::nullopt;
}

void WidgetGroup::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const auto* w = focused();
    if (!w || !m_ringVisible || w->isTextField()) return;
    const auto& t = *m_theme;
    const float gap = t.px(3), thick = std::max(2.f, t.px(2.5f));
    auto r = w->rect();
    r.left -= gap + thick;
    r.top -= gap + thick;
    r.width += 2 * (gap + thick);
    r.height += 2 * (gap + thick);
    Mesh mesh;
    mesh.roundedFrame(r, t.px(11), thick, t.colors.focus);
    target.draw(mesh, states);
}

}  // namespace plateau::gui
