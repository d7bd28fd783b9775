#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace plateau {

struct Color {
    std::uint8_t r = 0, g = 0, b = 0, a = 255;
    friend constexpr bool operator==(Color, Color) = default;
};

struct Point {
    float x = 0, y = 0;
};

// A cell's outline. Every shape but Polygon fills the box Cell::size around Cell::center, so
// cells laid out edge to edge touch (board_geometry.hpp lays out hexagons): a pointy hexagon
// has a corner up and down (rows 3/4 of its height apart, the width between neighbours), a
// flat one a corner left and right; a triangle points up or down (its base on the box's
// other side); a polygon has its own corners (Cell::corners).
enum class CellShape : std::uint8_t {
    Rect,
    Circle,
    HexPointy,
    HexFlat,
    TriangleUp,
    TriangleDown,
    Polygon,
};

// How several pieces on one cell stand, and what a click on them picks (SDK 0.3).
enum class Stacking : std::uint8_t {
    Spread,    // side by side around the cell's middle (pawns sharing a Goose square)
    PileTop,   // a pile with its count; a click picks its top piece (the last one listed)
    PileCell,  // a pile with its count; a click picks the cell (the game says which piece)
};

// A place a pawn can stand on. Coordinates are in board units (BoardView::size), x to the
// right and y downwards; the launcher scales them to the window.
struct Cell {
    Point center;
    Point size;
    CellShape shape = CellShape::Rect;
    std::string label;     // printed on the cell: "12", "e4" (empty: nothing printed)
    std::string notation;  // the move text that targets it, for asking why a move is illegal
    std::string kind;      // picks the look (colours, icon) from the game's look data
    std::string name;      // shown on hover: "The Bridge"
    int owner = -1;        // tinted in this player's colour (a home yard, a goal edge); -1: none
    // What the cell does, for players, shown on hover after its name: "Go straight to 12"
    // (empty: nothing said). Hosts translate it in the game's domain, as the name.
    std::string description;
    // CellShape::Polygon: the corners in board units, in order around the cell (either way
    // round; three or more). `center` stays where pieces stand and `size` the box they are
    // scaled to.
    std::vector<Point> corners;
    Stacking stacking = Stacking::Spread;
};

// A groove between cells that takes a piece, such as a Quoridor wall.
struct Slot {
    Point from, to;  // the segment a piece in it covers
    std::string notation;
    std::string kind;
};

struct Piece {
    int owner = -1;  // player index; -1 for a neutral piece
    int cell = -1;   // on a cell …
    int slot = -1;   // … or in a slot
    std::string kind;   // "pawn", "wall": picks the look (shape, image) from the look data
    std::string label;  // a mark drawn on the piece besides its colour ("A", "1"); may be empty
};
// Pieces are matched by index between two views (for animation): piece i stays piece i.
// A piece that leaves the board keeps its place in the list with cell and slot -1. A piece
// may change owner or kind (a captured disc turned over, a man crowned): it stays piece i.

// A line drawn between two cells, such as the track's path. Only declared links are drawn.
struct Link {
    int from = -1, to = -1;  // indices into BoardView::cells
};

// A cell or a slot drawn as marked.
struct Highlight {
    enum class Kind : std::uint8_t { LastMove, WinningLine, Warning };
    Kind kind = Kind::LastMove;
    int cell = -1;  // a cell …
    int slot = -1;  // … or a slot
};

// How a piece went during the last move, cell by cell, so it can be animated.
struct Trail {
    int piece = -1;  // index into BoardView::pieces
    std::vector<int> cells;
};

// A die of the last throw: its face, and whether a move has used it (a backgammon turn
// plays its dice one by one; the dice box shows used dice faded).
struct Die {
    int face = 1;
    bool used = false;
    friend constexpr bool operator==(Die, Die) = default;
};

struct PlayerView {
    std::string name;
    Color color;
    std::string status;  // "5 walls left", "misses 1 turn", "trapped in the Well"
};

// The whole board as data: the launcher draws any game from this.
struct BoardView {
    Point size{1, 1};
    std::vector<Cell> cells;
    std::vector<Slot> slots;
    std::vector<Piece> pieces;
    std::vector<PlayerView> players;
    std::vector<Die> dice;  // the last throw
    std::vector<Trail> trails;
    std::vector<Link> links;
    std::vector<Highlight> highlights;
};

}  // namespace plateau
