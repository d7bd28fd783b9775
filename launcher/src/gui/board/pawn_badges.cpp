#include "board/pawn_badges.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "widgets/theme.hpp"

namespace plateau::gui {

std::vector<PawnBadge> pawnBadges(const BoardView& view) {
    std::vector<PawnBadge> out;
    for (std::size_t p = 0; p < view.players.size(); ++p) {
        const auto& player = view.players[p];
        if (!player.waiting || player.status.empty()) continue;
        for (std::size_t i = 0; i < view.pieces.size(); ++i) {
            const auto& piece = view.pieces[i];
            if (piece.owner != static_cast<int>(p) || piece.cell < 0 || piece.slot >= 0) continue;
            out.push_back({static_cast<int>(p), static_cast<int>(i), player.status});
            break;
        }
    }
    return out;
}

void PawnBadgesDrawable::set(const std::vector<Placed>& badges, sf::FloatRect bounds) {
    m_mesh.clear();
    m_texts.clear();
    if (bounds.width <= 0 || bounds.height <= 0) return;  // not laid out yet
    const Theme& t = *m_theme;
    const auto& c = t.colors;
    const unsigned size = t.textSize(12);
    const float padX = t.px(7), padY = t.px(4), border = std::max(1.5f, t.px(2));
    const float maxWidth = std::min(bounds.width * 0.5f, t.px(260));
    std::vector<sf::FloatRect> taken;
    for (const auto& b : badges) {
        auto text = makeText(elide(toSfString(b.text), t.regular(), size, maxWidth - 2 * padX),
                             t.regular(), size, c.text);
        const auto glyphs = text.getLocalBounds();
        const float w = glyphs.width + 2 * padX;
        const float h = t.regular().getLineSpacing(size) + 2 * padY - t.px(2);
        sf::FloatRect box{b.pawn.x - w / 2, b.pawn.y - b.radius - h - t.px(4), w, h};
        // Inside the board's area, and above any badge already placed where it would lie.
        const auto clampInto = [&] {
            // Never std::clamp with its ends crossed (a badge larger than a tiny board).
            box.left =
                std::max(bounds.left, std::min(box.left, bounds.left + bounds.width - box.width));
            box.top =
                std::max(bounds.top, std::min(box.top, bounds.top + bounds.height - box.height));
        };
        clampInto();
        for (int tries = 0; tries < 8; ++tries) {
            const auto clash =
                std::find_if(taken.begin(), taken.end(),
                             [&](const sf::FloatRect& r) { return r.intersects(box); });
            if (clash == taken.end()) break;
            box.top = clash->top - box.height - t.px(3);
            if (box.top < bounds.top) box.top = clash->top + clash->height + t.px(3);
            clampInto();
        }
        taken.push_back(box);
        // A tick from the badge down to its pawn, then the badge edged in the player's colour.
        const sf::Vector2f foot{
            std::max(box.left + h / 2, std::min(b.pawn.x, box.left + w - h / 2)),
            box.top + box.height};
        if (b.pawn.y - b.radius > foot.y)
            m_mesh.line(foot, {b.pawn.x, b.pawn.y - b.radius}, border, b.color);
        m_mesh.roundedRect(box, h / 2, b.color);
        const sf::FloatRect inner{box.left + border, box.top + border, box.width - 2 * border,
                                  box.height - 2 * border};
        m_mesh.roundedRect(inner, inner.height / 2, withAlpha(c.background, 235));
        centerText(text, box.left + box.width / 2, box.top + box.height / 2);
        m_texts.push_back(text);
    }
}

void PawnBadgesDrawable::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    target.draw(m_mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
}

}  // namespace plateau::gui
