#pragma once

#include <functional>
#include <string>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/System/String.hpp>
#include <SFML/Window/Event.hpp>

#include "widgets/theme.hpp"

namespace plateau::gui {

// The base of the controls: a rectangle that takes mouse events and draws itself with
// the theme. handleEvent returns true when the widget was used (clicked or changed).
// A focused widget also takes keys (a WidgetGroup moves the focus between widgets).
class Widget : public sf::Drawable {
public:
    explicit Widget(const Theme& theme) : m_theme(&theme) {}
    ~Widget() override = default;

    void setRect(sf::FloatRect rect) { m_rect = rect; }
    sf::FloatRect rect() const { return m_rect; }
    sf::Vector2f center() const {
        return {m_rect.left + m_rect.width / 2, m_rect.top + m_rect.height / 2};
    }
    void setEnabled(bool enabled) { m_enabled = enabled; }
    bool enabled() const { return m_enabled; }
    bool focused() const { return m_focused; }
    virtual void setFocused(bool focused) { m_focused = focused; }
    // Whether Enter does something here (a button presses, a box ticks); else Enter is
    // the screen's (start, save).
    virtual bool usesEnter() const { return false; }
    // Text fields take letters and want the focus ring of their own.
    virtual bool isTextField() const { return false; }

    virtual bool handleEvent(const sf::Event& event) = 0;

protected:
    // Tracks hover from mouse moves; true for a left press inside.
    bool pressedInside(const sf::Event& event);
    bool contains(float x, float y) const { return m_rect.contains(x, y); }
    // A key pressed while this widget has the focus (and is enabled), else nullptr.
    const sf::Event::KeyEvent* focusedKey(const sf::Event& event) const;

    const Theme* m_theme;
    sf::FloatRect m_rect;
    bool m_hover = false;
    bool m_enabled = true;
    bool m_focused = false;
};

class Button : public Widget {
public:
    enum class Style { Normal, Primary, Ghost, Danger };
    Button(const Theme& theme, sf::String label, Style style = Style::Normal)
        : Widget(theme), m_label(std::move(label)), m_style(style) {}

