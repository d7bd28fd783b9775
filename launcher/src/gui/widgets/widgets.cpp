#include "widgets/widgets.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>

#include <SFML/Graphics/RenderTarget.hpp>

#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

constexpr float kRadius = 8;

bool inside(sf::FloatRect r, float x, float y) {
    return r.contains(x, y);
}

}  // namespace

bool Widget::pressedInside(const sf::Event& event) {
    if (event.type == sf::Event::MouseMoved) {
        m_hover =
            contains(static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y));
    } else if (event.type == sf::Event::MouseButtonPressed &&
               event.mouseButton.button == sf::Mouse::Left && m_enabled) {
        const float x = static_cast<float>(event.mouseButton.x);
        const float y = static_cast<float>(event.mouseButton.y);
        m_hover = contains(x, y);
        return m_hover;
    }
    return false;
}

const sf::Event::KeyEvent* Widget::focusedKey(const sf::Event& event) const {
    if (!m_focused || !m_enabled || event.type != sf::Event::KeyPressed) return nullptr;
    return &event.key;
}

bool Button::handleEvent(const sf::Event& event) {
    if (const auto* key = focusedKey(event))
        return key->code == sf::Keyboard::Enter || key->code == sf::Keyboard::Space;
    return pressedInside(event);
}

bool Button::fits(const sf::String& label) const {
    const float r = m_theme->px(kRadius);
    return elide(label, m_theme->bold(), m_theme->textSize(m_textSize), m_rect.width - r * 2) ==
           label;
}

float Button::naturalWidth() const {
    const float r = m_theme->px(kRadius);
    const auto text = makeText(m_label, m_theme->bold(), m_theme->textSize(m_textSize), {});
    return std::ceil(text.getLocalBounds().width) + 2 * r + m_theme->px(12);
}

void Button::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const auto& c = m_theme->colors;
    sf::Color fill = c.panelRaised, text = c.text;
    switch (m_style) {
        case Style::Primary:
            fill = m_hover ? c.accentHover : c.accent;
            text = c.accentText;
            break;
        case Style::Danger:
            fill = m_hover ? mix(c.danger, sf::Color::White, 0.15f) : c.danger;
            text = sf::Color::White;
            break;
        case Style::Ghost:
            fill = m_hover ? c.panelHover : sf::Color::Transparent;
            break;
        case Style::Normal:
            fill = m_hover ? c.panelHover : c.panelRaised;
            break;
    }
    if (!m_enabled) {
        fill = withAlpha(fill, 90);
        text = withAlpha(text, 110);
    }
    Mesh mesh;
    const float r = m_theme->px(kRadius);
    if (m_style == Style::Ghost)
        mesh.roundedFrame(m_rect, r, std::max(1.f, m_theme->px(1.5f)), c.border);
    mesh.roundedRect(m_rect, r, fill);
    target.draw(mesh, states);
    auto label = makeText(
        elide(m_label, m_theme->bold(), m_theme->textSize(m_textSize), m_rect.width - r * 2),
        m_theme->bold(), m_theme->textSize(m_textSize), text);
    const auto p = center();
    if (m_detail.isEmpty()) {
        centerText(label, p.x, p.y);
        target.draw(label, states);
        return;
    }
    const unsigned ds = m_theme->textSize(m_textSize * 0.8f);
    auto detail = makeText(elide(m_detail, m_theme->regular(), ds, m_rect.width - r * 2),
                           m_theme->regular(), ds, withAlpha(text, 210));
    const float lh = label.getLocalBounds().height, dh = static_cast<float>(ds);
    const float gap = m_theme->px(5), top = p.y - (lh + gap + dh) / 2;
    centerText(label, p.x, top + lh / 2);
    centerText(detail, p.x, top + lh + gap + dh / 2);
    target.draw(label, states);
    target.draw(detail, states);
}

bool Checkbox::handleEvent(const sf::Event& event) {
    const auto* key = focusedKey(event);
    if (pressedInside(event) ||
        (key && (key->code == sf::Keyboard::Space || key->code == sf::Keyboard::Enter))) {
        m_value = !m_value;
        return true;
    }
    return false;
}

