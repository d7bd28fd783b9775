#include "widgets/log_view.hpp"
#include "tr.hpp"

#include <algorithm>
#include <utility>

namespace plateau::gui {

float placeSidebarTitle(std::vector<sf::Text>& out, const Theme& theme, const std::string& title,
                        const std::string& subtitle, float x, float y, float width) {
    const unsigned big = theme.textSize(24), small = theme.textSize(14);
    auto head = makeText(elide(toSfString(title), theme.bold(), big, width), theme.bold(), big,
                         theme.colors.text);
    placeText(head, x, y);
    out.push_back(head);
    // A longer subtitle (a translated variant name) gets a smaller font, then loses its
    // last " · " parts ("· 2 players": the list of players shows them), before it is cut.
    std::string shown = subtitle;
    const auto wide = [&](unsigned size) {
        return makeText(toSfString(shown), theme.regular(), size, theme.colors.muted).getLocalBounds().width >
               width;
    };
    unsigned subSize = small;
    while (subSize > theme.textSize(12) && wide(subSize))
        --subSize;
    for (auto dot = shown.rfind(" \u00b7 "); wide(subSize) && dot != std::string::npos && dot > 0;
         dot = shown.rfind(" \u00b7 "))
        shown.erase(dot);
    auto sub = makeText(elide(toSfString(shown), theme.regular(), subSize, width), theme.regular(),
                        subSize, theme.colors.muted);
    placeText(sub, x, y + theme.px(34));
    out.push_back(sub);
    return y + theme.px(66);
}

float placeLogHeading(std::vector<sf::Text>& out, const Theme& theme, float x, float y) {
    auto heading = makeText(toSfString(tr("LOG")), theme.bold(), theme.textSize(13), theme.colors.accent);
    placeText(heading, x, y);
    out.push_back(heading);
    return y + theme.px(22);
}

float placeLog(std::vector<sf::Text>& out, const Theme& theme, const std::vector<Event>& events,
               float x, float top, float width, float bottom,
               const std::function<sf::Color(std::size_t age, const Event& event)>& colorOf) {
    return placeLogScrolled(out, theme, events, x, top, width, bottom, 0, colorOf).bottom;
}

LogPlacement placeLogScrolled(std::vector<sf::Text>& out, const Theme& theme,
                              const std::vector<Event>& events, float x, float top, float width,
                              float bottom, std::size_t skip,
                              const std::function<sf::Color(std::size_t age, const Event& event)>& colorOf) {
    const unsigned size = theme.textSize(14);
    const float lineHeight = static_cast<float>(size) * 1.32f;
    const auto maxLines = static_cast<std::size_t>(std::max(0.f, (bottom - top) / lineHeight));
    // Newest first while collecting, so only the lines up to the window's top (and one
    // more, to know whether any are left) are wrapped, however long the game.
    const std::size_t wanted = skip + maxLines + 1;
    struct Line {
        sf::String text;
        sf::Color color;
        bool first = false;  // the first line of its entry
    };
    std::vector<Line> lines;
    for (std::size_t k = events.size(), age = 0; k-- > 0 && lines.size() < wanted; ++age) {
        const sf::Color color = colorOf(age, events[k]);
        auto wrapped = wrapText(toSfString(events[k].text), theme.regular(), size, width);
        for (std::size_t i = wrapped.size(); i-- > 0 && lines.size() < wanted;)
            lines.push_back({wrapped[i], color, i == 0});
    }
    LogPlacement placed;
    // Scrolled no further than to show the oldest line at the top.
    placed.skipped = std::min(skip, lines.size() > maxLines ? lines.size() - maxLines : 0);
    const std::size_t end = std::min(lines.size(), placed.skipped + maxLines);
    placed.olderAbove = lines.size() > end;
    // An entry cut by the top shows not at all: no stray "→ 12" there.
    std::size_t firstShown = end;
    while (firstShown > placed.skipped && !lines[firstShown - 1].first) --firstShown;
    if (firstShown == placed.skipped) firstShown = end;  // one entry taller than the log
    placed.shown = firstShown - placed.skipped;
    float y = top;
    for (std::size_t i = firstShown; i-- > placed.skipped;) {
        auto text = makeText(lines[i].text, theme.regular(), size, lines[i].color);
        placeText(text, x, y);
        out.push_back(text);
        y += lineHeight;
    }
    placed.bottom = y;
    return placed;
}

}  // namespace plateau::gui
