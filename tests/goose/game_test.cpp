// The Goose through the framework: conformance, seeded games, the log, the notation,
// the start rules, the options and the house-rules example of the README.

#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <set>

#include <plateau/sdk/random.hpp>
#include <plateau/host/record.hpp>
#include <plateau/sdk/first_player.hpp>

#include "conformance/conformance.hpp"
#include "goose_support.hpp"

using namespace goose;
using namespace goose::testing;
using plateau::Move;
using plateau::Rng;
using plateau::Setup;
using plateau::State;

namespace {

void play(State& s, std::initializer_list<const char*> moves) {
    for (const char* m : moves) {
        CAPTURE(m);
        REQUIRE_OK(s.apply(m));
    }
}

Move sample(const State& s, Rng& rng) {
    plateau::ChanceList outcomes;
    s.chanceOutcomes(outcomes);
    double r = rng.uniform();
    for (const auto& o : outcomes) {
        if (r < o.probability) return o.move;
        r -= o.probability;
    }
    return outcomes.back().move;
}

bool hasEvent(const State& s, const std::string& text) {
    for (const auto& e : s.events())
        if (e.text == text) return true;
    return false;
}

}  // namespace

TEST_CASE("every variant passes the conformance checks for each player count") {
    auto game = gooseGame();
    for (const auto& v : game->variants()) {
        for (int n = v.minPlayers; n <= v.maxPlayers; ++n) {
            CAPTURE(v.id);
            CAPTURE(n);
            plateau::testing::checkConformance(*game, setupFor(v.id, n),
                                               {.games = 6, .maxPlies = 5000, .perftDepth = 2});
        }
    }
    Setup darts = setupFor("darts", 3);
    darts.options.set("max_rounds", std::int64_t{12});
    darts.options.set("miss_chance", 0.2);
    darts.options.set("master", true);
    plateau::testing::checkConformance(*game, darts, {.games = 10, .perftDepth = 3});
    Setup young = setupFor("ganzenbord", 4, 1);
    young.options.set("young_children", true);
    plateau::testing::checkConformance(*game, young, {.games = 10, .perftDepth = 2});
}

TEST_CASE("thousands of seeded games end, keep the rules' invariants and replay alike") {
    auto game = gooseGame();
    for (const auto& v : game->variants()) {
        const bool swap = v.id != "ganzenbord";
        for (int n : {2, 3, 4, v.maxPlayers}) {
            CAPTURE(v.id);
            CAPTURE(n);
            Rng rng(1000 + n);
            std::map<EndReason, int> ends;
            for (int g = 0; g < 700; ++g) {
                auto state = newState(setupFor(v.id, n));
                state->setLogging(false);
                const auto& gs = gooseOf(state);
                int plies = 0;
                while (!state->isTerminal()) {
                    REQUIRE(++plies < 20000);
                    state->applyUnchecked(sample(*state, rng));
                    const Engine& e = gs.engine();
                    for (int p = 0; p < n; ++p) {
                        REQUIRE((e.position(p) >= 0 && e.position(p) <= kGoal));
                        for (int q = p + 1; q < n && swap; ++q)
                            REQUIRE((e.position(p) == 0 || e.position(p) != e.position(q)));
                    }
                }
                ++ends[gs.engine().endReason()];
                CHECK_FALSE(state->outcome().reason.empty());
                if (g % 100 == 0) {  // the record replays to the same game
                    auto again = plateau::replay(*game, plateau::makeRecord(*state));
                    REQUIRE_OK(again);
                    CHECK((*again)->toText(plateau::Viewer::referee()) ==
                          state->toText(plateau::Viewer::referee()));
                }
            }
            CHECK(ends[EndReason::Goal] > 0);
            CHECK(ends[EndReason::RoundLimit] == 0);
        }
    }
}

TEST_CASE("the same seed gives the same game, move for move") {
    auto game = gooseGame();
    for (const char* id : {"ganzenbord", "darts", "russian"}) {
        std::vector<Move> first;
        for (int run = 0; run < 2; ++run) {
            Rng rng(77);
            auto s = newState(setupFor(id, 4));
            while (!s->isTerminal())
                s->applyUnchecked(sample(*s, rng));
            if (run == 0)
                first = s->history();
            else
                CHECK(s->history() == first);
        }
    }
}

