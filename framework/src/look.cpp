#include "plateau/sdk/look.hpp"

#include <algorithm>
#include <cmath>

#include "plateau/sdk/toml.hpp"

namespace plateau {

namespace {

namespace fs = std::filesystem;

std::optional<Color> parseColor(std::string_view text) {
    if (text.size() != 7 && text.size() != 9) return std::nullopt;
    if (text[0] != '#') return std::nullopt;
    std::uint8_t bytes[4] = {0, 0, 0, 255};
    for (std::size_t i = 1; i < text.size(); i += 2) {
        int v = 0;
        for (std::size_t k = i; k < i + 2; ++k) {
            const char c = text[k];
            const int d = c >= '0' && c <= '9' ? c - '0'
                          : c >= 'a' && c <= 'f' ? c - 'a' + 10
                          : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                                 : -1;
            if (d < 0) return std::nullopt;
            v = v * 16 + d;
        }
        bytes[(i - 1) / 2] = static_cast<std::uint8_t>(v);
    }
    return Color{bytes[0], bytes[1], bytes[2], bytes[3]};
}

std::optional<Color> readColor(TomlReader& r, std::string_view key, bool required) {
    if (!r.has(key)) {
        if (required) r.failHere("'" + std::string(key) + "' is missing (a colour \"#rrggbb\")");
        return std::nullopt;
    }
    const toml::node* node = r.take(key);
    const auto* text = node->as_string();
    auto color = text ? parseColor(text->get()) : std::nullopt;
    if (!color) r.fail(*node, "'" + std::string(key) + "' must be a colour \"#rrggbb\" or \"#rrggbbaa\"");
    return color;
}

float readNumber(TomlReader& r, std::string_view key, double min, double max) {
    const double v = r.real(key);
    if (r.ok() && !(v >= min && v <= max))
        r.fail(*r.table().get(key), "'" + std::string(key) + "' must be from " + std::to_string(min) + " to " +
                                        std::to_string(max));
    return static_cast<float>(v);
}

// [x, y] within the icon's box, with some room to spare.
Point readPoint(TomlReader& r, std::string_view key) {
    const toml::node* node = r.take(key);
    if (!node) {
        r.failHere("'" + std::string(key) + "' is missing (a point [x, y])");
        return {};
    }
    const auto* array = node->as_array();
    if (!array || array->size() != 2 || !(*array)[0].is_number() || !(*array)[1].is_number()) {
        r.fail(*node, "'" + std::string(key) + "' must be a point [x, y]");
        return {};
    }
    const double x = (*array)[0].value_or(0.0), y = (*array)[1].value_or(0.0);
    if (std::abs(x) > 2 || std::abs(y) > 2) r.fail(*node, "'" + std::string(key) + "' is far outside the icon's box");
    return {static_cast<float>(x), static_cast<float>(y)};
}

// An image under the game's data folder, never outside it.
fs::path readImage(TomlReader& r, const fs::path& dataDir) {
    const std::string name = r.string("image");
    if (!r.ok()) return {};
    const fs::path relative(name);
    std::error_code ec;
    const fs::path base = fs::weakly_canonical(dataDir, ec);
    const fs::path full = fs::weakly_canonical(base / relative, ec);
    const auto [end, _] = std::mismatch(base.begin(), base.end(), full.begin(), full.end());
    if (relative.is_absolute() || end != base.end()) {
        r.fail(*r.table().get("image"), "'image' must be a file inside the game's data folder");
        return {};
    }
    if (!fs::is_regular_file(full, ec)) {
        r.fail(*r.table().get("image"), "no image file " + full.string());
        return {};
    }
    return full;
}

IconShape readShape(TomlReader& r) {
    IconShape s;
    const std::string kind = r.string("shape");
    s.color = readColor(r, "color", true).value_or(Color{});
    using K = IconShape::Kind;
    if (kind == "line" || kind == "capsule") {
        s.kind = kind == "line" ? K::Line : K::Capsule;
        s.points = {readPoint(r, "from"), readPoint(r, "to")};
        s.width = readNumber(r, "width", 0, 1);
    } else if (kind == "triangle") {
        s.kind = K::Triangle;
        s.points = {readPoint(r, "a"), readPoint(r, "b"), readPoint(r, "c")};
    } else if (kind == "rect") {
        s.kind = K::Rect;
        s.points = {readPoint(r, "at"), readPoint(r, "size")};
    } else if (kind == "circle" || kind == "star") {
        s.kind = kind == "circle" ? K::Circle : K::Star;
        s.points = {readPoint(r, "center")};
        s.radii.x = s.radii.y = readNumber(r, "radius", 0, 1);
        if (kind == "star") s.inner = readNumber(r, "inner", 0.05, 1);
    } else if (kind == "ellipse") {
        s.kind = K::Ellipse;
        s.points = {readPoint(r, "center")};
        s.radii = readPoint(r, "radii");
    } else if (kind == "arc") {
        s.kind = K::Arc;
        s.points = {readPoint(r, "center")};
        s.radii.x = s.radii.y = readNumber(r, "radius", 0, 1);
        s.width = readNumber(r, "width", 0, 1);
        s.from = readNumber(r, "from", -7, 7);
        s.to = readNumber(r, "to", -7, 7);
        s.segments = static_cast<int>(r.integer("segments", 12));
        if (r.ok() && (s.segments < 1 || s.segments > 64)) r.failHere("'segments' must be from 1 to 64");
    } else if (r.ok()) {
        r.fail(*r.table().get("shape"),
               "shape must be line, capsule, triangle, rect, circle, ellipse, arc or star, not '" + kind + "'");
    }
    return s;
}

}  // namespace

const CellLook* Look::cell(std::string_view kind) const {
    const auto it = cells.find(kind);
    return it == cells.end() ? nullptr : &it->second;
}

const PieceLook* Look::piece(std::string_view kind) const {
    const auto it = pieces.find(kind);
    return it == pieces.end() ? nullptr : &it->second;
}

const Icon* Look::iconFor(std::string_view cellKind) const {
    const CellLook* c = cell(cellKind);
    if (!c || c->icon.empty()) return nullptr;
    const auto it = icons.find(c->icon);
    return it == icons.end() ? nullptr : &it->second;
}

Expected<Look> readLook(const fs::path& file, const fs::path& dataDir) {
    auto table = loadToml(file);
    if (!table) return table.error();
    TomlReader r(*table, file.string());
    Look look;
    if (auto icons = r.child("icons", false)) {
        for (const auto& [key, node] : icons->table()) {
            const std::string name(key.str());
            const toml::node* taken = icons->take(name);
            Icon icon;
            if (const auto* shapes = taken->as_array()) {
                for (const auto& element : *shapes) {
                    if (!element.is_table()) {
                        icons->fail(element, "each shape of icon '" + name + "' must be a table");
                        break;
                    }
                    TomlReader shape = icons->sub(*element.as_table());
                    icon.shapes.push_back(readShape(shape));
                }
            } else if (const auto* t = taken->as_table()) {
                TomlReader image = icons->sub(*t);
                icon.image = readImage(image, dataDir);
            } else {
                icons->fail(*taken, "icon '" + name + "' must be [[icons." + name + "]] shapes or a table with 'image'");
            }
            look.icons[name] = std::move(icon);
        }
    }
    if (auto cells = r.child("cells", false)) {
        for (const auto& [key, node] : cells->table()) {
            const std::string kind(key.str());
            auto c = cells->child(kind);
            if (!c) break;
            CellLook cell;
            cell.fill = readColor(*c, "fill", true).value_or(cell.fill);
            cell.edge = readColor(*c, "edge", false);
            cell.label = readColor(*c, "label", false);
            cell.icon = c->string("icon", "");
            if (c->ok() && !cell.icon.empty() && !look.icons.count(cell.icon))
                c->fail(*c->table().get("icon"), "no icon '" + cell.icon + "' in [icons]");
            look.cells[kind] = std::move(cell);
        }
    }
    if (auto pieces = r.child("pieces", false)) {
        for (const auto& [key, node] : pieces->table()) {
            const std::string kind(key.str());
            auto p = pieces->child(kind);
            if (!p) break;
            PieceLook piece;
            const std::string shape = p->string("shape", "disc");
            if (shape == "disc") piece.shape = PieceShape::Disc;
            else if (shape == "square") piece.shape = PieceShape::Square;
            else if (shape == "pawn") piece.shape = PieceShape::Pawn;
            else if (shape == "bar") piece.shape = PieceShape::Bar;
            else if (p->ok()) p->fail(*p->table().get("shape"), "shape must be disc, square, pawn or bar");
            if (p->has("image")) piece.image = readImage(*p, dataDir);
            look.pieces[kind] = std::move(piece);
        }
    }
    if (auto ok = r.finish(); !ok) return ok.error();
    return look;
}

Expected<Look> loadLook(const fs::path& dataDir) {
    const fs::path file = dataDir / "look.toml";
    std::error_code ec;
    if (!fs::exists(file, ec)) return Look{};
    return readLook(file, dataDir);
}

}  // namespace plateau
