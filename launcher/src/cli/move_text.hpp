#pragma once

#include <string>
#include <vector>

#include <plateau/sdk/state.hpp>

namespace plateau::cli {

// Splits a move list ("1. e2 e8 2. e3", "4+5 6,6") into moves, dropping move numbers.
std::vector<std::string> splitMoves(const std::string& text);

// Applies the game's notation for a move, trying "4,5" as "4+5" at chance nodes.
Status applyText(State& state, const std::string& text);

}  // namespace plateau::cli
