#include <doctest/doctest.h>

#include "support.hpp"

#include <plateau/host/record.hpp>

#include "race/race_fixture.hpp"

using namespace plateau;

namespace {

Record sampleRecord() {
    auto g = raceGame();
    Setup s;
    s.players = {{"Anna", "human", Color{255, 0, 0}}, {"Ben", "bot:random"}};
    s.seed = 18446744073709551615ull;  // every bit of a seed survives the file
    s.firstPlayer = 1;
    s.options.set("goal", std::int64_t{5});
    auto st = std::move(*g->newState(s));
    for (const char* m : {"d2", "+2", "d3", "+3"}) REQUIRE(st->apply(m).ok());
    return makeRecord(*st, "1.0.0");
}

}  // namespace

TEST_CASE("a record survives TOML and replays to the same state") {
    const Record record = sampleRecord();
    CHECK(record.moves == std::vector<std::string>{"d2", "+2", "d3", "+3"});
    const std::string text = toToml(record);
    auto parsed = parseRecord(text, "game.toml");
    REQUIRE_OK(parsed);
    CHECK(*parsed == record);
    auto state = replay(*raceGame(), *parsed);
    REQUIRE(state.ok());
    CHECK((*state)->history().size() == 4);
}

TEST_CASE("replay names the first move that fails, its number and why") {
    Record record = sampleRecord();
    record.moves[2] = "+1";
    auto state = replay(*raceGame(), record);
    REQUIRE_FALSE(state.ok());
    CHECK(state.error().reason == "move 3 (+1): not a possible throw now");
}

TEST_CASE("bad record files are refused with file, line and reason") {
    struct Case {
        const char* text;
        int line;
        const char* reason;
    };
    const Case cases[] = {
        {"game = \"race\"\nvariant = \n", 2, ""},
        {"game = \"race\"\nvariant = \"classic\"\nplayers = []\nmoves = [1, 2]\n", 4, "each move must be a string"},
        {"game = \"race\"\nvariant = \"classic\"\nplayers = [{ name = \"A\", age = 3 }]\nmoves = []\n", 3, "unknown key 'age'"},
        {"game = \"race\"\nvariant = \"classic\"\nseed = -4\nplayers = []\nmoves = []\n", 3, "'seed' must be a non-negative integer"},
        // Found by the fuzzer: a float too big for an integer must be refused, not converted.
        {"game = \"race\"\nvariant = \"classic\"\nseed = 3.3e47\nplayers = []\nmoves = []\n", 3, "'seed' must be a non-negative integer"},
        {"game = \"race\"\nvariant = \"classic\"\nseed = 7.0\nplayers = []\nmoves = []\n", 3, "'seed' must be a non-negative integer"},
        {"game = \"race\"\nplayers = []\nmoves = []\n", 1, "missing key 'variant'"},
        {"game = \"race\"\nvariant = \"classic\"\nplayers = []\nmoves = []\nwhen = 3\n", 5, "unknown key 'when'"},
    };
    for (const auto& c : cases) {
        CAPTURE(c.text);
        auto parsed = parseRecord(c.text, "bad.toml");
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().file == "bad.toml");
        CHECK(parsed.error().line == c.line);
        CHECK(parsed.error().reason.find(c.reason) != std::string::npos);
    }
}

TEST_CASE("a record of another game is refused") {
    Record record = sampleRecord();
    record.game = "chess";
    auto state = replay(*raceGame(), record);
    REQUIRE_FALSE(state.ok());
    CHECK(state.error().reason.find("'chess'") != std::string::npos);
}
