#pragma once

#include <filesystem>

#include <memory>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "board/board_drawable.hpp"
#include "scenes/scene.hpp"
#include "widgets/widgets.hpp"

namespace plateau {
class Game;
}

namespace plateau::gui {

// The first screen: a card for every game the host loaded (name, description and a
// small picture of its board), the plugins that failed with why, settings and quit.
class MenuScene : public Scene {
public:
    explicit MenuScene(Context& context);

    std::string name() const override { return "menu"; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void open(std::size_t game);
    // The autosave, when there is one to continue; read again whenever the menu shows.
    void refreshContinue();
    void continueGame();

    struct Card {
        std::shared_ptr<const Game> game;
        sf::FloatRect rect;
        std::unique_ptr<BoardDrawable> board;  // null when no fresh state could be made
        std::unique_ptr<Button> play;
        std::vector<sf::Text> texts;
        bool hover = false;
    };
    sf::Vector2f m_size;
    std::vector<Card> m_cards;
    Button m_settings;
    Button m_saves;
    Button m_continue;
    std::filesystem::path m_continueFile;  // the latest autosave
    bool m_canContinue = false;
    std::string m_continueError;  // the autosave could not be resumed: file:line: reason
    Button m_quit;
    std::vector<sf::Text> m_texts;  // title, notes, failures
    sf::FloatRect m_failurePanel;
};

}  // namespace plateau::gui
