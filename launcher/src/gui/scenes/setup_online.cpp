#include "scenes/setup_online.hpp"

#include <algorithm>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/script_input.hpp"
#include "tr.hpp"

namespace plateau::gui {

namespace {

const std::vector<double> kMoveSeconds{10, 15, 20, 30, 45, 60, 90, 120, 180, 300, 600};
const std::vector<double> kGameMinutes{1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90, 120};
const std::vector<double> kIncrements{0, 1, 2, 3, 5, 10, 15, 20, 30, 60};
const std::vector<double> kGraceSeconds{30, 60, 120, 180, 300, 600, 1800, 3600};

sf::Vector2f rightEnd(const Widget& w) {
    const auto r = w.rect();
    return {r.left + r.width - r.height / 2, r.top + r.height / 2};
}

}  // namespace

OnlineTermsRows::OnlineTermsRows(const Theme& theme)
    : m_theme(&theme),
      m_private(theme, toSfString(tr("Private")), false),
      m_password(theme, "", 64),
      m_clock(theme, {toSfString(tr("No clock")), toSfString(tr("Time per move")),
                      toSfString(tr("Time per game"))}),
      m_time(theme, 60, 1, 600, 1),
      m_increment(theme, 5, 0, 60, 1),
      m_grace(theme, 120, 30, 3600, 1) {
    m_password.setMasked(true);
    m_password.setPlaceholder(toSfString(tr("Password")));
    m_increment.setAllowed(kIncrements);
    m_increment.setSuffix(toSfString(tr(" s")));
    m_grace.setAllowed(kGraceSeconds);
    // TRANSLATORS: after a number of seconds: "120 s".
    m_grace.setSuffix(toSfString(tr(" s")));
    refresh();
}

void OnlineTermsRows::refresh() {
    m_password.setEnabled(m_private.value());
    const int clock = m_clock.index();
    if (clock != m_shownClock) {
        m_shownClock = clock;
        if (clock == 2) {
            m_time.setAllowed(kGameMinutes);
            m_time.setRange(1, 120);
            m_time.setValue(10);
            // TRANSLATORS: after a number of minutes for a whole game: "10 min".
            m_time.setSuffix(toSfString(tr(" min")));
        } else {
            m_time.setAllowed(kMoveSeconds);
            m_time.setRange(10, 600);
            m_time.setValue(60);
            m_time.setSuffix(toSfString(tr(" s")));
        }
    }
    m_time.setEnabled(clock != 0);
    m_increment.setEnabled(clock == 2);
}

void OnlineTermsRows::addTo(WidgetGroup& group) {
    group.add(m_private, "private");
    group.add(m_password, "password");
    group.add(m_clock, "clock");
    group.add(m_time, "clock time");
    group.add(m_increment, "increment");
    group.add(m_grace, "grace");
}

// With the increment's row, which shows only with a clock per game.
float OnlineTermsRows::height() const {
    const Theme& t = *m_theme;
    return t.px(28) + 4 * (t.px(40) + t.px(10));
}

float OnlineTermsRows::place(std::vector<sf::Text>& texts, float x, float y, float width) {
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    const float h = t.px(40), gap = t.px(10);
    const float half = (width - gap) / 2;
    auto h1 = makeText(toSfString(tr("ONLINE TABLE")), t.bold(), t.textSize(15), c.accent);
    placeText(h1, x, y);
    texts.push_back(h1);
    y += t.px(28);
    // A label on the left half of a row, the control on the right half.
    const auto label = [&](const std::string& text, float top) {
        auto l = makeText(elide(toSfString(text), t.regular(), t.textSize(15), half), t.regular(),
                          t.textSize(15), c.muted);
        placeText(l, x, top + (h - t.textSize(15) * 1.3f) / 2);
        texts.push_back(l);
    };
    m_private.setRect({x, y, half, h});
    m_password.setRect({x + half + gap, y, half, h});
    y += h + gap;
    m_clock.setRect({x, y, half, h});
    m_time.setRect({x + half + gap, y, half, h});
    y += h + gap;
    // The increment only with a clock per game (its row is left out otherwise).
    m_increment.setRect({x + half + gap, y, half, h});
    if (m_clock.index() == 2) {
        label(tr("Added after each move"), y);
        y += h + gap;
    }
    label(tr("Wait for a player who left"), y);
    m_grace.setRect({x + half + gap, y, half, h});
    return y + h + gap;
}

bool OnlineTermsRows::handleEvent(const sf::Event& event) {
    bool changed = false;
    changed |= m_private.handleEvent(event);
    if (m_password.enabled()) changed |= m_password.handleEvent(event);
    changed |= m_clock.handleEvent(event);
    if (m_time.enabled()) changed |= m_time.handleEvent(event);
    if (m_increment.enabled()) changed |= m_increment.handleEvent(event);
    changed |= m_grace.handleEvent(event);
    if (changed) refresh();
    return changed;
}

OnlineTerms OnlineTermsRows::terms() const {
    OnlineTerms terms;
    terms.isPrivate = m_private.value();
    if (terms.isPrivate) terms.password = toUtf8(m_password.text());
    terms.clock = static_cast<OnlineTerms::Clock>(std::clamp(m_clock.index(), 0, 2));
    if (terms.clock == OnlineTerms::Clock::PerMove)
        terms.moveSeconds = static_cast<int>(m_time.value());
    if (terms.clock == OnlineTerms::Clock::PerGame) {
        terms.gameMinutes = static_cast<int>(m_time.value());
        terms.incrementSeconds = static_cast<int>(m_increment.value());
    }
    terms.graceSeconds = static_cast<int>(m_grace.value());
    return terms;
}

std::optional<sf::Vector2f> OnlineTermsRows::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "private")) {
        const auto r = m_private.rect();
        return sf::Vector2f(r.left + r.height / 2, r.top + r.height / 2);
    }
    if (equalsIgnoreCase(what, "password")) return m_password.center();
    if (equalsIgnoreCase(what, "clock")) return rightEnd(m_clock);
    if (equalsIgnoreCase(what, "clock time")) return rightEnd(m_time);
    if (equalsIgnoreCase(what, "increment")) return rightEnd(m_increment);
    if (equalsIgnoreCase(what, "grace")) return rightEnd(m_grace);
    return std::nullopt;
}

void OnlineTermsRows::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    target.draw(m_private, states);
    target.draw(m_password, states);
    target.draw(m_clock, states);
    if (m_clock.index() != 0) target.draw(m_time, states);
    if (m_clock.index() == 2) target.draw(m_increment, states);
    target.draw(m_grace, states);
}

}  // namespace plateau::gui
