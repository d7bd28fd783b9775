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

std::size_t g_glyphMeasures = 0;

// The width one more glyph adds after `previous` (0 at the start of a line). Layout
// measures each glyph once: re-measuring a prefix per character was quadratic, and a
// 100 kB name kept a screen from appearing for minutes.
float step(sf::Uint32 previous, sf::Uint32 c, const sf::Font& font, unsigned size) {
    ++g_glyphMeasures;
    return (previous ? font.getKerning(previous, c, size) : 0.f) +
           font.getGlyph(c, size, false).advance;
}

}  // namespace

std::size_t glyphMeasureCount() {
    return g_glyphMeasures;
}

std::vector<sf::String> wrapText(const sf::String& text, const sf::Font& font, unsigned size,
                                 float width) {
    std::vector<sf::String> lines;
    std::size_t start = 0;
    const std::size_t n = text.getSize();
    while (start <= n) {
        std::size_t end = start;
        std::size_t lastBreak = sf::String::InvalidPos;
        float lineWidth = 0;
        sf::Uint32 previous = 0;
        while (end < n && text[end] != '\n') {
            if (text[end] == ' ') lastBreak = end;
            lineWidth += step(previous, text[end], font, size);
            previous = text[end];
            if (lineWidth > width && end > start) break;
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
    const sf::String dots = L"\u2026";
    const float dotsWidth = step(0, dots[0], font, size);
    // One pass, stopping once past the width: `fits` is the longest prefix that leaves
    // room for the dots.
    const std::size_t n = text.getSize();
    std::size_t fits = 0;
    float sum = 0;
    sf::Uint32 previous = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sum += step(previous, text[i], font, size);
        previous = text[i];
        if (sum + dotsWidth <= width) fits = i + 1;
        if (sum > width) return text.substring(0, fits) + dots;
    }
    return text;
}

sf::Text makeText(const sf::String& text, const sf::Font& font, unsigned size, sf::Color color) {
    // SFML draws a glyph it finds empty from the font atlas' white corner: a no-break space
    // ("1 250" in French) would show a dot. It is drawn as the space it is; wrapping,
    // done on the text before, still does not break there.
    sf::String drawn = text;
    for (std::size_t i = 0; i < drawn.getSize(); ++i)
        if (drawn[i] == 0x00A0 || drawn[i] == 0x202F) drawn[i] = U' ';
    sf::Text t(drawn, font, size);
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
    // Never closer than the font's own line spacing: text has a smallest size, the
    // spacing a caller scales with the window does not, and lines would touch.
    lineStep = std::max(lineStep, std::round(font.getLineSpacing(size)));
    for (const auto& line : wrapText(text, font, size, width)) {
        auto piece = makeText(line, font, size, color);
        placeText(piece, x, y);
        out.push_back(piece);
        y += lineStep;
    }
    return y;
}

}  // namespace plateau::gui
