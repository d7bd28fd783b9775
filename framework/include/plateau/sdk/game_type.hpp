#pragma once

#include <cstdint>
#include <string>

#include "plateau/sdk/first_player.hpp"

namespace plateau {

// Who throws the dice of a game.
enum class DiceThrow : std::uint8_t {
    None,       // no dice (a game may still have chance nodes, such as a draw for who starts)
    ByPlayer,   // a person clicks "throw" when actingPlayer() is theirs
    Automatic,  // the program throws as soon as dice are due
};

// The board's look as a whole; the cells, pieces and their colours come from the view and
// the game's look data (look.hpp).
enum class BoardStyle : std::uint8_t {
    Plain,  // light paper, cells drawn from their kinds' looks
    Wood,   // a wooden board with grooves between the squares
};

// What a game is, known before a position exists (OpenSpiel's GameType). The launcher
// reads this instead of guessing from the shape of a view; the host takes the plugin's
// id and name from it.
struct GameType {
    std::string id{};         // lower case, digits and '_': the data folder games/<id>/
    std::string name{};       // "Game of the Goose"
    std::string description{};// one or two sentences for the menu

    DiceThrow dice = DiceThrow::None;
    // Players choose between moves (false: every turn has one move, as in the Goose);
    // a bot is meaningful only when they do.
    bool decisions = true;
    BoardStyle board = BoardStyle::Plain;

    // Names of the pieces, in the game's words, singular: "pawn", "wall", "disc".
    std::string pieceName = "pawn";
    // Input hints for a piece put into a slot (empty: the game has no such piece).
    std::string slotPieceName{};   // "wall"
    bool slotPieceTurns = false;   // the piece can be turned (a horizontal or vertical wall)
    // A piece with a single legal move plays it on one click, without choosing a target.
    bool singleMovePlaysOnClick = false;

    // Who starts when the setup leaves it open (first_player.hpp): by default the SDK draws
    // a player, so that createState never sees -1.
    FirstPlayerRule firstPlayer = FirstPlayerRule::Draw;
    // How a player is told to throw, in the game's words: "Throw the dice" (empty: that).
    // A variant may say otherwise (VariantInfo::throwWord, `throw_word` in its file).
    std::string throwWord{};

    // SDK 0.3: what the game asks of its hosts.
    // Players have secrets (hands, hidden pieces, sealed bids): every view is asked for a
    // viewer, hosts hand over the screen between seats, bots search from what they saw.
    bool hiddenInformation = false;
    // Several players choose at once (State::awaitedPlayers): their moves apply together.
    bool simultaneousMoves = false;
    // A turn is made of several moves of one player (State::endTurn marks where it ends):
    // undo, the log and the statistics count turns, not moves.
    bool multiStepTurns = false;
    // Hosts mark the cells and slots a move can go to (false: the game's board says enough,
    // as on an empty Hex board where every cell is a target).
    bool markTargets = true;
};

}  // namespace plateau
