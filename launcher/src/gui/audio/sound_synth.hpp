#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace plateau::gui {

// The window's sound effects. They are synthesised, not recorded: no sample files to ship
// or license, and each is the same on every machine.
enum class Cue { Dice, Step, SlotPiece, Win, Refused, YourTurn, Chat };
inline constexpr Cue kCues[] = {Cue::Dice,    Cue::Step,     Cue::SlotPiece, Cue::Win,
                                Cue::Refused, Cue::YourTurn, Cue::Chat};

inline constexpr unsigned kSampleRate = 44100;

std::string_view cueName(Cue cue);

// Mono 16-bit samples at kSampleRate: a dice rattle, a pawn's step, a piece set into a slot, a
// winner's arpeggio, a refusal, a chime when an online game waits for you, a chat line.
std::vector<std::int16_t> synthesize(Cue cue);

}  // namespace plateau::gui
