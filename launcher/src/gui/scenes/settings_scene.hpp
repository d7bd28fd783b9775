#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "app/settings.hpp"
#include "scenes/scene.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// Window size (none larger than the screen), full screen, animation speed, sound and
// undo; saved to the settings file. Tab, arrows and Space work every control.
class SettingsScene : public Scene {
public:
    explicit SettingsScene(Context& context);

    std::string name() const override { return "settings"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float) override {}
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void save();
    // The language chosen shows at once, in this screen and in the ones under it.
    void applyLanguage();
    std::string chosenLanguage() const;

    std::vector<std::pair<unsigned, unsigned>> m_sizes;
    std::unique_ptr<ChoiceBox> m_language;  // "" (the environment's), then each shipped one
    std::string m_languageOnEntry;           // what Cancel goes back to
    std::unique_ptr<ChoiceBox> m_size;
    std::unique_ptr<Checkbox> m_fullscreen;
    std::unique_ptr<Spinner> m_speed;
    std::unique_ptr<Checkbox> m_sound;
    std::unique_ptr<Checkbox> m_undo;
    Button m_cancel;
    Button m_save;
    WidgetGroup m_group;
    std::vector<sf::Text> m_texts;
    sf::Vector2f m_windowSize;
    sf::FloatRect m_panel;
    std::string m_message;
    bool m_failed = false;
};

}  // namespace plateau::gui
