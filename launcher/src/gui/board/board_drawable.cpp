#include "board/board_drawable.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/Sprite.hpp>
#include <SFML/Graphics/Text.hpp>

#include <plateau/sdk/board_geometry.hpp>

#include "board/cell_icons.hpp"
#include "board/cell_shapes.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

constexpr float kStepsPerSecond = 6.5f;  // pawn speed along a trail at speed 1

bool sameCells(const std::vector<Cell>& a, const std::vector<Cell>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto &x = a[i], &y = b[i];
        if (x.center.x != y.center.x || x.center.y != y.center.y || x.size.x != y.size.x ||
            x.size.y != y.size.y || x.shape != y.shape || x.label != y.label || x.kind != y.kind ||
            x.corners.size() != y.corners.size())
            return false;
        for (std::size_t k = 0; k < x.corners.size(); ++k)
            if (x.corners[k].x != y.corners[k].x || x.corners[k].y != y.corners[k].y) return false;
    }
    return true;
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
    m_flips.assign(m_view.pieces.size(), {});
}

void BoardDrawable::setGame(std::shared_ptr<const Game> game) {
    if (game == m_game) return;
    m_game = std::move(game);
    m_staticDirty = true;
}

void BoardDrawable::setView(const BoardView& view, std::vector<sf::Color> colors, bool animate,
                            float delay, bool flips) {
    const bool cellsChanged = !sameCells(view.cells, m_view.cells) ||
                              view.slots.size() != m_view.slots.size() ||
                              view.size.x != m_view.size.x || view.size.y != m_view.size.y;
    // A cell that changes hands is painted anew, the pieces still walk.
    bool repaint = false;
    for (std::size_t i = 0; i < view.cells.size() && i < m_view.cells.size(); ++i)
        repaint = repaint || view.cells[i].owner != m_view.cells[i].owner ||
                  view.cells[i].stacking != m_view.cells[i].stacking;
    if (repaint) m_staticDirty = true;
    const auto oldPos = m_piecePos;
    const auto oldPieces = m_view.pieces;
    m_view = view;
    m_colors = std::move(colors);
    if (cellsChanged) {
        m_staticDirty = true;
        computeTransform();
        // The groove: the gap between a cell and its nearest neighbour in a row.
        m_groove = 0;
        if (hasGrooves() && m_view.cells.size() > 1) {
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
    // A piece that changes owner or kind where it stands turns over (after the dice roll).
    m_flips.assign(m_view.pieces.size(), {});
    m_flipped.clear();
    if (animate && flips && !cellsChanged) m_flipped = gui::flippedPieces(oldPieces, m_view.pieces);
    for (int i : m_flipped) {
        const auto& old = oldPieces[static_cast<std::size_t>(i)];
        m_flips[static_cast<std::size_t>(i)] = PieceFlip(old.owner, old.kind, delay);
    }
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
    for (auto& flip : m_flips)
        flip.update(dt, speed);
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
                       [](const Walk& w) { return w.path.size() > 1; }) ||
           std::any_of(m_flips.begin(), m_flips.end(),
                       [](const PieceFlip& f) { return f.active(); });
}

void BoardDrawable::drawStatic(sf::RenderTarget& target, sf::RenderStates states) const {
    Mesh mesh;
    const bool grid = hasGrooves();
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
        if (link.from < 0 || link.from >= cellCount || link.to < 0 || link.to >= cellCount)
            continue;
        mesh.line(cellPosition(link.from), cellPosition(link.to), side * 0.5f,
                  lighter(table, 0.12f));
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
        if (outlined(static_cast<int>(i))) {
            // Tiles that touch: the edge colour is the seam between neighbours.
            const auto outline = outlinePx(static_cast<int>(i));
            fillPolygon(mesh, outline, paint.edge);
            fillPolygon(mesh, insetPolygon(outline, edge), paint.fill);
        } else if (c.shape == CellShape::Circle) {
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
        const float iconSide =
            std::min(r.width, r.height) * (outlined(static_cast<int>(i)) ? 0.5f : 0.72f);
        const sf::FloatRect iconBox{r.left + (r.width - iconSide) / 2,
                                    r.top + (r.height - iconSide) / 2 + iconSide * 0.05f, iconSide,
                                    iconSide};
        // A pictured cell has its label in a corner; so do the squares of a wooden board,
        // whose labels are coordinates.
        const bool icon = drawCellIcon(mesh, look, c.kind, iconBox);
        if (!c.label.empty()) labels.push_back({i, icon || wood});
    }
    target.draw(mesh, states);

    // Numbers: in the corner of pictured cells, in the middle of plain ones.
    for (const auto& label : labels) {
        const auto& c = m_view.cells[label.cell];
        const auto r = cellRect(static_cast<int>(label.cell));
        const float s = std::min(r.width, r.height);
        const auto size = static_cast<unsigned>(std::round(s * (label.corner ? 0.24f : 0.36f)));
        if (size < 7) continue;
        auto text = makeText(toSfString(c.label), m_theme->bold(), size,
                             cellPaint(look, c.kind, style()).label);
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
        m_layer.build(m_static->getTexture().copyToImage(), m_static->getTexture(),
                      {std::round(m_area.left), std::round(m_area.top)});
    }
    if (m_static) {
        target.draw(m_layer, states);
    } else {
        drawStatic(target, states);
    }
    drawDynamic(target, states);
}

void BoardDrawable::drawPileCounts(sf::RenderTarget& target, sf::RenderStates states) const {
    // Each pile of two or more: its count on a dark badge by its top piece.
    for (std::size_t i = 0; i < m_view.pieces.size() && i < m_piecePos.size(); ++i) {
        const PilePlace pile = pilePlace(static_cast<int>(i));
        if (pile.count < 2 || pile.index + 1 != pile.count) continue;
        const float r = pawnRadius(static_cast<int>(i));
        const sf::Vector2f at = m_piecePos[i] + sf::Vector2f(r * 0.78f, -r * 0.7f);
        const float badge = std::max(7.f, r * 0.55f);
        Mesh mesh;
        mesh.circle(at, badge, sf::Color(24, 20, 16, 235), 24);
        mesh.ring(at, badge, std::max(1.f, badge * 0.14f), sf::Color(255, 250, 235, 235), 24);
        target.draw(mesh, states);
        auto text =
            makeText(std::to_string(pile.count), m_theme->bold(),
                     static_cast<unsigned>(std::max(8.f, badge * 1.15f)), sf::Color(255, 250, 235));
        centerText(text, at.x, at.y);
        target.draw(text, states);
    }
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

    // The view's own highlights, then the last move: cells framed, slot pieces haloed.
    const auto cellCount = static_cast<int>(m_view.cells.size());
    const auto slotCount = static_cast<int>(m_view.slots.size());
    auto frameCell = [&](int cell, sf::Color color, float width) {
        if (cell < 0 || cell >= cellCount) return;
        const auto r = cellRect(cell);
        const float t = std::max(2.f, std::min(r.width, r.height) * width);
        if (outlined(cell))
            framePolygon(mesh, outlinePx(cell), t, color);
        else
            mesh.roundedFrame(r, std::min(r.width, r.height) * 0.14f, t, color);
    };
    auto haloSlot = [&](int slot, sf::Color color) {
        if (slot < 0 || slot >= slotCount) return;
        const auto& s = m_view.slots[static_cast<std::size_t>(slot)];
        mesh.capsule(toPx(s.from), toPx(s.to), slotPieceWidth() * 2.1f, color);
    };
    for (const auto& h : m_view.highlights) {
        const sf::Color color = h.kind == Highlight::Kind::WinningLine ? m_theme->colors.success
                                : h.kind == Highlight::Kind::Warning   ? m_theme->colors.danger
                                                                       : glow;
        const float width = h.kind == Highlight::Kind::LastMove ? 0.08f : 0.12f;
        if (h.cell >= 0) {
            // Warnings and winning lines also get a dark edge, so they read without colour.
            if (h.kind != Highlight::Kind::LastMove)
                frameCell(h.cell, sf::Color(20, 16, 12, 200), width + 0.05f);
            frameCell(h.cell, withAlpha(color, 230), width);
        }
        haloSlot(h.slot, withAlpha(color, 150));
    }
    for (int cell : m_lastCells)
        frameCell(cell, withAlpha(glow, 220), 0.08f);
    for (int slot : m_lastSlots)
        haloSlot(slot, withAlpha(glow, 150));

    // Marks of the input model: never filled discs, which could pass for pieces, and never
    // in a player's colour alone: a light ring or bracket with a dark outline.
    const sf::Color ink(24, 20, 16, 230), light(255, 250, 235, 245);
    auto outlinedRing = [&](sf::Vector2f c, float radius, float width) {
        mesh.ring(c, radius, width + std::max(2.f, width * 0.7f), ink);
        mesh.ring(c, radius, width, light);
    };
    // What can be picked: four corner brackets; the picked one: a full ring.
    auto brackets = [&](sf::Vector2f c, float radius, float width) {
        for (int k = 0; k < 4; ++k) {
            const float a0 = kPi / 4 + kPi / 2 * static_cast<float>(k) - 0.42f;
            const float a1 = a0 + 0.84f;
            mesh.arc(c, radius, width + std::max(2.f, width * 0.7f), a0 - 0.04f, a1 + 0.04f, ink);
            mesh.arc(c, radius, width, a0, a1, light);
        }
    };
    for (int cell : m_sourceCells) {
        if (cell < 0 || cell >= cellCount) continue;
        const auto r = cellRect(cell);
        brackets(cellPosition(cell), std::min(r.width, r.height) * 0.42f,
                 std::max(2.f, side * 0.05f));
    }
    if (m_selectedCell >= 0 && m_selectedCell < cellCount) {
        frameCell(m_selectedCell, ink, 0.13f);
        frameCell(m_selectedCell, light, 0.08f);
    }
    // Pieces in slots.
    const float ww = slotPieceWidth();
    auto drawSlotPiece = [&](const Slot& s, sf::Color color, sf::Uint8 alpha) {
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
        drawSlotPiece(m_view.slots[static_cast<std::size_t>(piece.slot)],
                      slotPieceColor(piece.owner), 255);
    }
    if (m_previewSlot >= 0 && m_previewSlot < static_cast<int>(m_view.slots.size())) {
        const auto& s = m_view.slots[static_cast<std::size_t>(m_previewSlot)];
        const sf::Color halo = m_previewLegal ? m_theme->colors.success : m_theme->colors.danger;
        mesh.capsule(toPx(s.from), toPx(s.to), ww * 2.2f, withAlpha(halo, 170));
        drawSlotPiece(s, m_previewLegal ? m_previewColor : mix(m_previewColor, halo, 0.5f),
                      m_previewLegal ? 235 : 160);
    }
    target.draw(mesh, states);
    mesh.clear();
    if (!animating()) drawAids(target, states);

    // Pawns: resting ones first, walking ones on top.
    // Pieces drawn from an image, after the meshes: each with the kind it shows now.
    std::vector<std::pair<std::size_t, std::string>> pictured;
    auto drawPawn = [&](std::size_t i) {
        // Turning over: the old owner and kind up to the midpoint, the new ones after.
        const PieceFlip* flip = i < m_flips.size() && m_flips[i].active() ? &m_flips[i] : nullptr;
        Piece piece = m_view.pieces[i];
        if (flip && flip->showsOld()) {
            piece.owner = flip->fromOwner();
            piece.kind = flip->fromKind();
        }
        const sf::Vector2f p = m_piecePos[i];
        const float r = pawnRadius(static_cast<int>(i));
        const sf::Color color = piece.owner >= 0 && piece.owner < static_cast<int>(m_colors.size())
                                    ? m_colors[static_cast<std::size_t>(piece.owner)]
                                    : sf::Color(200, 200, 200);
        const std::size_t first = mesh.size();
        // The piece's own vertices squeezed across its centre (after it is drawn).
        struct Squeeze {
            Mesh& mesh;
            std::size_t first;
            float cx, scale;
            ~Squeeze() {
                if (scale < 1.f) mesh.scaleX(first, cx, scale);
            }
        } squeeze{mesh, first, p.x, flip ? flip->widthScale() : 1.f};
        if (!animating() && static_cast<int>(i) == m_selectedPiece) {
            // Picked: a full ring that breathes a little.
            outlinedRing(p, r * (1.3f + 0.05f * pulse), std::max(2.f, r * 0.16f));
        } else if (!animating() && std::find(m_sourcePieces.begin(), m_sourcePieces.end(),
                                             static_cast<int>(i)) != m_sourcePieces.end()) {
            brackets(p, r * 1.34f, std::max(2.5f, r * 0.17f));
        }
        const PieceLook* look = this->look().piece(piece.kind);
        if (look && m_images.get(look->image)) {
            // A picture: drawn over its shadow and a ring in the owner's colour, below.
            mesh.ellipse(p + sf::Vector2f(r * 0.1f, r * 0.22f), {r * 1.02f, r * 0.92f},
                         sf::Color(0, 0, 0, 80), 28);
            mesh.circle(p, r * 1.04f, color, 28);
            pictured.emplace_back(i, piece.kind);
            return;
        }
        drawPieceBody(mesh, pieceForm(this->look(), piece.kind), p, r, color);
    };
    for (std::size_t i = 0; i < m_view.pieces.size(); ++i) {
        const auto& piece = m_view.pieces[i];
        if (piece.slot >= 0 || piece.cell < 0) continue;
        if (i < m_walks.size() && m_walks[i].path.size() > 1) continue;
        drawPawn(i);
    }
    for (std::size_t i = 0; i < m_walks.size() && i < m_view.pieces.size(); ++i)
        if (m_walks[i].path.size() > 1) drawPawn(i);
    target.draw(mesh, states);
    for (const auto& [i, kind] : pictured) {
        const sf::Texture* image = m_images.get(look().piece(kind)->image);
        sf::Sprite sprite(*image);
        const auto size = image->getSize();
        const float r = pawnRadius(static_cast<int>(i));
        const float scale = 2 * r / static_cast<float>(std::max(1u, std::max(size.x, size.y)));
        sprite.setOrigin(static_cast<float>(size.x) / 2, static_cast<float>(size.y) / 2);
        const float width = i < m_flips.size() ? m_flips[i].widthScale() : 1.f;
        sprite.setScale(scale * width, scale);
        sprite.setPosition(m_piecePos[i]);
        target.draw(sprite, states);
    }
    drawPileCounts(target, states);

    mesh.clear();
    // Where the pick can go: a ring over whatever stands there (a capture, a shared square);
    // under the pointer or the keyboard's focus a frame too. A game whose board says enough
    // (GameType::markTargets false) gets only the frame.
    const bool rings = !m_game || m_game->type().markTargets;
    for (int cell : m_targets) {
        if (cell < 0 || cell >= cellCount) continue;
        const auto r = cellRect(cell);
        const float s = std::min(r.width, r.height);
        const bool taken =
            std::any_of(m_view.pieces.begin(), m_view.pieces.end(),
                        [&](const Piece& p) { return p.cell == cell && p.slot < 0; });
        if (rings)
            outlinedRing(cellPosition(cell), s * (taken ? 0.42f : 0.3f), std::max(2.f, s * 0.075f));
        if (cell == m_hoverCell || cell == m_focusCell) {
            if (outlined(cell))
                fillPolygon(mesh, outlinePx(cell), sf::Color(255, 250, 235, 70));
            else
                mesh.roundedRect(r, s * 0.14f, sf::Color(255, 250, 235, 70));
            frameCell(cell, ink, 0.11f);
            frameCell(cell, light, 0.06f);
        }
    }
    // The keyboard's focus on a cell that is no target (a source's cell).
    if (m_focusCell >= 0 && m_focusCell < cellCount &&
        std::find(m_targets.begin(), m_targets.end(), m_focusCell) == m_targets.end()) {
        frameCell(m_focusCell, ink, 0.11f);
        frameCell(m_focusCell, light, 0.06f);
    }
    target.draw(mesh, states);

    // A piece's label ("A", "K"), dark on light colours and light on dark ones.
    for (std::size_t i = 0; i < m_view.pieces.size(); ++i) {
        const auto& piece = m_view.pieces[i];
        if (piece.label.empty() || piece.slot >= 0 || piece.cell < 0) continue;
        // In a pile only the top piece's label shows.
        if (const PilePlace pile = pilePlace(static_cast<int>(i)); pile.index + 1 < pile.count)
            continue;
        const float r = pawnRadius(static_cast<int>(i));
        const auto size = static_cast<unsigned>(std::round(r * 0.95f));
        if (size < 7) continue;
        const sf::Color color = piece.owner >= 0 && piece.owner < static_cast<int>(m_colors.size())
                                    ? m_colors[static_cast<std::size_t>(piece.owner)]
                                    : sf::Color(200, 200, 200);
        const float luma = 0.299f * color.r + 0.587f * color.g + 0.114f * color.b;
        auto text = makeText(toSfString(piece.label), m_theme->bold(), size,
                             luma > 140 ? sf::Color(24, 20, 16) : sf::Color(255, 252, 244));
        const sf::Vector2f p = m_piecePos[i] - sf::Vector2f(0, r * 0.06f);
        centerText(text, p.x, p.y);
        target.draw(text, states);
    }
}

}  // namespace plateau::gui
