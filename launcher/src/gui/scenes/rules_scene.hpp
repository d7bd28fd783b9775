#pragma once

#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "scenes/scene.hpp"
#include "widgets/list_scroll.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau {
class Game;
struct VariantInfo;
}  // namespace plateau

namespace plateau::gui {

// A variant's rules as the game's data tells them, for players: the game's
// rules/<variant>.md and rules/common.md beside its variants folder (headings, paragraphs,
// bullets), then the variant's options. Scrolls with the wheel and the keys; another
// variant can be picked; Escape, F1 or Back closes it.
class RulesScene : public Scene {
public:
    RulesScene(Context& context, std::shared_ptr<const Game> game, const std::string& variant);

    std::string name() const override { return "rules"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float) override {}
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

    // The text shown for a variant (markdown-like), from the game's files; a variant with
    // no rules file gets its description and options only. The files of the current
    // language (rules/<lang>/<name>.md) come first, each falling back to rules/<name>.md;
    // `domain` (the game's id) translates the names and option labels.
    static std::string rulesText(const VariantInfo& variant, std::string_view domain = {});

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void buildLines(float width);
    void openTutorial();

    struct Line {
        sf::Text text;
        float indent = 0;
        float height = 0;
        bool bullet = false;
    };
    std::shared_ptr<const Game> m_game;
    int m_variant = 0;
    std::unique_ptr<ChoiceBox> m_variantBox;
    Button m_back;
    // The game's guided first game, when it ships one (issue 31).
    std::unique_ptr<Button> m_tutorial;
    std::string m_tutorialProblem;  // why it did not open (a broken file)
    WidgetGroup m_group;
    std::vector<Line> m_lines;
    ListScroll m_scroll;
    std::vector<sf::Text> m_texts;
    sf::Vector2f m_size;
    sf::FloatRect m_panel, m_area;
    float m_lineStep = 20;
};

}  // namespace plateau::gui
