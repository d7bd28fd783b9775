#include <doctest/doctest.h>

#include <plateau/host/record.hpp>
#include <plateau/host/undo_history.hpp>

#include "saves/saves_support.hpp"

using namespace plateau;
using namespace plateau::testing;

namespace {

// The state a fresh replay of these moves gives.
StatePtr replayed(const State& like, const std::vector<Move>& moves) {
    auto state = like.game().newState(like.setup());
    REQUIRE_OK(state);
    for (Move m : moves)
        REQUIRE((*state)->apply(m).ok());
    return std::move(*state);
}

std::vector<std::string> texts(const State& state) {
    return makeRecord(state).moves;
}

UndoHistory raceHistory(std::vector<const char*> moves, std::string second = "human") {
    Setup setup;
    setup.players = {{"Anna", "human"}, {"Ben", second}};
    setup.firstPlayer = 0;
    auto state = raceGame()->newState(setup);
    REQUIRE_OK(state);
    UndoHistory history(std::move(*state));
    for (const char* m : moves)
        REQUIRE(history.apply(m).ok());
    return history;
}

using Moves = std::vector<std::string>;

}  // namespace

TEST_CASE("hot seat: undo takes back each person's last step, throws stay with decisions") {
    UndoHistory h = raceHistory({"d2", "+2", "d3", "+1"});
    CHECK_FALSE(h.canRedo());
    REQUIRE(h.canUndo());
    REQUIRE(h.undo());  // Ben's +1; his throw of 3 stays
    CHECK(texts(h.state()) == Moves{"d2", "+2", "d3"});
    REQUIRE(h.undo());  // Anna's +2, with Ben's throw that followed it
    CHECK(texts(h.state()) == Moves{"d2"});
    CHECK_FALSE(h.canUndo());  // the first throw is nobody's step to take back
    CHECK_FALSE(h.undo());
    REQUIRE(h.redo());
    CHECK(texts(h.state()) == Moves{"d2", "+2", "d3"});
    REQUIRE(h.redo());
    CHECK(texts(h.state()) == Moves{"d2", "+2", "d3", "+1"});
    CHECK_FALSE(h.redo());
}

TEST_CASE("against a bot, undo goes back to the person's move before the bot's replies") {
    UndoHistory h = raceHistory({"d1", "+1", "d2", "+2", "d3", "+3", "d1", "+1"}, "bot:random");
    CHECK(h.people() == std::vector<int>{0});
    REQUIRE(h.undo());
    // Anna's +3 and all that followed are gone; her throw of 3 stays for her to choose again.
    CHECK(texts(h.state()) == Moves{"d1", "+1", "d2", "+2", "d3"});
    CHECK(h.state().currentPlayer() == 0);
    REQUIRE(h.undo());
    CHECK(texts(h.state()) == Moves{"d1"});
    CHECK_FALSE(h.canUndo());
    REQUIRE(h.redo());  // Anna's +1 and the bot's throw and reply
    CHECK(texts(h.state()) == Moves{"d1", "+1", "d2", "+2", "d3"});
    REQUIRE(h.redo());
    CHECK(texts(h.state()) == Moves{"d1", "+1", "d2", "+2", "d3", "+3", "d1", "+1"});
}

TEST_CASE("redo does not throw the dice again; another move clears the redo list") {
    UndoHistory h = raceHistory({"d2", "+2", "d3", "+1"});
    REQUIRE(h.undo());
    REQUIRE(h.undo());
    CHECK(h.redoMoves().size() == 3);
    // The same move as the redo keeps the rest; the throw that follows is the recorded one
    // whatever the generator says.
    REQUIRE(h.apply("+2").ok());
    CHECK(h.canRedo());
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
        UndoHistory copy = raceHistory({"d2", "+2", "d3", "+1"});
        REQUIRE(copy.undo());
        REQUIRE(copy.undo());
        REQUIRE(copy.apply("+2").ok());
        Rng rng(seed);
        REQUIRE(copy.throwDice(rng).ok());
        CHECK(texts(copy.state()) == Moves{"d2", "+2", "d3"});
    }
    // A different move: the future is another one.
    REQUIRE(h.undo());
    REQUIRE(h.apply("+1").ok());
    CHECK_FALSE(h.canRedo());
    Rng rng(1);
    CHECK_FALSE(h.apply("+1").ok());  // a throw is due, not a step
    REQUIRE(h.throwDice(rng).ok());
    CHECK(h.state().history().size() == 3);
}

