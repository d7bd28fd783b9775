#pragma once

#include <string>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Text.hpp>
#include <plateau/sdk/board_view.hpp>

#include "widgets/shapes.hpp"

namespace plateau::gui {

class Theme;

// Which pawn carries a badge: the first piece on a cell of each player the view says waits
// (PlayerView::waiting: trapped, missing turns), with the player's status in the game's
// words. No game knowledge: the words and the flag are the view's.
struct PawnBadge {
    int player = -1;
    int piece = -1;
    std::string text;
    friend bool operator==(const PawnBadge&, const PawnBadge&) = default;
};
std::vector<PawnBadge> pawnBadges(const BoardView& view);

// Draws the badges: a small label over each pawn, edged in its player's colour, kept
// inside the board's area and clear of each other (a later one goes higher).
class PawnBadgesDrawable : public sf::Drawable {
public:
    explicit PawnBadgesDrawable(const Theme& theme) : m_theme(&theme) {}

    struct Placed {
        sf::Vector2f pawn;  // the pawn's centre on screen
        float radius = 0;   // its radius
        std::string text;
        sf::Color color;
    };
    void set(const std::vector<Placed>& badges, sf::FloatRect bounds);
    void clear() { set({}, {}); }

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const Theme* m_theme;
    Mesh m_mesh;
    std::vector<sf::Text> m_texts;
};

}  // namespace plateau::gui
