#include "conformance/conformance.hpp"

#include <doctest/doctest.h>

#include <plateau/sdk/conformance.hpp>

namespace plateau::testing {

void checkConformance(const Game& game, const Setup& setup, const ConformanceOptions& options) {
    conformance::Options o;
    o.games = options.games;
    o.maxPlies = options.maxPlies;
    o.perftDepth = options.perftDepth;
    o.seed = options.seed;
    conformance::Report report;
    report.game = game.id();
    conformance::checkSetup(game, setup, o, report);
    for (const auto& f : report.findings) FAIL_CHECK("[", f.check, "] ", f.message);
    REQUIRE_FALSE(report.setups.empty());
    CHECK(report.setups.front().playouts == options.games);
}

}  // namespace plateau::testing
