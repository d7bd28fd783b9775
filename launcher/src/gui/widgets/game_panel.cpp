#include "widgets/game_panel.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "tr.hpp"
#include "widgets/log_view.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

void GamePanel::setArea(sf::FloatRect panel, float logBottom, sf::FloatRect boardArea) {
    m_panel = panel;
    m_logBottom = logBottom;
    m_boardArea = boardArea;
    relayout();
}

void GamePanel::setContent(Content content) {
    std::vector<std::string> labels;
    for (const auto& b : m_buttons) {
        const auto utf8 = b.label().toUtf8();
        labels.emplace_back(utf8.begin(), utf8.end());
    }
    if (labels != content.buttons) {
        m_buttons.clear();
        for (const auto& label : content.buttons)
            m_buttons.emplace_back(*m_theme, toSfString(label), Button::Style::Primary);
    }
    m_content = std::move(content);
    relayout();
}

float GamePanel::placePlayers(float x, float y, float w) {
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    const bool play = m_style == Style::Play;
    const auto n = m_content.players.size();
    const unsigned nameSize = t.textSize(play ? 17 : 15), lineSize = t.textSize(play ? 13 : 12);
    const float indent = t.px(play ? 34 : 30), lineW = w - t.px(40);
    const float nameTop = t.px(play ? 6 : 3), pad = t.px(4);
    const float nameStep = t.bold().getLineSpacing(nameSize);
    const float lineStep = t.regular().getLineSpacing(lineSize);
    const auto fits = [&](const std::string& text) {
        return makeText(toSfString(text), t.regular(), lineSize, c.muted).getLocalBounds().width <=
               lineW;
    };
    // Who controls a player and what the game says of them: on one line when they fit;
    // else each on its own ("Computer · random moves", "trapped in The Prison"); the
    // game's words wrapped where even alone they do not fit (issue 31, 4: they were cut).
    std::vector<std::vector<sf::String>> details;
    std::size_t most = 0;
    for (const auto& p : m_content.players) {
        const std::string both =
            p.line.empty() || p.status.empty() ? p.line + p.status : p.line + " \u00b7 " + p.status;
        std::vector<sf::String> lines;
        if (both.empty())
            lines = {};
        else if (fits(both))
            lines = {toSfString(both)};
        else if (!p.line.empty() && !p.status.empty() && fits(p.status))
            lines = {toSfString(p.line), toSfString(p.status)};
        else
            lines = wrapText(toSfString(both), t.regular(), lineSize, lineW);
        if (lines.size() > 3) lines.resize(3);
        most = std::max(most, lines.size());
        details.push_back(std::move(lines));
    }
    // Rows as tall as their lines need (play), within the panel's share for the players.
    const float wanted = nameTop + nameStep + static_cast<float>(most) * lineStep + 2 * pad;
    const float tallest = play ? std::max(t.px(52), wanted) : t.px(44);
    float rowH = std::min(tallest, (m_panel.height * (play ? 0.4f : 0.3f)) / std::max<float>(1, n));
    if (m_rowLimit > 0) rowH = std::min(rowH, m_rowLimit);
    const auto room = static_cast<std::size_t>(
        std::max(0.f, std::floor((rowH - 2 * pad - nameTop - nameStep) / lineStep + 0.15f)));
    m_rows.clear();
    m_cutPlayerLines = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const auto& p = m_content.players[i];
        const sf::FloatRect row{m_panel.left + t.px(8), y, m_panel.width - t.px(16), rowH - pad};
        m_rows.push_back(row);
        const bool active = static_cast<int>(i) == m_content.active;
        const sf::Color nameColor = !play || active ? c.text : mix(c.text, c.muted, 0.4f);
        // The badges right to left, the last one rightmost; the name takes what is left.
        std::vector<sf::Text> badges;
        float badgesW = 0;
        const unsigned badgeSize = t.textSize(play ? 14 : 13);
        for (const auto& b : p.badges) {
            badges.push_back(makeText(toSfString(b.text), t.bold(), badgeSize, b.color));
            badgesW += badges.back().getLocalBounds().width + t.px(10);
        }
        const float nameW = std::max(t.px(60), w - t.px(play ? 40 : 40) - badgesW);
        auto name = makeText(elide(toSfString(p.name), t.bold(), nameSize, nameW), t.bold(),
                             nameSize, nameColor);
        auto lines = details[i];
        // One line for two: the game's words win over who controls them.
        if (room == 1 && lines.size() > 1 && !p.status.empty() && !p.line.empty())
            lines = {toSfString(p.status)};
        if (room == 0 || lines.empty()) {
            if (!lines.empty()) ++m_cutPlayerLines;
            centerText(name, 0, row.top + row.height / 2);
            name.setOrigin(0, name.getOrigin().y);
            name.setPosition(std::round(x + indent), name.getPosition().y);
            lines.clear();
        } else {
            placeText(name, x + indent, row.top + nameTop);
        }
        if (play) m_texts.push_back(name);
        float right = row.left + row.width - t.px(10);
        for (auto it = badges.rbegin(); it != badges.rend(); ++it) {
            // On the name's baseline: the same line box, lowered by the sizes' difference.
            const auto b = it->getLocalBounds();
            const float lower =
                t.bold().getLineSpacing(nameSize) - t.bold().getLineSpacing(badgeSize);
            it->setOrigin(std::round(b.left + b.width), name.getOrigin().y);
            it->setPosition(std::round(right), std::round(name.getPosition().y + lower * 0.7f));
            m_texts.push_back(*it);
            right -= b.width + t.px(10);
        }
        for (std::size_t k = 0; k < lines.size() && k < room; ++k) {
            sf::String shown = lines[k];
            if (k + 1 == room)
                for (std::size_t rest = k + 1; rest < lines.size(); ++rest)
                    shown += " " + lines[rest];
            auto text = makeText(elide(shown, t.regular(), lineSize, lineW), t.regular(), lineSize,
                                 c.muted);
            if (text.getString() != shown) ++m_cutPlayerLines;
            placeText(text, x + indent,
                      row.top + nameTop + nameStep + static_cast<float>(k) * lineStep);
            m_texts.push_back(text);
        }
        if (!play) m_texts.push_back(name);
        y += rowH;
    }
    return y + t.px(play ? 10 : 8);
}

