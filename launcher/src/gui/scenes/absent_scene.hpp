#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "scenes/scene.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// The referee's question over an online table when a player has been gone too long: wait
// for them, hand their seat to a bot, or adjourn the game. Up, Down or Tab move the focus,
// Enter or Space choose, Escape waits; a click chooses too. The table below goes on
// following the referee (`follow`) and closes this when the player comes back or another
// answered first.
class AbsentScene : public Scene {
public:
    struct Question {
        std::string who;                                        // the player gone
        int seconds = 0;                                        // gone for so long
        std::function<void(const std::string& action)> answer;  // "wait", "bot", "adjourn"
        std::function<void(float dt)> follow;
    };
    AbsentScene(Context& context, Question question);

    std::string name() const override { return "absent"; }
    bool isOverlay() const override { return true; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    bool isIdle() const override { return false; }  // the table below follows the referee
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void choose(std::size_t i);

    Question m_question;
    sf::Vector2f m_size;
    sf::FloatRect m_panel;
    std::vector<std::unique_ptr<Button>> m_buttons;
    std::vector<sf::Text> m_texts;
    std::size_t m_focus = 0;
    bool m_answered = false;
};

}  // namespace plateau::gui
