#pragma once

#include <compare>
#include <cstdint>
#include <string>
#include <string_view>

namespace plateau {

// A set of players as bits (player i is bit i); games have at most 32 seats.
using PlayerMask = std::uint32_t;
// Everybody, spectators included: what is public.
inline constexpr PlayerMask kEveryone = ~PlayerMask{0};
constexpr PlayerMask playerBit(int player) {
    return player >= 0 && player < 32 ? PlayerMask{1} << player : PlayerMask{0};
}

// Who looks at a position: one player (who sees the public part and their own secrets),
// a spectator (the public part only) or the referee (everything: saves, replays, rules).
// Every view a state gives (board, text, log, moves) is for a viewer.
class Viewer {
public:
    enum class Kind : std::uint8_t { Referee, Spectator, Player };

    static constexpr Viewer player(int seat) { return Viewer(Kind::Player, seat); }
    static constexpr Viewer spectator() { return Viewer(Kind::Spectator, -1); }
    static constexpr Viewer referee() { return Viewer(Kind::Referee, -1); }

    constexpr Kind kind() const { return m_kind; }
    // The player's seat; -1 for a spectator or the referee.
    constexpr int seat() const { return m_seat; }
    constexpr bool isReferee() const { return m_kind == Kind::Referee; }
    constexpr bool isSpectator() const { return m_kind == Kind::Spectator; }
    constexpr bool isPlayer() const { return m_kind == Kind::Player; }
    constexpr bool isPlayer(int seat) const { return m_kind == Kind::Player && m_seat == seat; }

    // Whether this viewer may see something known to the players of `seenBy` (kEveryone:
    // public). The referee sees everything, a spectator only what is public.
    constexpr bool sees(PlayerMask seenBy) const {
        if (m_kind == Kind::Referee || seenBy == kEveryone) return true;
        return m_kind == Kind::Player && (seenBy & playerBit(m_seat)) != 0;
    }
    // Whether this viewer may see a secret of `owner` (the owner and the referee do).
    constexpr bool seesSecretsOf(int owner) const { return sees(playerBit(owner)); }

    // "referee", "spectator", "player 2" (seats counted from 1), for logs and messages.
    std::string describe() const {
        switch (m_kind) {
            case Kind::Referee:
                return "referee";
            case Kind::Spectator:
                return "spectator";
            case Kind::Player:
                return "player " + std::to_string(m_seat + 1);
        }
        return {};
    }

    friend constexpr bool operator==(const Viewer&, const Viewer&) = default;

private:
    constexpr Viewer(Kind kind, int seat) : m_kind(kind), m_seat(seat) {}
    Kind m_kind;
    int m_seat;
};

}  // namespace plateau
