#pragma once

#include <string>
#include <vector>

namespace plateau {
class Game;
struct VariantInfo;
}  // namespace plateau

namespace plateau::gui {

// Whether the players of this variant ever choose between moves. Found by playing a few
// short random games and looking for a position with more than one legal move; a game
// where every turn is a throw (the pawn then moves by itself) has none. Until the SDK's
// game description says so itself, this is how the launcher knows, without naming games.
bool playersDecide(const Game& game, const VariantInfo& variant);

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
