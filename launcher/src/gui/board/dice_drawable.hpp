#pragma once

#include <random>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Graphics/Rect.hpp>

#include <plateau/sdk/board_view.hpp>

#include "widgets/theme.hpp"

namespace plateau::gui {

// The last throw as dice with pips. A new throw tumbles for a moment (faces flicker,
// the dice wobble and bounce) before settling on the real values.
class DiceDrawable : public sf::Drawable {
public:
    explicit DiceDrawable(const Theme& theme) : m_theme(&theme) {}

    // A box with the dice laid out left to right, as large as its height allows, or
    // "No throw yet"; an empty area hides it (a game without dice).
    void setArea(sf::FloatRect area) { m_area = area; }
    sf::FloatRect area() const { return m_area; }
    // The throw; a die a move has used is drawn faded.
    void setValues(const std::vector<Die>& dice, bool roll, float speed);
    const std::vector<int>& values() const { return m_values; }
    void update(float dt);
    bool rolling() const { return m_time < m_duration; }
    // Seconds a roll lasts at animation speed 1.
    static constexpr float kRollSeconds = 0.75f;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const Theme* m_theme;
    sf::FloatRect m_area;
    std::vector<int> m_values;
    std::vector<bool> m_used;
    std::vector<int> m_shown;  // the faces during the tumble
    float m_time = 0, m_duration = 0, m_flip = 0;
    std::minstd_rand m_visual{12345};  // for the look of the tumble only, not the game
};

}  // namespace plateau::gui