void GamePanel::relayout() {
    m_rowLimit = 0;
    layoutOnce();
    if (m_panel.width <= 0) return;
    // Five or six players with their two-line rows left the log a line or none (issue 31,
    // 3): their rows shrink, to one line each if need be, until the log has four lines.
    const float wanted = m_theme->textSize(14) * 1.32f * 4 + m_theme->px(4);
    const auto n = static_cast<float>(m_content.players.size());
    if (m_rows.empty() || m_logArea.height >= wanted) return;
    const float rowH = m_rows.front().height + m_theme->px(4);
    m_rowLimit = std::max(m_theme->px(26), rowH - (wanted - m_logArea.height) / n);
    if (m_rowLimit < rowH) layoutOnce();
}

void GamePanel::layoutOnce() {
    m_texts.clear();
    if (m_panel.width <= 0) return;
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    const bool play = m_style == Style::Play;
    const float pad = t.px(18);
    const float x = m_panel.left + pad, w = m_panel.width - 2 * pad;
    float y = m_panel.top + pad;
    y = placeSidebarTitle(m_texts, t, m_content.title, m_content.subtitle, x, y, w);
    if (!m_content.facts.empty()) {
        // Just under the subtitle, as its continuation.
        y = placeWrapped(m_texts, toSfString(m_content.facts), t.regular(), t.textSize(13), c.muted,
                         x, y - t.px(10), w, t.px(17));
        y += t.px(10);
    }
    if (!m_content.round.empty()) {
        auto text = makeText(toSfString(m_content.round), t.bold(), t.textSize(15), c.accent);
        placeText(text, x, y);
        m_texts.push_back(text);
        y += t.px(28);
    }
    y = placePlayers(x, y, w);

    // Whose turn and what to do (where the replay is, and what led there).
    const sf::Color headColor =
        play ? mix(m_content.headColor, sf::Color::White, 0.25f) : m_content.headColor;
    const sf::String headline =
        play ? elide(toSfString(m_content.headline), t.bold(), t.textSize(20), w)
             : toSfString(m_content.headline);
    auto head = makeText(headline, t.bold(), t.textSize(20), headColor);
    placeText(head, x, y);
    m_texts.push_back(head);
    y += t.px(30);
    for (const auto& note : m_content.notes)
        y = placeWrapped(m_texts, toSfString(note), t.regular(), t.textSize(14), c.muted, x, y, w,
                         t.px(19));
    y += t.px(8);

    // Moves with no place on the board, as buttons in the game's words.
    if (!m_buttons.empty()) {
        const float gap = t.px(8), bh = t.px(36);
        const int perRow = w > t.px(300) && m_buttons.size() > 1 ? 2 : 1;
        const float bw = (w - gap * static_cast<float>(perRow - 1)) / static_cast<float>(perRow);
        for (std::size_t i = 0; i < m_buttons.size(); ++i) {
            const auto col = static_cast<float>(i % static_cast<std::size_t>(perRow));
            const auto row = static_cast<float>(i / static_cast<std::size_t>(perRow));
            m_buttons[i].setRect({x + col * (bw + gap), y + row * (bh + gap), bw, bh});
            m_buttons[i].setTextSize(15);
        }
        const auto rows = (m_buttons.size() + static_cast<std::size_t>(perRow) - 1) /
                          static_cast<std::size_t>(perRow);
        y += static_cast<float>(rows) * (bh + gap) + t.px(4);
    }

    m_dice = m_content.dice ? sf::FloatRect(x, y, w, t.px(70)) : sf::FloatRect();
    if (m_content.dice) y += t.px(84);

    // The log, newest at the bottom, as much as fits; the wheel or PageUp scroll back.
    const float headingY = y;
    y = placeLogHeading(m_texts, t, x, y);
    for (const auto& notice : m_content.notices)
        y = placeWrapped(m_texts, toSfString(notice), t.regular(), t.textSize(14), c.accent, x, y,
                         w, t.px(19));
    m_logArea = {x, y, w, m_logBottom - y};
    static const std::vector<Event> none;
    const auto& events = m_content.events ? *m_content.events : none;
    const auto colorOf = m_content.logColor ? m_content.logColor
                                            : [&c](std::size_t, const Event&) { return c.text; };
    const auto placed = placeLogScrolled(m_texts, t, events, x, y, w, m_logBottom,
                                         m_content.scrollable ? m_logScroll : 0, colorOf);
    m_logScroll = placed.skipped;
    m_logOlder = placed.olderAbove;
    if (placed.skipped > 0) {
        auto note = makeText(elide(toSfString(tr("older lines \u00b7 End: the newest")),
                                   t.regular(), t.textSize(12), w - t.px(44)),
                             t.regular(), t.textSize(12), c.muted);
        placeText(note, x + t.px(44), headingY + t.px(1));
        m_texts.push_back(note);
    }

    // A game whose view has no board (nothing to draw): say so where the board would be.
    if (!m_content.emptyBoard.empty()) {
        auto text =
            makeText(toSfString(m_content.emptyBoard), t.regular(), t.textSize(18), c.muted);
        centerText(text, m_boardArea.left + m_boardArea.width / 2,
                   m_boardArea.top + m_boardArea.height / 2);
        m_texts.push_back(text);
    }
}

