// Quoridor's own bot: it wins when it can, blocks when it must, and repeats itself.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <string>

#include <doctest/doctest.h>

#include "quoridor_positions.hpp"
#include "support.hpp"

#include <plateau/host/mcts_bot.hpp>
#include <plateau/sdk/bot.hpp>

#include "bot/quoridor_bot.hpp"
#include "quoridor/quoridor_game.hpp"

using namespace plateau;
using quoridor::QuoridorState;
using namespace quoridor_positions;

namespace {

quoridor::QuoridorBot hardBot(long nodes = 0) {
    auto options = quoridor::QuoridorBot::optionsFor(BotLevel::Hard);
    if (nodes > 0) options.budget = {.iterations = nodes};
    return quoridor::QuoridorBot(options);
}

// The second player walks e9–e2 while the first shuffles on row 1.
const auto kOneStepFromGoal = {"d1", "e8", "c1", "e7", "d1", "e6", "c1",
                               "e5", "d1", "e4", "c1", "e3", "d1", "e2"};

}  // namespace

TEST_CASE("the Quoridor bot walls in an opponent one step from winning") {
    auto game = quoridorGame();
    auto state = newGame(*game, 2, kOneStepFromGoal);
    REQUIRE(boardOf(*state).distance(1) == 1);
    for (long nodes : {2000L, 50000L}) {
        CAPTURE(nodes);
        auto bot = hardBot(nodes);
        Rng rng(1);
        const Move m = bot.chooseMove(*state, rng);
        INFO(state->moveToString(m), ": ", bot.lastSearchInfo());
        REQUIRE_OK(state->clone()->apply(m));
        REQUIRE(quoridor::isWallMove(m));
        auto after = state->clone();
        REQUIRE_OK(after->apply(m));
        CHECK(boardOf(*after).distance(1) >= 2);
    }
}

TEST_CASE("the Quoridor bot takes a win in one, two and four players") {
    auto game = quoridorGame();
    // The first player on e8 with the second out of the way.
    auto two = newGame(
        *game, 2,
        {"e2", "d9", "e3", "c9", "e4", "d9", "e5", "c9", "e6", "d9", "e7", "c9", "e8", "d9"});
    auto bot = hardBot();
    Rng rng(1);
    const Move win = bot.chooseMove(*two, rng);
    CHECK(two->moveToString(win) == "e9");

    // Four players: the first walks up column e while the others shuffle.
    auto four = newGame(*game, 4, {"e2", "b5", "d9", "h5", "e3", "a5", "c9", "i5", "e4", "b5",
                                   "d9", "h5", "e5", "a5", "c9", "i5", "e6", "b5", "d9", "h5",
                                   "e7", "a5", "c9", "i5", "e8", "b5", "d9", "h5"});
    REQUIRE(four->currentPlayer() == 0);
    const Move step = bot.chooseMove(*four, rng);
    INFO(bot.lastSearchInfo());
    CHECK(four->moveToString(step) == "e9");
}

TEST_CASE("the Quoridor bot is reproducible with a node budget") {
    auto game = quoridorGame();
    auto run = [&] {
        auto state = newGame(*game, 2, {});
        auto a = hardBot(3000), b = hardBot(3000);
        Rng rng(9);
        std::vector<Move> moves;
        for (int ply = 0; ply < 40 && !state->isTerminal(); ++ply) {
            auto& bot = state->currentPlayer() == 0 ? a : b;
            const Move m = bot.chooseMove(*state, rng);
            REQUIRE_OK(state->apply(m));
            moves.push_back(m);
        }
        return moves;
    };
    const auto first = run();
    CHECK(first.size() >= 10);
    CHECK(run() == first);
}

