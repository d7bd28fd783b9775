// The generic interface's speed, before and after issue 15, side by side in one run:
//   1. MCTS iterations per second from the Quoridor start: the old bot (a clone per
//      iteration, plain UCT, one thread) against today's, on one tree and on two.
//   2. Goose games per second: the old generic loop of `plateau simulate` (a clone per
//      game, every throw drawn from the listed outcomes, the outcome's text), today's
//      (plateau::playRandomGame), the rules engine's own loop (as goose_bench), and
//      today's on every core.
// Prints figures; it is not a test.   generic_bench [ms per search] [goose games]

#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <plateau/sdk/chance.hpp>
#include <plateau/host/mcts_bot.hpp>
#include <plateau/host/random_game.hpp>

#include "bots/legacy_mcts.hpp"
#include "goose/engine.hpp"
#include "goose/goose_game.hpp"
#include "goose/goose_state.hpp"
#include "quoridor/quoridor_game.hpp"

using namespace plateau;

namespace {

struct Timer {
    std::clock_t cpu0 = std::clock();
    std::chrono::steady_clock::time_point wall0 = std::chrono::steady_clock::now();
    double cpu() const { return static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC; }
    double wall() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
    }
};

long iterationsIn(const std::string& info) {
    const auto at = info.find("iterations ");
    return at == std::string::npos ? 0 : std::atol(info.c_str() + at + 11);
}

template <class MakeBot>
void searchFigure(const char* label, const State& start, long ms, MakeBot makeBot) {
    auto bot = makeBot();
    bot->setBudget({.time = std::chrono::milliseconds(ms)});
    Rng rng(1);
    const Timer t;
    bot->chooseMove(start, rng);
    const double wall = t.wall(), cpu = t.cpu();
    const long n = iterationsIn(bot->lastSearchInfo());
    std::printf("  %-34s %9ld iterations in %5.2f s: %9.0f /s wall, %9.0f /s of CPU\n", label, n,
                wall, n / wall, n / cpu);
}

StatePtr make(const Game& game, Setup setup) {
    auto s = game.newState(std::move(setup));
    if (!s) {
        std::fprintf(stderr, "%s\n", s.error().toString().c_str());
        std::exit(1);
    }
    (*s)->setLogging(false);
    return std::move(*s);
}

}  // namespace

int main(int argc, char** argv) {
    const long ms = argc > 1 ? std::atol(argv[1]) : 3000;
    const long games = argc > 2 ? std::atol(argv[2]) : 300000;

    auto quoridor = quoridor::QuoridorGame::load(PLATEAU_SOURCE_DIR "/games/quoridor");
    auto goose = goose::GooseGame::load(PLATEAU_SOURCE_DIR "/games/goose");
    if (!quoridor || !goose) return std::fprintf(stderr, "cannot load the games\n"), 1;

    Setup qsetup;
    qsetup.variant = "standard";
    qsetup.firstPlayer = 0;
    qsetup.players = {{"A"}, {"B"}};
    const StatePtr qstart = make(**quoridor, qsetup);
    std::printf("MCTS from the Quoridor start, %ld ms per search (%u cores here)\n", ms,
                std::thread::hardware_concurrency());
    searchFigure("before: legacy MctsBot", *qstart, ms, [] {
        return std::make_unique<legacy::MctsBot>(legacy::MctsOptions{});
    });
    searchFigure("after: MctsBot, 1 tree", *qstart, ms, [] {
        MctsOptions o;
        o.trees = 1;
        return std::make_unique<MctsBot>(o);
    });
    searchFigure("after: MctsBot, 2 trees (2 threads)", *qstart, ms,
                 [] { return std::make_unique<MctsBot>(MctsOptions{}); });

    Setup gsetup;
    gsetup.variant = "ganzenbord";
    gsetup.players = {{"A"}, {"B"}, {"C"}, {"D"}};
    const StatePtr gstart = make(**goose, gsetup);
    std::printf("Goose (ganzenbord, 4 players), %ld random games\n", games);
    long check = 0;
    {
        // The loop of `plateau simulate` before issue 15.
        Rng seeds(42);
        const Timer t;
        ChanceList outcomes;
        for (long g = 0; g < games; ++g) {
            StatePtr one = gstart->clone();
            Rng rng(seeds.next());
            while (!one->isTerminal()) {
                one->chanceOutcomes(outcomes);
                one->applyUnchecked(sampleChance(outcomes, rng));
            }
            check += static_cast<long>(one->outcome().winners.size());
        }
        std::printf("  %-34s %9.0f games/s of CPU (%.2f s wall)\n", "before: clone, list, outcome",
                    games / t.cpu(), t.wall());
    }
    double generic = 0, native = 0;
    {
        Rng seeds(42);
        StatePtr scratch;
        const Timer t;
        for (long g = 0; g < games; ++g) {
            Rng rng(seeds.next());
            check += std::popcount(playRandomGame(*gstart, scratch, rng, 1'000'000).winners);
        }
        generic = games / t.cpu();
        std::printf("  %-34s %9.0f games/s of CPU (%.2f s wall)\n", "after: playRandomGame, 1 thread",
                    generic, t.wall());
    }
    {
        const auto& rules = dynamic_cast<const goose::GooseState&>(*gstart).engine().rules();
        Rng rng(42);
        const Timer t;
        for (long g = 0; g < games; ++g) {
            goose::Engine engine(rules, 4,
                                 rules.start == goose::StartRule::Draw ? static_cast<int>(rng.below(4)) : -1);
            engine.setRecording(false);
            while (!engine.over()) {
                const double miss = engine.missProbability();
                if (miss > 0 && rng.uniform() < miss) {
                    engine.missThrow();
                } else if (engine.diceCount() == 2) {
                    const std::uint32_t r = rng.below(36);
                    engine.throwDice(static_cast<int>(r / 6) + 1, static_cast<int>(r % 6) + 1);
                } else {
                    engine.throwDice(static_cast<int>(rng.below(6)) + 1, 0);
                }
            }
            check += engine.isWinner(0);
        }
        native = games / t.cpu();
        std::printf("  %-34s %9.0f games/s of CPU (%.2f s wall)\n", "native: goose::Engine loop",
                    native, t.wall());
    }
    {
        const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
        std::vector<std::thread> workers;
        const Timer t;
        for (unsigned w = 0; w < threads; ++w) {
            workers.emplace_back([&, w] {
                StatePtr scratch;
                for (long g = w; g < games; g += threads) {
                    Rng rng(static_cast<std::uint64_t>(g));
                    playRandomGame(*gstart, scratch, rng, 1'000'000);
                }
            });
        }
        for (auto& w : workers) w.join();
        std::printf("  %-34s %9.0f games/s wall on %u threads\n", "after: playRandomGame, all cores",
                    games / t.wall(), threads);
    }
    std::printf("  generic / native: %.2f (the target is at least 0.5)   [%ld]\n", generic / native,
                check % 10);
    return 0;
}
