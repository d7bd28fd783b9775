#include "widgets/choice_popup.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "widgets/shapes.hpp"

namespace plateau::gui {

void ChoicePopup::open(const std::vector<std::string>& labels, sf::Vector2f at,
                       sf::FloatRect area) {
    close();
    if (labels.empty()) return;
    const Theme& t = *m_theme;
    m_focus = 0;
    float width = t.px(160);
    for (const auto& label : labels) {
        auto text = makeText(toSfString(label), t.regular(), t.textSize(16), t.colors.text);
        width = std::max(width, text.getLocalBounds().width + t.px(40));
        m_texts.push_back(text);
    }
    width = std::min(width, std::max(t.px(160), area.width * 0.8f));
    const float rowH = t.px(38), pad = t.px(8);
    const float height = rowH * static_cast<float>(labels.size()) + 2 * pad;
    // Under the cell (above it near the bottom), so the cell and its row stay in sight.
    const float below = at.y + t.px(34), above = at.y - t.px(34) - height;
    const float bottom = area.top + area.height;
    const float left = std::clamp(at.x - width / 2, area.left, area.left + area.width - width);
    const float top =
        std::clamp(below + height <= bottom ? below : above, area.top, bottom - height);
    m_rect = {left, top, width, height};
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const sf::FloatRect row{left + pad, top + pad + rowH * static_cast<float>(i),
                                width - 2 * pad, rowH};
        m_rows.push_back(row);
        auto& text = m_texts[i];
        text.setString(elide(text.getString(), t.regular(), t.textSize(16), row.width - t.px(20)));
        centerText(text, 0, row.top + row.height / 2);
        text.setOrigin(0, text.getOrigin().y);
        text.setPosition(std::round(row.left + t.px(10)), text.getPosition().y);
    }
}

void ChoicePopup::close() {
    m_rows.clear();
    m_texts.clear();
    m_focus = 0;
}

int ChoicePopup::rowAt(sf::Vector2f point) const {
    for (std::size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].contains(point)) return static_cast<int>(i);
    return -1;
}

std::optional<sf::Vector2f> ChoicePopup::rowCenter(int row) const {
    if (row < 0 || row >= static_cast<int>(m_rows.size())) return std::nullopt;
    const auto& r = m_rows[static_cast<std::size_t>(row)];
    return sf::Vector2f(r.left + r.width / 2, r.top + r.height / 2);
}

void ChoicePopup::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    if (m_rows.empty()) return;
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    Mesh popup;
    popup.raisedRect(m_rect, t.px(10), c.panelRaised, t.px(4));
    popup.roundedFrame(m_rect, t.px(10), t.px(2), c.accent);
    const auto& row =
        m_rows[static_cast<std::size_t>(std::clamp(m_focus, 0, int(m_rows.size()) - 1))];
    popup.roundedRect(row, t.px(8), mix(c.panelRaised, c.accent, 0.35f));
    popup.roundedFrame(row, t.px(8), t.px(2), c.accent);
    target.draw(popup, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
}

}  // namespace plateau::gui
