#pragma once

#include <cstddef>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/System/String.hpp>

#include "widgets/theme.hpp"

namespace plateau::gui {

// The status bar's text: wrapped to the lines the bar has room for, the font shrunk before
// anything is cut, an ellipsis only when even the smallest size needs more lines than
// that. Draws the text only (the bar's panel is the screen's).
class StatusLine : public sf::Drawable {
public:
    explicit StatusLine(const Theme& theme) : m_theme(&theme) {}

    // How the last text was laid out, for the event log.
    struct Fit {
        std::size_t lines = 0;
        unsigned size = 0;
        bool cut = false;
    };

    void setRect(sf::FloatRect rect) { m_rect = rect; }
    sf::FloatRect rect() const { return m_rect; }
    // Lays `text` out in `color`; nothing is shown before the bar has a size.
    Fit setText(const sf::String& text, sf::Color color);

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const Theme* m_theme;
    sf::FloatRect m_rect;
    sf::Text m_text;
    // The last text laid out, and where: the same again (a hover each frame) costs nothing.
    sf::String m_laidOut;
    sf::Color m_laidOutColor;
    sf::FloatRect m_laidOutRect;
    Fit m_fit;
};

}  // namespace plateau::gui
