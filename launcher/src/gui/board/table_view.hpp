#pragma once

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <plateau/sdk/board_view.hpp>
#include <plateau/sdk/state.hpp>

#include "board/board_drawable.hpp"
#include "board/dice_drawable.hpp"
#include "board/pawn_badges.hpp"
#include "board/slot_navigator.hpp"
#include "input/play_input.hpp"

namespace plateau::gui {

class Theme;

// A position on the table: the board and the dice drawn from the state's view, in the
// players' colours (the setup's win over the game's palette), the input's marks on top,
// and which cell or slot lies under a point. Shared by the screens that show a game
// being played (here and, later, online).
class TableView : public sf::Drawable {
public:
    explicit TableView(const Theme& theme) : m_board(theme), m_dice(theme), m_badges(theme) {}

    // The board's area; the dice's (empty: no dice shown).
    void setArea(sf::FloatRect board);
    void setDiceArea(sf::FloatRect dice) { m_dice.setArea(dice); }
    sf::FloatRect area() const { return m_board.area(); }
    sf::FloatRect boardRect() const { return m_board.boardRect(); }

    // Shows `state` (its view made here): the pieces walk there when `animate`, after the
    // dice's roll when `thrown`; `speed` is the animation speed set.
    void show(const State& state, const Viewer& viewer, bool animate, bool thrown, float speed);
    // The view's words (players' states, cell names) again, in the language now chosen.
    void relabel(const State& state, const Viewer& viewer);
    const BoardView& view() const { return m_view; }
    const std::vector<sf::Color>& colors() const { return m_colors; }

    void setMarks(const BoardMarks& marks, int actor);
    void setActivePlayer(int player) { m_board.setActivePlayer(player); }
    // The game's board aids turned on, drawn over the board (board_aid.hpp).
    void setAids(std::vector<BoardAid> aids) { m_board.setAids(std::move(aids)); }
    void setLastMove(std::vector<int> cells, std::vector<int> slots);

    // Steps the animation; returns the steps pieces took (for the sound).
    int update(float dt, float speed);
    bool busy() const { return m_board.animating() || m_dice.rolling(); }
    // The pieces the last show() turned over in place (another owner or kind).
    const std::vector<int>& flippedPieces() const { return m_board.flippedPieces(); }
    // Ends the roll and the walks at once.
    void skipAnimation(float speed);

    // What lies under a point: a piece, a cell and a slot (-1 for none). A piece under the
    // pointer comes first: the cell is then the one it stands on.
    struct Hit {
        int cell = -1, slot = -1, piece = -1;
    };
    Hit at(sf::Vector2f point) const;
    // Where a cell or slot is on screen (a choice's anchor).
    std::optional<sf::Vector2f> position(Target target) const;
    // The slots where they lie on screen, for the keyboard's slot piece; the board's middle.
    std::vector<SlotPlace> slotPlaces() const;
    Point middle() const;
    // For test scripts: "board", "dice", "cell:3", "slot:12", "piece:0", and a move's
    // destination ("move:e2") or what it picks first ("from:e2").
    std::optional<sf::Vector2f> locate(std::string_view what, const State& state) const;
    // Where the pieces of these players stand on screen (the result panel avoids them).
    std::vector<sf::Vector2f> piecesOf(const std::vector<int>& players) const;
    // The badges by the pawns of players who wait, as on screen (none while pieces walk).
    const std::vector<PawnBadge>& badges() const { return m_shownBadges; }

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    // The badges again, for the pieces where they are now (hidden while they walk).
    void refreshBadges();

    BoardDrawable m_board;
    DiceDrawable m_dice;
    PawnBadgesDrawable m_badges;
    std::vector<PawnBadge> m_shownBadges;
    bool m_badgesHidden = true;  // pieces walked at the last refresh
    BoardView m_view;
    std::optional<Viewer> m_viewer;  // whose view was shown last
    std::vector<sf::Color> m_colors;
};

}  // namespace plateau::gui
