#pragma once

#include <string>
#include <vector>

#include <plateau/sdk/board_view.hpp>

namespace plateau::gui {

// A piece that turns over where it stands when its owner or kind changes (piece i stays
// piece i: a piece revealed, captured and turned, promoted): its width shrinks to nothing
// and grows back, its old look shown up to the midpoint and the new one after. No SFML:
// the board drawable applies it to the piece it draws.
class PieceFlip {
public:
    static constexpr float kSeconds = 0.25f;  // at speed 1

    PieceFlip() = default;
    // A flip from the piece's old owner and kind, starting after `delay` seconds.
    PieceFlip(int fromOwner, std::string fromKind, float delay)
        : m_fromOwner(fromOwner), m_fromKind(std::move(fromKind)), m_delay(delay), m_on(true) {}

    bool active() const { return m_on; }
    // Advances by `dt` seconds at `speed`; the flip ends after kSeconds / speed.
    void update(float dt, float speed);
    void finish() { m_on = false; }
    // The share of its width the piece is drawn with now: 1, down to 0, back to 1.
    float widthScale() const;
    // Whether the piece still shows its old owner and kind (the first half).
    bool showsOld() const { return m_on && m_t < kSeconds / 2; }
    int fromOwner() const { return m_fromOwner; }
    const std::string& fromKind() const { return m_fromKind; }

private:
    int m_fromOwner = -1;
    std::string m_fromKind;
    float m_delay = 0;
    float m_t = 0;  // seconds of the flip done, at speed 1
    bool m_on = false;
};

// The pieces that turn over from `before` to `after`: the same piece (index) on the board
// in both, on the same cell, with another owner or kind. A piece that moves only walks.
std::vector<int> flippedPieces(const std::vector<Piece>& before, const std::vector<Piece>& after);

}  // namespace plateau::gui
