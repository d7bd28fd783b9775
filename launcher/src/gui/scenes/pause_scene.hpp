#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "scenes/scene.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// The pause menu over a game (Escape with nothing in progress): Resume, Rules, Settings,
// Save as, Back to menu. Arrows or Tab move the focus, Enter chooses, Escape resumes. The game
// below stays as it is; leaving it keeps it in its autosave.
class PauseScene : public Scene {
public:
    struct Actions {
        std::function<void()> saveAs;             // a named save; says where in the play screen
        std::function<std::string()> savedWhere;  // the autosave's file, for the panel
        std::function<void()> rules;              // pushes the game's rules screen
    };
    PauseScene(Context& context, Actions actions);

    std::string name() const override { return "pause"; }
    bool isOverlay() const override { return true; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float) override {}
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void choose(std::size_t i);

    Actions m_actions;
    sf::Vector2f m_size;
    sf::FloatRect m_panel;
    std::vector<std::unique_ptr<Button>> m_buttons;
    std::vector<sf::Text> m_texts;
    std::size_t m_focus = 0;
};

}  // namespace plateau::gui
