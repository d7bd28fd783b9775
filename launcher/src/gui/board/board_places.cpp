#include "board/board_drawable.hpp"

// Where things are on the board drawn by BoardDrawable: the board's scale and place in its
// area, cells' boxes and outlines, where pieces rest (spread, or piled), and what lies under
// a point (cells by their shape, pieces before the cells, slots by their grooves).

#include <algorithm>
#include <cmath>

#include <plateau/sdk/board_geometry.hpp>

#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

constexpr float kPileLeast = 1.5f;  // pixels between two pieces of a pile, at least
constexpr int kPileShown = 20;      // pieces of a pile drawn apart; the rest on the top one

float distanceToSegment(sf::Vector2f p, sf::Vector2f a, sf::Vector2f b) {
    const sf::Vector2f ab = b - a;
    const float len2 = ab.x * ab.x + ab.y * ab.y;
    float t = len2 > 0 ? ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2 : 0;
    t = std::clamp(t, 0.f, 1.f);
    return length(p - (a + ab * t));
}

}  // namespace

void BoardDrawable::computeTransform() {
    const float pad = std::min(m_area.width, m_area.height) * 0.035f;
    const float w = std::max(1.f, m_area.width - 2 * pad),
                h = std::max(1.f, m_area.height - 2 * pad);
    const float sx = std::max(m_view.size.x, 0.001f), sy = std::max(m_view.size.y, 0.001f);
    m_scale = std::min(w / sx, h / sy);
    m_offset = {m_area.left + (m_area.width - sx * m_scale) / 2,
                m_area.top + (m_area.height - sy * m_scale) / 2};
}

sf::FloatRect BoardDrawable::boardRect() const {
    const float pad = std::min(m_area.width, m_area.height) * 0.03f;
    return {m_offset.x - pad, m_offset.y - pad, m_view.size.x * m_scale + 2 * pad,
            m_view.size.y * m_scale + 2 * pad};
}

sf::Vector2f BoardDrawable::toPx(Point p) const {
    return {m_offset.x + p.x * m_scale, m_offset.y + p.y * m_scale};
}

sf::FloatRect BoardDrawable::cellRect(int cell) const {
    if (!hasCell(cell))
        return {m_area.left + m_area.width / 2, m_area.top + m_area.height / 2, 0, 0};
    const auto& c = m_view.cells[static_cast<std::size_t>(cell)];
    const auto center = toPx(c.center);
    const float w = c.size.x * m_scale, h = c.size.y * m_scale;
    return {center.x - w / 2, center.y - h / 2, w, h};
}

bool BoardDrawable::outlined(int cell) const {
    if (!hasCell(cell)) return false;
    const auto shape = m_view.cells[static_cast<std::size_t>(cell)].shape;
    return shape != CellShape::Rect && shape != CellShape::Circle;
}

std::vector<sf::Vector2f> BoardDrawable::outlinePx(int cell) const {
    std::vector<sf::Vector2f> out;
    if (!hasCell(cell)) return out;
    for (const Point p : cellOutline(m_view.cells[static_cast<std::size_t>(cell)]))
        out.push_back(toPx(p));
    return out;
}

BoardDrawable::PilePlace BoardDrawable::pilePlace(int piece) const {
    PilePlace place;
    const auto& p = m_view.pieces[static_cast<std::size_t>(piece)];
    if (!hasCell(p.cell) || p.slot >= 0 ||
        m_view.cells[static_cast<std::size_t>(p.cell)].stacking == Stacking::Spread)
        return place;
    for (std::size_t i = 0; i < m_view.pieces.size(); ++i) {
        const auto& q = m_view.pieces[i];
        if (q.cell != p.cell || q.slot >= 0) continue;
        if (static_cast<int>(i) < piece) ++place.index;
        ++place.count;
    }
    return place;
}

