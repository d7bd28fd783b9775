// Strength, not legality: short matches behind the `soak` label (ctest -L soak). The
// figures of the report come from `plateau arena` at 1 s per move.
#include <doctest/doctest.h>

#include "support.hpp"

#include <plateau/sdk/bot.hpp>

#include "quoridor/quoridor_game.hpp"

using namespace plateau;

namespace {

struct Tally {
    double first = 0;  // points of the first bot: 1 a win, 0.5 a draw
    int games = 0;
};

// Seats alternate from game to game; the first seat starts.
Tally match(const Game& game, const std::string& a, const std::string& b, int players, int games,
            std::chrono::milliseconds perMove) {
    Tally tally;
    Rng seeds(2024);
    for (int g = 0; g < games; ++g) {
        Setup setup;
        setup.players.resize(static_cast<std::size_t>(players));
        setup.firstPlayer = 0;
        setup.options.set("max_plies", std::int64_t{400});
        auto state = game.newState(setup);
        REQUIRE_OK(state);
        std::vector<BotPtr> bots;
        std::vector<bool> isA;
        for (int s = 0; s < players; ++s) {
            isA.push_back((s + g) % 2 == 0);
            auto bot = makeBot(game, isA.back() ? a : b);
            REQUIRE_OK(bot);
            (*bot)->setBudget({.time = perMove});
            bots.push_back(std::move(*bot));
        }
        Rng rng(seeds.next());
        State& s = **state;
        while (!s.isTerminal()) {
            const Move m =
                s.isChance()
                    ? sampleChance(s, rng)
                    : bots[static_cast<std::size_t>(s.currentPlayer())]->chooseMove(s, rng);
            REQUIRE_OK(s.apply(m));
        }
        const Outcome o = s.outcome();
        if (o.isDraw()) tally.first += 0.5;
        for (int w : o.winners)
            if (isA[static_cast<std::size_t>(w)])
                tally.first += 1.0 / static_cast<double>(o.winners.size());
        ++tally.games;
        MESSAGE(a, " vs ", b, ": game ", g + 1, ", ", o.reason);
    }
    return tally;
}

std::shared_ptr<const quoridor::QuoridorGame> quoridorGame() {
    auto g = quoridor::QuoridorGame::load(PLATEAU_SOURCE_DIR "/games/quoridor");
    REQUIRE_OK(g);
    return *g;
}

}  // namespace

TEST_CASE("soak: the Quoridor bot beats random play every time") {
    auto game = quoridorGame();
    const Tally t =
        match(*game, "bot:quoridor:hard", "bot:random", 2, 20, std::chrono::milliseconds(50));
    CHECK(t.first == t.games);
}

TEST_CASE("soak: the Quoridor bot beats the generic MCTS, two and four players") {
    auto game = quoridorGame();
    const Tally two =
        match(*game, "bot:quoridor:hard", "bot:mcts:hard", 2, 6, std::chrono::milliseconds(300));
    CHECK(two.first >= 5);
    // Two seats each: an even match would give 3 of 6.
    const Tally four =
        match(*game, "bot:quoridor:hard", "bot:mcts:hard", 4, 6, std::chrono::milliseconds(200));
    CHECK(four.first >= 5);
}

TEST_CASE("soak: harder levels of the Quoridor bot beat easier ones") {
    auto game = quoridorGame();
    const Tally t = match(*game, "bot:quoridor:hard", "bot:quoridor:easy", 2, 6,
                          std::chrono::milliseconds(200));
    CHECK(t.first >= 4);
}