TEST_CASE("the log tells each throw and effect in words") {
    auto s = newState(setupFor("ganzenbord", 2, 0));
    CHECK(lastEvents(*s) == "Anna starts, as the setup says\n");
    play(*s, {"4+2"});
    CHECK(lastEvents(*s) == "Anna throws 4+2: 0 → 6 The Bridge → 12\n");
    play(*s, {"4+5"});
    CHECK(lastEvents(*s) == "Ben throws 4+5: first throw, straight to 53\n");
    play(*s, {"3+4"});
    CHECK(lastEvents(*s, 2) == "Anna throws 3+4: 12 → 19 The Inn\nAnna misses 1 turn at The Inn\n");
    play(*s, {"3+2"});
    CHECK(lastEvents(*s, 2) ==
          "Ben throws 3+2: 53 → 58 Death → 0\nAnna misses a turn at The Inn\n");
    play(*s, {"1+3"});
    CHECK(lastEvents(*s) == "Ben throws 1+3: 0 → 4\n");
    play(*s, {"4+5"});  // Anna: 19 + 9 = 28
    play(*s, {"4+5"});  // Ben: an ordinary 9 after death
    CHECK(s->events().back().text == "Ben throws 4+5: 4 → 13");
    play(*s, {"1+2"});  // Anna into the well
    CHECK(lastEvents(*s, 2) ==
          "Anna throws 1+2: 28 → 31 The Well\n"
          "Anna is trapped in The Well until another pawn comes\n");
    CHECK(gooseOf(s).status(0) == "trapped in The Well");
    play(*s, {"6+6"});  // Ben: 13 + 12 = 25, Anna is passed over
    CHECK(lastEvents(*s, 2) ==
          "Ben throws 6+6: 13 → 25\nAnna is trapped in The Well and cannot throw\n");
    play(*s, {"3+3"});  // Ben lands on Anna and frees her
    CHECK(lastEvents(*s, 3) ==
          "Ben throws 3+3: 25 → 31 The Well\n"
          "Ben is trapped in The Well until another pawn comes\n"
          "Anna is released from The Well by Ben\n");
}

TEST_CASE("the log tells bounces, goose chains, swaps and the winner") {
    auto s = newState(setupFor("russian", 2, 0));
    play(*s, {"1+1", "2+2"});  // Anna 2, Ben 4
    play(*s, {"1+1"});         // Anna onto Ben: they swap
    CHECK(lastEvents(*s, 2) == "Anna throws 1+1: 2 → 4\nAnna and Ben swap: Ben goes from 4 to 2\n");
    play(*s, {"3+4"});  // Ben: 2 + 7 = 9, goose, 16
    CHECK(lastEvents(*s) == "Ben throws 3+4: 2 → 9 Goose → 16\n");
    Setup darts = setupFor("darts", 2, 0);
    darts.options.set("miss_chance", 0.1);
    auto d = newState(darts);
    play(*d, {"1+1", "1+1", "miss"});
    CHECK(lastEvents(*d) == "Anna misses the target and loses the turn\n");
    auto g = newState(setupFor("ganzenbord", 2, 0));
    play(*g, {"1+2", "1+1", "6+6", "6+6", "6+6", "6+6", "6+6", "6+6", "6+6"});
    // Anna 3 → 15 → 27 goose 39 → 51; then 63: the win.
    CHECK(g->isTerminal());
    CHECK(g->outcome().winners == std::vector<int>{0});
    CHECK(g->outcome().reason == "Anna reached square 63");
    CHECK(lastEvents(*g) == "Anna reaches 63 and wins!\n");
}

TEST_CASE("no text is built when logging is off") {
    auto s = newState(setupFor("ganzenbord", 2, 0));
    const auto before = s->events().size();
    s->setLogging(false);
    play(*s, {"4+2", "3+4", "1+1"});
    CHECK(s->events().size() == before);
}

