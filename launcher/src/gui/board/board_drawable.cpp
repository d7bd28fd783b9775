#include "board/board_drawable.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Sprite.hpp>
#include <SFML/Graphics/Text.hpp>

#include "board/cell_icons.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

constexpr float kPi = 3.14159265f;
constexpr float kStepsPerSecond = 6.5f;  // pawn speed along a trail at speed 1

bool sameCells(const std::vector<Cell>& a, const std::vector<Cell>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto &x = a[i], &y = b[i];
        if (x.center.x != y.center.x || x.center.y != y.center.y || x.size.x != y.size.x ||
            x.size.y != y.size.y || x.shape != y.shape || x.label != y.label || x.kind != y.kind)
            return false;
    }
    return true;
}

float length(sf::Vector2f v) {
    return std::hypot(v.x, v.y);
}

float distanceToSegment(sf::Vector2f p, sf::Vector2f a, sf::Vector2f b) {
    const sf::Vector2f ab = b - a;
    const float len2 = ab.x * ab.x + ab.y * ab.y;
    float t = len2 > 0 ? ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2 : 0;
    t = std::clamp(t, 0.f, 1.f);
    return length(p - (a + ab * t));
}

sf::Color darker(sf::Color c, float t) {
    return mix(c, sf::Color(20, 16, 12), t);
}
sf::Color lighter(sf::Color c, float t) {
    return mix(c, sf::Color::White, t);
}

}  // namespace

void BoardDrawable::setArea(sf::FloatRect area) {
    if (area == m_area) return;
    m_area = area;
    computeTransform();
    m_staticDirty = true;
    for (std::size_t i = 0; i < m_piecePos.size(); ++i)
        m_piecePos[i] = restingPosition(int(i));
    m_walks.assign(m_view.pieces.size(), {});
}

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
    if (!hasCell(cell)) return {m_area.left + m_area.width / 2, m_area.top + m_area.height / 2, 0, 0};
    const auto& c = m_view.cells[static_cast<std::size_t>(cell)];
    const auto center = toPx(c.center);
    const float w = c.size.x * m_scale, h = c.size.y * m_scale;
    return {center.x - w / 2, center.y - h / 2, w, h};
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

float BoardDrawable::wallWidth() const {
    const float groove = m_groove * m_scale;
    return std::max(groove * 0.78f, cellSide() * 0.1f);
}

void BoardDrawable::setGame(std::shared_ptr<const Game> game) {
    if (game == m_game) return;
    m_game = std::move(game);
    m_staticDirty = true;
}

void BoardDrawable::setView(const BoardView& view, std::vector<sf::Color> colors, bool animate,
                            float delay) {
    const bool cellsChanged = !sameCells(view.cells, m_view.cells) ||
                              view.slots.size() != m_view.slots.size() ||
                              view.size.x != m_view.size.x || view.size.y != m_view.size.y;
    const auto oldPos = m_piecePos;
    const auto oldPieces = m_view.pieces;
    m_view = view;
    m_colors = std::move(colors);
    if (cellsChanged) {
        m_staticDirty = true;
        computeTransform();
        // The groove: the gap between a cell and its nearest neighbour in a row.
        m_groove = 0;
        if (gridBoard() && m_view.cells.size() > 1) {
            const auto& c0 = m_view.cells[0];
            float best = 1e9f;
            for (std::size_t i = 1; i < m_view.cells.size(); ++i) {
                const auto& c = m_view.cells[i];
                if (std::abs(c.center.y - c0.center.y) < 1e-3f) {
                    const float d = std::abs(c.center.x - c0.center.x);
                    if (d > 1e-3f) best = std::min(best, d);
                }
            }
            if (best < 1e8f) m_groove = std::max(0.f, best - c0.size.x);
        }
    }
    m_piecePos.resize(m_view.pieces.size());
    m_walks.assign(m_view.pieces.size(), {});
    for (std::size_t i = 0; i < m_view.pieces.size(); ++i) {
        const sf::Vector2f rest = restingPosition(static_cast<int>(i));
        m_piecePos[i] = rest;
        if (!animate || cellsChanged || i >= oldPos.size() || m_view.pieces[i].cell < 0) continue;
        Walk walk;
        walk.delay = delay;
        walk.path.push_back(oldPos[i]);
        for (const auto& trail : m_view.trails) {
            if (trail.piece != static_cast<int>(i)) continue;
            for (std::size_t k = 0; k < trail.cells.size(); ++k) {
                const int cell = trail.cells[k];
                if (cell < 0 || cell >= static_cast<int>(m_view.cells.size())) continue;
                // The trail may start where the pawn stood.
                if (k == 0 && cell == oldPieces[i].cell) continue;
                walk.path.push_back(toPx(m_view.cells[static_cast<std::size_t>(cell)].center));
            }
        }
        if (walk.path.size() > 1)
            walk.path.back() = rest;
        else if (length(rest - oldPos[i]) > 0.5f)
            walk.path.push_back(rest);  // moved, no trail
        if (walk.path.size() > 1) {
            m_walks[i] = std::move(walk);
            m_piecePos[i] = oldPos[i];
        }
    }
}

