// Where things are on the drawn board, without a window: hexagons hit by their shape, the
// piece under the pointer before its cell, and piles (their top piece, or their cell).
#include <doctest/doctest.h>

#include <plateau/sdk/board_geometry.hpp>

#include "board/board_drawable.hpp"
#include "widgets/theme.hpp"

using namespace plateau;
using namespace plateau::gui;

namespace {

// Two pointy hexagons side by side, then a square cell that piles.
BoardView hexView(Stacking stacking) {
    BoardView view;
    view.size = {6, 3};
    for (int q = 0; q < 2; ++q) {
        Cell c;
        c.shape = CellShape::HexPointy;
        c.size = hexagonSize(1, CellShape::HexPointy);
        const Point at = hexagonCenter(q, 0, 1, CellShape::HexPointy);
        c.center = {1 + at.x, 1.5f + at.y};
        view.cells.push_back(c);
    }
    Cell pile;
    pile.center = {5, 1.5f};
    pile.size = {1, 2};
    pile.stacking = stacking;
    view.cells.push_back(pile);
    for (int i = 0; i < 3; ++i)
        view.pieces.push_back({i % 2, 2, -1, "pawn", ""});
    view.pieces.push_back({0, 0, -1, "pawn", ""});
    view.players.resize(2);
    return view;
}

struct Board {
    explicit Board(Stacking stacking) : board(theme) {
        board.setArea({0, 0, 600, 300});
        board.setView(hexView(stacking), {sf::Color::Red, sf::Color::Blue}, false);
    }
    Theme theme;
    BoardDrawable board;
};

}  // namespace

TEST_CASE("a hexagon is hit by its outline: the box's corner belongs to no cell") {
    Board b(Stacking::Spread);
    const sf::Vector2f middle = b.board.cellPosition(0);
    const sf::Vector2f next = b.board.cellPosition(1);
    const float width = next.x - middle.x;  // the hexagons touch: one width apart
    CHECK(b.board.cellAt(middle) == 0);
    CHECK(b.board.cellAt(next) == 1);
    // Just either side of the edge they share.
    CHECK(b.board.cellAt(middle + sf::Vector2f(width * 0.48f, 0)) == 0);
    CHECK(b.board.cellAt(middle + sf::Vector2f(width * 0.52f, 0)) == 1);
    // The top left corner of the first hexagon's box is outside it (a square would have it).
    const float height = width * 2 / 1.7320508f;
    CHECK(b.board.cellAt(middle + sf::Vector2f(-width * 0.45f, -height * 0.45f)) == -1);
}

TEST_CASE("the piece under the pointer is found before its cell") {
    Board b(Stacking::Spread);
    CHECK(b.board.pieceAt(b.board.piecePosition(3)) == 3);
    CHECK(b.board.pieceAt(b.board.cellPosition(1)) == -1);  // an empty hexagon
    // Three spread on the square: each where it is drawn.
    for (int i = 0; i < 3; ++i)
        CHECK(b.board.pieceAt(b.board.piecePosition(i)) == i);
}

TEST_CASE("a pile answers with its top piece, or with its cell") {
    Board top(Stacking::PileTop);
    // Stacked upwards from the cell's middle; a click anywhere on the pile is its top.
    CHECK(top.board.piecePosition(0).y > top.board.piecePosition(2).y);
    CHECK(top.board.piecePosition(0).x == doctest::Approx(top.board.piecePosition(2).x));
    for (int i = 0; i < 3; ++i)
        CHECK(top.board.pieceAt(top.board.piecePosition(i)) == 2);
    Board cell(Stacking::PileCell);
    for (int i = 0; i < 3; ++i)
        CHECK(cell.board.pieceAt(cell.board.piecePosition(i)) == -1);
    CHECK(cell.board.cellAt(cell.board.piecePosition(1)) == 2);
}

TEST_CASE("every piece of a pile shows, within its cell (Quoridor's walls left)") {
    for (const int count : {2, 5, 10, 20}) {
        BoardView view;
        view.size = {4, 4};
        Cell tray;
        tray.center = {2, 2};
        tray.size = {1.28f, 1.6f};  // Quoridor's pile beside a 9x9 board
        tray.stacking = Stacking::PileCell;
        view.cells.push_back(tray);
        for (int i = 0; i < count; ++i)
            view.pieces.push_back({0, 0, -1, "wall", ""});
        view.players.resize(1);
        Theme theme;
        BoardDrawable board(theme);
        board.setArea({0, 0, 400, 400});
        board.setView(view, {sf::Color::Red}, false);
        CAPTURE(count);
        for (int i = 0; i + 1 < count; ++i) {
            // Each one higher than the one under it: none hidden behind another.
            CHECK(board.piecePosition(i + 1).y < board.piecePosition(i).y - 1);
        }
        // The lowest and the highest still on the tray.
        CHECK(board.cellAt(board.piecePosition(0)) == 0);
        CHECK(board.cellAt(board.piecePosition(count - 1)) == 0);
    }
}
