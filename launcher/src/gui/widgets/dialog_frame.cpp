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

void focusRing(Mesh& mesh, const Theme& theme, sf::FloatRect r) {
    mesh.roundedFrame(
        {r.left - theme.px(4), r.top - theme.px(4), r.width + theme.px(8), r.height + theme.px(8)},
        theme.px(12), std::max(1.f, theme.px(2)), theme.colors.accent);
}

std::optional<std::size_t> movedFocus(sf::Keyboard::Key key, bool shift, std::size_t focus,
                                      std::size_t count) {
    if (count == 0) return std::nullopt;
    switch (key) {
        case sf::Keyboard::Up:
            return (focus + count - 1) % count;
        case sf::Keyboard::Down:
            return (focus + 1) % count;
        case sf::Keyboard::Tab:
            return (focus + (shift ? count - 1 : 1)) % count;
        case sf::Keyboard::Home:
            return 0;
        case sf::Keyboard::End:
            return count - 1;
        default:
            return std::nullopt;
    }
}

}  // namespace plateau::gui
