// SDK 0.3, plugin ABI 3.3: a game may play a run of throws itself (State::playChances);
// the conformance checks compare its run with the host's own loop from the same streams,
// and a game's sampler with the outcomes it lists.
#include <doctest/doctest.h>

#include <algorithm>

#include <plateau/sdk/conformance.hpp>

#include "climb_game.hpp"

using namespace plateau;
using climb::ClimbGame;
using climb::Flaw;

namespace {

int findings(const conformance::Report& report, const std::string& check) {
    return static_cast<int>(std::count_if(report.findings.begin(), report.findings.end(),
                                          [&](const auto& f) { return f.check == check; }));
}

}  // namespace

TEST_CASE("a game's run of throws that draws as the host does passes every check") {
    const auto report = conformance::checkGame(*makeGame<ClimbGame<Flaw::None>>(), {});
    CHECK(report.findings.empty());
    REQUIRE(report.setups.size() == 1);
    CHECK(report.setups[0].finished > 0);
}

TEST_CASE("a game's run of throws that draws otherwise fails the chance-run check") {
    const auto game = makeGame<ClimbGame<Flaw::SkewedRun>>();
    CHECK(findings(conformance::checkGame(*game, {}), "chance-run") > 0);
    // A plugin built before ABI 3.3 is not asked: its table has no such entry.
    conformance::Options older;
    older.abiMinor = 2;
    CHECK(findings(conformance::checkGame(*game, older), "chance-run") == 0);
}

TEST_CASE("a sampler that never draws an outcome it lists fails the chance-sample check") {
    const auto report = conformance::checkGame(*makeGame<ClimbGame<Flaw::NoSix>>(), {});
    REQUIRE(findings(report, "chance-sample") > 0);
    const auto found = std::find_if(report.findings.begin(), report.findings.end(),
                                    [](const auto& f) { return f.check == "chance-sample"; });
    CHECK(found->message.find("drew '6' (code 6) 0 times in 2000") != std::string::npos);
    CHECK(findings(conformance::checkGame(*makeGame<ClimbGame<Flaw::None>>(), {}),
                   "chance-sample") == 0);
}

TEST_CASE("the chance-run finding names the first throw that differs") {
    const auto report = conformance::checkGame(*makeGame<ClimbGame<Flaw::SkewedRun>>(), {});
    const auto found = std::find_if(report.findings.begin(), report.findings.end(),
                                    [](const auto& f) { return f.check == "chance-run"; });
    REQUIRE(found != report.findings.end());
    CHECK(found->message.find("throw 1 of a run: playChances played '") == 0);
    CHECK(found->message.find("the host's loop draws '") != std::string::npos);
}

TEST_CASE("a throw outside the listed outcomes is named as the sampler's, not as a legal move") {
    const auto report = conformance::checkGame(*makeGame<ClimbGame<Flaw::Seven>>(), {});
    CHECK(findings(report, "chance-sample") > 0);
    const auto refused = std::find_if(report.findings.begin(), report.findings.end(),
                                      [](const auto& f) { return f.check == "apply"; });
    REQUIRE(refused != report.findings.end());
    CHECK(refused->message.find(
              "the throw '7' (code 7) that sampleChanceOutcome drew was refused") == 0);
}
