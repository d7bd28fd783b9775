#pragma once

#include <plateau/sdk/state.hpp>

namespace plateau::session {

// What acts next in a game: the one rule every way of running a game follows
// (GameSession::next() for the window and `play`, GameRunner::next() for `arena` and
// `simulate`).
enum class Next {
    Over,    // nobody: the game is over
    Person,  // a person's decision, or a throw a person makes
    Throw,   // the session throws: a bot's throw, or chance nobody owns
    Bot,     // a bot's decision
};

// `isBot(seat)` says whether a seat is played by a bot.
template <class IsBot>
Next nextToAct(const State& state, const IsBot& isBot) {
    const PlayerId player = state.currentPlayer();
    if (player == kTerminalPlayer) return Next::Over;
    if (player == kChancePlayer) {
        const int thrower = state.actingPlayer();
        return thrower >= 0 && !isBot(thrower) ? Next::Person : Next::Throw;
    }
    return isBot(player) ? Next::Bot : Next::Person;
}

}  // namespace plateau::session
