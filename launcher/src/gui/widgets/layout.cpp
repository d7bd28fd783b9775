#include "widgets/layout.hpp"

#include <algorithm>

namespace plateau::gui {

sf::Vector2f rightEndOf(const Widget& widget) {
    const auto r = widget.rect();
    return {r.left + r.width - r.height / 2, r.top + r.height / 2};
}

sf::Vector2f leftEndOf(const Widget& widget) {
    const auto r = widget.rect();
    return {r.left + r.height / 2, r.top + r.height / 2};
}

sf::FloatRect sidebarArea(const Theme& t, sf::Vector2f size) {
    const float margin = t.px(18);
    const float width = std::max(t.px(340), std::min(size.x * 0.3f, t.px(400)));
    return {size.x - width - margin, margin, width, size.y - 2 * margin};
}

std::vector<sf::FloatRect> splitRow(sf::FloatRect row, int n, float gap) {
    std::vector<sf::FloatRect> cells;
    if (n <= 0) return cells;
    const float w = (row.width - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
    for (int i = 0; i < n; ++i)
        cells.push_back({row.left + static_cast<float>(i) * (w + gap), row.top, w, row.height});
    return cells;
}

std::vector<sf::FloatRect> stackRows(float left, float top, float width,
                                     const std::vector<float>& heights, float gap) {
    std::vector<sf::FloatRect> rows;
    for (float h : heights) {
        rows.push_back({left, top, width, h});
        top += h + gap;
    }
    return rows;
}

bool labelFits(const Theme& theme, const Button& button, float width, float size) {
    return makeText(button.label(), theme.bold(), theme.textSize(size), theme.colors.text)
               .getLocalBounds()
               .width <= width - theme.px(20);
}

void fitLabels(const Theme& theme, std::initializer_list<Button*> buttons, float largest,
               float smallest) {
    for (auto* b : buttons) {
        float size = largest;
        while (size > smallest && !labelFits(theme, *b, b->rect().width, size))
            size -= 1;
        b->setTextSize(size);
    }
}

void placeCentredLines(std::vector<sf::Text>& out, const Theme& t, const std::string& text,
                       sf::FloatRect rect, std::size_t maxLines, sf::Color color) {
    if (text.empty() || maxLines == 0) return;
    const unsigned es = t.textSize(15);
    auto lines = wrapText(toSfString(text), t.regular(), es, rect.width);
    if (lines.size() > maxLines) {
        lines[maxLines - 1] =
            elide(lines[maxLines - 1] + " " + lines[maxLines], t.regular(), es, rect.width);
        lines.resize(maxLines);
    }
    const float step = static_cast<float>(es) * 1.3f;
    float y = rect.top + rect.height / 2 - step * static_cast<float>(lines.size()) / 2;
    for (const auto& line : lines) {
        auto e = makeText(line, t.regular(), es, color);
        centerText(e, rect.left + rect.width / 2, y + step / 2);
        out.push_back(e);
        y += step;
    }
}

}  // namespace plateau::gui
