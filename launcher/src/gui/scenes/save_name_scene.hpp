#pragma once

#include <functional>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "scenes/scene.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// "Save as": asks the save's name over the game (issue 31, 7: it asked none), offering the
// game's name; Enter or OK saves under the name typed, Escape or Cancel saves nothing.
class SaveNameScene : public Scene {
public:
    SaveNameScene(Context& context, std::string offered, std::function<void(std::string)> save);
    std::string name() const override { return "save_name"; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override { m_field.update(dt); }
    bool isOverlay() const override { return true; }
    float idleFrameRate() const override { return 2; }  // the caret blinks
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void finish(bool save);

    std::function<void(std::string)> m_save;
    TextField m_field;
    Button m_ok, m_cancel;
    sf::Vector2f m_size;
    sf::FloatRect m_panel;
    std::vector<sf::Text> m_texts;
};

}  // namespace plateau::gui
