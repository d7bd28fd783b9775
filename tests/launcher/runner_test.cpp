// One runner: GameSession (the window, `play`) and GameRunner (`arena`, `simulate`) follow
// one rule for what acts next and one seed policy, so one seed gives one game in all; the
// session reads the clock it is given.

#include <chrono>
#include <set>
#include <thread>

#include <doctest/doctest.h>

#include "race/race_fixture.hpp"
#include "session/game_runner.hpp"
#include "session/game_session.hpp"
#include "session/seed_policy.hpp"
#include "shipped_games.hpp"
#include "support.hpp"

using namespace plateau;
using namespace plateau::session;

namespace {

// Three bots, iterations only (no clock): a search between two random players.
Setup botsSetup(std::uint64_t seed, int first) {
    Setup s;
    s.players.resize(3);
    s.players[0].controller = "bot:random";
    s.players[1].controller = "bot:mcts@200";
    s.players[2].controller = "bot:random";
    s.seed = seed;
    s.firstPlayer = first;
    return s;
}

std::string historyText(const State& state) {
    std::string out;
    for (Move m : state.history())
        out += state.moveToString(m) + " ";
    return out;
}

std::string sessionGame(const Setup& setup) {
    auto s = GameSession::start(raceGame(), setup, {});
    REQUIRE_OK(s);
    while ((*s)->next() != Next::Over)
        REQUIRE_OK((*s)->step());
    return historyText((*s)->state());
}

GameRunner makeRunner(const Setup& setup) {
    auto runner = GameRunner::create(raceGame(), setup, [setup] {
        return GameRunner::makeBots(*raceGame(), setup, "bot:random");
    });
    REQUIRE_OK(runner);
    return std::move(*runner);
}

std::string runnerGame(GameRunner& runner, std::uint64_t seed) {
    REQUIRE_OK(runner.begin(seed));
    while (!runner.over())
        runner.step();
    return historyText(runner.state());
}

}  // namespace

TEST_CASE("the runner plays the session's game for a seed, the first player drawn or given") {
    for (int first : {-1, 0, 2}) {
        CAPTURE(first);
        GameRunner runner = makeRunner(botsSetup(1, first));
        std::set<std::string> games;
        for (std::uint64_t seed : {31u, 32u, 33u, 31u}) {
            CAPTURE(seed);
            const std::string session = sessionGame(botsSetup(seed, first));
            CHECK(session.size() > 10);
            // The runner's state is reused from game to game: no trace of the last one.
            CHECK(runnerGame(runner, seed) == session);
            games.insert(session);
        }
        CHECK(games.size() == 3);  // another seed, another game
    }
}

TEST_CASE("the runner's advance() is its step(), saying what acted") {
    GameRunner a = makeRunner(botsSetup(5, -1));
    GameRunner b = makeRunner(botsSetup(5, -1));
    REQUIRE_OK(a.begin(8));
    REQUIRE_OK(b.begin(8));
    int throws = 0, decisions = 0;
    for (;;) {
        const Next before = a.next();
        const Next did = a.advance();
        CHECK(did == before);
        if (did == Next::Over) break;
        (did == Next::Throw ? throws : decisions)++;
        b.step();
    }
    CHECK(b.over());
    CHECK(throws > 0);
    CHECK(decisions > 0);
    CHECK(historyText(a.state()) == historyText(b.state()));
}

// Plays the runner's game to the end: runs of at most `run` throws in one call
// (playChances), then advance() for the bot to move; 0: advance() alone.
void playOut(GameRunner& runner, std::size_t run) {
    for (;;) {
        if (run > 0) CHECK(runner.playChances(run) <= run);
        if (runner.advance() == Next::Over) break;
    }
}

// simulate's loop: one runner, game after game, on a game of throws only; the throws one
// by one, by runs in the SDK's loop, and by runs in the game's own (Goose overrides it).
TEST_CASE("a runner reused from game to game plays each seed's Goose game, by runs or not") {
    const auto game = testing::gooseGame();
    Setup setup;
    setup.players.resize(3);
    for (auto& player : setup.players)
        player.controller = "bot:random";
    for (const auto& [run, gamePlays] :
         std::vector<std::pair<int, bool>>{{0, false}, {5, false}, {5, true}, {1000, true}}) {
        CAPTURE(run);
        CAPTURE(gamePlays);
        auto runner = GameRunner::create(game, setup, [game, setup] {
            return GameRunner::makeBots(*game, setup, "bot:random");
        });
        REQUIRE_OK(runner);
        runner->setGamePlaysChances(gamePlays);
        for (std::uint64_t seed = 40; seed < 52; ++seed) {
            CAPTURE(seed);
            REQUIRE_OK(runner->begin(seed));
            playOut(*runner, static_cast<std::size_t>(run));
            setup.seed = seed;
            auto session = GameSession::start(game, setup, {});
            REQUIRE_OK(session);
            while ((*session)->next() != Next::Over)
                REQUIRE_OK((*session)->step());
            CHECK(historyText(runner->state()) == historyText((*session)->state()));
        }
    }
}