TEST_CASE("random undo/redo sequences equal replays of the shortened records") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        CAPTURE(seed);
        Rng rng(seed);
        const int players = 2 + static_cast<int>(seed % 3);
        StatePtr start = newGame(*raceGame(), players, seed, seed % 2 ? "bot:random" : "human");
        UndoHistory h(std::move(start));
        // The full line as last played: redo must walk back along it.
        std::vector<Move> line;
        for (int step = 0; step < 200 && !h.state().isTerminal(); ++step) {
            const std::uint32_t choice = rng.below(10);
            const std::vector<Move> before = h.state().history();
            if (choice < 2 && h.canUndo()) {
                REQUIRE(h.undo());
                const auto& after = h.state().history();
                REQUIRE(after.size() < before.size());
                CHECK(std::equal(after.begin(), after.end(), before.begin()));
                checkSameState(h.state(), *replayed(h.state(), after));
                // The undone tail waits for redo, next first.
                const std::vector<Move> tail(before.begin() + static_cast<long>(after.size()),
                                             before.end());
                const auto redo = h.redoMoves();
                REQUIRE(redo.size() >= tail.size());
                CHECK(std::equal(tail.begin(), tail.end(), redo.begin()));
            } else if (choice < 4 && h.canRedo()) {
                const std::vector<Move> redo = h.redoMoves();
                REQUIRE(h.redo());
                const auto& after = h.state().history();
                REQUIRE(after.size() > before.size());
                CHECK(std::equal(after.begin() + static_cast<long>(before.size()), after.end(),
                                 redo.begin()));
                checkSameState(h.state(), *replayed(h.state(), after));
            } else if (h.state().isChance()) {
                REQUIRE(h.throwDice(rng).ok());
            } else {
                MoveList moves;
                h.state().legalMoves(moves);
                REQUIRE(h.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]).ok());
            }
        }
    }
}

TEST_CASE("a resumed game can be undone past the point it was saved") {
    StatePtr state = newGame(*raceGame(), 2, 8);
    Rng rng(8);
    playRandom(*state, rng, 11);
    auto resumed = replay(*raceGame(), makeRecord(*state));
    REQUIRE_OK(resumed);
    const std::vector<Move> all = state->history();
    UndoHistory h(std::move(*resumed));
    REQUIRE(h.canUndo());
    REQUIRE(h.undo());
    CHECK(h.state().history().size() < all.size());
    while (h.redo()) {
    }
    CHECK(h.state().history() == all);
}

TEST_CASE("Goose: undo then throw gives the same dice; redo walks back along the game") {
    const LoadedPlugin* goose = shippedPlugin("goose");
    if (!goose) return;
    StatePtr state = newGame(*goose->game, 3, 77);
    UndoHistory h(std::move(state));
    Rng rng(77);
    for (int i = 0; i < 40 && !h.state().isTerminal(); ++i)
        REQUIRE(h.throwDice(rng).ok());
    const std::vector<Move> played = h.state().history();
    int undone = 0;
    for (; undone < 5 && h.undo(); ++undone) {
    }
    REQUIRE(undone > 0);
    CHECK(h.state().history().size() < played.size());
    Rng other(123456);
    while (h.state().history().size() < played.size())
        REQUIRE(h.throwDice(other).ok());
    CHECK(h.state().history() == played);
    checkSameState(h.state(), *replayed(h.state(), played));
    for (int i = 0; i < undone; ++i)
        REQUIRE(h.undo());
    while (h.redo()) {
    }
    CHECK(h.state().history() == played);
}

TEST_CASE("Quoridor: undo against a bot returns to the person's move") {
    const LoadedPlugin* quoridor = shippedPlugin("quoridor");
    if (!quoridor) return;
    StatePtr state = newGame(*quoridor->game, 2, 5, "bot:random");
    UndoHistory h(std::move(state));
    Rng rng(5);
    for (int i = 0; i < 30 && !h.state().isTerminal(); ++i) {
        if (h.state().isChance()) {
            REQUIRE(h.throwDice(rng).ok());
            continue;
        }
        MoveList moves;
        h.state().legalMoves(moves);
        REQUIRE(h.apply(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]).ok());
    }
    while (!h.state().isTerminal() && h.state().currentPlayer() != 0) {
        MoveList moves;
        h.state().legalMoves(moves);
        REQUIRE(h.apply(moves[0]).ok());
    }
    REQUIRE(h.canUndo());
    REQUIRE(h.undo());
    CHECK(h.state().currentPlayer() == 0);
}
