#pragma once

#include <string>
#include <vector>

namespace plateau {
class Game;
}  // namespace plateau

namespace plateau::gui {

// Whether the players of this game ever choose between moves, as its GameType declares
// (a pure dice race: no). Only then are bots of different strength
// offered; otherwise "Computer" simply throws for its seat.
bool playersDecide(const Game& game);

// One entry of a seat's "who plays" choice.
struct ControllerChoice {
    std::string controller;  // "human", "bot:mcts:hard"
    std::string label;       // "Human", "Computer · hard"
};

// What a seat may be: a person, then the computer: the game's own bot if it has one,
// else the general search bot ("Computer · easy/medium/hard"), then random moves.
// When players decide nothing, the computer is just "Computer": it throws for that seat.
std::vector<ControllerChoice> controllerChoices(const Game& game, bool decide);

// A seat's controller in plain words, for the play screen: "Human", "Computer · hard".
std::string controllerLabel(const std::string& controller);

}  // namespace plateau::gui
