#pragma once

#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Text.hpp>

#include "widgets/theme.hpp"

namespace plateau::gui {

// The choice between moves that share a source and a destination: a popup of one row a
// move, under the cell it is about (above it near the bottom), inside the board's area.
// Shows what it is given; which row has the focus and what a row means are the caller's.
class ChoicePopup : public sf::Drawable {
public:
    explicit ChoicePopup(const Theme& theme) : m_theme(&theme) {}

    // Opens with `labels` near `at`, inside `area`; empty labels close it.
    void open(const std::vector<std::string>& labels, sf::Vector2f at, sf::FloatRect area);
    void close();
    bool isOpen() const { return !m_rows.empty(); }
    void setFocus(int row) { m_focus = row; }

    // The row under `point`, or -1.
    int rowAt(sf::Vector2f point) const;
    std::optional<sf::Vector2f> rowCenter(int row) const;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const Theme* m_theme;
    sf::FloatRect m_rect;
    std::vector<sf::FloatRect> m_rows;
    std::vector<sf::Text> m_texts;
    int m_focus = 0;
};

}  // namespace plateau::gui
