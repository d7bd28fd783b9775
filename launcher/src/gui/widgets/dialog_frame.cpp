#include "widgets/dialog_frame.hpp"

#include <algorithm>

namespace plateau::gui {

void dialogFrame(Mesh& mesh, const Theme& theme, sf::Vector2f window, sf::FloatRect panel,
                 float fade) {
    const auto& c = theme.colors;
    mesh.rect({0, 0, window.x, window.y},
              sf::Color(10, 12, 18, static_cast<sf::Uint8>(150 * std::clamp(fade, 0.f, 1.f))));
    mesh.raisedRect(panel, theme.px(20), c.panel, theme.px(6), sf::Color(0, 0, 0, 90));
    mesh.roundedFrame(panel, theme.px(20), std::max(1.f, theme.px(1.5f)), c.border);
}

}  // namespace plateau::gui
