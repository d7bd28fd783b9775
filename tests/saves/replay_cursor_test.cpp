#include <doctest/doctest.h>

#include <plateau/host/record.hpp>
#include <plateau/host/replay_cursor.hpp>

#include "saves/saves_support.hpp"

using namespace plateau;
using namespace plateau::testing;

namespace {

// A whole seeded game, its record, and the positions along it.
void checkCursor(const Game& game, int players, std::uint64_t seed) {
    CAPTURE(seed);
    StatePtr state = newGame(game, players, seed);
    Rng rng(seed);
    std::vector<StatePtr> along;
    along.push_back(state->clone());
    while (!state->isTerminal() && state->history().size() < 400) {
        playRandom(*state, rng, 1);
        along.push_back(state->clone());
    }
    auto cursor = ReplayCursor::open(game, makeRecord(*state));
    REQUIRE_OK(cursor);
    CHECK(cursor->size() == static_cast<int>(state->history().size()));
    // Opened at the end: the same final state as the game.
    CHECK(cursor->atEnd());
    checkSameState(cursor->state(), *state);
    cursor->first();
    CHECK(cursor->ply() == 0);
    checkSameState(cursor->state(), *along[0]);
    // Forward one by one, with the movers as they were.
    for (int p = 0; p < cursor->size(); ++p) {
        const State& before = *along[static_cast<std::size_t>(p)];
        CHECK(cursor->isThrow(p) == before.isChance());
        CHECK(cursor->mover(p) ==
              (before.isChance() ? before.actingPlayer() : before.currentPlayer()));
        CHECK(cursor->move(p) == state->history()[static_cast<std::size_t>(p)]);
        REQUIRE(cursor->forward());
    }
    CHECK_FALSE(cursor->forward());
    // Jumps anywhere, back and forth.
    for (int i = 0; i < 60; ++i) {
        const int target =
            static_cast<int>(rng.below(static_cast<std::uint32_t>(cursor->size() + 1)));
        cursor->seek(target);
        REQUIRE(cursor->ply() == target);
        checkSameState(cursor->state(), *along[static_cast<std::size_t>(target)]);
        if (cursor->back())
            checkSameState(cursor->state(), *along[static_cast<std::size_t>(target - 1)]);
    }
    cursor->seek(-5);
    CHECK(cursor->atStart());
    cursor->seek(cursor->size() + 5);
    CHECK(cursor->atEnd());
    if (cursor->size() > 0) {
        REQUIRE(cursor->back());
        CHECK(cursor->ply() == cursor->size() - 1);
    }
}

}  // namespace

TEST_CASE("the replay cursor reaches every position of Race games and the final state") {
    for (std::uint64_t seed = 1; seed <= 8; ++seed)
        checkCursor(*raceGame(), 2 + seed % 3, seed);
}

TEST_CASE("the replay cursor walks Goose and Quoridor games") {
    if (const LoadedPlugin* goose = shippedPlugin("goose")) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            checkCursor(*goose->game, 4, seed);
    }
    if (const LoadedPlugin* quoridor = shippedPlugin("quoridor")) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            checkCursor(*quoridor->game, 2, seed);
    }
}

TEST_CASE("a broken record does not open, and names the move") {
    StatePtr state = newGame(*raceGame(), 2, 3);
    for (const char* m : {"d2", "+2", "d3"})
        REQUIRE(state->apply(m).ok());
    Record record = makeRecord(*state);
    record.moves.push_back("+3");
    record.moves.push_back("x9");
    auto cursor = ReplayCursor::open(*raceGame(), record);
    REQUIRE_FALSE(cursor.ok());
    CHECK(cursor.error().reason.rfind("move 5 (x9): ", 0) == 0);
    record.game = "goose";
    CHECK_FALSE(ReplayCursor::open(*raceGame(), record).ok());
    record = makeRecord(*state);
    record.moves.clear();
    auto empty = ReplayCursor::open(*raceGame(), record);
    REQUIRE_OK(empty);
    CHECK(empty->size() == 0);
    CHECK_FALSE(empty->forward());
    CHECK_FALSE(empty->back());
}