int GamePanel::handleButtons(const sf::Event& event) {
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        if (m_buttons[i].handleEvent(event)) return static_cast<int>(i);
    return -1;
}

void GamePanel::hoverButtons(const sf::Event& event) {
    for (auto& b : m_buttons)
        b.handleEvent(event);
}

void GamePanel::setFocusedButton(int button) {
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        m_buttons[i].setFocused(static_cast<int>(i) == button);
}

int GamePanel::page() const {
    return std::max(1, static_cast<int>(m_logArea.height / (m_theme->textSize(14) * 1.32f)) - 1);
}

bool GamePanel::scrollBy(int lines) {
    std::size_t scroll = m_logScroll;
    if (lines > 0 && m_logOlder) scroll += static_cast<std::size_t>(lines);
    if (lines < 0) scroll -= std::min(scroll, static_cast<std::size_t>(-lines));
    if (scroll == m_logScroll) return false;
    m_logScroll = scroll;
    relayout();  // clamps the scroll to what there is
    return true;
}

bool GamePanel::scrollToNewest() {
    if (m_logScroll == 0) return false;
    m_logScroll = 0;
    relayout();
    return true;
}

void GamePanel::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    const bool play = m_style == Style::Play;
    Mesh mesh;
    mesh.raisedRect(m_panel, t.px(16), c.panel, t.px(4));
    // The players' rows: a disc in each one's colour, the one to act on a raised row.
    for (std::size_t i = 0; i < m_rows.size() && i < m_content.players.size(); ++i) {
        const auto& row = m_rows[i];
        const sf::Color color = m_content.players[i].color;
        const bool active = static_cast<int>(i) == m_content.active;
        const float inset = t.px(play ? 8 : 7);
        if (active) {
            mesh.roundedRect(row, t.px(10), c.panelRaised);
            mesh.roundedRect({row.left, row.top + inset, t.px(4), row.height - 2 * inset}, t.px(2),
                             color);
        }
        const sf::Vector2f dot{row.left + t.px(play ? 24 : 22), row.top + row.height / 2};
        const float r = play ? t.px(active ? 10.f + m_pulse : 9.f) : t.px(8);
        mesh.circle(dot, r + t.px(2), mix(color, sf::Color::Black, 0.4f));
        mesh.circle(dot, r, color);
    }
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    drawClocks(target, states);
    for (const auto& b : m_buttons) {
        target.draw(b, states);
        if (!b.focused()) continue;
        // The keyboard's focus, as the other screens draw it.
        const float gap = t.px(3), thick = std::max(2.f, t.px(2.5f));
        auto r = b.rect();
        r.left -= gap + thick;
        r.top -= gap + thick;
        r.width += 2 * (gap + thick);
        r.height += 2 * (gap + thick);
        Mesh ring;
        ring.roundedFrame(r, t.px(11), thick, c.focus);
        target.draw(ring, states);
    }
}

