// The search fast paths of issue 15 on the shipped games: State::assignFrom, randomMove,
// sampleChanceOutcome and winnerMask against their generic definitions, and the MCTS
// that uses them (nothing allocated per iteration, reproducible on two trees, trees kept
// between moves).
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <map>
#include <new>

#include <doctest/doctest.h>

#include <plateau/sdk/chance.hpp>
#include <plateau/host/mcts_bot.hpp>
#include <plateau/host/random_game.hpp>

#include "goose/goose_support.hpp"
#include "quoridor/helpers.hpp"

// Counts every allocation of the program, to show that a search does none per iteration.
namespace {
std::atomic<long> g_allocations{0};
}
void* operator new(std::size_t size) {
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    if (void* p = std::malloc(size ? size : 1)) return p;
    throw std::bad_alloc();
}
// The nothrow form too (std::stable_sort's buffer takes it): left alone, a sanitizer's
// own would allocate what the free() above releases (ASan: alloc-dealloc-mismatch).
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    return std::malloc(size ? size : 1);
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }

using namespace plateau;

namespace {

StatePtr quoridorAfter(const std::string& moves) {
    return quoridor::testing::position(quoridor::testing::makeSetup(2), moves);
}

}  // namespace

TEST_CASE("assignFrom copies a Goose and a Quoridor position, which then play on alike") {
    auto goose = goose::testing::newState(goose::testing::setupFor("ganzenbord", 3));
    auto quoridor = quoridorAfter("e2 e8 c3h e7");
    for (State* start : {goose.get(), quoridor.get()}) {
        Rng rng(5);
        StatePtr scratch;
        playRandomGame(*start, scratch, rng, 30);  // scratch now holds some other position
        REQUIRE(scratch->assignFrom(*start));
        CHECK(scratch->toText(Viewer::referee()) == start->toText(Viewer::referee()));
        CHECK(scratch->history() == start->history());
        // From equal positions, equal draws give equal games.
        StatePtr other = start->clone();
        Rng a(9), b(9);
        for (int i = 0; i < 40 && !scratch->isTerminal(); ++i) {
            const Move m = scratch->isChance() ? scratch->sampleChanceOutcome(a) : scratch->randomMove(a);
            const Move n = other->isChance() ? other->sampleChanceOutcome(b) : other->randomMove(b);
            REQUIRE(m == n);
            REQUIRE_FALSE(scratch->illegalReason(m).has_value());
            scratch->applyUnchecked(m);
            other->applyUnchecked(n);
        }
        CHECK(scratch->toText(Viewer::referee()) == other->toText(Viewer::referee()));
        // A state of another game is refused and left as it was.
        State* foreign = start == goose.get() ? quoridor.get() : goose.get();
        const std::string before = scratch->toText(Viewer::referee());
        CHECK_FALSE(scratch->assignFrom(*foreign));
        CHECK(scratch->toText(Viewer::referee()) == before);
    }
}

TEST_CASE("Goose draws its throws with the probabilities it lists") {
    for (const char* variant : {"ganzenbord", "darts"}) {
        auto state = goose::testing::newState(goose::testing::setupFor(variant, 2, 0));
        REQUIRE(state->isChance());
        ChanceList outcomes;
        state->chanceOutcomes(outcomes);
        std::map<std::uint32_t, int> seen;
        Rng rng(3);
        constexpr int kDraws = 72000;
        for (int i = 0; i < kDraws; ++i)
            ++seen[state->sampleChanceOutcome(rng).code];
        CHECK(seen.size() == outcomes.size());
        for (const auto& o : outcomes) {
            const double expected = o.probability * kDraws;
            INFO(variant, " outcome ", state->moveToString(o.move));
            CHECK(std::abs(seen[o.move.code] - expected) < 5 * std::sqrt(expected) + 1);
        }
    }
}

