#pragma once

// Guess, a game with one secret (tests only, never shipped): the hider picks a number from
// 1 to 4 in secret, then the guesser names one; a right guess wins for the guesser, a
// wrong one for the hider. A player who could read the secret would always win as the
// guesser; one who cannot wins a quarter of the games. Built correct, or with one flaw
// for `plateau check` to find.

#include <plateau/sdk/game.hpp>

namespace info {

enum class GuessFlaw {
    None,
    LeakyText,         // toText shows the secret to every viewer
    LeakyBoard,        // the board view labels the secret for every viewer
    BadResample,       // resampleFromInformation redraws the player's own secret too
    UndeclaredSecret,  // hides its move but its GameType says it has no secrets
};

inline constexpr int kGuessNumbers = 4;

plateau::GameType guessType(GuessFlaw flaw = GuessFlaw::None, std::string id = "guess");
std::shared_ptr<const plateau::Game> makeGuess(GuessFlaw flaw = GuessFlaw::None,
                                               std::string id = "guess");

// Moves: the hider's pick is 1..4, the guess 11..14.
inline plateau::Move pick(int number) {
    return plateau::Move{static_cast<std::uint32_t>(number)};
}
inline plateau::Move guess(int number) {
    return plateau::Move{static_cast<std::uint32_t>(10 + number)};
}

}  // namespace info
