#pragma once

// Move text typed by a person (`play --moves`, the window's move box) against a game: the
// first input byte picks the player count and whether the setup names the first player,
// the rest is a move list. Every move is applied or refused with a reason that leaves the
// state as it was; what applies keeps clones and the history in step.
#include "cli/move_text.hpp"
#include "fuzz/support.hpp"

namespace fuzz {

inline void playMoveText(const plateau::Game& game, const std::uint8_t* data, std::size_t size) {
    if (size == 0) return;
    plateau::Setup setup;
    const int range = game.maxPlayers() - game.minPlayers() + 1;
    const int players = game.minPlayers() + data[0] % range;
    setup.players.resize(static_cast<std::size_t>(players));
    setup.firstPlayer = (data[0] & 0x80) ? -1 : (data[0] >> 4) % players;
    setup.seed = 1;
    auto state = game.newState(setup);
    if (!state) return;  // a count the default variant does not allow
    plateau::State& s = **state;
    for (const std::string& move : plateau::cli::splitMoves(std::string(text(data + 1, size - 1)))) {
        const std::string before = s.toText();
        const std::size_t plies = s.history().size();
        if (auto ok = plateau::cli::applyText(s, move); !ok) {
            check(!ok.error().reason.empty() && s.toText() == before && s.history().size() == plies);
            continue;
        }
        check(s.history().size() == plies + 1);
        check(s.clone()->toText() == s.toText());
        if (s.isTerminal()) break;
    }
}

}  // namespace fuzz
