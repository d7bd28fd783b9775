#pragma once

// Move text typed by a person (`play --moves`, the window's move box) against a game: the
// first input byte picks the player count and whether the setup names the first player,
// the rest is a move list. Every move is applied or refused with a reason that leaves the
// state as it was; what applies keeps clones and the history in step.
#include <map>
#include <tuple>
#include <vector>

#include "cli/move_text.hpp"
#include "fuzz/support.hpp"

namespace fuzz {

// The starting state of each setup, made once: a new state builds the variant's tables
// (Goose's landing squares), which cost more than a short move list. Each input plays on
// a clone. Null: a count the default variant does not allow.
inline const plateau::StatePtr& startState(const plateau::Game& game, int players,
                                           int firstPlayer) {
    static std::map<std::tuple<const plateau::Game*, int, int>, plateau::StatePtr> made;
    const auto key = std::make_tuple(&game, players, firstPlayer);
    if (auto it = made.find(key); it != made.end()) return it->second;
    plateau::Setup setup;
    setup.players.resize(static_cast<std::size_t>(players));
    setup.firstPlayer = firstPlayer;
    setup.seed = 1;
    plateau::StatePtr& start = made[key];
    if (auto state = game.newState(setup)) start = std::move(*state);
    return start;
}

inline void playMoveText(const plateau::Game& game, const std::uint8_t* data, std::size_t size) {
    if (size == 0) return;
    const int range = game.maxPlayers() - game.minPlayers() + 1;
    const int players = game.minPlayers() + data[0] % range;
    const plateau::StatePtr& start =
        startState(game, players, (data[0] & 0x80) ? -1 : (data[0] >> 4) % players);
    if (!start) return;
    const plateau::StatePtr state = start->clone();
    plateau::State& s = *state;
    std::vector<std::string> applied;
    bool refused = false;
    for (const std::string& move :
         plateau::cli::splitMoves(std::string(text(data + 1, size - 1)))) {
        const std::size_t plies = s.history().size();
        if (auto ok = plateau::cli::applyText(s, move); !ok) {
            check(!ok.error().reason.empty() && s.history().size() == plies);
            refused = true;
            continue;
        }
        check(s.history().size() == plies + 1);
        applied.push_back(move);
        if (s.isTerminal()) break;
    }
    // The state's text is made once per input, not after every move (it cost 60 % of the
    // run). A clone gives the same text; so do the applied moves alone, replayed from the
    // start, which shows that no refusal changed the state. Without a refusal there is
    // nothing to replay. The replay's log is off: the text holds the position, not the
    // log (half the cost of a Goose move was its log line).
    const std::string now = s.toText(plateau::Viewer::referee());
    check(s.clone()->toText(plateau::Viewer::referee()) == now);
    if (!refused) return;
    const plateau::StatePtr replay = start->clone();
    replay->setLogging(false);
    for (const std::string& move : applied)
        check(static_cast<bool>(plateau::cli::applyText(*replay, move)));
    check(replay->toText(plateau::Viewer::referee()) == now &&
          replay->history().size() == s.history().size());
}

}  // namespace fuzz
