#include "scenes/setup_statistics.hpp"

#include <algorithm>
#include <cmath>

#include "app/event_log.hpp"
#include "app/settings.hpp"
#include "tr.hpp"
#include "widgets/theme.hpp"

namespace plateau::gui {

bool SetupStatistics::update(float dt, const Setup& setup, bool possible) {
    // What the figures depend on: not the names, the colours or the seed.
    Setup key = setup;
    for (auto& p : key.players) {
        p.name.clear();
        p.color.reset();
    }
    if (!m_known || !(key == m_for)) {
        m_known = true;
        m_for = std::move(key);
        m_worker.cancel();
        // Choices in a row (a stepper clicked five times) start one computation.
        m_delay = 0.3f;
        m_lines = {tr("Computing…")};
        return true;
    }
    if (m_delay >= 0) {
        m_delay -= dt;
        if (m_delay >= 0) return false;
        if (!possible) {
            // Nothing to simulate: the problem is said between the buttons.
            m_lines = {tr("Once the setup is possible, the figures appear here.")};
            return true;
        }
        // The pace at the table, from the animations as set (see the play screen).
        const double speed = std::max(0.1, m_context.settings->animationSpeed);
        session::PaceEstimate pace;
        pace.throwAnimation = (0.75 + 0.35 + 1.0) / speed;  // the roll, a pause, a walk
        pace.moveAnimation = (0.35 + 0.3) / speed;
        // One seed: the same choices show the same figures.
        m_worker.request(m_game, m_for, {}, pace, 1);
        return false;
    }
    auto done = m_worker.poll();
    if (!done) return false;
    m_lines = session::describeStatistics(*done);
    std::string text;
    for (const auto& line : m_lines)
        text += (text.empty() ? "" : " | ") + line;
    m_context.log->write("setup_statistics", {{"text", text},
                                              {"games", std::int64_t{done->games}},
                                              {"players", std::int64_t{done->players}},
                                              {"available", done->available}});
    m_logLayout = true;
    return true;
}

float SetupStatistics::height(float width) const {
    const Theme& t = *m_context.theme;
    float needed = t.px(26);
    for (const auto& line : m_lines)
        needed += static_cast<float>(
                      wrapText(toSfString(line), t.regular(), t.textSize(14), width).size()) *
                  static_cast<float>(t.textSize(14)) * 1.35f;
    return needed;
}

float SetupStatistics::place(std::vector<sf::Text>& out, float x, float y, float width,
                             float bottom) {
    const Theme& t = *m_context.theme;
    const auto& c = t.colors;
    const unsigned size = t.textSize(14);
    const float step = static_cast<float>(size) * 1.35f;
    // The header and at least one line, or nothing (a very small window with many players).
    if (m_lines.empty() || y + t.px(26) + step > bottom) {
        if (m_logLayout && !m_lines.empty())
            m_context.log->write("setup_statistics_layout",
                                 {{"lines", std::int64_t{0}}, {"cut", true}});
        m_logLayout = false;
        return y;
    }
    auto h = makeText(toSfString(tr("WHAT TO EXPECT")), t.bold(), t.textSize(15), c.accent);
    placeText(h, x, y);
    out.push_back(h);
    y += t.px(26);
    std::vector<sf::String> lines;
    for (const auto& line : m_lines)
        for (const auto& part : wrapText(toSfString(line), t.regular(), size, width))
            lines.push_back(part);
    const auto fit = static_cast<std::size_t>(std::max(1.f, std::floor((bottom - y) / step)));
    const bool cut = lines.size() > fit;
    if (cut) {
        // The last line that fits says there was more.
        lines[fit - 1] = elide(lines[fit - 1] + " " + lines[fit], t.regular(), size, width);
        lines.resize(fit);
    }
    float widest = 0;
    for (const auto& line : lines) {
        auto text = makeText(line, t.regular(), size, c.muted);
        placeText(text, x, y);
        widest = std::max(widest, text.getLocalBounds().width);
        out.push_back(text);
        y += step;
    }
    if (m_logLayout) {
        // Measured, for the tests: every line within the panel, and whether all fitted.
        m_logLayout = false;
        m_context.log->write("setup_statistics_layout", {{"lines", std::int64_t(lines.size())},
                                                         {"cut", cut},
                                                         {"widest", static_cast<double>(widest)},
                                                         {"width", static_cast<double>(width)}});
    }
    return y;
}

}  // namespace plateau::gui
