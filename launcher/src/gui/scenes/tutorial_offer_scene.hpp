#pragma once

#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>
#include <plateau/sdk/game.hpp>

#include "scenes/scene.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// The one-time question on a game's first visit (issue 31): a guided first game, or not
// now. Either answer is remembered (the rules screen still offers it); Escape is "not now".
class TutorialOfferScene : public Scene {
public:
    TutorialOfferScene(Context& context, std::shared_ptr<const Game> game);

    std::string name() const override { return "tutorial_offer"; }
    bool isOverlay() const override { return true; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float) override {}
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void answer(bool guided);

    std::shared_ptr<const Game> m_game;
    Button m_yes, m_no;
    sf::Vector2f m_size;
    sf::FloatRect m_panel;
    std::vector<sf::Text> m_texts;
};

}  // namespace plateau::gui
