#pragma once

#include <functional>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "scenes/scene.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// "Pass the screen to Ben": between two people at one screen in a game with secrets (or
// choices made at once), a screen that hides the board until the next person has it. Its
// button (or Enter, or Space) shows the board to that person; Menu leaves the game, kept
// in its autosave. Opaque: nothing of the game shows through.
class HandOverScene : public Scene {
public:
    // `name`: the next person's; `where`: the game and how far it is, above the panel.
    HandOverScene(Context& context, int seat, std::string name, std::string where, sf::Color color,
                  std::function<void()> ready);

    std::string name() const override { return "hand_over"; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float) override {}
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void show();

    int m_seat;
    std::string m_person;
    std::string m_where;
    sf::Color m_color;
    std::function<void()> m_ready;
    sf::Vector2f m_size;
    sf::FloatRect m_panel;
    Button m_show;
    Button m_menu;
    std::vector<sf::Text> m_texts;
};

}  // namespace plateau::gui
