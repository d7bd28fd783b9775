// simulate's figures in constant memory: exact counts, so exact medians and percentiles,
// and the same figures for any split of the games over threads.

#include <algorithm>
#include <cmath>
#include <vector>

#include <doctest/doctest.h>
#include <plateau/sdk/random.hpp>

#include "cli/histogram.hpp"
#include "cli/simulation_tally.hpp"

using namespace plateau;
using namespace plateau::cli;

namespace {

// Nearest rank over the sorted values, the definition the histogram must meet.
double nearestRank(std::vector<std::uint64_t> v, double p) {
    std::sort(v.begin(), v.end());
    auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(v.size())));
    rank = std::clamp<std::size_t>(rank, 1, v.size());
    return static_cast<double>(v[rank - 1]);
}

}  // namespace

TEST_CASE("the histogram's median and percentiles are those of the values") {
    Histogram h;
    std::vector<std::uint64_t> values{7, 3, 3, 9, 120000, 5, 70000, 3};
    for (auto v : values)
        h.add(v);
    CHECK(h.count() == 8);
    CHECK(h.min() == 3);
    CHECK(h.max() == 120000);
    CHECK(h.median() == doctest::Approx((5.0 + 7.0) / 2));
    CHECK(h.percentile(0.95) == 120000);
    CHECK(h.percentile(0.5) == 5);
    CHECK(h.mean() == doctest::Approx((7 + 3 + 3 + 9 + 120000 + 5 + 70000 + 3) / 8.0));
    h.add(4);  // odd count: the middle value
    CHECK(h.median() == 5);

    Rng rng(3);
    Histogram big;
    std::vector<std::uint64_t> all;
    for (int i = 0; i < 5000; ++i) {
        const std::uint64_t v = rng.below(100) + (rng.below(50) == 0 ? 70000 : 0);
        big.add(v);
        all.push_back(v);
    }
    for (double p : {0.01, 0.25, 0.5, 0.9, 0.95, 0.999, 1.0})
        CHECK(static_cast<double>(big.percentile(p)) == nearestRank(all, p));
    CHECK(Histogram().summary().max == 0);
}

TEST_CASE("tallies merged from any split of the games give the same figures") {
    auto play = [](SimulationTally& t, std::uint64_t g) {
        Rng rng(g);
        const std::uint64_t moves = 10 + rng.below(90);
        const std::uint32_t winners = g % 7 == 0 ? 0u : g % 5 == 0 ? 0b011u : 1u << (g % 3);
        if (g % 11 == 0)
            t.addUnfinished(g, g * 3, moves, moves / 2, moves / 4);
        else
            t.addFinished(g, g * 3, moves, moves / 2, moves / 4, winners,
                          g % 14 ? "trapped" : "rule");
        t.addTurns(moves / 3);  // a game of turns of several moves
    };
    SimulationTally whole(3), a(3), b(3), c(3);
    for (std::uint64_t g = 0; g < 300; ++g) {
        play(whole, g);
        play(g % 3 == 0 ? a : g < 150 ? b : c, g);
    }
    SimulationTally merged(3);
    merged.merge(c);
    merged.merge(a);
    merged.merge(b);
    CHECK(merged.games() == 300);
    CHECK(merged.unfinished() == whole.unfinished());
    CHECK(merged.drawn() == whole.drawn());
    CHECK(merged.drawReasons() == whole.drawReasons());
    double shares = 0;
    for (int s = 0; s < 3; ++s) {
        CHECK(merged.winShare(s) == whole.winShare(s));  // bit for bit
        shares += merged.winShare(s);
    }
    CHECK(shares + static_cast<double>(merged.drawn() + merged.unfinished()) / 300 ==
          doctest::Approx(1.0));
    CHECK(merged.moves().median() == whole.moves().median());
    // `simulate` prints turns per game for a game whose turns have several moves.
    CHECK(merged.turns().count() == 300);
    CHECK(merged.turns().median() == whole.turns().median());
    CHECK(merged.turns().max() == whole.moves().max() / 3);
    CHECK(merged.longest().index == whole.longest().index);
    CHECK(merged.shortest().index == whole.shortest().index);
    CHECK(merged.longest().moves == whole.moves().max());
}
