#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Window/Event.hpp>

#include "widgets/widgets.hpp"

namespace plateau::gui {

// The widgets of one screen in their keyboard order: which one has the focus (Tab,
// Shift+Tab, Up and Down move it; a click gives it to the widget clicked; Enter in a
// text field moves on), which one is under a point, and where a named one is for the
// test scripts' click-on. It draws the focus ring once the keyboard was used.
//
// The group holds pointers: a screen that rebuilds its widgets clears the group and
// adds them again; the focus stays on the widget of the same name.
class WidgetGroup : public sf::Drawable {
public:
    explicit WidgetGroup(const Theme& theme) : m_theme(&theme) {}

    void clear();
    // `name` is what scripts call it ("Start", "name:0"); names are matched ignoring case.
    void add(Widget& widget, std::string name);

    // Focus moves and clicks; true when the event was used for that (the screen should
    // not act on it too). Call before the widgets' own handleEvent.
    bool handleNavigation(const sf::Event& event);

    Widget* focused() const;
    std::string focusedName() const;
    bool focus(std::string_view name);
    void focusIndex(int index);
    void blur() { focusIndex(-1); }
    // Moves to the next (or previous) enabled widget, wrapping around.
    void next(int direction);
    // Whether Enter belongs to the focused widget (a button, a text field …).
    bool focusedUsesEnter() const;
    bool editingText() const;

    Widget* at(sf::Vector2f point) const;
    std::optional<sf::Vector2f> locate(std::string_view name) const;
    std::size_t size() const { return m_items.size(); }

    void setRingVisible(bool visible) { m_ringVisible = visible; }
    bool ringVisible() const { return m_ringVisible; }

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    struct Item {
        Widget* widget;
        std::string name;
    };
    const Theme* m_theme;
    std::vector<Item> m_items;
    int m_focus = -1;
    std::string m_wanted;  // the focused name, kept across clear() and add()
    bool m_ringVisible = false;
};

}  // namespace plateau::gui