TEST_CASE("notation: every outcome round-trips, garbage is refused with a reason") {
    auto s = newState(setupFor("darts", 3));
    const auto& gs = gooseOf(s);
    for (std::uint32_t c = 1; c <= 36; ++c) {
        const Move m{c};
        auto back = gs.parseMove(gs.moveToString(m));
        REQUIRE_OK(back);
        CHECK(back->code == c);
    }
    CHECK(gs.moveToString(twoDiceMove(4, 5)) == "4+5");
    CHECK(gs.moveToString(oneDieMove(3)) == "3");
    CHECK(gs.moveToString(Move{code::kMiss}) == "miss");
    CHECK(gs.parseMove("6")->code == oneDieMove(6).code);
    for (const char* bad : {"7+1", "4-5", "", "first:2", "missed", "0"}) {
        auto r = gs.parseMove(bad);
        CHECK_FALSE(r.ok());
        if (!r.ok()) CHECK(r.error().reason.find("is not a throw") != std::string::npos);
    }
    // A throw that cannot happen now is refused and changes nothing.
    auto refused = s->apply("3");  // the darts machine throws two darts, never one
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().reason == "not a possible throw now");
    CHECK(s->history().empty());
}

TEST_CASE("who starts: one die, two dice or a draw; ties throw again") {
    auto g = newState(setupFor("ganzenbord", 3));
    CHECK(g->isChance());
    CHECK(g->actingPlayer() == 0);
    plateau::ChanceList outcomes;
    g->chanceOutcomes(outcomes);
    CHECK(outcomes.size() == 6);
    play(*g, {"3", "5", "5"});
    CHECK(hasEvent(*g, "Ben and Cleo tie with 5 and throw again"));
    CHECK(g->actingPlayer() == 1);
    play(*g, {"2", "6"});
    CHECK(hasEvent(*g, "Cleo throws highest (6) and starts"));
    CHECK(g->actingPlayer() == 2);
    CHECK(gooseOf(g).engine().position(2) == 0);
    g->chanceOutcomes(outcomes);
    CHECK(outcomes.size() == 36);

    // The winner's own throw is named, not the last throw of the round.
    auto early = newState(setupFor("ganzenbord", 2));
    play(*early, {"5", "4"});
    CHECK(hasEvent(*early, "Anna throws highest (5) and starts"));

    auto r = newState(setupFor("russian", 2));
    r->chanceOutcomes(outcomes);
    CHECK(outcomes.size() == 36);
    play(*r, {"3+4", "5+2", "1+1", "2+1"});
    CHECK(hasEvent(*r, "Anna and Ben tie with 7 and throw again"));
    CHECK(r->actingPlayer() == 1);

    // A variant that draws: the SDK's draw from the setup's seed, before any throw.
    std::set<int> drawn;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        auto setup = setupFor("darts", 4);
        setup.seed = seed;
        auto d = newState(setup);
        const int first = plateau::drawFirstPlayer(setup);
        CHECK(d->actingPlayer() == first);
        CHECK(hasEvent(*d, "The draw picks " + d->playerName(first) + " to start"));
        d->chanceOutcomes(outcomes);
        CHECK(outcomes.size() > 4);  // a throw of the dart machine, not a draw
        drawn.insert(first);
    }
    CHECK(drawn == std::set<int>{0, 1, 2, 3});

    // A first player in the setup: no roll-off.
    auto f = newState(setupFor("ganzenbord", 3, 2));
    CHECK(f->actingPlayer() == 2);
    f->chanceOutcomes(outcomes);
    CHECK(outcomes.size() == 36);
}

