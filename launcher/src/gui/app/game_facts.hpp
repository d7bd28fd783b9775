#pragma once

// What the play screen says about the game in progress besides the board, from the game's
// own data: what a cell does, the options in force, the round, the call to throw. Texts
// come back translated (the game's words in its domain, the program's in its own).

#include <string>
#include <vector>

namespace plateau {
class Game;
class State;
struct Cell;
struct Setup;
}  // namespace plateau

namespace plateau::gui {

// The hover line of a cell: "6 · The Bridge: Go straight to 12." (its label, its name,
// then what it does, each part only when the game gives it; the view's texts are already
// in the player's language).
std::string cellHoverText(const Cell& cell);

// The options set for this game to other values than the variant's defaults, in the
// variant's order: "Number of rounds: 10", "Master: yes".
std::vector<std::string> optionsInForce(const Game& game, const Setup& setup);

// "Round 3 of 10" for a game that ends after a number of rounds; empty otherwise.
std::string roundText(const State& state);

// How the player is told to throw: the variant's words, else the game's, else "Throw the
// dice".
std::string throwCall(const Game& game, const Setup& setup);

}  // namespace plateau::gui
