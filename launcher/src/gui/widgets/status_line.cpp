#include "widgets/status_line.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include <SFML/Graphics/RenderTarget.hpp>

namespace plateau::gui {

StatusLine::Fit StatusLine::setText(const sf::String& whole, sf::Color color) {
    Fit fit;
    if (m_rect.width <= 0) return fit;  // laid out later: the screen sets the text again
    if (whole == m_laidOut && color == m_laidOutColor && m_rect == m_laidOutRect) return m_fit;
    const Theme& t = *m_theme;
    const float width = m_rect.width - t.px(28);
    const unsigned largest = t.textSize(16), smallest = t.textSize(13);
    const auto capacity = [&](unsigned size) {
        return std::max<std::size_t>(1, static_cast<std::size_t>((m_rect.height - t.px(4)) /
                                                                 t.regular().getLineSpacing(size)));
    };
    // The largest size at which the wrapped text fits the lines the bar has room for.
    std::vector<sf::String> lines;
    unsigned size = largest;
    for (; size >= smallest; --size) {
        lines = wrapText(whole, t.regular(), size, width);
        if (lines.size() <= capacity(size)) break;
    }
    if (size < smallest) {  // even at the smallest size it needs more lines than there are
        size = smallest;
        const std::size_t keep = capacity(size);
        sf::String rest;
        for (std::size_t i = keep - 1; i < lines.size(); ++i)
            rest += (i > keep - 1 ? " " : "") + lines[i];
        lines.resize(keep);
        lines.back() = elide(rest, t.regular(), size, width);
        fit.cut = true;
    }
    sf::String joined;
    for (std::size_t i = 0; i < lines.size(); ++i)
        joined += (i ? "\n" : "") + lines[i];
    m_text = makeText(joined, t.regular(), size, color);
    const float x = std::round(m_rect.left + t.px(14));
    if (lines.size() <= 1) {
        centerText(m_text, 0, m_rect.top + m_rect.height / 2);
        m_text.setOrigin(0, m_text.getOrigin().y);
        m_text.setPosition(x, m_text.getPosition().y);
    } else {
        // Several lines: their line boxes centred in the bar.
        const float block =
            static_cast<float>(lines.size() - 1) * t.regular().getLineSpacing(size) +
            static_cast<float>(size);
        m_text.setOrigin(0, 0);
        m_text.setPosition(x, std::round(m_rect.top + (m_rect.height - block) / 2));
    }
    fit.lines = lines.size();
    fit.size = size;
    m_laidOut = whole;
    m_laidOutColor = color;
    m_laidOutRect = m_rect;
    m_fit = fit;
    return fit;
}

void StatusLine::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    target.draw(m_text, states);
}

}  // namespace plateau::gui
