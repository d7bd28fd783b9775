// The engine protocol's game line (docs/engine-protocol.md), read and written back.
#include <doctest/doctest.h>

#include "support.hpp"

#include <plateau/host/engine_protocol.hpp>

#include "race/race_game.hpp"

using namespace plateau;

namespace {

std::shared_ptr<const race::RaceGame> game() {
    return plateau::testing::loadedOnce<race::RaceGame>(TEST_DATA_DIR "/race");
}

}  // namespace

TEST_CASE("a game line reads and writes back the same") {
    auto g = game();
    auto setup = parseEngineGameLine(*g, "game race variant classic players 3 first 2 options goal=12");
    REQUIRE_OK(setup);
    CHECK(setup->variant == "classic");
    CHECK(setup->players.size() == 3);
    CHECK(setup->firstPlayer == 1);
    auto again = parseEngineGameLine(*g, engineGameLine(*g, *setup));
    REQUIRE_OK(again);
    CHECK(*again == *setup);
}

TEST_CASE("a game line without a variant (or with a misspelt key) names the default variant") {
    // Found by the engine_protocol fuzzer: "vqriant" was ignored as a later version's key, the
    // variant left empty, and the line written back ("variant  players 3") read as another.
    auto g = game();
    for (const char* line : {"game race players 3 first 2 options", "game race vqriant classic players 3 first 2 options"}) {
        CAPTURE(line);
        auto setup = parseEngineGameLine(*g, line);
        REQUIRE_OK(setup);
        CHECK(setup->variant == "classic");
        const std::string written = engineGameLine(*g, *setup);
        CHECK(written.find("variant classic players 3") != std::string::npos);
        auto again = parseEngineGameLine(*g, written);
        REQUIRE_OK(again);
        CHECK(*again == *setup);
    }
}
