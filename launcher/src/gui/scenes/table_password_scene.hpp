#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "online/online_client.hpp"
#include "scenes/scene.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// A private table's password, asked over the lobby before joining or watching it: the
// request goes with the password typed, and the table opens once the referee lets this
// account in; a refusal is said in words and the field stays for another try. Tab goes
// through the field, Cancel and Join; Enter sends, Escape goes back to the lobby.
class TablePasswordScene : public Scene {
public:
    TablePasswordScene(Context& context, online::ClientEvent::TableInfo table, bool watch);
    std::string name() const override { return "table_password"; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    bool isOverlay() const override { return true; }
    float idleFrameRate() const override { return 2; }  // the caret blinks
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

    // A refusal of a join or a watch in a player's words (the referee's reason code).
    static std::string refusalWords(const std::string& reason);

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void send();

    online::ClientEvent::TableInfo m_table;
    bool m_watch;
    TextField m_field;
    Button m_ok, m_cancel;
    WidgetGroup m_group;
    sf::Vector2f m_size;
    sf::FloatRect m_panel;
    std::vector<sf::Text> m_texts;
    std::string m_message;  // the last refusal, in words
    float m_waiting = -1;   // seconds since the request went (-1: none out)
};

}  // namespace plateau::gui
