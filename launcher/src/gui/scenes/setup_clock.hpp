#pragma once

#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Window/Event.hpp>

#include "session/turn_clock.hpp"
#include "widgets/theme.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// The setup screen's clock, for a game at this screen (clock_choices.hpp): a header and a
// choice; the one chosen is remembered with the setup as the control's text.
class ClockRow : public sf::Drawable {
public:
    explicit ClockRow(const Theme& theme) : m_theme(&theme) {}

    // The clock chosen last (its text), if it is still one of those offered.
    void recall(const std::string& control);
    std::string remembered() const { return chosen().toString(); }
    session::TimeControl chosen() const;

    // The choice in the language now chosen.
    void rebuild();
    void addTo(WidgetGroup& group) { group.add(*m_box, "clock"); }
    // What the header and the choice take, with the gap under them.
    float height() const;
    // Returns the y below.
    float place(std::vector<sf::Text>& texts, float x, float y, float width);
    // Whether another clock was chosen.
    bool handleEvent(const sf::Event& event);
    int index() const { return m_index; }

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const Theme* m_theme;
    std::unique_ptr<ChoiceBox> m_box;
    int m_index = 0;
};

}  // namespace plateau::gui
