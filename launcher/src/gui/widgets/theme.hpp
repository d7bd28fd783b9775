#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include <SFML/Graphics/Color.hpp>
#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/System/String.hpp>

#include <plateau/sdk/board_view.hpp>

namespace plateau::gui {

// The launcher's colours, fonts and type scale. Every size is given for a 1280×720
// window and multiplied by scale(), so the layout grows with the window.
class Theme {
public:
    struct Colors {
        sf::Color background{24, 28, 38};
        sf::Color backgroundTop{34, 40, 56};
        sf::Color panel{38, 44, 60};
        sf::Color panelRaised{50, 58, 78};
        sf::Color panelHover{62, 72, 96};
        sf::Color border{72, 82, 108};
        sf::Color text{236, 239, 244};
        sf::Color muted{154, 163, 181};
        sf::Color accent{236, 168, 72};
        sf::Color accentHover{248, 190, 104};
        sf::Color accentText{30, 24, 16};
        sf::Color success{104, 196, 132};
        sf::Color danger{232, 104, 96};
        sf::Color focus{120, 170, 255};
    };

    // Loads DejaVu Sans (regular and bold) from <assets>/fonts.
    bool load(const std::filesystem::path& assets, std::string& error);

    const sf::Font& regular() const { return m_regular; }
    const sf::Font& bold() const { return m_bold; }

    void setScale(float scale) { m_scale = scale; }
    float scale() const { return m_scale; }
    // A character size for a size given at 1280×720, never below a readable minimum.
    unsigned textSize(float base) const;
    float px(float base) const { return base * m_scale; }

    Colors colors;

private:
    sf::Font m_regular;
    sf::Font m_bold;
    float m_scale = 1.f;
};

sf::String toSfString(std::string_view utf8);
std::string toUtf8(const sf::String& text);
sf::Color toSfColor(Color color);
sf::Color withAlpha(sf::Color color, sf::Uint8 alpha);
sf::Color mix(sf::Color a, sf::Color b, float t);

// Breaks text into lines no wider than `width` at spaces (a word longer than the line
// is cut), keeping the text's own line breaks.
std::vector<sf::String> wrapText(const sf::String& text, const sf::Font& font, unsigned size,
                                 float width);
// Places `text` wrapped to `width` from (x, y) down, one line every `lineStep`, into
// `out` (the font's line spacing if that is more); returns the y below the last line.
float placeWrapped(std::vector<sf::Text>& out, const sf::String& text, const sf::Font& font,
                   unsigned size, sf::Color color, float x, float y, float width, float lineStep);
// Shortens text with an ellipsis so that it fits `width`.
sf::String elide(const sf::String& text, const sf::Font& font, unsigned size, float width);
// How many glyphs layout has measured so far (tests check that it stays linear).
std::size_t glyphMeasureCount();

// A text with its origin at the top-left of its glyphs, placed on whole pixels so it
// stays sharp.
sf::Text makeText(const sf::String& text, const sf::Font& font, unsigned size, sf::Color color);
void placeText(sf::Text& text, float x, float y);
// Centres the text's glyphs on (x, y).
void centerText(sf::Text& text, float x, float y);

}  // namespace plateau::gui
