#pragma once

#include <optional>
#include <string_view>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Window/Event.hpp>

#include "widgets/widgets.hpp"

namespace plateau::gui {

class Theme;

// The clean-up bar of Saved games (issue 31, 7: 17 entries after an hour, no grouping):
// a toggle that groups the rows by game, and "Delete finished" for the history of finished
// games, which asks first (Yes and No take its place) and only then says to delete them.
class SavesCleanup : public sf::Drawable {
public:
    enum class Action { None, Regroup, AskDelete, DeleteFinished, KeepFinished };

    explicit SavesCleanup(const Theme& theme);

    // Lays the bar out leftwards from `right`, its middle at `middle`; `finished`: how
    // many finished games there are (none: Delete finished greyed). Returns its left edge.
    float layout(float right, float middle, int finished, bool grouped);
    // A click on the bar, or Y / N (Enter, Escape) while it asks. None: not its event.
    Action handleEvent(const sf::Event& event);
    bool asking() const { return m_asking; }
    // "By game" or "Newest first" (the toggle, also "group"), "Delete finished", and "Yes" /
    // "No" while it asks.
    std::optional<sf::Vector2f> locate(std::string_view what) const;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const Theme* m_theme;
    Button m_group, m_delete, m_yes, m_no;
    bool m_asking = false;
};

}  // namespace plateau::gui