TEST_CASE("Quoridor's randomMove is uniform over the legal moves, walls that cut included") {
    // The start, and a position where many free slots would shut a pawn in.
    for (const char* moves : {"", "a2h c2h e2h g2h d8h f8h b8h h7v"}) {
        auto state = quoridorAfter(moves);
        MoveList legal;
        state->legalMoves(legal);
        std::map<std::uint32_t, int> seen;
        Rng rng(11);
        const int draws = static_cast<int>(legal.size()) * 400;
        for (int i = 0; i < draws; ++i) {
            const Move m = state->randomMove(rng);
            REQUIRE_FALSE(state->illegalReason(m).has_value());
            ++seen[m.code];
        }
        CHECK(seen.size() == legal.size());
        for (Move m : legal) {
            INFO(moves, ": ", state->moveToString(m));
            CHECK(seen[m.code] > 400 - 5 * 20);
            CHECK(seen[m.code] < 400 + 5 * 20);
        }
    }
}

TEST_CASE("winnerMask and returnFor agree with outcome without building text") {
    Rng rng(2);
    StatePtr scratch;
    auto start = quoridorAfter("");
    for (int g = 0; g < 20; ++g) {
        const RandomGame r = playRandomGame(*start, scratch, rng, 100000);
        REQUIRE(r.finished);
        const Outcome o = scratch->outcome();
        REQUIRE(o.winners.size() == 1);
        CHECK(r.winners == 1u << o.winners[0]);
        CHECK(scratch->returnFor(o.winners[0]) == 1.0);
        CHECK(scratch->returnFor(1 - o.winners[0]) == 0.0);
    }
}

TEST_CASE("an MCTS search allocates nothing per iteration") {
    auto state = quoridorAfter("e2 e8");
    const auto allocationsFor = [&](long iterations) {
        MctsOptions options;
        options.trees = 1;  // a thread allocates its own stack
        options.reuseTree = false;
        options.maxNodes = 1 << 16;
        MctsBot bot(options);
        bot.setBudget({.iterations = 50});
        Rng rng(1);
        bot.chooseMove(*state, rng);  // the first search reserves the pools
        bot.setBudget({.iterations = iterations});
        const long before = g_allocations.load();
        bot.chooseMove(*state, rng);
        return g_allocations.load() - before;
    };
    const long small = allocationsFor(200);
    const long large = allocationsFor(4000);
    INFO("allocations for 200 iterations: ", small, ", for 4000: ", large);
    // What a search allocates (a clone of the root, the answer's text) does not grow
    // with the iterations; a vector reaching a longer playout may grow once or twice.
    CHECK(large - small < 10);
}

TEST_CASE("MCTS on two trees is reproducible with an iteration budget") {
    auto state = quoridorAfter("e2 e8 e3");
    const auto run = [&] {
        MctsBot bot;
        bot.setBudget({.iterations = 3000});
        Rng rng(77);
        const Move m = bot.chooseMove(*state, rng);
        return std::make_pair(m, bot.lastSearchInfo());
    };
    const auto first = run();
    CHECK(first.second.find("iterations 3000, trees 2") != std::string::npos);
    CHECK(run() == first);
}

TEST_CASE("MCTS keeps the subtree of the position reached between its moves") {
    auto state = quoridorAfter("");
    MctsBot bot;  // plays both sides: its own move is a well-searched node
    bot.setBudget({.iterations = 4000});
    Rng rng(5);
    const Move first = bot.chooseMove(*state, rng);
    CHECK(bot.lastSearchInfo().find("(0 kept)") != std::string::npos);
    REQUIRE_OK(state->apply(first));
    const Move reply = bot.chooseMove(*state, rng);
    CHECK(bot.lastSearchInfo().find("(0 kept)") == std::string::npos);
    REQUIRE_FALSE(state->illegalReason(reply).has_value());
    // Another game's position shares nothing with the tree.
    auto other = quoridorAfter("e2");
    bot.chooseMove(*quoridorAfter("d1"), rng);
    bot.chooseMove(*other, rng);
    CHECK(bot.lastSearchInfo().find("(0 kept)") != std::string::npos);
}
