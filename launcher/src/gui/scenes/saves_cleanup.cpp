#include "scenes/saves_cleanup.hpp"

#include <algorithm>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/script_input.hpp"
#include "tr.hpp"
#include "widgets/theme.hpp"

namespace plateau::gui {

SavesCleanup::SavesCleanup(const Theme& theme)
    : m_theme(&theme),
      m_group(theme, "", Button::Style::Ghost),
      m_delete(theme, "", Button::Style::Ghost),
      m_yes(theme, "", Button::Style::Danger),
      m_no(theme, "", Button::Style::Normal) {}

float SavesCleanup::layout(float right, float middle, int finished, bool grouped) {
    const Theme& t = *m_theme;
    // Labels here, so that a change of language shows at the next layout.
    m_group.setLabel(toSfString(grouped ? tr("Newest first") : tr("By game")));
    m_delete.setLabel(toSfString(tr("Delete finished")));
    m_yes.setLabel(toSfString(tr("Yes")));
    m_no.setLabel(toSfString(tr("No")));
    m_delete.setEnabled(finished > 0);
    if (finished == 0) m_asking = false;
    const float h = t.px(34), gap = t.px(10), top = middle - h / 2;
    float x = right;
    const auto place = [&](Button& b, float least) {
        b.setTextSize(15);
        const float w = std::max(least, b.naturalWidth());
        x -= w;
        b.setRect({x, top, w, h});
        x -= gap;
    };
    if (m_asking) {
        place(m_no, t.px(70));
        place(m_yes, t.px(70));
    } else {
        place(m_delete, t.px(120));
        place(m_group, t.px(100));
    }
    return x + gap;
}

SavesCleanup::Action SavesCleanup::handleEvent(const sf::Event& event) {
    const bool key = event.type == sf::Event::KeyPressed;
    if (m_asking) {
        // Only Y or Yes deletes, as for one save.
        if (m_yes.handleEvent(event) || (key && event.key.code == sf::Keyboard::Y)) {
            m_asking = false;
            return Action::DeleteFinished;
        }
        const auto code = key ? event.key.code : sf::Keyboard::Unknown;
        if (m_no.handleEvent(event) || code == sf::Keyboard::N || code == sf::Keyboard::Escape ||
            code == sf::Keyboard::Enter) {
            m_asking = false;
            return Action::KeepFinished;
        }
        return Action::None;
    }
    if (m_group.handleEvent(event)) return Action::Regroup;
    if (m_delete.handleEvent(event)) {
        m_asking = true;
        return Action::AskDelete;
    }
    return Action::None;
}

std::optional<sf::Vector2f> SavesCleanup::locate(std::string_view what) const {
    if (m_asking) {
        if (equalsIgnoreCase(what, "Yes")) return m_yes.center();
        if (equalsIgnoreCase(what, "No")) return m_no.center();
        return std::nullopt;
    }
    if (equalsIgnoreCase(what, "By game") || equalsIgnoreCase(what, "Newest first") ||
        equalsIgnoreCase(what, "group"))
        return m_group.center();
    if (equalsIgnoreCase(what, "Delete finished")) return m_delete.center();
    return std::nullopt;
}

void SavesCleanup::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    if (m_asking) {
        target.draw(m_yes, states);
        target.draw(m_no, states);
    } else {
        target.draw(m_group, states);
        target.draw(m_delete, states);
    }
}

}  // namespace plateau::gui
