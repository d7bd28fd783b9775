#include "widgets/theme.hpp"

#include <algorithm>
#include <cmath>

namespace plateau::gui {

bool Theme::load(const std::filesystem::path& assets, std::string& error) {
    const auto dir = assets / "fonts";
    if (!m_regular.loadFromFile((dir / "DejaVuSans.ttf").string()) ||
        !m_bold.loadFromFile((dir / "DejaVuSans-Bold.ttf").string())) {
        error = "cannot load the fonts from " + dir.string();
        return false;
    }
    return true;
}

unsigned Theme::textSize(float base) const {
    return static_cast<unsigned>(std::max(12.f, std::round(base * m_scale)));
}

sf::String toSfString(std::string_view utf8) {
    return sf::String::fromUtf8(utf8.begin(), utf8.end());
}

std::string toUtf8(const sf::String& text) {
    const auto bytes = text.toUtf8();
    return std::string(bytes.begin(), bytes.end());
}

sf::Color toSfColor(Color color) {
    return {color.r, color.g, color.b, color.a};
}

sf::Color withAlpha(sf::Color color, sf::Uint8 alpha) {
    color.a = alpha;
    return color;
}

sf::Color mix(sf::Color a, sf::Color b, float t) {
    auto lerp = [t](sf::Uint8 x, sf::Uint8 y) {
        return static_cast<sf::Uint8>(std::lround(x + (y - x) * t));
    };
    return {lerp(a.r, b.r), lerp(a.g, b.g), lerp(a.b, b.b), lerp(a.a, b.a)};
}

namespace {

float advance(const sf::String& text, std::size_t from, std::size_t to, const sf::Font& font,
              unsigned size) {
    float width = 0;
    sf::Uint32 previous = 0;
    for (std::size_t i = from; i < to; ++i) {
        const sf::Uint32 c = text[i];
        if (previous) width += font.getKerning(previous, c, size);
        width += font.getGlyph(c, size, false).advance;
        previous = c;
    }
    return width;
}

}  // namespace

std::vector<sf::String> wrapText(const sf::String& text, const sf::Font& font, unsigned size,
                                 float width) {
    std::vector<sf::String> lines;
    std::size_t start = 0;
    const std::size_t n = text.getSize();
    while (start <= n) {
        std::size_t end = start;
        std::size_t lastBreak = sf::String::InvalidPos;
        while (end < n && text[end] != '\n') {
            if (text[end] == ' ') lastBreak = end;
            if (advance(text, start, end + 1, font, size) > width && end > start) break;
            ++end;
        }
        if (end < n && text[end] != '\n' && lastBreak != sf::String::InvalidPos &&
            lastBreak > start) {
            lines.push_back(text.substring(start, lastBreak - start));
            start = lastBreak + 1;
            continue;
        }
        lines.push_back(text.substring(start, end - start));
        if (end >= n) break;
        start = text[end] == '\n' ? end + 1 : end;
    }
    return lines;
}

sf::String elide(const sf::String& text, const sf::Font& font, unsigned size, float width) {
    if (advance(text, 0, text.getSize(), font, size) <= width) return text;
    const sf::String dots = L"\u2026";
    const float dotsWidth = advance(dots, 0, 1, font, size);
    std::size_t n = text.getSize();
    while (n > 0 && advance(text, 0, n, font, size) + dotsWidth > width)
        --n;
    return text.substring(0, n) + dots;
}

sf::Text makeText(const sf::String& text, const sf::Font& font, unsigned size, sf::Color color) {
    sf::Text t(text, font, size);
    t.setFillColor(color);
    return t;
}

void placeText(sf::Text& text, float x, float y) {
    // Lines start at the font's ascent, so place by the line box, not the glyphs, so that
    // texts of one size line up whatever letters they contain.
    text.setOrigin(0, 0);
    text.setPosition(std::round(x), std::round(y));
}

void centerText(sf::Text& text, float x, float y) {
    const auto bounds = text.getLocalBounds();
    const float lineHeight = static_cast<float>(text.getCharacterSize());
    // Centre on the x-height band rather than the glyph box, so digits and letters with
    // descenders sit at the same height.
    text.setOrigin(std::round(bounds.left + bounds.width / 2), std::round(lineHeight * 0.62f));
    text.setPosition(std::round(x), std::round(y));
}

float placeWrapped(std::vector<sf::Text>& out, const sf::String& text, const sf::Font& font,
                   unsigned size, sf::Color color, float x, float y, float width, float lineStep) {
    for (const auto& line : wrapText(text, font, size, width)) {
        auto piece = makeText(line, font, size, color);
        placeText(piece, x, y);
        out.push_back(piece);
        y += lineStep;
    }
    return y;
}

}  // namespace plateau::gui
