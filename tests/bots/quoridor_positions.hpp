#pragma once

// Quoridor positions for the bot tests: the game from its data and a state reached by
// moves in notation (tests only: REQUIRE on every step).
#include <initializer_list>
#include <memory>
#include <utility>

#include <doctest/doctest.h>

#include "support.hpp"

#include "quoridor/quoridor_game.hpp"
#include "quoridor/quoridor_state.hpp"

namespace quoridor_positions {

inline std::shared_ptr<const quoridor::QuoridorGame> quoridorGame() {
    return plateau::testing::loadedOnce<quoridor::QuoridorGame>(PLATEAU_SOURCE_DIR
                                                                "/games/quoridor");
}

inline plateau::StatePtr newGame(const plateau::Game& game, int players,
                                 std::initializer_list<const char*> moves) {
    plateau::Setup setup;
    setup.players.resize(static_cast<std::size_t>(players));
    setup.firstPlayer = 0;
    auto state = game.newState(setup);
    REQUIRE_OK(state);
    for (const char* m : moves)
        REQUIRE_OK((*state)->apply(m));
    return std::move(*state);
}

inline const quoridor::Board& boardOf(const plateau::State& state) {
    const auto* q = dynamic_cast<const quoridor::QuoridorState*>(&state);
    REQUIRE(q);
    return q->board();
}

}  // namespace quoridor_positions