TEST_CASE("every level of the Quoridor bot plays legal moves to the end, 2 and 4 players") {
    auto game = quoridorGame();
    for (int players : {2, 4}) {
        for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
            CAPTURE(players);
            CAPTURE(botLevelName(level));
            auto state = newGame(*game, players, {});
            auto options = quoridor::QuoridorBot::optionsFor(level);
            options.budget = {.iterations = 1500};  // fast: this is about legality
            quoridor::QuoridorBot bot(options);
            MctsBot rival({.budget = {.iterations = 20}});
            Rng rng(static_cast<std::uint64_t>(players));
            int ply = 0;
            for (; ply < 400 && !state->isTerminal(); ++ply) {
                Bot& mover = state->currentPlayer() == 0 ? static_cast<Bot&>(bot) : rival;
                const Move m = mover.chooseMove(*state, rng);
                INFO(state->toText(Viewer::referee()), state->moveToString(m));
                REQUIRE_OK(state->apply(m));
            }
            CHECK(state->isTerminal());
            if (state->isTerminal()) CHECK(state->returnFor(0) == 1.0);
        }
    }
}

TEST_CASE("the Quoridor bot factory refuses other names") {
    auto game = quoridorGame();
    auto bot = quoridor::makeQuoridorBot(*game, "quoridor", "easy");
    REQUIRE_OK(bot);
    CHECK((*bot)->name() == "quoridor");
    auto unknown = quoridor::makeQuoridorBot(*game, "deep-blue", "hard");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().reason.find("quoridor") != std::string::npos);
    CHECK_FALSE(quoridor::makeQuoridorBot(*game, "quoridor", "impossible").ok());
}

TEST_CASE("makeBot finds Quoridor's own bot through the game's hook") {
    auto game = quoridorGame();
    auto bot = makeBot(*game, "bot:quoridor:hard");
    REQUIRE_OK(bot);
    CHECK((*bot)->name() == "quoridor");
    const auto controllers = botControllers(*game);
    CHECK(std::find(controllers.begin(), controllers.end(), std::string("bot:quoridor:easy")) !=
          controllers.end());
    auto unknown = makeBot(*game, "bot:stockfish");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().reason.find("known: random, mcts, quoridor") != std::string::npos);
}

TEST_CASE("a stop flag makes the Quoridor bot answer at once, with a legal move") {
    auto game = quoridorGame();
    auto state = newGame(*game, 4, {"e2", "b5", "e8"});
    auto bot = quoridor::QuoridorBot(quoridor::QuoridorBot::optionsFor(BotLevel::Hard));
    bot.setBudget({.time = std::chrono::seconds(60)});
    std::atomic<bool> stop{true};
    bot.setStopFlag(&stop);
    Rng rng(1);
    const auto start = std::chrono::steady_clock::now();
    const Move m = bot.chooseMove(*state, rng);
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(1));
    CHECK_OK(state->apply(m));
}

namespace {

StatePtr newGameWith(const Game& game, int players, int walls,
                     std::initializer_list<const char*> moves) {
    Setup setup;
    setup.players.resize(static_cast<std::size_t>(players));
    setup.firstPlayer = 0;
    setup.options.set("walls_per_player", std::int64_t{walls});
    auto state = game.newState(setup);
    REQUIRE_OK(state);
    for (const char* m : moves)
        REQUIRE_OK((*state)->apply(m));
    return std::move(*state);
}

quoridor::SearchResult searchAt(const State& state, quoridor::SearchOptions options,
                                std::uint64_t seed = 1) {
    quoridor::Searcher searcher;
    Rng rng(seed);
    return searcher.search(boardOf(state), options, rng);
}

quoridor::SearchOptions fixedDepth(int depth) {
    auto options = quoridor::QuoridorBot::optionsFor(BotLevel::Hard);
    options.budget = {};
    options.maxDepth = depth;
    return options;
}

}  // namespace