    void setLabel(sf::String label) { m_label = std::move(label); }
    const sf::String& label() const { return m_label; }
    void setTextSize(float base) { m_textSize = base; }
    // A second, smaller line under the label ("Chess · today 14:05").
    void setDetail(sf::String detail) { m_detail = std::move(detail); }
    bool usesEnter() const override { return true; }
    bool handleEvent(const sf::Event& event) override;
    // Whether `label` (this button's label by default) shows whole at the button's size,
    // without an ellipsis. Measures text: needs the font, not a window.
    bool fits(const sf::String& label) const;
    bool fits() const { return fits(m_label); }
    // The width at which the label shows whole, with the usual margins.
    float naturalWidth() const;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    sf::String m_label;
    sf::String m_detail;
    Style m_style;
    float m_textSize = 17;
};

class Checkbox : public Widget {
public:
    Checkbox(const Theme& theme, sf::String label, bool value)
        : Widget(theme), m_label(std::move(label)), m_value(value) {}
    bool value() const { return m_value; }
    void setValue(bool value) { m_value = value; }
    void setLabel(sf::String label) { m_label = std::move(label); }
    bool usesEnter() const override { return true; }
    bool handleEvent(const sf::Event& event) override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    sf::String m_label;
    bool m_value;
};

// A number with − and + buttons (the mouse wheel, Left and Right when focused), clamped
// to [min, max]; with a list of allowed values it steps through those only.
class Spinner : public Widget {
public:
    Spinner(const Theme& theme, double value, double min, double max, double step, int decimals = 0)
        : Widget(theme),
          m_value(value),
          m_min(min),
          m_max(max),
          m_step(step),
          m_decimals(decimals) {}
    double value() const { return m_value; }
    void setValue(double value);
    void setRange(double min, double max);
    // Only these values (sorted) are offered; empty: every step in [min, max].
    void setAllowed(std::vector<double> values);
    // Shown after the number ("×", " players").
    void setSuffix(sf::String suffix) { m_suffix = std::move(suffix); }
    bool handleEvent(const sf::Event& event) override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    sf::FloatRect minusRect() const;
    sf::FloatRect plusRect() const;
    void stepBy(int direction);
    bool canStep(int direction) const;
    double m_value, m_min, m_max, m_step;
    int m_decimals;
    std::vector<double> m_allowed;
    sf::String m_suffix;
    int m_hoverPart = 0;  // -1 minus, +1 plus
};

// One of several choices, stepped with ‹ and › (a click in the middle goes forward; Left
// and Right when focused).
class ChoiceBox : public Widget {
public:
    ChoiceBox(const Theme& theme, std::vector<sf::String> choices, int index = 0)
        : Widget(theme), m_choices(std::move(choices)), m_index(index) {}
    int index() const { return m_index; }
    void setIndex(int index) { m_index = index; }
    void setChoices(std::vector<sf::String> choices);
    const std::vector<sf::String>& choices() const { return m_choices; }
    // Each choice may carry a colour dot (the players' colours in "who starts").
    void setDotColors(std::vector<sf::Color> colors) { m_dots = std::move(colors); }
    bool handleEvent(const sf::Event& event) override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    std::vector<sf::String> m_choices;
    std::vector<sf::Color> m_dots;
    int m_index;
    int m_hoverPart = 0;
};

// One line of text with a caret: typing inserts at the caret; Left, Right, Home, End move
// it; Backspace (as text, as SFML sends it) and Delete erase; Ctrl+A selects all (the next key
// typed replaces it). A letter past the limit is refused and the field says so (refused()), never
// cut.
class TextField : public Widget {
public:
    TextField(const Theme& theme, sf::String text, std::size_t maxLength = 24)
        : Widget(theme),
          m_text(std::move(text)),
          m_maxLength(maxLength),
          m_caret(m_text.getSize()) {}
    const sf::String& text() const { return m_text; }
    void setText(sf::String text) {
        m_text = std::move(text);
        m_caret = m_text.getSize();
    }
    void setPlaceholder(sf::String text) { m_placeholder = std::move(text); }
    // A password: shown as dots.
    void setMasked(bool masked) { m_masked = masked; }
    void setFocused(bool focused) override;
    bool isTextField() const override { return true; }
    std::size_t maxLength() const { return m_maxLength; }
    std::size_t caret() const { return m_caret; }
    // The last letter typed did not fit; cleared by the next edit or when focus leaves.
    bool refused() const { return m_refused; }
    // The whole text marked, as a rename field opens: the first key typed replaces it,
    // Backspace clears it, a click puts the caret at the end.
    void selectAll() { m_allSelected = !m_text.isEmpty(); }
    bool allSelected() const { return m_allSelected; }
    bool handleEvent(const sf::Event& event) override;
    void update(float dt) { m_blink += dt; }

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    bool edit(const sf::Event::KeyEvent& key);
    sf::String m_text;
    sf::String m_placeholder;
    std::size_t m_maxLength;
    std::size_t m_caret;
    bool m_allSelected = false;
    bool m_refused = false;
    bool m_masked = false;
    float m_blink = 0;
};

// A colour from a palette: a click takes the next one, a right click the previous (Right,
// Left or Space when focused). Colours another player has are skipped when the screen
// says which are taken.
class ColorPicker : public Widget {
public:
    ColorPicker(const Theme& theme, std::vector<sf::Color> palette, int index)
        : Widget(theme), m_palette(std::move(palette)), m_index(index) {}
    sf::Color color() const { return m_palette[static_cast<std::size_t>(m_index)]; }
    int index() const { return m_index; }
    void setIndex(int index) { m_index = index; }
    void setTaken(std::function<bool(int)> taken) { m_taken = std::move(taken); }
    bool handleEvent(const sf::Event& event) override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    bool step(int direction);
    std::vector<sf::Color> m_palette;
    int m_index;
    std::function<bool(int)> m_taken;
};

}  // namespace plateau::gui
