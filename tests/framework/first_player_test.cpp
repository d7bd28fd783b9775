// Who starts when the setup leaves it open: drawn by the SDK (first_player.hpp), so games
// such as Race never see -1; old records that held the draw as a move still replay.
#include <doctest/doctest.h>

#include "support.hpp"

#include <array>
#include <cmath>
#include <set>

#include <plateau/host/record.hpp>
#include <plateau/host/save_file.hpp>
#include <plateau/sdk/first_player.hpp>

#include "race/race_fixture.hpp"

using namespace plateau;

namespace {

Setup players(int n, std::uint64_t seed) {
    Setup s;
    for (int p = 0; p < n; ++p) s.players.push_back({std::string(1, static_cast<char>('A' + p))});
    s.seed = seed;
    return s;
}

}  // namespace

TEST_CASE("the draw of who starts depends on the seed alone, and is even") {
    for (int n = 1; n <= 8; ++n) {
        std::array<int, 8> counts{};
        for (std::uint64_t seed = 0; seed < 800; ++seed) {
            const int first = drawFirstPlayer(players(n, seed));
            REQUIRE(first >= 0);
            REQUIRE(first < n);
            CHECK(drawFirstPlayer(players(n, seed)) == first);  // the same setup, the same draw
            ++counts[static_cast<std::size_t>(first)];
        }
        // 800/n each; five standard deviations either side.
        const double expected = 800.0 / n, sd = std::sqrt(800.0 * (1.0 / n) * (1 - 1.0 / n));
        for (int p = 0; p < n; ++p) {
            CAPTURE(n);
            CAPTURE(p);
            CHECK(std::abs(counts[static_cast<std::size_t>(p)] - expected) <= 5 * sd + 1e-9);
        }
    }
    // Names and controllers do not take part.
    Setup renamed = players(3, 77);
    renamed.players[0].name = "Zoë";
    renamed.players[2].controller = "bot:random";
    CHECK(drawFirstPlayer(renamed) == drawFirstPlayer(players(3, 77)));
}

TEST_CASE("a setup that leaves who starts open is drawn before the game sees it, and replays") {
    auto g = raceGame();
    std::set<int> starters;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        const Setup setup = players(3, seed);
        auto made = g->newState(setup);
        REQUIRE_OK(made);
        const State& s = **made;
        const int first = drawFirstPlayer(setup);
        // Race plays from the setup's first player; the throw is the current player's.
        CHECK(s.actingPlayer() == first);
        REQUIRE(s.events().size() == 1);
        CHECK(s.events()[0].text == s.playerName(first) + " is drawn to start");
        starters.insert(first);
        // The state keeps the setup as given: its record keeps the seed, and the replay
        // draws the same player and logs the same.
        CHECK(s.setup().firstPlayer == -1);
        const Record record = makeRecord(s);
        CHECK(record.setup.firstPlayer == -1);
        CHECK(record.setup.seed == seed);
        auto again = replay(*g, *parseRecord(toToml(record), "r.toml"));
        REQUIRE_OK(again);
        CHECK((*again)->actingPlayer() == first);
        REQUIRE((*again)->events().size() == 1);
        CHECK((*again)->events()[0].text == s.events()[0].text);
    }
    CHECK(starters == std::set<int>{0, 1, 2});

    // Chosen in the setup: kept, and nothing is drawn.
    Setup chosen = players(3, 5);
    chosen.firstPlayer = 2;
    auto c = g->newState(chosen);
    REQUIRE_OK(c);
    CHECK((*c)->setup().firstPlayer == 2);
    CHECK((*c)->actingPlayer() == 2);
    CHECK((*c)->events().empty());
}

TEST_CASE("a record or a save that began with the old draw move replays as it was played") {
    const std::string old = R"(# Plateau game record
game = 'race'
moves = [ 'first:2', 'd1', '+1' ]
seed = '9'
variant = 'classic'

[[players]]
name = 'A'

[[players]]
name = 'B'
)";
    auto record = parseRecord(old, "old.toml");
    REQUIRE_OK(record);
    CHECK(record->setup.firstPlayer == 1);
    CHECK(record->moves == std::vector<std::string>{"d1", "+1"});
    auto state = replay(*raceGame(), *record);
    REQUIRE_OK(state);
    CHECK((*state)->history().size() == 2);
    CHECK((*state)->actingPlayer() == 0);  // B threw, A is next

    auto save = parseSave(old + R"(
[save]
name = 'old'
plugin = 'race'
plugin_hash = '0123456789abcdef'
saved_at = 2023-11-14T22:13:20Z
variant_hash = '097c1c8c12de7c53'
)",
                          "old.toml");
    REQUIRE_OK(save);
    REQUIRE(save->moveLines.size() == save->record.moves.size());
    CHECK(save->record.setup.firstPlayer == 1);

    // Only a draw naming one of the players, only as the first move, only when the setup
    // does not say who starts.
    for (const char* moves : {"[ 'first:3', 'd1' ]", "[ 'd1', 'first:2' ]"}) {
        std::string text = old;
        text.replace(text.find("[ 'first:2', 'd1', '+1' ]"), 25, moves);
        auto kept = parseRecord(text, "old.toml");
        REQUIRE_OK(kept);
        CHECK(kept->setup.firstPlayer == -1);
        CHECK(kept->moves.size() == 2);
    }
    auto stated = parseRecord("first_player = 1\n" + old, "old.toml");
    REQUIRE_OK(stated);
    CHECK(stated->setup.firstPlayer == 0);
    CHECK(stated->moves.front() == "first:2");
}
