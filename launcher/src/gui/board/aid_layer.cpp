// BoardDrawable's layer of board aids (board_aid.hpp): each mark a dot on its cell and a
// line to the next, in its player's colour over a dark edge so it reads on any square.

#include <algorithm>

#include <SFML/Graphics/RenderTarget.hpp>

#include "board/board_drawable.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

void BoardDrawable::drawAids(sf::RenderTarget& target, sf::RenderStates states) const {
    if (m_aids.empty()) return;
    Mesh edge, ink;
    const float side = cellSide();
    const float width = std::max(2.f, side * 0.09f), dot = std::max(3.f, side * 0.11f);
    const float outline = std::max(1.5f, side * 0.03f);
    const sf::Color dark(24, 20, 16, 210);
    // Several players' marks on one cell sit side by side, not on top of each other.
    int players = 1;
    for (const auto& aid : m_aids)
        for (const auto& mark : aid.marks)
            players = std::max(players, mark.player + 1);
    const auto shift = [&](int player) {
        const float o =
            (static_cast<float>(std::max(0, player)) - static_cast<float>(players - 1) / 2) * side *
            0.13f;
        return sf::Vector2f(o, o);
    };
    for (const auto& aid : m_aids) {
        for (const auto& mark : aid.marks) {
            if (!hasCell(mark.cell)) continue;
            const sf::Color color =
                mark.player >= 0 && mark.player < static_cast<int>(m_colors.size())
                    ? m_colors[static_cast<std::size_t>(mark.player)]
                    : m_theme->colors.accent;
            const sf::Vector2f at = cellPosition(mark.cell) + shift(mark.player);
            if (hasCell(mark.next)) {
                const sf::Vector2f to = cellPosition(mark.next) + shift(mark.player);
                edge.line(at, to, width + 2 * outline, dark);
                ink.line(at, to, width, withAlpha(color, 235));
            }
            // The end of a path (no next) gets a larger dot: the square aimed at.
            const float r = hasCell(mark.next) ? dot : dot * 1.6f;
            edge.circle(at, r + outline, dark, 20);
            ink.circle(at, r, color, 20);
        }
    }
    target.draw(edge, states);
    target.draw(ink, states);
}

}  // namespace plateau::gui
