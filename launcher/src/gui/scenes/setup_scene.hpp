#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>
#include <plateau/sdk/options.hpp>
#include <plateau/sdk/setup.hpp>

#include "app/controllers.hpp"
#include "app/setup_model.hpp"
#include "scenes/scene.hpp"
#include "scenes/setup_clock.hpp"
#include "scenes/setup_online.hpp"
#include "scenes/setup_seats.hpp"
#include "scenes/setup_statistics.hpp"
#include "scenes/setup_variant_rows.hpp"
#include "widgets/option_field.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau {
class Game;
}

namespace plateau::gui {

// Choosing how to play: variant, its options (from the game's data), the players (name,
// colour, human or bot) and who starts. Only what the variant allows is offered (player
// counts, option values, a colour nobody else has), problems are said in the options'
// own words as soon as they arise, and the choices are remembered per game.
class SetupScene : public Scene {
public:
    // What Start does with the checked setup instead of playing here (online: open a table
    // at the referee, on the terms chosen in the screen's online part, which shows only
    // then); refused with the reason, which the screen shows.
    using StartHook = std::function<Status(const Setup&, const OnlineTerms&)>;
    SetupScene(Context& context, std::shared_ptr<const Game> game, StartHook onStart = {});

    std::string name() const override { return "setup"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    float idleFrameRate() const override;  // a blinking caret while a name is edited
    bool isIdle() const override;          // not while the statistics are computed
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

    // "bot:mcts:hard" → "Computer · hard".
    static std::string controllerLabel(const std::string& controller) {
        return gui::controllerLabel(controller);
    }
    // An SDK message in the words of the setup screen: option keys become their labels
    // ("option 'board_size' must be …" → "Board size must be …").
    // `domain`: the game whose catalog translates the option labels (none: as written).
    static std::string inWords(std::string reason, const VariantInfo& variant,
                               std::string_view domain = {});

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void rebuild();  // widgets from the model, after the variant or player count changed
    void readWidgets();
    // Checks the setup as it stands; the reason in words, or empty.
    void check();
    void start();
    void openRules();
    void remember() const;

    std::shared_ptr<const Game> m_game;
    StartHook m_onStart;
    SetupModel m_model;                // the choices; the widgets show them
    std::vector<sf::Color> m_palette;  // the model's, for the colour pickers
    std::string m_error;
    std::string m_note;  // a name too long, refused

    sf::Vector2f m_size;
    VariantRows m_variantRows;          // the variant and its options
    std::unique_ptr<ClockRow> m_clock;  // a game at this screen only
    SeatRows m_seats;
    std::unique_ptr<OnlineTermsRows> m_online;  // only when opening a table online
    Button m_back;
    Button m_rules;
    Button m_start;
    WidgetGroup m_group;
    std::vector<sf::Text> m_texts;
    sf::FloatRect m_leftPanel, m_rightPanel;
    bool m_dirty = false;

    SetupStatistics m_stats;     // "What to expect"
    bool m_statsRedraw = false;  // new lines: one more frame
};

}  // namespace plateau::gui