float BoardDrawable::cellSide() const {
    if (m_view.cells.empty()) return 20;
    // The cell most cells are like: the median of the smaller sides.
    std::vector<float> sides;
    sides.reserve(m_view.cells.size());
    for (const auto& c : m_view.cells)
        sides.push_back(std::min(c.size.x, c.size.y));
    std::nth_element(sides.begin(), sides.begin() + sides.size() / 2, sides.end());
    return sides[sides.size() / 2] * m_scale;
}

float BoardDrawable::slotPieceWidth() const {
    const float groove = m_groove * m_scale;
    return std::max(groove * 0.78f, cellSide() * 0.1f);
}

sf::Vector2f BoardDrawable::restingPosition(int piece) const {
    const auto& p = m_view.pieces[static_cast<std::size_t>(piece)];
    if (p.slot >= 0 && p.slot < static_cast<int>(m_view.slots.size())) return slotPosition(p.slot);
    if (p.cell < 0 || p.cell >= static_cast<int>(m_view.cells.size())) return toPx({-1, -1});
    // A pile rises from the cell's middle, every piece showing its edge (a player's ten
    // walls left, issue 31): a quarter of a radius apart, closer when that would take the
    // pile out of its cell. Past kPileShown pieces the rest stand on the top one, so a big
    // pile stays in its cell (the count says how many).
    if (const PilePlace pile = pilePlace(piece); pile.count > 0) {
        const int shown = std::min(pile.count, kPileShown);
        const int index = std::min(pile.index, shown - 1);
        const float r = pawnRadius(piece);
        float lift = r * 0.28f;
        if (shown > 1) {
            const float room = std::max(0.f, cellRect(p.cell).height - 2 * r);
            lift = std::min(lift, std::max(kPileLeast, room / static_cast<float>(shown - 1)));
        }
        const float rise = lift * static_cast<float>(shown - 1) / 2;
        return cellPosition(p.cell) + sf::Vector2f(0, rise - lift * static_cast<float>(index));
    }
    // Pawns sharing a cell stand in a small circle around its centre.
    int index = 0, count = 0;
    for (std::size_t i = 0; i < m_view.pieces.size(); ++i) {
        const auto& q = m_view.pieces[i];
        if (q.cell != p.cell || q.slot >= 0) continue;
        if (static_cast<int>(i) < piece) ++index;
        ++count;
    }
    const sf::Vector2f center = cellPosition(p.cell);
    if (count <= 1) return center;
    const auto r = cellRect(p.cell);
    const float spread = std::min(r.width, r.height) * (count == 2 ? 0.2f : 0.24f);
    const float angle = -kPi / 2 + kPi / 4 + 2 * kPi * index / count;
    return center + sf::Vector2f(std::cos(angle), std::sin(angle)) * spread;
}

float BoardDrawable::pawnRadius(int piece) const {
    const auto& p = m_view.pieces[static_cast<std::size_t>(piece)];
    int count = 0;
    for (const auto& q : m_view.pieces)
        if (q.cell == p.cell && q.slot < 0) ++count;
    if (hasCell(p.cell) &&
        m_view.cells[static_cast<std::size_t>(p.cell)].stacking != Stacking::Spread)
        count = 1;  // a pile's pieces are each as large as a lone one
    const float side = p.cell >= 0 && p.cell < static_cast<int>(m_view.cells.size())
                           ? std::min(cellRect(p.cell).width, cellRect(p.cell).height)
                           : cellSide();
    return side * (count <= 1 ? 0.3f : count == 2 ? 0.24f : 0.2f);
}

sf::Vector2f BoardDrawable::cellPosition(int cell) const {
    if (!hasCell(cell)) return {m_area.left + m_area.width / 2, m_area.top + m_area.height / 2};
    return toPx(m_view.cells[static_cast<std::size_t>(cell)].center);
}

sf::Vector2f BoardDrawable::slotPosition(int slot) const {
    if (!hasSlot(slot)) return {m_area.left + m_area.width / 2, m_area.top + m_area.height / 2};
    const auto& s = m_view.slots[static_cast<std::size_t>(slot)];
    return (toPx(s.from) + toPx(s.to)) / 2.f;
}

