#pragma once

// How a game's board looks, as data the game owns: games/<id>/look.toml, read by the host
// when it loads the plugin (a bad file refuses the plugin, with file, line and reason).
// The launcher draws cells by their kind's look and pieces by theirs, and falls back to a
// neutral look for kinds the file does not name.
//
//   [cells.goose]                 # a cell kind (Cell::kind)
//   fill = "#d4e8f6"              # colours as "#rrggbb" or "#rrggbbaa"
//   edge = "#8aa0b0"              # optional: a darker fill
//   label = "#3c3024"             # optional: the colour of the cell's label
//   icon = "goose"                # optional: a picture from [icons] or an image file
//
//   [pieces.wall]                 # a piece kind (Piece::kind)
//   shape = "bar"                 # disc, square, pawn or bar
//   image = "images/wall.png"     # optional, under games/<id>/
//
//   [[icons.goose]]               # a picture: shapes in a box from -0.5 to 0.5, y down
//   shape = "ellipse"             # line, capsule, triangle, rect, circle, ellipse, arc, star
//   center = [0.02, 0.12]
//   radii = [0.3, 0.17]
//   color = "#fcfcfa"

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "plateau/export.hpp"
#include "plateau/sdk/board_view.hpp"
#include "plateau/sdk/error.hpp"

namespace plateau {

// One shape of a picture, in the icon's box (-0.5 … 0.5 on its shorter side, y down).
struct IconShape {
    enum class Kind : std::uint8_t { Line, Capsule, Triangle, Rect, Circle, Ellipse, Arc, Star };
    Kind kind = Kind::Circle;
    std::vector<Point> points;  // line/capsule: from, to; triangle: 3; rect: corner, size;
                                // circle/ellipse/arc/star: centre
    Point radii{0, 0};          // circle, arc, star: x; ellipse: x and y
    float width = 0;            // line, capsule, arc: the stroke
    float from = 0, to = 0;     // arc: angles in radians, clockwise from +x (y down)
    float inner = 0.42f;        // star: inner radius as a fraction of the outer one
    int segments = 12;          // arc: how finely it is drawn
    Color color;
};

struct Icon {
    std::vector<IconShape> shapes;  // drawn in order
    std::filesystem::path image;    // or a picture file (absolute once loaded)
};

struct CellLook {
    Color fill{250, 242, 222};
    std::optional<Color> edge;   // default: the fill, darker
    std::optional<Color> label;  // default: a dark ink
    std::string icon;            // a key of Look::icons, or empty
};

enum class PieceShape : std::uint8_t { Disc, Square, Pawn, Bar };

struct PieceLook {
    PieceShape shape = PieceShape::Disc;
    std::filesystem::path image;  // absolute once loaded; empty: drawn from the shape
};

struct PLATEAU_EXPORT Look {
    std::map<std::string, CellLook, std::less<>> cells;
    std::map<std::string, PieceLook, std::less<>> pieces;
    std::map<std::string, Icon, std::less<>> icons;

    const CellLook* cell(std::string_view kind) const;
    const PieceLook* piece(std::string_view kind) const;
    // The cell kind's picture, or nullptr.
    const Icon* iconFor(std::string_view cellKind) const;
    bool empty() const { return cells.empty() && pieces.empty() && icons.empty(); }
};

// Reads a look file; image paths are taken relative to `dataDir` and must stay inside it.
PLATEAU_EXPORT Expected<Look> readLook(const std::filesystem::path& file,
                                       const std::filesystem::path& dataDir);
// games/<id>/look.toml if there is one (an empty look if not).
PLATEAU_EXPORT Expected<Look> loadLook(const std::filesystem::path& dataDir);

}  // namespace plateau
