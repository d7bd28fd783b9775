#include "widgets/layout.hpp"

namespace plateau::gui {

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

}  // namespace plateau::gui
