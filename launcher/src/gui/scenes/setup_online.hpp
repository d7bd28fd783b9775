#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Text.hpp>
#include <SFML/Window/Event.hpp>

#include "app/online_terms.hpp"
#include "widgets/theme.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// The setup screen's part for a new online table: private with a password, the turn clock
// (none, per move, per game with an increment) and how long a player may be gone before
// the others are asked. Shown only when the screen opens a table online.
class OnlineTermsRows : public sf::Drawable {
public:
    explicit OnlineTermsRows(const Theme& theme);

    // Keyboard order: private, password, clock, its time, its increment, grace.
    void addTo(WidgetGroup& group);
    // The height place() takes for `width`.
    float height() const;
    // Laid out from (x, y), its labels added to `texts`; returns the y below.
    float place(std::vector<sf::Text>& texts, float x, float y, float width);
    // A click or key that changed a choice (the screen lays out again).
    bool handleEvent(const sf::Event& event);
    void update(float dt) { m_password.update(dt); }
    OnlineTerms terms() const;
    // For test scripts: "private", "password", "clock", "clock time", "increment", "grace".
    std::optional<sf::Vector2f> locate(std::string_view what) const;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    // The time spinner's values and suffix for the clock chosen; the password's state.
    void refresh();

    const Theme* m_theme;
    Checkbox m_private;
    TextField m_password;
    ChoiceBox m_clock;
    Spinner m_time, m_increment, m_grace;
    int m_shownClock = -1;  // the clock the time spinner was set for
};

}  // namespace plateau::gui
