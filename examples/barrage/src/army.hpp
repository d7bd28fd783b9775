#pragma once

// The board and the army of Barrage, Stratego's 8-piece game: squares, lakes, the pieces
// each side sets up and how a fight ends. No Plateau types: the rules' arithmetic only.

#include <array>
#include <cstdint>
#include <string>

namespace barrage {

inline constexpr int kFiles = 10;
inline constexpr int kRanks = 10;
inline constexpr int kSquares = kFiles * kRanks;
inline constexpr int kArmy = 8;       // pieces per side
inline constexpr int kZoneRanks = 4;  // the ranks a side sets up on
inline constexpr int kZone = kZoneRanks * kFiles;

// A square is rank * 10 + file: a1 is 0, j1 is 9, a10 is 90. Seat 0 sets up on ranks 1-4,
// seat 1 on ranks 7-10.
constexpr int fileOf(int square) {
    return square % kFiles;
}
constexpr int rankOf(int square) {
    return square / kFiles;
}
constexpr int squareAt(int file, int rank) {
    return rank * kFiles + file;
}
// The two lakes: c5 d5 c6 d6 and g5 h5 g6 h6.
constexpr bool isLake(int square) {
    const int f = fileOf(square), r = rankOf(square);
    return (r == 4 || r == 5) && (f == 2 || f == 3 || f == 6 || f == 7);
}
constexpr bool inZone(int seat, int square) {
    const int r = rankOf(square);
    return seat == 0 ? r < kZoneRanks : r >= kRanks - kZoneRanks;
}
// A square's place among the 40 of its side's setup rows (0 … 39), -1 outside them.
constexpr int zoneIndex(int seat, int square) {
    if (!inZone(seat, square)) return -1;
    return seat == 0 ? square : square - (kRanks - kZoneRanks) * kFiles;
}
inline std::string squareName(int square) {
    return std::string(1, static_cast<char>('a' + fileOf(square))) +
           std::to_string(rankOf(square) + 1);
}

enum class Kind : std::uint8_t { Marshal, General, Scout, Miner, Spy, Bomb, Flag };

// The army in the order its pieces are set up: piece i of a side is of kind kArmyKinds[i].
inline constexpr std::array<Kind, kArmy> kArmyKinds{Kind::Marshal, Kind::General, Kind::Scout,
                                                    Kind::Scout,   Kind::Miner,   Kind::Spy,
                                                    Kind::Bomb,    Kind::Flag};

constexpr bool movable(Kind k) {
    return k != Kind::Bomb && k != Kind::Flag;
}
// The rank printed on the piece (10 the Marshal … 1 the Spy); bombs and the flag have none.
constexpr int strength(Kind k) {
    switch (k) {
        case Kind::Marshal:
            return 10;
        case Kind::General:
            return 9;
        case Kind::Miner:
            return 3;
        case Kind::Scout:
            return 2;
        case Kind::Spy:
            return 1;
        default:
            return 0;
    }
}

enum class Fight : std::uint8_t {
    AttackerWins,  // the defender is taken, the attacker moves in
    DefenderWins,  // the attacker is taken
    BothTaken,     // equal ranks
    FlagTaken,     // the game is won
};

// An attack of `attacker` on `defender`: the higher rank wins; the Spy takes the Marshal
// when it attacks; only a Miner defuses a Bomb, which takes any other attacker.
constexpr Fight fight(Kind attacker, Kind defender) {
    if (defender == Kind::Flag) return Fight::FlagTaken;
    if (defender == Kind::Bomb)
        return attacker == Kind::Miner ? Fight::AttackerWins : Fight::DefenderWins;
    if (attacker == Kind::Spy && defender == Kind::Marshal) return Fight::AttackerWins;
    const int a = strength(attacker), d = strength(defender);
    if (a == d) return Fight::BothTaken;
    return a > d ? Fight::AttackerWins : Fight::DefenderWins;
}

// Names for the view's piece kinds and the look file; labels drawn on the pieces.
constexpr const char* kindId(Kind k) {
    constexpr std::array<const char*, 7> ids{"marshal", "general", "scout", "miner",
                                             "spy",     "bomb",    "flag"};
    return ids[static_cast<std::size_t>(k)];
}
constexpr const char* kindLabel(Kind k) {
    constexpr std::array<const char*, 7> labels{"10", "9", "2", "3", "S", "B", "F"};
    return labels[static_cast<std::size_t>(k)];
}
// Two letters for the terminal's board.
constexpr const char* kindLetters(Kind k) {
    constexpr std::array<const char*, 7> letters{"Ma", "Ge", "Sc", "Mi", "Sp", "Bo", "Fl"};
    return letters[static_cast<std::size_t>(k)];
}

}  // namespace barrage
