// Games per second of the Goose rules engine: random 4-player games of a variant, on one
// thread, the dice drawn from a seeded generator. Prints figures; it is not a test.
//
//   goose_bench [games] [variant] [players]

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>

#include <plateau/sdk/random.hpp>

#include "goose/engine.hpp"
#include "goose/variant.hpp"

int main(int argc, char** argv) {
    const long games = argc > 1 ? std::atol(argv[1]) : 2'000'000;
    const std::string id = argc > 2 ? argv[2] : "ganzenbord";
    const int players = argc > 3 ? std::atoi(argv[3]) : 4;
    auto variant = goose::readVariant(PLATEAU_SOURCE_DIR "/games/goose/variants/" + id + ".toml");
    if (!variant) {
        std::fprintf(stderr, "%s\n", variant.error().toString().c_str());
        return 1;
    }
    plateau::OptionValues options;
    if (auto ok = options.resolve(variant->info.options); !ok) return 1;
    const goose::Rules rules = variant->rules(options);

    plateau::Rng rng(42);
    long throws = 0, wins = 0, draws = 0;
    // CPU time as well as wall time: on a busy machine the thread's own time is the figure.
    const std::clock_t cpuStart = std::clock();
    const auto start = std::chrono::steady_clock::now();
    for (long g = 0; g < games; ++g) {
        const int first = rules.start == goose::StartRule::Draw
                              ? static_cast<int>(rng.below(static_cast<std::uint32_t>(players)))
                              : -1;
        goose::Engine engine(rules, players, first);
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
            ++throws;
        }
        if (engine.endReason() == goose::EndReason::Deadlock)
            ++draws;
        else
            ++wins;
    }
    const double wall =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const double seconds = static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::printf("variant %s, %d players, %ld games in %.3f s of CPU (%.3f s wall)\n", id.c_str(),
                players, games, seconds, wall);
    std::printf("%.0f games/s, %.1f throws per game, %.1f ns per throw\n", games / seconds,
                static_cast<double>(throws) / games, seconds * 1e9 / static_cast<double>(throws));
    std::printf("%ld won, %ld drawn (every pawn trapped)\n", wins, draws);
    return 0;
}
