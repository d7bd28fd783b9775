// Today's generic MCTS against the one before issue 15 (kept here, not for users), in full
// Quoridor games: colours alternate game by game, every move is checked by the rules, the
// openings vary with the seed. Prints the score with a 95 % Wilson interval.
//
//   mcts_match [games] [ms per move, 0: each bot's own hard budget] [seed] [variant] [size]

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include <plateau/host/mcts_bot.hpp>

#include "bots/legacy_mcts.hpp"
#include "quoridor/quoridor_game.hpp"

using namespace plateau;

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 20;
    const long ms = argc > 2 ? std::atol(argv[2]) : 200;
    const std::uint64_t seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1;
    const int size = argc > 4 ? std::atoi(argv[4]) : 9;
    auto game = quoridor::QuoridorGame::load(PLATEAU_SOURCE_DIR "/games/quoridor");
    if (!game) return std::fprintf(stderr, "cannot load Quoridor\n"), 1;

    double score = 0;  // of today's bot
    int wins = 0, losses = 0, draws = 0;
    Rng seeds(seed);
    for (int g = 0; g < games; ++g) {
        // Today's bot is the first player in even games, the second in odd ones.
        const int mine = g % 2;
        Setup setup;
        setup.variant = "standard";
        setup.firstPlayer = 0;
        setup.options.set("board_size", std::int64_t{size});
        setup.options.set("max_plies", std::int64_t{400});
        setup.players = {{"A"}, {"B"}};
        auto made = (*game)->newState(setup);
        if (!made) return std::fprintf(stderr, "%s\n", made.error().toString().c_str()), 1;
        State& state = **made;
        state.setLogging(false);
        std::unique_ptr<Bot> bots[2];
        MctsOptions now = MctsBot::optionsFor(BotLevel::Hard);
        legacy::MctsOptions before;
        before.budget = {.iterations = 20000, .time = std::chrono::seconds(10)};  // its hard
        if (ms > 0) {
            now.budget = {.time = std::chrono::milliseconds(ms)};
            before.budget = {.time = std::chrono::milliseconds(ms)};
        }
        bots[mine] = std::make_unique<MctsBot>(now);
        bots[1 - mine] = std::make_unique<legacy::MctsBot>(before);
        Rng rng(seeds.next());
        while (!state.isTerminal()) {
            const Move m = bots[state.currentPlayer()]->chooseMove(state, rng);
            if (auto ok = state.apply(m); !ok) {
                std::fprintf(stderr, "game %d: illegal move: %s\n", g + 1, ok.error().reason.c_str());
                return 1;
            }
        }
        const std::uint32_t w = state.winnerMask();
        if (w == 0) {
            ++draws;
            score += 0.5;
        } else if (w == 1u << mine) {
            ++wins;
            score += 1;
        } else {
            ++losses;
        }
        std::printf("game %2d: today's MCTS as player %d: %s after %zu moves\n", g + 1, mine + 1,
                    w == 0 ? "draw" : w == 1u << mine ? "win" : "loss", state.history().size());
        std::fflush(stdout);
    }
    // Wilson's interval for the score share, 95 %.
    const double n = games, p = score / n, z = 1.96;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    std::printf("today's MCTS vs the old one (%s), %dx%d: %d wins, %d draws, %d losses of %d: "
                "score %.1f%% [%.1f%%, %.1f%%]\n",
                ms > 0 ? (std::to_string(ms) + " ms per move each").c_str() : "each its hard budget",
                size, size, wins, draws, losses, games, 100 * p, 100 * (centre - half),
                100 * (centre + half));
    return 0;
}