sf::Vector2f BoardDrawable::piecePosition(int piece) const {
    if (piece >= 0 && piece < static_cast<int>(m_piecePos.size()))
        return m_piecePos[static_cast<std::size_t>(piece)];
    return toPx({-1, -1});
}

sf::Color BoardDrawable::slotPieceColor(int owner) const {
    // Natural wood, tinted towards its owner's colour.
    const sf::Color natural{226, 198, 150};
    if (owner < 0 || owner >= static_cast<int>(m_colors.size())) return natural;
    return mix(natural, m_colors[static_cast<std::size_t>(owner)], 0.55f);
}

sf::Vector2f BoardDrawable::slotPointer(int slot) const {
    // An eighth of the way from the middle: on this groove only, not where grooves cross.
    if (!hasSlot(slot)) return slotPosition(slot);
    const auto& s = m_view.slots[static_cast<std::size_t>(slot)];
    const sf::Vector2f a = toPx(s.from), b = toPx(s.to);
    return (a + b) / 2.f + (b - a) / 8.f;
}

int BoardDrawable::cellAt(sf::Vector2f point) const {
    const Point board{(point.x - m_offset.x) / m_scale, (point.y - m_offset.y) / m_scale};
    for (std::size_t i = 0; i < m_view.cells.size(); ++i) {
        const auto r = cellRect(static_cast<int>(i));
        if (outlined(static_cast<int>(i))) {
            if (cellContains(m_view.cells[i], board)) return static_cast<int>(i);
        } else if (m_view.cells[i].shape == CellShape::Circle) {
            const float radius = std::min(r.width, r.height) / 2;
            if (length(point - cellPosition(static_cast<int>(i))) <= radius)
                return static_cast<int>(i);
        } else if (r.contains(point)) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

int BoardDrawable::pieceAt(sf::Vector2f point) const {
    // The pieces drawn last (walking ones, then the later listed) are on top.
    int best = -1;
    for (std::size_t i = 0; i < m_view.pieces.size() && i < m_piecePos.size(); ++i) {
        const auto& piece = m_view.pieces[i];
        if (piece.slot >= 0 || !hasCell(piece.cell)) continue;
        const auto stacking = m_view.cells[static_cast<std::size_t>(piece.cell)].stacking;
        if (stacking == Stacking::PileCell) continue;
        if (length(point - m_piecePos[i]) > pawnRadius(static_cast<int>(i))) continue;
        if (stacking == Stacking::PileTop) {
            // The top piece answers for the whole pile.
            for (std::size_t j = m_view.pieces.size(); j-- > 0;)
                if (m_view.pieces[j].cell == piece.cell && m_view.pieces[j].slot < 0) {
                    best = static_cast<int>(j);
                    break;
                }
            continue;
        }
        best = static_cast<int>(i);
    }
    return best;
}

int BoardDrawable::slotAt(sf::Vector2f point) const {
    // Near a groove (within about a groove's width of its line), the slot whose middle
    // is closest: slot pieces overlap, so the middle decides which one the pointer means.
    // Crossing grooves share a middle, so the distance to the groove's line counts most.
    const float reach = std::max(slotPieceWidth(), cellSide() * 0.22f);
    int best = -1;
    float bestDistance = 1e9f;
    for (std::size_t i = 0; i < m_view.slots.size(); ++i) {
        const auto& s = m_view.slots[i];
        const sf::Vector2f a = toPx(s.from), b = toPx(s.to);
        const float off = distanceToSegment(point, a, b);
        if (off > reach) continue;
        const float d = 3 * off + length(point - (a + b) / 2.f);
        if (d < bestDistance) {
            bestDistance = d;
            best = static_cast<int>(i);
        }
    }
    return best;
}

}  // namespace plateau::gui
