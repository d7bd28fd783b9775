#include "plateau/host/random_game.hpp"

namespace plateau {

RandomGame playRandomGame(const State& start, StatePtr& scratch, Rng& rng, long maxMoves) {
    if (!scratch || !scratch->assignFrom(start)) {
        scratch = start.clone();
        scratch->setLogging(false);
    }
    State& state = *scratch;
    RandomGame game;
    const int turnsBefore = state.turnsCompleted();
    for (; game.moves < maxMoves; ++game.moves) {
        const PlayerId player = state.currentPlayer();
        if (player == kTerminalPlayer) break;
        if (player == kChancePlayer) {
            state.applyUnchecked(state.sampleChanceOutcome(rng));
            ++game.throws;
        } else {
            state.applyUnchecked(state.randomMove(rng));
        }
    }
    game.rounds = state.round();
    game.turns = state.turnsCompleted() - turnsBefore;
    game.finished = state.isTerminal();
    if (game.finished) game.winners = state.winnerMask();
    return game;
}

}  // namespace plateau
