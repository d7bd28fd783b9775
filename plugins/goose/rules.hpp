#pragma once

// The rules of one game of the Goose as the engine reads them: a flat table, resolved
// from a variant file and the chosen options before the game starts.

#include <array>
#include <cstdint>
#include <string>

#include <plateau/sdk/fixed_vector.hpp>

namespace goose {

inline constexpr int kGoal = 63;         // the last square; square 0 is the start zone
inline constexpr int kSquareCount = 64;  // 0..63
inline constexpr int kMaxMissTurns = 9;  // the largest "miss N turns" a file may ask for
// Above this a game would last for ever in practice: both darts miss with p², and a
// player needs a hit; at 0.9 a turn still hits once in five.
inline constexpr double kMaxMissChance = 0.9;
inline const std::string kMaxMissChanceText = "0.9";
inline constexpr int kMaxRoundLimit = 1000000;  // the largest round limit a file may set
inline constexpr int kDiceCombos = 42;   // 36 ordered throws of two dice, 6 of one die

// What a square does to the pawn that stops on it.
enum class Effect : std::uint8_t {
    None,
    Goose,      // move again by the same total, in the direction of travel
    Jump,       // straight to another square (bridge, maze)
    MissTurns,  // the next N turns of this pawn are passed over (inn)
    Trap,       // wait until another pawn releases it, or at most N turns (well, prison)
    Restart,    // back to square 0 (death)
};

struct SquareRule {
    Effect effect = Effect::None;
    std::int8_t to = 0;     // Jump: the target square
    std::int8_t turns = 0;  // MissTurns: turns missed; Trap: longest wait, 0 = until released
};

enum class StartRule : std::uint8_t { OneDie, TwoDice, Draw };
enum class OccupiedRule : std::uint8_t { Share, Swap };
enum class OvershootRule : std::uint8_t { Bounce, Stay };

// "On a pawn's very first throw, a+b (either order) goes straight to `to`."
struct FirstThrow {
    std::int8_t a = 0, b = 0, to = 0;
};

struct Rules {
    std::array<SquareRule, kSquareCount> squares{};
    StartRule start = StartRule::OneDie;
    OccupiedRule occupied = OccupiedRule::Share;
    OvershootRule overshoot = OvershootRule::Bounce;
    bool singleDieFinish = false;  // one die alone that reaches 63 exactly is used alone
    plateau::FixedVector<FirstThrow, 8> firstThrows;  // empty: no first-throw rule
    int oneDieFrom = 0;     // from this square on a pawn throws one die; 0: never
    int maxRounds = 0;      // 0: no round limit
    double missChance = 0;  // probability that each die (dart) misses

    // Where each throw from each square ends, by [first throw][dice][square]: filled by
    // computeLandings (movement.hpp) so that a turn costs one lookup.
    std::array<std::uint8_t, 2 * kDiceCombos * kSquareCount> landings{};
    bool landingsReady = false;
};

}  // namespace goose
