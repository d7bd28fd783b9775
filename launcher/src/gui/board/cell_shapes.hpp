#pragma once

#include <array>
#include <span>
#include <vector>

#include <SFML/Graphics/Color.hpp>
#include <SFML/System/Vector2.hpp>

#include "widgets/shapes.hpp"

namespace plateau::gui {

// Drawing cells of any outline (board_geometry.hpp gives the outlines): filled, framed
// inside their edge, shrunk towards their middle. Rectangles and circles keep their own,
// rounder drawing in BoardDrawable; these are for hexagons, triangles and polygons.

// Triangles covering a simple polygon (ear clipping; convex or not, either way round), as
// indices into `polygon`. A polygon with fewer than three corners gives none.
std::vector<std::array<int, 3>> triangulate(std::span<const sf::Vector2f> polygon);

// Twice the signed area (positive when the corners run clockwise on screen, y down).
float signedArea2(std::span<const sf::Vector2f> polygon);

// The polygon moved `inset` pixels inwards on every edge (mitred corners, the miter
// capped so a sharp tip does not fly off).
std::vector<sf::Vector2f> insetPolygon(std::span<const sf::Vector2f> polygon, float inset);

// The polygon scaled by `factor` about `center`.
std::vector<sf::Vector2f> scalePolygon(std::span<const sf::Vector2f> polygon, sf::Vector2f center,
                                       float factor);

void fillPolygon(Mesh& mesh, std::span<const sf::Vector2f> polygon, sf::Color color);
// A band of `thickness` just inside the polygon's edge.
void framePolygon(Mesh& mesh, std::span<const sf::Vector2f> polygon, float thickness,
                  sf::Color color);

}  // namespace plateau::gui
