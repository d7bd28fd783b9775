#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Window/Event.hpp>

#include "app/setup_model.hpp"
#include "session/player_record.hpp"
#include "widgets/theme.hpp"
#include "widgets/widget_group.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

class EventLog;

// The setup screen's seats: how many players, a row a player (colour, name, who plays)
// and "Who starts", made from the SetupModel and read back into it.
class SeatRows : public sf::Drawable {
public:
    explicit SeatRows(const Theme& theme) : m_theme(&theme) {}

    // Longer names are refused as they are typed (and the screen says so), never cut.
    static constexpr std::size_t kMaxName = 20;

    // Online, a seat may also be kept for an invited account, its name field the account.
    void setOnline(bool online) { m_online = online; }
    // The bots' ratings, said after their level: "Computer · medium (about 1,500)".
    void setRatings(session::BotRatingOf ratings) { m_ratings = std::move(ratings); }
    void rebuild(const SetupModel& model, const std::vector<sf::Color>& palette);
    // Keyboard order: the number of players, each row's colour, name and kind, then who
    // starts.
    void addTo(WidgetGroup& group);
    // "Who starts" shows the players' names and colours.
    void refreshFirst(const SetupModel& model, const std::vector<sf::Color>& palette);
    void readInto(SetupModel& model) const;
    // Online: the seats kept for invited accounts, with the names typed.
    std::map<int, std::string> invites() const;
    // "PLAYERS" with the number beside it, the rows (at most `rowsHeight` for them all),
    // then "WHO STARTS", down from y in `width`; returns the y below.
    float place(std::vector<sf::Text>& texts, float x, float y, float width, float rowsHeight);
    // The name fields' width as last placed, for the layout's log.
    float nameWidth() const { return m_nameWidth; }

    // A click or key: whether a name or colour changed, and a note when a name was refused.
    struct Changed {
        int count = 0;  // another number of players chosen (nothing else read then)
        bool namesOrColors = false;
        std::string note;
    };
    Changed handleEvent(const sf::Event& event, EventLog& log);
    void update(float dt);
    // For test scripts: "players+", "players-", "first", "kind:N", "name:N", "color:N".
    std::optional<sf::Vector2f> locate(std::string_view what) const;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    struct Row {
        std::unique_ptr<ColorPicker> color;
        std::unique_ptr<TextField> name;
        std::unique_ptr<ChoiceBox> kind;
    };
    static void namePlaceholder(Row& row, int seat, bool invited);
    // The rows down from y (at most `height` for them all), the kind box as wide as its
    // longest choice; where that leaves the name too narrow, the levels without their
    // ratings, or else the kind box under the name when the height allows. Returns the y
    // below.
    float placeRows(float x, float y, float width, float height);

    const Theme* m_theme;
    std::unique_ptr<Spinner> m_count;
    std::vector<Row> m_rows;
    float m_nameWidth = 0;
    std::unique_ptr<ChoiceBox> m_first;
    bool m_online = false;
    session::BotRatingOf m_ratings;
    // Who may play a seat, with the levels' ratings and without (placeRows picks).
    std::vector<sf::String> m_kindsRated, m_kindsPlain;
    // Online: the seats kept for invited accounts (the model knows only people and bots),
    // kept across rebuilds.
    mutable std::set<int> m_invited;
};

}  // namespace plateau::gui