void GamePanel::drawClocks(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *m_theme;
    for (std::size_t i = 0; i < m_clocks.size() && i < m_rows.size(); ++i) {
        const Clock& clock = m_clocks[i];
        if (clock.text.empty()) continue;
        const auto& row = m_rows[i];
        auto text = makeText(toSfString(clock.text), clock.running ? t.bold() : t.regular(),
                             t.textSize(15), clock.low ? sf::Color::White : t.colors.text);
        const auto b = text.getLocalBounds();
        // On the name's line, at the row's end: the line under the name keeps its width.
        const float padX = t.px(7), h = std::min(row.height / 2, t.px(24));
        const sf::FloatRect box{row.left + row.width - b.width - 2 * padX - t.px(6),
                                row.top + t.px(4), b.width + 2 * padX, h};
        Mesh mesh;
        const sf::Color back = clock.low       ? t.colors.danger
                               : clock.running ? t.colors.panelRaised
                                               : t.colors.panel;
        mesh.roundedRect(box, t.px(6), back);
        if (clock.running && !clock.low)
            mesh.roundedFrame(box, t.px(6), t.px(1.5f), t.colors.accent);
        target.draw(mesh, states);
        centerText(text, box.left + box.width / 2, box.top + box.height / 2);
        target.draw(text, states);
    }
}

}  // namespace plateau::gui