// Throws and decisions mixed: a run stops where a bot is to move.
TEST_CASE("runs of throws stop at a decision: the runner still plays the session's game") {
    for (const bool gamePlays : {false, true}) {
        CAPTURE(gamePlays);
        GameRunner runner = makeRunner(botsSetup(1, -1));
        runner.setGamePlaysChances(gamePlays);
        for (std::uint64_t seed : {31u, 32u}) {
            CAPTURE(seed);
            REQUIRE_OK(runner.begin(seed));
            playOut(runner, 3);
            CHECK(historyText(runner.state()) == sessionGame(botsSetup(seed, -1)));
        }
    }
}

TEST_CASE("a game's run of throws is the SDK's loop: limit, end, seeds") {
    const auto game = testing::gooseGame();
    Setup setup;
    setup.players.resize(4);
    for (std::uint64_t seed : {3u, 4u}) {
        setup.seed = seed;
        auto made = game->newState(setup);
        REQUIRE_OK(made);
        StatePtr own = (*made)->clone(), sdk = (*made)->clone();
        const SeedStreams streams(seed);
        CHECK(own->playChances(streams, 0) == 0);
        CHECK(own->playChances(streams, 7) == 7);
        CHECK(sdk->State::playChances(streams, 7) == 7);
        CHECK(own->history() == sdk->history());
        // To the end: fewer than asked, and nothing more once it is over.
        const std::size_t rest = own->playChances(streams, 100000);
        CHECK(rest < 100000);
        CHECK(own->isTerminal());
        CHECK(own->playChances(streams, 5) == 0);
        CHECK(sdk->State::playChances(streams, 100000) == rest);
        CHECK(own->history() == sdk->history());
        CHECK(own->toText(Viewer::referee()) == sdk->toText(Viewer::referee()));
    }
}

TEST_CASE("a forfeit ends the runner's game: the others win") {
    GameRunner runner = makeRunner(botsSetup(5, 0));
    runner.step();
    runner.forfeit(1);
    CHECK(runner.over());
    CHECK(runner.outcome().winners == std::vector<int>{0, 2});
    CHECK(runner.winnerMask() == 0b101u);
}

TEST_CASE("the window's advance() plays the game step() plays, bots on their thread") {
    auto s = GameSession::start(raceGame(), botsSetup(44, -1), {});
    REQUIRE_OK(s);
    while ((*s)->next() != Next::Over) {
        if (!(*s)->advance()) std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    CHECK(historyText((*s)->state()) == sessionGame(botsSetup(44, -1)));
}

TEST_CASE("next(): a person's throw and decision wait for them; the session throws for bots") {
    Setup setup = botsSetup(3, 0);
    setup.players[0].controller = "human";
    auto s = GameSession::start(raceGame(), setup, {});
    REQUIRE_OK(s);
    GameSession& session = **s;
    while (session.next() != Next::Over && session.state().history().size() < 200) {
        const State& state = session.state();
        const int actor = session.actor();
        const Next next = session.next();
        if (state.isChance())
            CHECK(next == (actor == 0 ? Next::Person : Next::Throw));
        else
            CHECK(next == (state.currentPlayer() == 0 ? Next::Person : Next::Bot));
        CHECK(session.humanToAct() == (next == Next::Person));
        CHECK(session.sessionToAct() == (next == Next::Throw || next == Next::Bot));
        if (next == Next::Person) {
            if (state.isChance()) {
                REQUIRE_OK(session.throwDice(By::Human));
            } else {
                MoveList moves;
                state.legalMoves(moves);
                REQUIRE_OK(session.play(moves[0], By::Human));
            }
        } else {
            REQUIRE_OK(session.step());
        }
    }
    CHECK(session.next() == Next::Over);
    CHECK_FALSE(session.step().ok());
}

TEST_CASE("a run's game seeds: apart per index, and not the run's own seed") {
    std::set<std::uint64_t> seeds;
    for (std::uint64_t g = 0; g < 1000; ++g)
        seeds.insert(gameSeed(9, g));
    CHECK(seeds.size() == 1000);
    CHECK(seeds.count(9) == 0);
    CHECK(gameSeed(9, 0) != gameSeed(10, 0));
    CHECK(gameSeed(9, 5) == gameSeed(9, 5));
}

TEST_CASE("elapsed() reads the clock the session is given") {
    auto now = std::chrono::steady_clock::time_point{} + std::chrono::hours(5);
    SessionOptions options;
    options.clock = [&now] { return now; };
    auto s = GameSession::start(raceGame(), botsSetup(1, 0), options);
    REQUIRE_OK(s);
    CHECK((*s)->elapsed() == std::chrono::seconds(0));
    now += std::chrono::seconds(95);
    CHECK((*s)->elapsed() == std::chrono::seconds(95));
}

TEST_CASE("a bot's budget in iterations: '@N', no clock") {
    auto bot = makeBot(*raceGame(), "bot:mcts:hard@250");
    REQUIRE_OK(bot);
    CHECK((*bot)->budget().iterations == 250);
    CHECK((*bot)->budget().time.count() == 0);
    auto plain = makeBot(*raceGame(), "bot:mcts@7");
    REQUIRE_OK(plain);
    CHECK((*plain)->budget().iterations == 7);
    for (const char* bad :
         {"bot:mcts@", "bot:mcts@0", "bot:mcts@x", "bot:mcts@5s", "bot:mcts@-3"}) {
        CAPTURE(bad);
        CHECK_FALSE(makeBot(*raceGame(), bad).ok());
    }
}
