#include "board/table_view.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/script_input.hpp"

namespace plateau::gui {

void TableView::setArea(sf::FloatRect board) {
    m_board.setArea(board);
    refreshBadges();
}

void TableView::refreshBadges() {
    m_badgesHidden = m_board.animating();
    m_shownBadges = m_badgesHidden ? std::vector<PawnBadge>{} : pawnBadges(m_view);
    std::vector<PawnBadgesDrawable::Placed> placed;
    for (const auto& b : m_shownBadges) {
        if (b.piece >= static_cast<int>(m_board.view().pieces.size())) continue;
        const auto color = b.player < static_cast<int>(m_colors.size())
                               ? m_colors[static_cast<std::size_t>(b.player)]
                               : sf::Color(200, 200, 200);
        placed.push_back(
            {m_board.piecePosition(b.piece), m_board.pieceRadius(b.piece), b.text, color});
    }
    m_badges.set(placed, m_board.area());
}

void TableView::show(const State& state, const Viewer& viewer, bool animate, bool thrown,
                     float speed) {
    m_view = state.boardView(viewer);
    // The colours chosen in the setup win over the game's palette.
    m_colors.clear();
    const auto& players = state.setup().players;
    for (std::size_t i = 0; i < m_view.players.size(); ++i) {
        const auto chosen = i < players.size() ? players[i].color : std::nullopt;
        m_colors.push_back(toSfColor(chosen ? *chosen : m_view.players[i].color));
    }
    m_dice.setValues(m_view.dice, thrown, speed);
    m_board.setGame(state.gamePtr());
    // Another viewer's picture in a game with secrets (the screen handed over) is no change
    // to the pieces: none turns over, least of all showing the last viewer's secrets.
    const bool sameViewer = !state.game().type().hiddenInformation || m_viewer == viewer;
    m_viewer = viewer;
    m_board.setView(m_view, m_colors, animate,
                    thrown ? DiceDrawable::kRollSeconds / std::max(0.1f, speed) : 0.f, sameViewer);
    m_board.setPreview(-1, {}, false);
    refreshBadges();
}

void TableView::relabel(const State& state, const Viewer& viewer) {
    const BoardView fresh = state.boardView(viewer);
    if (fresh.players.size() == m_view.players.size()) m_view.players = fresh.players;
    if (fresh.cells.size() == m_view.cells.size())
        for (std::size_t i = 0; i < fresh.cells.size(); ++i)
            m_view.cells[i].name = fresh.cells[i].name;
    refreshBadges();
}

void TableView::setMarks(const BoardMarks& marks, int actor) {
    m_board.setSources(marks.sourcePieces, marks.sourceCells);
    m_board.setSelected(marks.selectedPiece, marks.selectedCell);
    m_board.setTargets(marks.targets);
    m_board.setFocusCell(marks.focusCell);
    m_board.setHoverCell(marks.hoverCell);
    const int who = std::max(0, actor);
    const sf::Color color =
        m_board.slotPieceColor(who < static_cast<int>(m_colors.size()) ? who : -1);
    if (marks.previewSlot >= 0 && m_board.hasSlot(marks.previewSlot))
        m_board.setPreview(marks.previewSlot, color, marks.previewFits);
    else
        m_board.setPreview(-1, {}, false);
}

void TableView::setLastMove(std::vector<int> cells, std::vector<int> slots) {
    m_board.setLastMove(std::move(cells), std::move(slots));
}

int TableView::update(float dt, float speed) {
    const int steps = m_board.update(dt, speed);
    m_dice.update(dt);
    if (m_board.animating() != m_badgesHidden) refreshBadges();
    return steps;
}

void TableView::skipAnimation(float speed) {
    m_dice.update(60.f);
    // The first call ends a walk's waiting, the second the walk.
    m_board.update(60.f, speed);
    m_board.update(60.f, speed);
    refreshBadges();
}

TableView::Hit TableView::at(sf::Vector2f point) const {
    Hit hit;
    hit.piece = m_board.pieceAt(point);
    hit.cell = hit.piece >= 0 ? m_view.pieces[static_cast<std::size_t>(hit.piece)].cell
                              : m_board.cellAt(point);
    if (!m_view.slots.empty()) hit.slot = m_board.slotAt(point);
    return hit;
}

std::optional<sf::Vector2f> TableView::position(Target target) const {
    if (target.kind == Target::Kind::Cell && m_board.hasCell(target.index))
        return m_board.cellPosition(target.index);
    if (target.kind == Target::Kind::Slot && m_board.hasSlot(target.index))
        return m_board.slotPosition(target.index);
    return std::nullopt;
}

std::vector<SlotPlace> TableView::slotPlaces() const {
    std::vector<SlotPlace> places;
    for (std::size_t i = 0; i < m_view.slots.size(); ++i) {
        const auto& s = m_view.slots[i];
        const sf::Vector2f p = m_board.slotPosition(static_cast<int>(i));
        places.push_back({{p.x, p.y}, std::abs(s.to.x - s.from.x) >= std::abs(s.to.y - s.from.y)});
    }
    return places;
}

Point TableView::middle() const {
    // The slots' middle: a board with more beside its squares (piles of pieces in hand)
    // still starts a slot piece at the middle of its grooves.
    if (!m_view.slots.empty()) {
        sf::Vector2f low(1e9f, 1e9f), high(-1e9f, -1e9f);
        for (std::size_t i = 0; i < m_view.slots.size(); ++i) {
            const sf::Vector2f p = m_board.slotPosition(static_cast<int>(i));
            low = {std::min(low.x, p.x), std::min(low.y, p.y)};
            high = {std::max(high.x, p.x), std::max(high.y, p.y)};
        }
        return {(low.x + high.x) / 2, (low.y + high.y) / 2};
    }
    const auto area = m_board.area();
    return {area.left + area.width / 2, area.top + area.height / 2};
}

std::optional<sf::Vector2f> TableView::locate(std::string_view what, const State& state) const {
    const auto area = m_board.area();
    if (equalsIgnoreCase(what, "board"))
        return sf::Vector2f(area.left + area.width / 2, area.top + area.height / 2);
    if (const auto dice = m_dice.area(); equalsIgnoreCase(what, "dice") && dice.width > 0)
        return sf::Vector2f(dice.left + dice.width / 2, dice.top + dice.height / 2);
    if (auto i = indexAfter(what, "cell:"); i && *i >= 0 && *i < int(m_view.cells.size()))
        return m_board.cellPosition(*i);
    if (auto i = indexAfter(what, "slot:"); i && *i >= 0 && *i < int(m_view.slots.size()))
        return m_board.slotPointer(*i);
    if (auto i = indexAfter(what, "piece:"); i && *i >= 0 && *i < int(m_view.pieces.size()))
        return m_board.piecePosition(*i);
    // A move: where it goes ("move:e2"), or what is picked first ("from:e2").
    const bool from = what.substr(0, 5) == "from:";
    if (what.substr(0, 5) != "move:" && !from) return std::nullopt;
    auto move = state.parseMove(what.substr(5));
    if (!move) return std::nullopt;
    const auto input = state.moveInput(*move);
    const Target target = from ? input.from : input.to;
    if (target.kind == Target::Kind::Cell && m_board.hasCell(target.index))
        return m_board.cellPosition(target.index);
    if (target.kind == Target::Kind::Slot && m_board.hasSlot(target.index))
        return m_board.slotPointer(target.index);
    if (target.kind == Target::Kind::Piece && target.index >= 0 &&
        target.index < static_cast<int>(m_view.pieces.size()))
        return m_board.piecePosition(target.index);
    return std::nullopt;
}

std::vector<sf::Vector2f> TableView::piecesOf(const std::vector<int>& players) const {
    std::vector<sf::Vector2f> points;
    for (const auto& piece : m_view.pieces)
        if (m_board.hasCell(piece.cell) &&
            std::find(players.begin(), players.end(), piece.owner) != players.end())
            points.push_back(m_board.cellPosition(piece.cell));
    return points;
}

void TableView::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    target.draw(m_board, states);
    target.draw(m_badges, states);
    target.draw(m_dice, states);
}

}  // namespace plateau::gui