void BoardDrawable::setLastMove(std::vector<int> cells, std::vector<int> slots) {
    m_lastCells = std::move(cells);
    m_lastSlots = std::move(slots);
}

void BoardDrawable::setPreview(int slot, sf::Color color, bool legal) {
    m_previewSlot = slot;
    m_previewColor = color;
    m_previewLegal = legal;
}

int BoardDrawable::update(float dt, float speed) {
    m_clock += dt;
    int landed = 0;
    for (std::size_t i = 0; i < m_walks.size(); ++i) {
        auto& walk = m_walks[i];
        if (walk.path.size() < 2) continue;
        if (walk.delay > 0) {
            walk.delay -= dt;
            continue;
        }
        const auto before = static_cast<int>(walk.t);
        walk.t += dt * speed * kStepsPerSecond;
        const float steps = static_cast<float>(walk.path.size() - 1);
        if (walk.t >= steps) {
            m_piecePos[i] = walk.path.back();
            walk.path.clear();
            ++landed;
            continue;
        }
        if (static_cast<int>(walk.t) > before) ++landed;
        const auto k = static_cast<std::size_t>(walk.t);
        const float f = walk.t - static_cast<float>(k);
        const float eased = f * f * (3 - 2 * f);
        const sf::Vector2f a = walk.path[k], b = walk.path[k + 1];
        // A little hop from square to square.
        const float hop = std::sin(f * kPi) * cellSide() * 0.22f;
        m_piecePos[i] = a + (b - a) * eased - sf::Vector2f(0, hop);
    }
    return landed;
}

bool BoardDrawable::animating() const {
    return std::any_of(m_walks.begin(), m_walks.end(),
                       [](const Walk& w) { return w.path.size() > 1; });
}

