#include "board/piece_flip.hpp"

#include <algorithm>
#include <cmath>

namespace plateau::gui {

void PieceFlip::update(float dt, float speed) {
    if (!m_on) return;
    if (m_delay > 0) {
        m_delay -= dt;
        return;
    }
    m_t += dt * std::max(0.05f, speed);
    if (m_t >= kSeconds) m_on = false;
}

float PieceFlip::widthScale() const {
    if (!m_on) return 1.f;
    // |cos| over half a turn: a coin seen edge on at the midpoint.
    const float share = std::clamp(m_t / kSeconds, 0.f, 1.f);
    return std::abs(std::cos(share * 3.14159265f));
}

std::vector<int> flippedPieces(const std::vector<Piece>& before, const std::vector<Piece>& after) {
    std::vector<int> out;
    const std::size_t n = std::min(before.size(), after.size());
    for (std::size_t i = 0; i < n; ++i) {
        const Piece& a = before[i];
        const Piece& b = after[i];
        if (a.cell < 0 || b.cell < 0 || a.slot >= 0 || b.slot >= 0 || a.cell != b.cell) continue;
        if (a.owner != b.owner || a.kind != b.kind) out.push_back(static_cast<int>(i));
    }
    return out;
}

}  // namespace plateau::gui
