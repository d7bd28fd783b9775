#pragma once

#include <memory>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/RenderTexture.hpp>

#include <plateau/sdk/board_aid.hpp>
#include <plateau/sdk/board_view.hpp>
#include <plateau/sdk/game.hpp>

#include "board/piece_drawing.hpp"
#include "board/piece_flip.hpp"
#include "widgets/flat_layer.hpp"
#include "widgets/theme.hpp"

namespace plateau::gui {

// Draws any game's board from its BoardView: cells by kind, grooves, pieces in their slots,
// pawns in the players' colours walking their trails, the view's highlights, and the marks
// the play screen asks for. Cells, icons and labels change rarely, so they are drawn once into a
// texture (shown through a FlatLayer); only highlights and pieces are drawn each frame.
class BoardDrawable : public sf::Drawable {
public:
    explicit BoardDrawable(const Theme& theme) : m_theme(&theme) {}

    void setArea(sf::FloatRect area);
    sf::FloatRect area() const { return m_area; }
    // The board's frame on screen, inside the area.
    sf::FloatRect boardRect() const;

    // The game whose look (look.toml) and board style are drawn.
    void setGame(std::shared_ptr<const Game> game);

    // A new position. With `animate`, pieces that moved walk the cells of their trail
    // (starting after `delay` seconds, e.g. once the dice have rolled).
    // `flips`: pieces whose owner or kind changed turn over (not when the view is another
    // viewer's: the change is then no move).
    void setView(const BoardView& view, std::vector<sf::Color> colors, bool animate,
                 float delay = 0, bool flips = true);
    const BoardView& view() const { return m_view; }

    // Where the picked piece (or a move needing no pick) can go: a ring on each cell.
    void setTargets(std::vector<int> cells) { m_targets = std::move(cells); }
    // What can be picked first: brackets around these pieces and cells.
    void setSources(std::vector<int> pieces, std::vector<int> cells) {
        m_sourcePieces = std::move(pieces);
        m_sourceCells = std::move(cells);
    }
    // The picked piece or cell (-1: none).
    void setSelected(int piece, int cell) {
        m_selectedPiece = piece;
        m_selectedCell = cell;
    }
    void setLastMove(std::vector<int> cells, std::vector<int> slots);
    void setHoverCell(int cell) { m_hoverCell = cell; }
    void setFocusCell(int cell) { m_focusCell = cell; }
    // A slot piece shown in its slot before it is placed: green-edged when legal, red when not.
    void setPreview(int slot, sf::Color color, bool legal);
    void setActivePlayer(int player) { m_activePlayer = player; }
    // The board aids turned on (board_aid.hpp), drawn over the board under the pawns, and
    // hidden while pieces walk (the marks are the position's after the move).
    void setAids(std::vector<BoardAid> aids) { m_aids = std::move(aids); }

    // Returns how many times a walking piece reached a square.
    int update(float dt, float speed);
    bool animating() const;
    // The pieces the last position turned over in place (another owner or kind), with
    // `animate`: each flips for PieceFlip::kSeconds.
    const std::vector<int>& flippedPieces() const { return m_flipped; }

    // The cell under a point, by its shape (a hexagon's corner is its neighbour's).
    int cellAt(sf::Vector2f point) const;
    // The piece drawn under a point, the one on top where pieces overlap; on a pile, its top
    // piece (Stacking::PileTop) or none (PileCell: a click there means the cell). -1: none.
    int pieceAt(sf::Vector2f point) const;
    int slotAt(sf::Vector2f point) const;
    // A view may name cells and slots it does not have (a plugin's mistake, or a board
    // with no cells at all): positions of those are the board area's centre.
    bool hasCell(int cell) const {
        return cell >= 0 && cell < static_cast<int>(m_view.cells.size());
    }
    bool hasSlot(int slot) const {
        return slot >= 0 && slot < static_cast<int>(m_view.slots.size());
    }
    sf::Vector2f cellPosition(int cell) const;
    sf::Vector2f slotPosition(int slot) const;
    // Where a piece is drawn now (walking or at rest), and its radius there.
    sf::Vector2f piecePosition(int piece) const;
    float pieceRadius(int piece) const { return pawnRadius(piece); }
    // The colour of a piece in a slot for this player (-1: nobody's).
    sf::Color slotPieceColor(int owner) const;
    // Where a pointer picks this slot and no other.
    sf::Vector2f slotPointer(int slot) const;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void drawStatic(sf::RenderTarget& target, sf::RenderStates states) const;
    void drawDynamic(sf::RenderTarget& target, sf::RenderStates states) const;
    void drawDirect(sf::RenderTarget& target, sf::RenderStates states) const;
    void drawPileCounts(sf::RenderTarget& target, sf::RenderStates states) const;
    void drawAids(sf::RenderTarget& target, sf::RenderStates states) const;  // aid_layer.cpp
    void computeTransform();
    sf::Vector2f toPx(Point p) const;
    sf::FloatRect cellRect(int cell) const;
    // Cells other than rectangles and circles are drawn, framed and hit by their outline.
    bool outlined(int cell) const;
    std::vector<sf::Vector2f> outlinePx(int cell) const;
    // How many pieces stand on the cell's pile, and which of them this one is (from the
    // bottom); a cell that does not pile gives 0.
    struct PilePlace {
        int count = 0, index = 0;
    };
    PilePlace pilePlace(int piece) const;
    float cellSide() const;  // the smaller side of a typical cell, in pixels
    float slotPieceWidth() const;
    sf::Vector2f restingPosition(int piece) const;
    float pawnRadius(int piece) const;
    // A view with slots has grooves between its squares, drawn and kept clear of the
    // cells; the material comes from the game's type.
    bool hasGrooves() const { return !m_view.slots.empty(); }
    BoardStyle style() const { return m_game ? m_game->type().board : BoardStyle::Plain; }
    const Look& look() const { return m_game ? m_game->look() : m_noLook; }

    struct Walk {
        std::vector<sf::Vector2f> path;
        float delay = 0;
        float t = 0;  // steps done, fractional
    };

    const Theme* m_theme;
    std::shared_ptr<const Game> m_game;
    Look m_noLook;
    sf::FloatRect m_area;
    BoardView m_view;
    std::vector<sf::Color> m_colors;
    float m_scale = 1;
    sf::Vector2f m_offset;
    float m_groove = 0;  // board units between neighbouring cells

    std::vector<int> m_targets;
    std::vector<int> m_sourcePieces, m_sourceCells;
    int m_selectedPiece = -1, m_selectedCell = -1;
    std::vector<int> m_lastCells, m_lastSlots;
    int m_hoverCell = -1, m_focusCell = -1;
    int m_previewSlot = -1;
    sf::Color m_previewColor;
    bool m_previewLegal = false;
    int m_activePlayer = -1;
    std::vector<BoardAid> m_aids;
    float m_clock = 0;

    std::vector<sf::Vector2f> m_piecePos;  // where each piece is drawn now
    std::vector<Walk> m_walks;
    std::vector<PieceFlip> m_flips;  // by piece: turning over in place (piece_flip.hpp)
    std::vector<int> m_flipped;      // the pieces the last setView turned over

    mutable PieceImages m_images;
    mutable std::unique_ptr<sf::RenderTexture> m_static;
    mutable FlatLayer m_layer;  // m_static's picture, drawn cheaply
    mutable bool m_staticDirty = true;
    mutable int m_drawCount = 0;
};

}  // namespace plateau::gui