void Checkbox::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const auto& c = m_theme->colors;
    const float box = std::min(m_rect.height, m_theme->px(24));
    const sf::FloatRect b{m_rect.left, m_rect.top + (m_rect.height - box) / 2, box, box};
    Mesh mesh;
    const float r = m_theme->px(5);
    if (m_value) {
        mesh.roundedRect(b, r, m_hover ? c.accentHover : c.accent);
        const float t = std::max(2.f, box * 0.12f);
        const sf::Vector2f p1{b.left + box * 0.24f, b.top + box * 0.52f};
        const sf::Vector2f p2{b.left + box * 0.43f, b.top + box * 0.70f};
        const sf::Vector2f p3{b.left + box * 0.76f, b.top + box * 0.30f};
        mesh.capsule(p1, p2, t, c.accentText);
        mesh.capsule(p2, p3, t, c.accentText);
    } else {
        mesh.roundedRect(b, r, m_hover ? c.panelHover : c.panelRaised);
        mesh.roundedFrame(b, r, std::max(1.f, m_theme->px(1.5f)), c.border);
    }
    target.draw(mesh, states);
    const unsigned size = m_theme->textSize(16);
    auto label = makeText(elide(m_label, m_theme->regular(), size, m_rect.width - box * 1.5f),
                          m_theme->regular(), size, c.text);
    centerText(label, 0, b.top + box / 2);
    label.setOrigin(0, label.getOrigin().y);
    label.setPosition(std::round(b.left + box + m_theme->px(10)), label.getPosition().y);
    target.draw(label, states);
}

void Spinner::setValue(double value) {
    m_value = std::clamp(value, m_min, m_max);
    if (!m_allowed.empty()) {
        // The nearest allowed value.
        auto best = m_allowed.front();
        for (const double v : m_allowed)
            if (std::abs(v - value) < std::abs(best - value)) best = v;
        m_value = best;
    }
}

void Spinner::setAllowed(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    m_allowed = std::move(values);
    if (!m_allowed.empty()) {
        m_min = m_allowed.front();
        m_max = m_allowed.back();
    }
    setValue(m_value);
}

bool Spinner::canStep(int direction) const {
    return direction < 0 ? m_value > m_min : m_value < m_max;
}

void Spinner::stepBy(int direction) {
    if (m_allowed.empty()) {
        setValue(m_value + direction * m_step);
        return;
    }
    if (direction > 0) {
        const auto it = std::upper_bound(m_allowed.begin(), m_allowed.end(), m_value + 1e-9);
        if (it != m_allowed.end()) m_value = *it;
    } else {
        const auto it = std::lower_bound(m_allowed.begin(), m_allowed.end(), m_value - 1e-9);
        if (it != m_allowed.begin()) m_value = *std::prev(it);
    }
}

void Spinner::setRange(double min, double max) {
    m_min = min;
    m_max = max;
    setValue(m_value);
}

sf::FloatRect Spinner::minusRect() const {
    return {m_rect.left, m_rect.top, m_rect.height, m_rect.height};
}

sf::FloatRect Spinner::plusRect() const {
    return {m_rect.left + m_rect.width - m_rect.height, m_rect.top, m_rect.height, m_rect.height};
}

bool Spinner::handleEvent(const sf::Event& event) {
    if (event.type == sf::Event::MouseMoved) {
        const float x = static_cast<float>(event.mouseMove.x);
        const float y = static_cast<float>(event.mouseMove.y);
        m_hover = contains(x, y);
        m_hoverPart = inside(minusRect(), x, y) ? -1 : inside(plusRect(), x, y) ? 1 : 0;
        return false;
    }
    const double before = m_value;
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left && m_enabled) {
        const float x = static_cast<float>(event.mouseButton.x);
        const float y = static_cast<float>(event.mouseButton.y);
        if (inside(minusRect(), x, y)) stepBy(-1);
        if (inside(plusRect(), x, y)) stepBy(1);
    } else if (event.type == sf::Event::MouseWheelScrolled && m_hover && m_enabled) {
        stepBy(event.mouseWheelScroll.delta > 0 ? 1 : -1);
    } else if (const auto* key = focusedKey(event)) {
        if (key->code == sf::Keyboard::Left || key->code == sf::Keyboard::Subtract ||
            key->code == sf::Keyboard::Hyphen)
            stepBy(-1);
        if (key->code == sf::Keyboard::Right || key->code == sf::Keyboard::Add ||
            key->code == sf::Keyboard::Equal)
            stepBy(1);
        if (key->code == sf::Keyboard::Home) setValue(m_min);
        if (key->code == sf::Keyboard::End) setValue(m_max);
    }
    // Keep decimal steps on the grid (0.1 + 0.2 …).
    const double grid = std::pow(10.0, m_decimals);
    m_value = std::clamp(std::round(m_value * grid) / grid, m_min, m_max);
    return m_value != before;
}

