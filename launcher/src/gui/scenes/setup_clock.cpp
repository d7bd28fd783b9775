#include "scenes/setup_clock.hpp"

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/clock_choices.hpp"
#include "tr.hpp"

namespace plateau::gui {

void ClockRow::recall(const std::string& control) {
    const auto clocks = clockChoices();
    for (std::size_t i = 0; i < clocks.size(); ++i)
        if (clocks[i].control.toString() == control) m_index = static_cast<int>(i);
}

session::TimeControl ClockRow::chosen() const {
    const auto clocks = clockChoices();
    return m_index >= 0 && m_index < static_cast<int>(clocks.size())
               ? clocks[static_cast<std::size_t>(m_index)].control
               : session::TimeControl{};
}

void ClockRow::rebuild() {
    std::vector<sf::String> labels;
    for (const auto& choice : clockChoices())
        labels.push_back(toSfString(choice.label));
    m_box = std::make_unique<ChoiceBox>(*m_theme, labels, m_index);
}

float ClockRow::height() const {
    return m_theme->px(28) + m_theme->px(42) + m_theme->px(22);
}

float ClockRow::place(std::vector<sf::Text>& texts, float x, float y, float width) {
    const Theme& t = *m_theme;
    auto header = makeText(toSfString(tr("CLOCK")), t.bold(), t.textSize(15), t.colors.accent);
    placeText(header, x, y);
    texts.push_back(header);
    m_box->setRect({x, y + t.px(28), width, t.px(42)});
    return y + height();
}

bool ClockRow::handleEvent(const sf::Event& event) {
    if (!m_box->handleEvent(event)) return false;
    m_index = m_box->index();
    return true;
}

void ClockRow::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    target.draw(*m_box, states);
}

}  // namespace plateau::gui
