#pragma once

// How the conformance checks write positions and moves into their findings.

#include <string>

#include "plateau/sdk/state.hpp"

namespace plateau::conformance::detail {

// Everything observable about a state (its text for the referee, who is to act, the
// record), for equality checks.
std::string fingerprint(const State& s);
// The first `lines` lines of a text, "…" after them when there is more.
std::string firstLines(const std::string& text, int lines = 12);
// "'e2' (code 12)": a move as the game writes it, and its code.
std::string moveText(const State& s, Move m);

}  // namespace plateau::conformance::detail