void Spinner::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const auto& c = m_theme->colors;
    Mesh mesh;
    const float r = m_theme->px(kRadius);
    mesh.roundedRect(m_rect, r, c.panelRaised);
    const auto m = minusRect(), p = plusRect();
    const bool canDown = m_enabled && canStep(-1), canUp = m_enabled && canStep(1);
    if (m_hoverPart < 0 && canDown) mesh.roundedRect(m, r, c.panelHover);
    if (m_hoverPart > 0 && canUp) mesh.roundedRect(p, r, c.panelHover);
    const float arm = m.height * 0.18f, t = std::max(2.f, m_theme->px(2.2f));
    const sf::Color on = c.accent, off = withAlpha(c.muted, 90);
    const sf::Vector2f mc{m.left + m.width / 2, m.top + m.height / 2};
    const sf::Vector2f pc{p.left + p.width / 2, p.top + p.height / 2};
    mesh.line({mc.x - arm, mc.y}, {mc.x + arm, mc.y}, t, canDown ? on : off);
    mesh.line({pc.x - arm, pc.y}, {pc.x + arm, pc.y}, t, canUp ? on : off);
    mesh.line({pc.x, pc.y - arm}, {pc.x, pc.y + arm}, t, canUp ? on : off);
    target.draw(mesh, states);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.*f", m_decimals, m_value);
    auto text = makeText(sf::String(buffer) + m_suffix, m_theme->bold(), m_theme->textSize(17),
                         m_enabled ? c.text : c.muted);
    const auto ctr = center();
    centerText(text, ctr.x, ctr.y);
    target.draw(text, states);
}

void ChoiceBox::setChoices(std::vector<sf::String> choices) {
    m_choices = std::move(choices);
    m_index = std::clamp(m_index, 0, std::max(0, static_cast<int>(m_choices.size()) - 1));
}

bool ChoiceBox::handleEvent(const sf::Event& event) {
    const float arrow = m_rect.height;
    if (event.type == sf::Event::MouseMoved) {
        const float x = static_cast<float>(event.mouseMove.x);
        m_hover = contains(x, static_cast<float>(event.mouseMove.y));
        m_hoverPart = !m_hover                                 ? 0
                      : x < m_rect.left + arrow                ? -1
                      : x > m_rect.left + m_rect.width - arrow ? 1
                                                               : 2;
        return false;
    }
    if (m_choices.size() < 2 || !m_enabled) return false;
    const int n = static_cast<int>(m_choices.size());
    if (pressedInside(event)) {
        const float x = static_cast<float>(event.mouseButton.x);
        m_index = (m_index + (x < m_rect.left + arrow ? n - 1 : 1)) % n;
        return true;
    }
    if (event.type == sf::Event::MouseWheelScrolled && m_hover) {
        m_index = (m_index + (event.mouseWheelScroll.delta > 0 ? n - 1 : 1)) % n;
        return true;
    }
    if (const auto* key = focusedKey(event)) {
        if (key->code == sf::Keyboard::Left)
            m_index = (m_index + n - 1) % n;
        else if (key->code == sf::Keyboard::Right || key->code == sf::Keyboard::Space)
            m_index = (m_index + 1) % n;
        else
            return false;
        return true;
    }
    return false;
}

