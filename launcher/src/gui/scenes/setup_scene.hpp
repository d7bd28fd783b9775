#pragma once

#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>
#include <plateau/options.hpp>
#include <plateau/setup.hpp>

#include "scenes/scene.hpp"
#include "widgets/widgets.hpp"

namespace plateau {
class Game;
}

namespace plateau::gui {

// Choosing how to play: variant, its options (from the game's data), the players (name,
// colour, human or bot) and who starts.
class SetupScene : public Scene {
public:
    SetupScene(Context& context, std::shared_ptr<const Game> game);

    std::string name() const override { return "setup"; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    float idleFrameRate() const override;  // a blinking caret while a name is edited
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

    // "bot:mcts:hard" → "MCTS bot · hard".
    static std::string controllerLabel(const std::string& controller);

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void selectVariant(int index);
    void rebuild();          // widgets from the model, after the variant or player count changed
    void refreshFirstBox();  // "Who starts" shows the players' names and colours
    void readWidgets();
    void start();

    struct PlayerModel {
        sf::String name;
        int color = 0;
        int controller = 0;  // into m_controllers
    };
    struct OptionRow {
        const OptionSpec* spec = nullptr;
        std::unique_ptr<Widget> widget;
        sf::FloatRect labelRect;
    };
    struct PlayerRow {
        std::unique_ptr<ColorPicker> color;
        std::unique_ptr<TextField> name;
        std::unique_ptr<ChoiceBox> kind;
    };

    std::shared_ptr<const Game> m_game;
    std::vector<std::string> m_controllers;  // "human", then the bots
    std::vector<sf::Color> m_palette;
    int m_variant = 0;
    OptionValues m_options;
    std::vector<PlayerModel> m_players;
    int m_playerCount = 2;
    int m_first = 0;  // 0: random, k: player k-1
    std::string m_error;

    sf::Vector2f m_size;
    std::unique_ptr<ChoiceBox> m_variantBox;
    std::unique_ptr<Spinner> m_countBox;
    std::unique_ptr<ChoiceBox> m_firstBox;
    std::vector<OptionRow> m_optionRows;
    std::vector<PlayerRow> m_playerRows;
    Button m_back;
    Button m_start;
    std::vector<sf::Text> m_texts;
    sf::FloatRect m_leftPanel, m_rightPanel;
    bool m_dirty = false;
};

}  // namespace plateau::gui