TEST_CASE("with no walls left the Quoridor bot proves the race it wins") {
    auto game = quoridorGame();
    // One wall each, spent at once out of the way; then the first walks to e6 (three
    // steps to go) while the second shuffles on row 9.
    auto state = newGameWith(
        *game, 2, 1, {"a8h", "h1h", "e2", "d9", "e3", "c9", "e4", "d9", "e5", "c9", "e6", "d9"});
    REQUIRE(boardOf(*state).wallsLeft(0) == 0);
    REQUIRE(boardOf(*state).wallsLeft(1) == 0);
    const auto r = searchAt(*state, fixedDepth(6));
    INFO("score ", r.score, ", depth ", r.depth);
    CHECK(state->moveToString(r.move) == "e7");
    CHECK(r.score > 990'000);  // a forced win, seen to the end
}

TEST_CASE("a forced win stops the Quoridor search only when no wall is left in any hand") {
    auto game = quoridorGame();
    auto options = fixedDepth(64);
    options.budget.iterations = 200'000;
    // No walls left: the race of the test above, proven, and nothing was left out.
    auto race = newGameWith(
        *game, 2, 1, {"a8h", "h1h", "e2", "d9", "e3", "c9", "e4", "d9", "e5", "c9", "e6", "d9"});
    const auto proven = searchAt(*race, options);
    CHECK(std::string(proven.stop) == "proven win");
    CHECK(proven.nodes < options.budget.iterations);
    // Ten walls each and a win in one: the proof rests on the candidates, so the search
    // goes on to its budget, and still plays the win.
    auto walls = newGameWith(
        *game, 2, 10,
        {"e2", "d9", "e3", "c9", "e4", "d9", "e5", "c9", "e6", "d9", "e7", "c9", "e8", "d9"});
    REQUIRE(boardOf(*walls).wallsLeft(1) == 10);
    const auto searched = searchAt(*walls, options);
    CHECK(searched.score > 990'000);
    CHECK(std::string(searched.stop) != "proven win");
    CHECK(walls->moveToString(searched.move) == "e9");
}

TEST_CASE("the Quoridor bot turns a race it would lose with its last wall") {
    auto game = quoridorGame();
    // One wall each; the second spends its own at once and walks to a6 along the edge
    // (five steps to row 1), the first dawdles on e3 (six to row 9) and is to move:
    // walking loses by a step, a wall in front of a6 makes the detour two steps longer.
    auto state = newGameWith(*game, 2, 1,
                             {"e2", "h1h", "e3", "d9", "d3", "c9", "e3", "b9", "d3", "a9", "e3",
                              "a8", "d3", "a7", "e3", "a6"});
    REQUIRE(boardOf(*state).distance(0) == 6);
    REQUIRE(boardOf(*state).distance(1) == 5);
    REQUIRE(boardOf(*state).wallsLeft(1) == 0);
    for (int depth : {2, 4}) {
        CAPTURE(depth);
        const auto r = searchAt(*state, fixedDepth(depth));
        INFO(state->moveToString(r.move), ", score ", r.score);
        REQUIRE(quoridor::isWallMove(r.move));
        auto after = state->clone();
        REQUIRE_OK(after->apply(r.move));
        // The second moves next: it loses the race when it is now farther than the first.
        CHECK(boardOf(*after).distance(1) > boardOf(*after).distance(0));
        CHECK(r.score > 0);
    }
}

TEST_CASE("no level of the Quoridor bot plays a wall that lengthens its own path more") {
    auto game = quoridorGame();
    for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
        CAPTURE(botLevelName(level));
        auto options = quoridor::QuoridorBot::optionsFor(level);
        options.budget = {.iterations = 4000};
        auto rivalOptions = quoridor::QuoridorBot::optionsFor(BotLevel::Hard);
        rivalOptions.budget = {.iterations = 2000};
        quoridor::QuoridorBot bot(options), rival(rivalOptions);
        int walls = 0;
        for (std::uint64_t seed : {1u, 2u}) {
            auto state = newGame(*game, 2, {});
            Rng rng(seed);
            for (int ply = 0; ply < 300 && !state->isTerminal(); ++ply) {
                const int mover = state->currentPlayer();
                auto& who = mover == static_cast<int>(seed % 2) ? bot : rival;
                const Move m = who.chooseMove(*state, rng);
                const auto& before = boardOf(*state);
                const int mine = before.distance(mover), theirs = before.distance(1 - mover);
                REQUIRE_OK(state->apply(m));
                if (&who != &bot || !quoridor::isWallMove(m)) continue;
                ++walls;
                const auto& after = boardOf(*state);
                const int cost = after.distance(mover) - mine;
                const int gain = after.distance(1 - mover) - theirs;
                INFO(state->moveToString(m), " costs ", cost, ", gains ", gain);
                CHECK(cost <= gain);
                // Easy and medium wall only when it hurts (no wall dumping).
                if (level != BotLevel::Hard) CHECK(gain >= options.minWallGain);
            }
        }
        // Easy walls rarely (only walls worth two steps); the others do.
        if (level != BotLevel::Easy) CHECK(walls > 0);
    }
}

TEST_CASE("the Quoridor bot varies with the seed and repeats itself for one seed") {
    auto game = quoridorGame();
    const auto play = [&](std::uint64_t seed) {
        auto state = newGame(*game, 2, {});
        auto options = quoridor::QuoridorBot::optionsFor(BotLevel::Hard);
        options.budget = {.iterations = 3000};
        quoridor::QuoridorBot a(options), b(options);
        Rng rng(seed);
        std::string record;
        for (int ply = 0; ply < 16 && !state->isTerminal(); ++ply) {
            auto& bot = state->currentPlayer() == 0 ? a : b;
            const Move m = bot.chooseMove(*state, rng);
            record += state->moveToString(m) + " ";
            REQUIRE_OK(state->apply(m));
        }
        return record;
    };
    std::vector<std::string> games;
    for (std::uint64_t seed = 1; seed <= 4; ++seed)
        games.push_back(play(seed));
    CHECK(play(3) == games[2]);
    std::sort(games.begin(), games.end());
    CHECK(std::unique(games.begin(), games.end()) - games.begin() >= 2);
}

TEST_CASE("a fixed depth makes the Quoridor search reproducible, node for node") {
    auto game = quoridorGame();
    auto state = newGame(*game, 2, {"e2", "e8", "e3", "e7"});
    const auto first = searchAt(*state, fixedDepth(3));
    const auto again = searchAt(*state, fixedDepth(3));
    CHECK(first.depth == 3);
    CHECK(first.nodes == again.nodes);
    CHECK(first.move == again.move);
    CHECK(first.score == again.score);
}

TEST_CASE("the tuning knobs of the Quoridor search do what they say, at a fixed depth") {
    auto game = quoridorGame();
    SUBCASE("quiet walls near the root only: a smaller tree, the same kind of answer") {
        auto state = newGame(*game, 2, {"e2", "e8", "e3", "e7", "e4", "e6"});
        auto wide = fixedDepth(6), narrow = fixedDepth(6);
        wide.quietPlies = 0;
        narrow.quietPlies = 2;
        const auto full = searchAt(*state, wide);
        const auto cut = searchAt(*state, narrow);
        INFO("nodes ", full.nodes, " and ", cut.nodes);
        CHECK(cut.depth == 6);
        CHECK(cut.nodes < full.nodes);
        REQUIRE_OK(state->clone()->apply(cut.move));
    }
    SUBCASE("the critical extension searches past the horizon near a goal, and still blocks") {
        auto state = newGame(*game, 2, kOneStepFromGoal);
        auto extended = fixedDepth(2);
        extended.criticalExtend = 5;
        const auto plain = searchAt(*state, fixedDepth(2));
        const auto deeper = searchAt(*state, extended);
        INFO("nodes ", plain.nodes, " and ", deeper.nodes);
        CHECK(deeper.nodes > plain.nodes);
        REQUIRE(quoridor::isWallMove(deeper.move));
        auto after = state->clone();
        REQUIRE_OK(after->apply(deeper.move));
        CHECK(boardOf(*after).distance(1) >= 2);
    }
}

TEST_CASE("Board keeps its Zobrist hash through moves and take-backs, 2 and 4 players") {
    for (const int players : {2, 4}) {
        CAPTURE(players);
        quoridor::Board board(9, players, quoridor::Board::defaultWallsPerPlayer(9, players));
        const std::uint64_t start = board.hash();
        CHECK(start == board.computeHash());
        Rng rng(7);
        std::vector<std::pair<Move, quoridor::Undo>> played;
        // Equal hashes only for equal positions (pawns, walls, walls in hand, side to move).
        const auto fingerprint = [&] {
            std::string f = std::to_string(board.sideToMove());
            for (int p = 0; p < players; ++p)
                f += "," + std::to_string(board.pawn(p)) + "/" + std::to_string(board.wallsLeft(p));
            quoridor::forEachBit(board.horizontalWalls(),
                                 [&](int w) { f += ",h" + std::to_string(w); });
            quoridor::forEachBit(board.verticalWalls(),
                                 [&](int w) { f += ",v" + std::to_string(w); });
            return f;
        };
        std::map<std::uint64_t, std::string> seen{{start, fingerprint()}};
        while (!board.isOver() && played.size() < 120) {
            const Move m = board.randomMove(rng);
            played.emplace_back(m, board.makeMove(m));
            REQUIRE(board.hash() == board.computeHash());
            const auto [at, added] = seen.emplace(board.hash(), fingerprint());
            CHECK(at->second == fingerprint());
        }
        CHECK(seen.size() > 20);
        while (!played.empty()) {
            board.unmakeMove(played.back().first, played.back().second);
            played.pop_back();
            REQUIRE(board.hash() == board.computeHash());
        }
        CHECK(board.hash() == start);
    }
}

TEST_CASE("two move orders to one Quoridor position give one hash, another side to move another") {
    quoridor::Board a, b;
    for (const Move m :
         {quoridor::pawnMove(13), quoridor::wallMove(60, quoridor::Orientation::Horizontal),
          quoridor::wallMove(10, quoridor::Orientation::Vertical)})
        a.makeMove(m);
    for (const Move m :
         {quoridor::wallMove(10, quoridor::Orientation::Vertical),
          quoridor::wallMove(60, quoridor::Orientation::Horizontal), quoridor::pawnMove(13)})
        b.makeMove(m);
    CHECK(a.hash() == b.hash());
    quoridor::Board c;
    c.makeMove(quoridor::pawnMove(13));
    c.makeMove(quoridor::pawnMove(67));
    c.makeMove(quoridor::pawnMove(4));
    c.makeMove(quoridor::pawnMove(76));
    // Pawns back where they started, side to move the same: the start's hash again.
    CHECK(c.hash() == quoridor::Board().hash());
    c.makeMove(quoridor::pawnMove(13));
    quoridor::Board d;
    d.makeMove(quoridor::pawnMove(13));
    CHECK(c.hash() == d.hash());
    CHECK(c.hash() != a.hash());
}

TEST_CASE("no level of the Quoridor bot steps back and forth without a reason, 2 and 4 players") {
    // A step back onto the square the pawn just left is a reason-less shuffle unless that
    // square is nearer the goal (walls moved the shortest path). Every seat is the bot;
    // with a penalty of 0.6 step instead, 4-player games of every level had 1 to 3 in 60.
    auto game = quoridorGame();
    for (int players : {2, 4}) {
        for (BotLevel level : {BotLevel::Easy, BotLevel::Medium, BotLevel::Hard}) {
            for (std::uint64_t seed : {1u, 2u, 3u}) {
                CAPTURE(players);
                CAPTURE(botLevelName(level));
                CAPTURE(seed);
                auto state = newGame(*game, players, {});
                auto options = quoridor::QuoridorBot::optionsFor(level);
                options.budget = {.iterations = 3000};
                std::vector<std::unique_ptr<quoridor::QuoridorBot>> bots;
                for (int p = 0; p < players; ++p)
                    bots.push_back(std::make_unique<quoridor::QuoridorBot>(options));
                std::vector<std::vector<int>> squares(static_cast<std::size_t>(players));
                Rng rng(seed);
                int shuffles = 0;
                std::string where;  // the shuffles, for the failure message
                for (int ply = 0; ply < 60 && !state->isTerminal(); ++ply) {
                    const auto p = static_cast<std::size_t>(state->currentPlayer());
                    const quoridor::Board& before = boardOf(*state);
                    const int from = before.pawn(static_cast<int>(p));
                    std::array<std::uint8_t, quoridor::kMaxSquares> toGoal{};
                    before.distancesToGoal(static_cast<int>(p), toGoal);
                    const Move m = bots[p]->chooseMove(*state, rng);
                    auto& trail = squares[p];
                    if (quoridor::isPawnMove(m)) {
                        const int to = quoridor::squareOf(m);
                        if (!trail.empty() && trail.back() == to && toGoal[to] >= toGoal[from]) {
                            where += state->toText(Viewer::referee()) + " then " +
                                     state->moveToString(m) + "\n";
                            ++shuffles;
                        }
                        trail.push_back(from);
                    }
                    REQUIRE_OK(state->apply(m));
                }
                // One step back may be the best left to a pawn walled in with rivals' walls
                // about (four players); back and forth again is not.
                INFO(where);
                CHECK(shuffles <= 1);
            }
        }
    }
}