void ChoiceBox::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const auto& c = m_theme->colors;
    Mesh mesh;
    const float r = m_theme->px(kRadius);
    mesh.roundedRect(m_rect, r, m_hover ? mix(c.panelRaised, c.panelHover, 0.5f) : c.panelRaised);
    const float arrow = m_rect.height;
    const bool active = m_enabled && m_choices.size() > 1;
    const sf::FloatRect left{m_rect.left, m_rect.top, arrow, arrow};
    const sf::FloatRect right{m_rect.left + m_rect.width - arrow, m_rect.top, arrow, arrow};
    if (active && m_hoverPart == -1) mesh.roundedRect(left, r, c.panelHover);
    if (active && m_hoverPart == 1) mesh.roundedRect(right, r, c.panelHover);
    const float a = arrow * 0.14f, t = std::max(2.f, m_theme->px(2.2f));
    const sf::Color col = active ? c.accent : withAlpha(c.muted, 80);
    const sf::Vector2f lc{left.left + arrow / 2, left.top + arrow / 2};
    const sf::Vector2f rc{right.left + arrow / 2, right.top + arrow / 2};
    mesh.capsule({lc.x + a / 2, lc.y - a}, {lc.x - a / 2, lc.y}, t, col);
    mesh.capsule({lc.x - a / 2, lc.y}, {lc.x + a / 2, lc.y + a}, t, col);
    mesh.capsule({rc.x - a / 2, rc.y - a}, {rc.x + a / 2, rc.y}, t, col);
    mesh.capsule({rc.x + a / 2, rc.y}, {rc.x - a / 2, rc.y + a}, t, col);
    const unsigned size = m_theme->textSize(16);
    sf::String label =
        m_choices.empty() ? sf::String() : m_choices[static_cast<std::size_t>(m_index)];
    const bool dot = static_cast<std::size_t>(m_index) < m_dots.size() &&
                     m_dots[static_cast<std::size_t>(m_index)].a > 0;
    const float dotSpace = dot ? m_theme->px(18) : 0;
    label = elide(label, m_theme->regular(), size, m_rect.width - 2 * arrow - dotSpace);
    auto text = makeText(label, m_theme->regular(), size, m_enabled ? c.text : c.muted);
    const auto ctr = center();
    centerText(text, ctr.x + dotSpace / 2, ctr.y);
    if (dot) {
        const float x = text.getPosition().x - text.getOrigin().x - m_theme->px(11);
        mesh.circle({x, ctr.y}, m_theme->px(6), m_dots[static_cast<std::size_t>(m_index)]);
    }
    target.draw(mesh, states);
    target.draw(text, states);
}

void TextField::setFocused(bool focused) {
    if (focused && !m_focused) m_caret = m_text.getSize();
    if (!focused) {
        m_allSelected = false;
        m_refused = false;
    }
    m_focused = focused;
    m_blink = 0;
}

bool TextField::edit(const sf::Event::KeyEvent& key) {
    const std::size_t n = m_text.getSize();
    m_caret = std::min(m_caret, n);
    if (key.control && key.code == sf::Keyboard::A) {
        m_allSelected = !m_text.isEmpty();
        return false;
    }
    const bool replace = m_allSelected;
    switch (key.code) {
        case sf::Keyboard::Home:
            m_caret = 0;
            break;
        case sf::Keyboard::End:
            m_caret = n;
            break;
        case sf::Keyboard::Left:
            m_caret = replace ? 0 : (m_caret > 0 ? m_caret - 1 : 0);
            break;
        case sf::Keyboard::Right:
            m_caret = replace ? n : std::min(n, m_caret + 1);
            break;
        case sf::Keyboard::Delete:
            m_refused = false;
            m_allSelected = false;
            m_blink = 0;
            if (replace) {
                m_text.clear();
                m_caret = 0;
                return n > 0;
            }
            if (m_caret < n) {
                m_text.erase(m_caret);
                return true;
            }
            return false;
        default:
            return false;
    }
    m_allSelected = false;
    m_blink = 0;
    return false;
}

bool TextField::handleEvent(const sf::Event& event) {
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left) {
        setFocused(contains(static_cast<float>(event.mouseButton.x),
                            static_cast<float>(event.mouseButton.y)));
        return false;
    }
    if (event.type == sf::Event::MouseMoved) {
        pressedInside(event);
        return false;
    }
    if (!m_focused) return false;
    if (event.type == sf::Event::TextEntered) {
        // Backspace arrives as text (8), Delete as a key (its text, 127, is ignored).
        const sf::Uint32 c = event.text.unicode;
        const bool replace = m_allSelected;
        if (c == 8) {
            m_refused = false;
            m_allSelected = false;
            m_blink = 0;
            if (replace) {
                const bool had = !m_text.isEmpty();
                m_text.clear();
                m_caret = 0;
                return had;
            }
            m_caret = std::min(m_caret, static_cast<std::size_t>(m_text.getSize()));
            if (m_caret == 0) return false;
            m_text.erase(--m_caret);
            return true;
        }
        if (c < 32 || c == 127) return false;
        if (!replace && m_text.getSize() >= m_maxLength) {
            m_refused = true;
            m_blink = 0;
            return true;  // changed: the field now says it is full
        }
        if (replace) {
            m_text.clear();
            m_caret = 0;
        }
        m_caret = std::min(m_caret, static_cast<std::size_t>(m_text.getSize()));
        m_text.insert(m_caret++, sf::String(c));
        m_allSelected = false;
        m_refused = false;
        m_blink = 0;
        return true;
    }
    if (event.type == sf::Event::KeyPressed) {
        if (event.key.code == sf::Keyboard::Enter || event.key.code == sf::Keyboard::Tab ||
            event.key.code == sf::Keyboard::Escape) {
            setFocused(false);
            return false;
        }
        return edit(event.key);
    }
    return false;
}

