#pragma once

#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "online/online_client.hpp"
#include "scenes/scene.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau {
class Game;
}

namespace plateau::gui {

// The online lobby: the account's unfinished tables first ("Continue"), then the open
// tables, filtered by game, each with its game, variant, seats and whether this program
// can play it (a table of another version says what differs and cannot be joined). "New
// table" opens the setup screen of the game filtered; Join and Watch open the table.
// The lists are asked again every second while the lobby shows. Beside them, the lobby's
// chat (everyone who looked at the tables within the minute hears it).
class LobbyScene : public Scene {
public:
    // `focusTable`: a table to put the focus on once it is listed (an invitation the menu
    // announced).
    explicit LobbyScene(Context& context, std::string focusTable = {});

    std::string name() const override { return "lobby"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    // Busy while a table it asked for (a new one) has not answered.
    bool isIdle() const override { return !m_creating; }
    float idleFrameRate() const override { return 2; }  // the caret blinks
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    struct Row {
        online::ClientEvent::TableInfo info;
        bool mine = false;
        std::string problem;  // why this program cannot join (another version)
        std::unique_ptr<Button> join, watch;
        std::vector<sf::Text> texts;
        sf::FloatRect rect;
    };
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void rebuildRows();
    void layoutChat();
    void sendChat();
    void newTable();
    void open(const Row& row, bool watch);
    std::shared_ptr<const Game> filteredGame() const;

    std::vector<std::shared_ptr<const Game>> m_games;
    ChoiceBox m_filter;
    Button m_new, m_signOut, m_back;
    std::vector<Row> m_rows;
    TextField m_chatField;  // the lobby's chat: everyone in the lobby hears it
    Button m_send;
    sf::FloatRect m_chatArea;
    std::vector<sf::Text> m_chatTexts;
    WidgetGroup m_group;
    sf::Vector2f m_size;
    std::vector<sf::Text> m_texts;
    sf::FloatRect m_listArea;
    float m_sinceList = 0;
    bool m_creating = false;
    std::string m_message;   // a refusal from the referee, in its words
    std::string m_shownKey;  // the lists as last laid out, to lay out again only on change
    std::string m_focusTable;
};

}  // namespace plateau::gui
