// SDK 0.3, plugin ABI 3.3: a game may play a run of throws itself (State::playChances);
// the conformance checks compare its run with the host's own loop from the same streams.
#include <doctest/doctest.h>

#include <algorithm>

#include <plateau/sdk/conformance.hpp>

#include "climb_game.hpp"

using namespace plateau;
using climb::ClimbGame;

namespace {

int findings(const conformance::Report& report, const std::string& check) {
    return static_cast<int>(std::count_if(report.findings.begin(), report.findings.end(),
                                          [&](const auto& f) { return f.check == check; }));
}

}  // namespace

TEST_CASE("a game's run of throws that draws as the host does passes every check") {
    const auto report = conformance::checkGame(*makeGame<ClimbGame<false>>(), {});
    CHECK(report.findings.empty());
    REQUIRE(report.setups.size() == 1);
    CHECK(report.setups[0].finished > 0);
}

TEST_CASE("a game's run of throws that draws otherwise fails the chance-run check") {
    const auto game = makeGame<ClimbGame<true>>();
    CHECK(findings(conformance::checkGame(*game, {}), "chance-run") > 0);
    // A plugin built before ABI 3.3 is not asked: its table has no such entry.
    conformance::Options older;
    older.abiMinor = 2;
    CHECK(findings(conformance::checkGame(*game, older), "chance-run") == 0);
}
