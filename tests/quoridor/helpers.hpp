#pragma once

// Shared by the Quoridor suites: the game loaded from games/quoridor, setups, and playing
// a line of moves given as text.

#include <memory>
#include <set>
#include <sstream>
#include <string>

#include "support.hpp"

#include "quoridor/quoridor_game.hpp"
#include "quoridor/reference_rules.hpp"

namespace quoridor::testing {

inline std::shared_ptr<const QuoridorGame> game() {
    return plateau::testing::loadedOnce<QuoridorGame>(PLATEAU_SOURCE_DIR "/games/quoridor");
}

inline plateau::Setup makeSetup(int players, int size = 9, int walls = 0, int maxPlies = 0,
                                int first = 0) {
    plateau::Setup setup;
    setup.variant = "standard";
    setup.firstPlayer = first;
    setup.options.set("board_size", std::int64_t{size});
    setup.options.set("walls_per_player", std::int64_t{walls});
    setup.options.set("max_plies", std::int64_t{maxPlies});
    for (int p = 0; p < players; ++p)
        setup.players.push_back({"P" + std::to_string(p + 1)});
    return setup;
}

inline plateau::StatePtr start(const plateau::Setup& setup) {
    auto made = game()->newState(setup);
    REQUIRE_OK(made);
    return std::move(*made);
}

inline const QuoridorState& asQuoridor(const plateau::State& s) {
    return dynamic_cast<const QuoridorState&>(s);
}

// Plays space-separated move texts, each required to be legal.
inline void play(plateau::State& s, const std::string& moves) {
    std::istringstream in(moves);
    std::string move;
    while (in >> move) {
        INFO("playing ", move);
        REQUIRE_OK(s.apply(move));
    }
}

inline plateau::StatePtr position(const plateau::Setup& setup, const std::string& moves) {
    auto s = start(setup);
    play(*s, moves);
    return s;
}

// The legal moves of the side to move as texts.
inline std::set<std::string> moveTexts(const plateau::State& s) {
    plateau::MoveList moves;
    s.legalMoves(moves);
    std::set<std::string> out;
    for (plateau::Move m : moves)
        out.insert(s.moveToString(m));
    return out;
}

// Only the pawn moves.
inline std::set<std::string> pawnMoves(const plateau::State& s) {
    std::set<std::string> out;
    for (const auto& m : moveTexts(s))
        if (m.back() != 'h' && m.back() != 'v' && m != "pass") out.insert(m);
    return out;
}

inline std::string reasonFor(const plateau::State& s, const std::string& move) {
    auto parsed = s.parseMove(move);
    REQUIRE_OK(parsed);
    return s.illegalReason(*parsed).value_or("legal");
}

// The same position in the reference rules.
inline reference::Position referencePosition(const plateau::State& s) {
    const Rules& r = asQuoridor(s).rules();
    reference::Position ref(r.size, r.numPlayers, r.wallsPerPlayer,
                            std::max(0, s.setup().firstPlayer), r.maxPlies);
    for (plateau::Move m : s.history()) {
        if (isFirstPlayerMove(m)) {
            ref = reference::Position(r.size, r.numPlayers, r.wallsPerPlayer, firstPlayerOf(m),
                                      r.maxPlies);
            continue;
        }
        REQUIRE(ref.play(s.moveToString(m)));
    }
    return ref;
}

}  // namespace quoridor::testing
