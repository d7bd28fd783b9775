#include "board/dice_drawable.hpp"
#include "tr.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "widgets/shapes.hpp"

namespace plateau::gui {

void DiceDrawable::setValues(const std::vector<Die>& dice, bool roll, float speed) {
    m_values.clear();
    m_used.clear();
    for (const Die& die : dice) {
        m_values.push_back(die.face);
        m_used.push_back(die.used);
    }
    m_shown = m_values;
    m_time = 0;
    m_flip = 0;
    m_duration = roll && !m_values.empty() ? kRollSeconds / std::max(0.1f, speed) : 0;
}

void DiceDrawable::update(float dt) {
    if (!rolling()) return;
    m_time += dt;
    m_flip += dt;
    if (m_time >= m_duration) {
        m_shown = m_values;
    } else if (m_flip > 0.06f) {
        m_flip = 0;
        for (auto& v : m_shown)
            v = 1 + static_cast<int>(m_visual() % 6);
    }
}

void DiceDrawable::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    if (m_area.width <= 0) return;
    const Theme& t = *m_theme;
    Mesh box;
    box.roundedRect({m_area.left, m_area.top - t.px(4), m_area.width, m_area.height + t.px(8)},
                    t.px(12), t.colors.panelRaised);
    target.draw(box, states);
    if (m_shown.empty()) {
        auto hint = makeText(toSfString(tr("No throw yet")), t.regular(), t.textSize(14), t.colors.muted);
        centerText(hint, m_area.left + m_area.width / 2, m_area.top + m_area.height / 2);
        target.draw(hint, states);
        return;
    }
    const float gap = m_area.height * 0.3f;
    const auto n = static_cast<float>(m_shown.size());
    const float side =
        std::min(m_area.height, (m_area.width - gap * (n - 1)) / std::max(1.f, n)) * 0.86f;
    const float total = side * n + gap * (n - 1);
    float x = m_area.left + (m_area.width - total) / 2;
    const float progress = m_duration > 0 ? std::min(1.f, m_time / m_duration) : 1.f;
    const float energy = 1 - progress;
    for (std::size_t i = 0; i < m_shown.size(); ++i) {
        const int value = m_shown[i];
        Mesh mesh;
        const sf::FloatRect die{-side / 2, -side / 2, side, side};
        const sf::Color ink{40, 36, 48};
        mesh.roundedRect({die.left + side * 0.04f, die.top + side * 0.1f, side, side}, side * 0.18f,
                         sf::Color(0, 0, 0, 90));
        mesh.roundedRect(die, side * 0.18f, sf::Color(214, 208, 200));
        mesh.roundedRect({die.left, die.top, side, side * 0.94f}, side * 0.18f,
                         sf::Color(252, 250, 246));
        const float pip = side * 0.09f;
        auto dot = [&](float px, float py) {
            mesh.circle({px * side * 0.27f, py * side * 0.27f - side * 0.02f}, pip, ink, 16);
        };
        switch (value) {
            case 1:
                dot(0, 0);
                break;
            case 2:
                dot(-1, -1), dot(1, 1);
                break;
            case 3:
                dot(-1, -1), dot(0, 0), dot(1, 1);
                break;
            case 4:
                dot(-1, -1), dot(1, -1), dot(-1, 1), dot(1, 1);
                break;
            case 5:
                dot(-1, -1), dot(1, -1), dot(0, 0), dot(-1, 1), dot(1, 1);
                break;
            case 6:
                dot(-1, -1), dot(1, -1), dot(-1, 0), dot(1, 0), dot(-1, 1), dot(1, 1);
                break;
            default:
                break;
        }
        sf::RenderStates local = states;
        const float phase = m_time * 26.f + static_cast<float>(i) * 1.7f;
        const float bounce = std::abs(std::sin(phase * 0.5f)) * side * 0.25f * energy;
        local.transform.translate(std::round(x + side / 2),
                                  std::round(m_area.top + m_area.height / 2 - bounce));
        local.transform.rotate(std::sin(phase) * 22.f * energy);
        target.draw(mesh, local);
        if (value < 1 || value > 6) {
            // Faces beyond six (a game's special die) show their number.
            auto text = makeText(std::to_string(value), m_theme->bold(),
                                 static_cast<unsigned>(side * 0.5f), ink);
            centerText(text, 0, -side * 0.02f);
            target.draw(text, local);
        }
        if (i < m_used.size() && m_used[i]) {
            // A used die fades into the box.
            Mesh veil;
            sf::Color fade = t.colors.panelRaised;
            fade.a = 170;
            veil.roundedRect({die.left - 1, die.top - 1, side + 2, side + 2}, side * 0.18f, fade);
            target.draw(veil, local);
        }
        x += side + gap;
    }
}

}  // namespace plateau::gui