TEST_CASE("miss_chance: misses come with their probability, a seed replays them") {
    Setup setup = setupFor("darts", 2, 0);
    setup.options.set("miss_chance", 0.3);
    auto s = newState(setup);
    plateau::ChanceList outcomes;
    s->chanceOutcomes(outcomes);
    REQUIRE(outcomes.size() == 37);
    CHECK(s->moveToString(outcomes[0].move) == "miss");
    CHECK(outcomes[0].probability == doctest::Approx(1 - 0.7 * 0.7));
    CHECK(outcomes[1].probability == doctest::Approx(0.49 / 36));

    Rng rng(2024);
    int throws = 0, misses = 0;
    std::vector<Move> firstGame;
    for (int g = 0; g < 300; ++g) {
        auto game = newState(setup);
        game->setLogging(false);
        while (!game->isTerminal()) {
            const Move m = sample(*game, rng);
            ++throws;
            misses += m.code == code::kMiss;
            game->applyUnchecked(m);
        }
        if (g == 0) firstGame = game->history();
    }
    CHECK(static_cast<double>(misses) / throws == doctest::Approx(0.51).epsilon(0.05));
    Rng again(2024);
    auto replayed = newState(setup);
    while (!replayed->isTerminal())
        replayed->applyUnchecked(sample(*replayed, again));
    CHECK(replayed->history() == firstGame);
}

TEST_CASE("max_rounds ends the game; equal squares share the win") {
    Setup setup = setupFor("darts", 2, 0);
    setup.options.set("max_rounds", std::int64_t{1});
    setup.options.set("miss_chance", 0.5);
    auto tie = newState(setup);
    play(*tie, {"miss", "miss"});
    REQUIRE(tie->isTerminal());
    CHECK(tie->round() == 1);
    CHECK(tie->outcome().winners == std::vector<int>{0, 1});
    CHECK(tie->outcome().reason == "after 1 round, Anna and Ben share the lead on square 0");
    CHECK(tie->returnFor(0) == doctest::Approx(0.5));

    auto lead = newState(setup);
    play(*lead, {"2+1", "1+1"});
    REQUIRE(lead->isTerminal());
    CHECK(lead->outcome().winners == std::vector<int>{0});
    CHECK(lead->outcome().reason == "after 1 round, Anna leads on square 3");
}

TEST_CASE("every pawn trapped for good: a draw with the reason in the log") {
    auto s = newState(setupFor("ganzenbord", 2, 0));
    play(*s, {"1+2", "1+2", "6+6", "6+6", "5+5", "5+5", "3+3"});  // Anna into the well
    CHECK(gooseOf(s).engine().wait(0) == Engine::kUntilReleased);
    play(*s, {"6+6", "1+5"});  // Ben 37, 43
    CHECK_FALSE(s->isTerminal());
    play(*s, {"4+5"});  // Ben into the prison
    REQUIRE(s->isTerminal());
    CHECK(s->outcome().isDraw());
    CHECK(s->outcome().reason == "every pawn is trapped and none can be freed: a draw");
    CHECK(lastEvents(*s) == "Every pawn is trapped and none can be freed: the game is a draw\n");
    CHECK(s->round() == 5);
}

TEST_CASE("the house-rules example of the README loads and plays") {
    const std::string file = kDataDir + "/examples/house_rules.toml";
    auto game = gooseGame();
    auto info = game->findVariant(file);
    REQUIRE_OK(info);
    CHECK(info->id == "house");
    Setup setup = setupFor(file, 3);
    auto s = newState(setup);
    // Two dice for the start, then the house rules: the Inn costs 3 turns, a pawn that
    // overshoots stays, the well holds for at most 2 turns, 40 rounds at most.
    play(*s, {"6+6", "1+1", "1+2"});
    CHECK(s->actingPlayer() == 0);
    play(*s, {"4+5"});  // no first-throw rule here: an ordinary 9
    CHECK(gooseOf(s).engine().position(0) == 9);
    play(*s, {"6+6"});  // Ben: 12, the inn
    CHECK(gooseOf(s).status(1) == "misses 3 turns");
    const auto& rules = gooseOf(s).engine().rules();
    CHECK(rules.overshoot == OvershootRule::Stay);
    CHECK(rules.maxRounds == 40);
    Rng rng(5);
    for (int g = 0; g < 200; ++g) {
        auto t = newState(setup);
        int plies = 0;
        while (!t->isTerminal() && ++plies < 10000)
            t->applyUnchecked(sample(*t, rng));
        CHECK(t->isTerminal());
    }
    plateau::testing::checkConformance(*game, setup, {.games = 5});
}
