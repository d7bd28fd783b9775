#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>

#include "widgets/widgets.hpp"

namespace plateau::gui {

class BoardAids;

// The play screen's controls at the foot of its side panel: Undo, Redo and Save over Menu
// (Save beside Menu when the words are too long for three in a row), and above them a box
// per board aid the game offers. Undo and Redo are drawn and answer only when the settings
// allow undoing.
class PlayControls : public sf::Drawable {
public:
    enum class Command { None, Menu, Save, Undo, Redo, Aid };

    explicit PlayControls(const Theme& theme);

    // Lays them out at the foot of `sidebar`, a box per aid of `aids`; returns the top of
    // the highest, where what is above them ends.
    float layout(const sf::FloatRect& sidebar, const BoardAids& aids);
    // The boxes ticked as the aids are shown; false when their number changed (lay out again).
    bool syncAids(const BoardAids& aids);
    // What a click on one of them asks for; `aid` is the box's index for Aid.
    Command handleEvent(const sf::Event& event, std::size_t& aid);

    // Undo and Redo drawn and answering (the settings allow undoing).
    void setUndoShown(bool shown) { m_undoShown = shown; }
    void setUndoEnabled(bool undo, bool redo);
    bool enabled(Command undoOrRedo) const;
    // Whether `p` is on a button (a click there is no click on the board).
    bool covers(sf::Vector2f p) const;
    // "Menu", "Save", "Undo", "Redo", "aid:<id>" (a script's click targets).
    std::optional<sf::Vector2f> locate(std::string_view what, const BoardAids& aids) const;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const Theme* m_theme;
    bool m_undoShown = true;
    Button m_menu, m_undo, m_redo, m_save;
    std::vector<std::unique_ptr<Checkbox>> m_aidBoxes;
};

}  // namespace plateau::gui