void TextField::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const auto& c = m_theme->colors;
    Mesh mesh;
    const float r = m_theme->px(kRadius);
    mesh.roundedRect(m_rect, r, m_focused ? c.panel : c.panelRaised);
    mesh.roundedFrame(m_rect, r, std::max(1.f, m_theme->px(m_focused || m_refused ? 2.f : 1.f)),
                      m_refused   ? c.danger
                      : m_focused ? c.focus
                                  : (m_hover ? c.border : withAlpha(c.border, 140)));
    const unsigned size = m_theme->textSize(16);
    const float pad = m_theme->px(12);
    const bool empty = m_text.isEmpty();
    const std::u32string dots(m_masked ? m_text.getSize() : 0, U'\u2022');
    const sf::String shown = m_masked ? sf::String::fromUtf32(dots.begin(), dots.end()) : m_text;
    auto text = makeText(empty ? m_placeholder : shown, m_theme->regular(), size,
                         empty ? c.muted : c.text);
    centerText(text, 0, m_rect.top + m_rect.height / 2);
    text.setOrigin(0, text.getOrigin().y);
    text.setPosition(std::round(m_rect.left + pad), text.getPosition().y);
    if (m_focused && m_allSelected) {
        const auto b = text.getGlobalBounds();
        const float h = m_rect.height * 0.62f;
        mesh.rect({b.left - m_theme->px(3), m_rect.top + (m_rect.height - h) / 2,
                   b.width + m_theme->px(6), h},
                  withAlpha(c.focus, 110));
    } else if (m_focused && std::fmod(m_blink, 1.0f) < 0.6f) {
        const float x =
            empty ? m_rect.left + pad
                  : text.findCharacterPos(std::min(m_caret, std::size_t(m_text.getSize()))).x;
        const float h = m_rect.height * 0.5f;
        mesh.rect({x + 1, m_rect.top + (m_rect.height - h) / 2, std::max(1.5f, m_theme->px(2)), h},
                  c.focus);
    }
    target.draw(mesh, states);
    target.draw(text, states);
}

bool ColorPicker::step(int direction) {
    const int n = static_cast<int>(m_palette.size());
    for (int k = 1; k < n; ++k) {
        const int next = ((m_index + direction * k) % n + n) % n;
        if (!m_taken || !m_taken(next)) {
            m_index = next;
            return true;
        }
    }
    return false;  // every other colour is taken
}

bool ColorPicker::handleEvent(const sf::Event& event) {
    if (event.type == sf::Event::MouseButtonPressed && m_enabled &&
        contains(static_cast<float>(event.mouseButton.x),
                 static_cast<float>(event.mouseButton.y))) {
        return step(event.mouseButton.button == sf::Mouse::Right ? -1 : 1);
    }
    if (const auto* key = focusedKey(event)) {
        if (key->code == sf::Keyboard::Left) return step(-1);
        if (key->code == sf::Keyboard::Right || key->code == sf::Keyboard::Space) return step(1);
        return false;
    }
    pressedInside(event);
    return false;
}

void ColorPicker::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const auto& c = m_theme->colors;
    Mesh mesh;
    const float r = m_theme->px(kRadius);
    mesh.roundedRect(m_rect, r, m_hover ? c.panelHover : c.panelRaised);
    const float radius = std::min(m_rect.width, m_rect.height) * 0.3f;
    const auto ctr = center();
    mesh.circle(ctr, radius + m_theme->px(2), sf::Color(255, 255, 255, 200));
    mesh.circle(ctr, radius, color());
    target.draw(mesh, states);
}

}  // namespace plateau::gui
