#pragma once

// How a Quoridor move fits in plateau::Move's 32 bits. Squares and wall anchors are
// indices row * size + column (a1 = 0); the board size is not part of the code.

#include <cstdint>

#include <plateau/sdk/move.hpp>

namespace quoridor {

enum class Orientation : std::uint8_t { Horizontal, Vertical };

inline constexpr std::uint32_t kPawnBase = 0;          // 0..120: the destination square
inline constexpr std::uint32_t kHorizontalBase = 128;  // + anchor
inline constexpr std::uint32_t kVerticalBase = 256;    // + anchor
inline constexpr std::uint32_t kPassCode = 384;
inline constexpr std::uint32_t kFirstPlayerBase = 400;  // chance: + the player who starts
inline constexpr std::uint32_t kCodeLimit = 128;        // squares and anchors are below this

constexpr plateau::Move pawnMove(int square) {
    return {kPawnBase + static_cast<std::uint32_t>(square)};
}
constexpr plateau::Move wallMove(int anchor, Orientation o) {
    return {(o == Orientation::Horizontal ? kHorizontalBase : kVerticalBase) +
            static_cast<std::uint32_t>(anchor)};
}
constexpr plateau::Move passMove() {
    return {kPassCode};
}
constexpr plateau::Move firstPlayerMove(int player) {
    return {kFirstPlayerBase + static_cast<std::uint32_t>(player)};
}

constexpr bool isPawnMove(plateau::Move m) {
    return m.code < kHorizontalBase;
}
constexpr bool isWallMove(plateau::Move m) {
    return m.code >= kHorizontalBase && m.code < kPassCode;
}
constexpr bool isPass(plateau::Move m) {
    return m.code == kPassCode;
}
constexpr bool isFirstPlayerMove(plateau::Move m) {
    return m.code >= kFirstPlayerBase && m.code < kFirstPlayerBase + 8;
}

// The destination of a pawn move, or the anchor of a wall.
constexpr int squareOf(plateau::Move m) {
    return static_cast<int>(m.code % kCodeLimit);
}
constexpr int anchorOf(plateau::Move m) {
    return static_cast<int>(m.code % kCodeLimit);
}
constexpr Orientation orientationOf(plateau::Move m) {
    return m.code < kVerticalBase ? Orientation::Horizontal : Orientation::Vertical;
}
constexpr int firstPlayerOf(plateau::Move m) {
    return static_cast<int>(m.code - kFirstPlayerBase);
}

}  // namespace quoridor
