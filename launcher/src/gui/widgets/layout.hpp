#pragma once

#include <initializer_list>
#include <string>
#include <vector>

#include <SFML/Graphics/Rect.hpp>
#include <SFML/Graphics/Text.hpp>

#include "widgets/theme.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// Rows and columns of controls, for the screens' layouts: a row split in equal cells,
// a column of rows of given heights, labels shrunk to fit their buttons.

// Where a script clicks a widget: the middle of its right end (a choice's arrow, a
// spinner's +) or of its left end (a box to tick, a spinner's −).
sf::Vector2f rightEndOf(const Widget& widget);
sf::Vector2f leftEndOf(const Widget& widget);

// The side panel of the play, replay and table screens, along the window's right edge.
sf::FloatRect sidebarArea(const Theme& theme, sf::Vector2f size);

// `n` cells of equal width across `row`, `gap` apart.
std::vector<sf::FloatRect> splitRow(sf::FloatRect row, int n, float gap);
// Rows of `heights` down from `top` in a column `left`..`left + width`, `gap` apart.
std::vector<sf::FloatRect> stackRows(float left, float top, float width,
                                     const std::vector<float>& heights, float gap);

// Whether `button`'s label shows whole in `width` at the base text size `size`.
bool labelFits(const Theme& theme, const Button& button, float width, float size);
// Each button's label at the largest base size from `largest` down to `smallest` at which
// it fits its button (the smallest when none does).
void fitLabels(const Theme& theme, std::initializer_list<Button*> buttons, float largest,
               float smallest);

// `text` wrapped to at most `maxLines` lines (the last cut with an ellipsis), centred in
// `rect`, in `color`.
void placeCentredLines(std::vector<sf::Text>& out, const Theme& theme, const std::string& text,
                       sf::FloatRect rect, std::size_t maxLines, sf::Color color);

}  // namespace plateau::gui