sf::Vector2f BoardDrawable::restingPosition(int piece) const {
    const auto& p = m_view.pieces[static_cast<std::size_t>(piece)];
    if (p.slot >= 0 && p.slot < static_cast<int>(m_view.slots.size())) return slotPosition(p.slot);
    if (p.cell < 0 || p.cell >= static_cast<int>(m_view.cells.size())) return toPx({-1, -1});
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

sf::Vector2f BoardDrawable::slotPointer(int slot) const {
    // An eighth of the way from the middle: on this groove only, not where grooves cross.
    if (!hasSlot(slot)) return slotPosition(slot);
    const auto& s = m_view.slots[static_cast<std::size_t>(slot)];
    const sf::Vector2f a = toPx(s.from), b = toPx(s.to);
    return (a + b) / 2.f + (b - a) / 8.f;
}

int BoardDrawable::cellAt(sf::Vector2f point) const {
    for (std::size_t i = 0; i < m_view.cells.size(); ++i) {
        const auto r = cellRect(static_cast<int>(i));
        if (m_view.cells[i].shape == CellShape::Circle) {
            const float radius = std::min(r.width, r.height) / 2;
            if (length(point - cellPosition(static_cast<int>(i))) <= radius)
                return static_cast<int>(i);
        } else if (r.contains(point)) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

int BoardDrawable::slotAt(sf::Vector2f point) const {
    // Near a groove (within about a groove's width of its line), the slot whose middle
    // is closest: walls overlap, so the middle decides which one the pointer means.
    // Crossing grooves share a middle, so the distance to the groove's line counts most.
    const float reach = std::max(wallWidth(), cellSide() * 0.22f);
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

void BoardDrawable::drawStatic(sf::RenderTarget& target, sf::RenderStates states) const {
    Mesh mesh;
    const bool grid = gridBoard();
    const bool wood = style() == BoardStyle::Wood;
    const Look& look = this->look();
    const auto frame = boardRect();
    const float radius = std::min(frame.width, frame.height) * 0.025f;
    // Frame and table: dark wood for a wooden board, a green baize otherwise.
    const sf::Color table = wood ? sf::Color(96, 60, 38) : sf::Color(46, 92, 82);
    mesh.roundedRect({frame.left + 2, frame.top + 5, frame.width, frame.height}, radius,
                     sf::Color(0, 0, 0, 70));
    mesh.roundedRect(frame, radius, darker(table, 0.25f));
    const float rim = std::max(2.f, std::min(frame.width, frame.height) * 0.012f);
    mesh.roundedRect(
        {frame.left + rim, frame.top + rim, frame.width - 2 * rim, frame.height - 2 * rim},
        radius * 0.8f, table);
    const float side = cellSide();

    // The links the game declares, such as a track's path, under the cells.
    const int cellCount = static_cast<int>(m_view.cells.size());
    for (const auto& link : m_view.links) {
        if (link.from < 0 || link.from >= cellCount || link.to < 0 || link.to >= cellCount) continue;
        mesh.line(cellPosition(link.from), cellPosition(link.to), side * 0.5f, lighter(table, 0.12f));
    }
    if (grid) {
        for (std::size_t i = 0; i < m_view.slots.size(); ++i) {
            const auto& s = m_view.slots[i];
            mesh.line(toPx(s.from), toPx(s.to), std::max(1.f, m_groove * m_scale * 0.45f),
                      darker(table, 0.3f));
        }
    }
    struct Label {
        std::size_t cell;
        bool corner;
    };
    std::vector<Label> labels;
    for (std::size_t i = 0; i < m_view.cells.size(); ++i) {
        const auto& c = m_view.cells[i];
        const sf::Color* tint = c.owner >= 0 && c.owner < static_cast<int>(m_colors.size())
                                    ? &m_colors[static_cast<std::size_t>(c.owner)]
                                    : nullptr;
        const auto paint = cellPaint(look, c.kind, style(), tint);
        const auto r = cellRect(static_cast<int>(i));
        const float edge = std::max(1.f, std::min(r.width, r.height) * 0.045f);
        if (c.shape == CellShape::Circle) {
            const float cr = std::min(r.width, r.height) / 2;
            mesh.circle(cellPosition(int(i)), cr, paint.edge, 40);
            mesh.circle(cellPosition(int(i)), cr - edge, paint.fill, 40);
        } else {
            const float rr = std::min(r.width, r.height) * 0.14f;
            mesh.roundedRect(r, rr, paint.edge);
            mesh.roundedRect({r.left + edge, r.top + edge, r.width - 2 * edge, r.height - 2 * edge},
                             rr * 0.8f, paint.fill);
            if (wood) {
                // A lighter top edge gives the squares a little relief.
                mesh.rect({r.left + edge + rr, r.top + edge, r.width - 2 * (edge + rr), edge},
                          lighter(paint.fill, 0.25f));
            }
        }
        const float iconSide = std::min(r.width, r.height) * 0.72f;
        const sf::FloatRect iconBox{r.left + (r.width - iconSide) / 2,
                                    r.top + (r.height - iconSide) / 2 + iconSide * 0.05f, iconSide,
                                    iconSide};
        // A pictured cell has its label in a corner; so do the squares of a wooden board,
        // whose labels are coordinates.
        const bool icon = drawCellIcon(mesh, look, c.kind, iconBox);
        if (!c.label.empty()) labels.push_back({i, icon || wood});
    }
    target.draw(mesh.vertices(), states);

    // Numbers: in the corner of pictured cells, in the middle of plain ones.
    for (const auto& label : labels) {
        const auto& c = m_view.cells[label.cell];
        const auto r = cellRect(static_cast<int>(label.cell));
        const float s = std::min(r.width, r.height);
        const auto size = static_cast<unsigned>(std::round(s * (label.corner ? 0.24f : 0.36f)));
        if (size < 7) continue;
        auto text =
            makeText(toSfString(c.label), m_theme->bold(), size, cellPaint(look, c.kind, style()).label);
        if (label.corner) {
            text.setFillColor(withAlpha(text.getFillColor(), 210));
            const auto b = text.getLocalBounds();
            text.setOrigin(std::round(b.left), std::round(b.top));
            text.setPosition(std::round(r.left + s * 0.1f), std::round(r.top + s * 0.08f));
        } else {
            centerText(text, r.left + r.width / 2, r.top + r.height / 2);
        }
        target.draw(text, states);
    }
}

void BoardDrawable::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    if (m_area.width < 4 || m_area.height < 4 || m_view.cells.empty()) return;
    const auto w = static_cast<unsigned>(std::ceil(m_area.width));
    const auto h = static_cast<unsigned>(std::ceil(m_area.height));
    // The first picture is drawn directly: making the texture (a GL context and a frame
    // buffer) would delay the program's first frame.
    if (m_drawCount++ == 0) return drawDirect(target, states);
    if (!m_static || m_static->getSize() != sf::Vector2u(w, h)) {
        m_static = std::make_unique<sf::RenderTexture>();
        sf::ContextSettings settings;
        settings.antialiasingLevel = 0;
        if (!m_static->create(w, h, settings)) m_static.reset();
        m_staticDirty = true;
    }
    if (m_static && m_staticDirty) {
        m_static->clear(sf::Color::Transparent);
        sf::RenderStates local;
        local.transform.translate(-m_area.left, -m_area.top);
        drawStatic(*m_static, local);
        m_static->display();
        m_staticDirty = false;
    }
    if (m_static) {
        sf::Sprite sprite(m_static->getTexture());
        sprite.setPosition(std::round(m_area.left), std::round(m_area.top));
        target.draw(sprite, states);
    } else {
        drawStatic(target, states);
    }
    drawDynamic(target, states);
}

void BoardDrawable::drawDirect(sf::RenderTarget& target, sf::RenderStates states) const {
    drawStatic(target, states);
    drawDynamic(target, states);
}

void BoardDrawable::drawDynamic(sf::RenderTarget& target, sf::RenderStates states) const {
    Mesh mesh;
    const sf::Color glow{255, 196, 80};
    const float side = cellSide();
    const float pulse = 0.5f + 0.5f * std::sin(m_clock * 4.f);

    // The last move: its cells framed, its wall haloed.
    for (int cell : m_lastCells) {
        if (cell < 0 || cell >= static_cast<int>(m_view.cells.size())) continue;
        const auto r = cellRect(cell);
        const float t = std::max(2.f, std::min(r.width, r.height) * 0.08f);
        mesh.roundedFrame(r, std::min(r.width, r.height) * 0.14f, t, withAlpha(glow, 220));
    }
    for (int slot : m_lastSlots) {
        if (slot < 0 || slot >= static_cast<int>(m_view.slots.size())) continue;
        const auto& s = m_view.slots[static_cast<std::size_t>(slot)];
        mesh.capsule(toPx(s.from), toPx(s.to), wallWidth() * 2.1f, withAlpha(glow, 150));
    }
    // Legal targets: a dot, a filled square under the pointer or keyboard focus.
    for (int cell : m_targets) {
        if (cell < 0 || cell >= static_cast<int>(m_view.cells.size())) continue;
        const auto r = cellRect(cell);
        const auto c = cellPosition(cell);
        const sf::Color accent =
            m_activePlayer >= 0 && m_activePlayer < static_cast<int>(m_colors.size())
                ? m_colors[static_cast<std::size_t>(m_activePlayer)]
                : m_theme->colors.accent;
        if (cell == m_hoverCell || cell == m_focusCell) {
            mesh.roundedRect(r, std::min(r.width, r.height) * 0.14f, withAlpha(accent, 110));
            mesh.roundedFrame(r, std::min(r.width, r.height) * 0.14f, std::max(2.f, side * 0.07f),
                              darker(accent, 0.2f));
        } else {
            const float rad = std::min(r.width, r.height) * (0.13f + 0.03f * pulse);
            mesh.circle(c, rad + std::max(1.5f, side * 0.03f),
                        withAlpha(darker(accent, 0.4f), 200));
            mesh.circle(c, rad, withAlpha(accent, 230));
        }
    }
    // Walls and other pieces in slots.
    const float ww = wallWidth();
    auto wallColor = [&](int owner) {
        const sf::Color wood{226, 198, 150};
        if (owner < 0 || owner >= static_cast<int>(m_colors.size())) return wood;
        return mix(wood, m_colors[static_cast<std::size_t>(owner)], 0.55f);
    };
    auto drawWall = [&](const Slot& s, sf::Color color, sf::Uint8 alpha) {
        const sf::Vector2f a = toPx(s.from), b = toPx(s.to);
        const sf::Vector2f d = b - a;
        const float len = length(d);
        if (len <= 0) return;
        const sf::Vector2f u = d / len;
        const sf::Vector2f a2 = a + u * (ww * 0.2f), b2 = b - u * (ww * 0.2f);
        if (alpha == 255)
            mesh.line(a2 + sf::Vector2f(1, 3), b2 + sf::Vector2f(1, 3), ww, {0, 0, 0, 70});
        mesh.line(a2, b2, ww, withAlpha(darker(color, 0.35f), alpha));
        mesh.line(a2 + u * 1.f, b2 - u * 1.f, ww * 0.62f, withAlpha(color, alpha));
    };
    for (const auto& piece : m_view.pieces) {
        if (piece.slot < 0 || piece.slot >= static_cast<int>(m_view.slots.size())) continue;
        drawWall(m_view.slots[static_cast<std::size_t>(piece.slot)], wallColor(piece.owner), 255);
    }
    if (m_previewSlot >= 0 && m_previewSlot < static_cast<int>(m_view.slots.size())) {
        const auto& s = m_view.slots[static_cast<std::size_t>(m_previewSlot)];
        const sf::Color halo = m_previewLegal ? m_theme->colors.success : m_theme->colors.danger;
        mesh.capsule(toPx(s.from), toPx(s.to), ww * 2.2f, withAlpha(halo, 170));
        drawWall(s, m_previewLegal ? m_previewColor : mix(m_previewColor, halo, 0.5f),
                 m_previewLegal ? 235 : 160);
    }
    target.draw(mesh.vertices(), states);
    mesh.clear();

    // Pawns: resting ones first, walking ones on top.
    auto drawPawn = [&](std::size_t i) {
        const auto& piece = m_view.pieces[i];
        const sf::Vector2f p = m_piecePos[i];
        const float r = pawnRadius(static_cast<int>(i));
        const sf::Color color = piece.owner >= 0 && piece.owner < static_cast<int>(m_colors.size())
                                    ? m_colors[static_cast<std::size_t>(piece.owner)]
                                    : sf::Color(200, 200, 200);
        if (piece.owner == m_activePlayer && m_activePlayer >= 0 && !animating())
            mesh.ring(p, r * (1.25f + 0.08f * pulse), std::max(2.f, r * 0.14f),
                      withAlpha(sf::Color::White, static_cast<sf::Uint8>(140 + 100 * pulse)));
        mesh.ellipse(p + sf::Vector2f(r * 0.12f, r * 0.32f), {r * 1.02f, r * 0.8f},
                     sf::Color(0, 0, 0, 80), 28);
        mesh.circle(p, r, darker(color, 0.45f), 28);
        mesh.circle(p - sf::Vector2f(0, r * 0.06f), r * 0.86f, color, 28);
        mesh.circle(p - sf::Vector2f(r * 0.22f, r * 0.3f), r * 0.3f,
                    withAlpha(lighter(color, 0.6f), 170), 16);
    };
    for (std::size_t i = 0; i < m_view.pieces.size(); ++i) {
        const auto& piece = m_view.pieces[i];
        if (piece.slot >= 0 || piece.cell < 0) continue;
        if (i < m_walks.size() && m_walks[i].path.size() > 1) continue;
        drawPawn(i);
    }
    for (std::size_t i = 0; i < m_walks.size() && i < m_view.pieces.size(); ++i)
        if (m_walks[i].path.size() > 1) drawPawn(i);
    target.draw(mesh.vertices(), states);
}

}  // namespace plateau::gui
