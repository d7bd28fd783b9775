// Variant files: the schema is read exactly, and a broken file is refused with its line.

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "goose_support.hpp"
#include "support.hpp"

using namespace goose;

namespace {

// A small valid variant; the tests break it line by line.
const std::string kBase = R"(id = "mini"
name = "Mini"
[players]
min = 2
max = 4
[start]
rule = "one_die"
[occupied]
rule = "share"
[finish]
overshoot = "bounce"
[[squares]]
at = [9, 18]
effect = "goose"
[[squares]]
at = 6
effect = "jump"
to = 12
)";

std::string replaceLine(const std::string& text, int line, const std::string& with) {
    std::string out;
    int n = 1;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string current = text.substr(start, end - start);
        out += (n == line ? with : current) + "\n";
        ++n;
        start = end + 1;
    }
    return out;
}

plateau::Error refused(const std::string& text) {
    auto v = parseVariant(text, "broken.toml");
    REQUIRE_FALSE(v.ok());
    MESSAGE(v.error().toString());
    CHECK(v.error().file == "broken.toml");
    return v.error();
}

}  // namespace

TEST_CASE("the small variant reads, with defaults for what it leaves out") {
    auto v = parseVariant(kBase, "mini.toml");
    REQUIRE_OK(v);
    CHECK(v->info.id == "mini");
    CHECK(v->base.squares[9].effect == Effect::Goose);
    CHECK(v->base.squares[6].effect == Effect::Jump);
    CHECK(v->base.squares[6].to == 12);
    CHECK(v->looks[9].kind == "goose");
    CHECK(v->looks[0].kind == "start");
    CHECK(v->looks[63].kind == "goal");
    CHECK(v->base.firstThrows.empty());
    CHECK(v->base.maxRounds == 0);
}

TEST_CASE("an unknown key is refused with its line") {
    const auto e = refused(replaceLine(kBase, 2, "speed = 3"));
    CHECK(e.line == 2);
    CHECK(e.reason == "unknown key 'speed'");
    const auto f = refused(kBase + "colour = \"red\"\n");
    CHECK(f.line == 19);
    CHECK(f.reason == "unknown key 'colour'");
}

TEST_CASE("a square outside the track is refused") {
    const auto e = refused(replaceLine(kBase, 13, "at = [9, 64]"));
    CHECK(e.line == 13);
    CHECK(e.column == 10);
    CHECK(e.reason == "each square of 'at' must be from 0 to 63, not 64");
    const auto f = refused(replaceLine(kBase, 18, "to = 70"));
    CHECK(f.line == 18);
    CHECK(f.reason == "'to' must be from 0 to 63, not 70");
    const auto g = refused(replaceLine(kBase, 16, "at = 63"));
    CHECK(g.line == 16);
    CHECK(g.reason.find("takes no effect") != std::string::npos);
}

TEST_CASE("a redirect loop is refused") {
    const auto e = refused(kBase + "[[squares]]\nat = 12\neffect = \"jump\"\nto = 6\n");
    CHECK(e.line == 18);
    CHECK(e.reason == "redirect loop: 6 → 12 → 6");
    // Geese and jumps that loop only for some throw: goose 10, jump 20 → 10, a throw of 10.
    const auto f = refused(replaceLine(replaceLine(kBase, 13, "at = [10]"), 18, "to = 20") +
                           "[[squares]]\nat = 20\neffect = \"jump\"\nto = 10\n");
    CHECK(f.reason.find("geese and jumps loop for a throw of") != std::string::npos);
    CHECK((f.line == 18 || f.line == 22));
}

TEST_CASE("a value of the wrong type is refused") {
    const auto e = refused(replaceLine(kBase, 4, "min = \"two\""));
    CHECK(e.line == 4);
    CHECK(e.reason == "'min' must be an integer from 1 to 8");
    const auto f = refused(replaceLine(kBase, 18, "to = \"twelve\""));
    CHECK(f.line == 18);
    CHECK(f.reason == "'to' must be an integer from 0 to 63");
    const auto g = refused(replaceLine(kBase, 9, "rule = \"stack\""));
    CHECK(g.line == 9);
    CHECK(g.reason == "'rule' must be one of share, swap, not 'stack'");
    const auto h = refused(replaceLine(kBase, 14, "effect = \"teleport\""));
    CHECK(h.line == 14);
}

TEST_CASE("a missing field is refused") {
    const auto e = refused(replaceLine(kBase, 14, ""));
    CHECK(e.line == 12);
    CHECK(e.reason == "missing key 'effect' (a string)");
    const auto f = refused(replaceLine(kBase, 18, ""));
    CHECK(f.line == 15);
    CHECK(f.reason == "missing key 'to' (an integer)");
    const auto g = refused(replaceLine(replaceLine(kBase, 8, ""), 9, ""));
    CHECK(g.line == 1);
    CHECK(g.reason == "missing key 'occupied' (a table)");
}

TEST_CASE("rules that name options need options of the right type") {
    const auto e = refused(kBase + "[one_die_from]\nsquare = 50\nwhen = \"tiny\"\n");
    CHECK(e.line == 21);
    CHECK(e.reason.find("bool option") != std::string::npos);
    const auto f = refused(kBase + "[round_limit]\noption = \"rounds\"\n");
    CHECK(f.line == 20);
    const auto g = refused(kBase + "[round_limit]\nrounds = 3\noption = \"rounds\"\n");
    CHECK(g.reason == "give either 'rounds' or 'option'");
    const auto h = refused(kBase + "[first_throw]\nthrows = [{ dice = [7, 2], to = 26 }]\n");
    CHECK(h.line == 20);
    CHECK(h.reason == "a die must be from 1 to 6, not 7");
    const auto i = refused(kBase + "[miss_chance]\nprobability = 1.0\n");
    CHECK(i.reason == "probability must be from 0 to 0.9");
    const auto j = refused(replaceLine(kBase, 16, "at = 9"));
    CHECK(j.reason == "square 9 is described twice");
}

TEST_CASE("a refused file does not stop the other variants loading") {
    namespace fs = std::filesystem;
    const plateau::testing::TempDir temp;
    const fs::path& dir = temp.path();
    fs::create_directories(dir / "variants");
    std::ofstream(dir / "variants" / "good.toml") << kBase;
    std::ofstream(dir / "variants" / "bad.toml") << replaceLine(kBase, 13, "at = [9, 64]");
    auto game = GooseGame::load(dir);
    REQUIRE_OK(game);
    REQUIRE((*game)->variants().size() == 1);
    CHECK((*game)->variants()[0].id == "mini");
    const auto problems = (*game)->loadProblems();
    REQUIRE(problems.size() == 1);
    CHECK(fs::path(problems[0].file).filename() == "bad.toml");
    CHECK(problems[0].line == 13);
}

TEST_CASE("the shipped variants load in menu order with their options") {
    auto game = goose::testing::gooseGame();
    CHECK(game->loadProblems().empty());
    const auto& v = game->variants();
    REQUIRE(v.size() == 3);
    CHECK(v[0].id == "ganzenbord");
    CHECK(v[1].id == "darts");
    CHECK(v[2].id == "russian");
    CHECK(v[0].findOption("young_children"));
    CHECK(v[1].findOption("max_rounds"));
    CHECK(v[1].findOption("master"));
    CHECK(v[1].findOption("miss_chance"));
    CHECK((v[0].minPlayers == 2 && v[0].maxPlayers == 6));
    CHECK((v[1].minPlayers == 2 && v[1].maxPlayers == 4));
    CHECK((v[2].minPlayers == 2 && v[2].maxPlayers == 6));
}

// Issue 16, item 4: a variant that can never be won is refused, not played for ever.
TEST_CASE("a variant whose game cannot end is refused with the square that strands") {
    std::string squares;
    for (int s = 1; s < 63; ++s) squares += std::to_string(s) + (s < 62 ? ", " : "");
    const std::string header = kBase.substr(0, kBase.find("[[squares]]"));
    const auto everyRestart =
        refused(header + "[[squares]]\nat = [" + squares + "]\neffect = \"restart\"\n");
    CHECK(everyRestart.reason.find("cannot end") != std::string::npos);
    // A chain that sends every landing beyond 50 back to 1: nothing reaches 63 from 51 on...
    std::string strand = kBase;
    for (int s = 51; s < 63; ++s)
        strand += "[[squares]]\nat = " + std::to_string(s) + "\neffect = \"jump\"\nto = 40\n";
    const auto stranded = refused(strand);
    CHECK(stranded.reason.find("no throws lead to the goal") != std::string::npos);
    // ...while one square that still leads home is enough.
    std::string oneWay = kBase;
    for (int s = 51; s < 63; ++s)
        if (s != 57) oneWay += "[[squares]]\nat = " + std::to_string(s) + "\neffect = \"jump\"\nto = 40\n";
    CHECK_OK(parseVariant(oneWay, "one-way.toml"));
}

TEST_CASE("a miss chance is bounded: 0.9999999 is refused, 0.9 plays") {
    const auto e = refused(kBase + "[miss_chance]\nprobability = 0.9999999\n");
    CHECK(e.reason == "probability must be from 0 to 0.9");
    CHECK_OK(parseVariant(kBase + "[miss_chance]\nprobability = 0.9\n", "ok.toml"));
}

// Issue 16, item 9: integers out of range are refused with the key, not wrapped.
TEST_CASE("a round limit past int is refused with its range") {
    const auto e = refused(kBase + "[round_limit]\nrounds = 4294967297\n");
    CHECK(e.reason == "'rounds' must be from 0 to 1000000, not 4294967297");
    const auto f = refused(replaceLine(kBase, 5, "max = 4294967298"));
    CHECK(f.reason == "'max' must be from 1 to 8, not 4294967298");
}

// Issue 16, item 10: limits on ids and names.
TEST_CASE("an empty id, a long name and control characters in names are refused") {
    CHECK(refused(replaceLine(kBase, 1, "id = \"\"")).reason == "'id' is empty");
    CHECK(refused(replaceLine(kBase, 2, "name = \"" + std::string(8000, 'x') + "\"")).reason ==
          "'name' is too long (8000 bytes; at most 100)");
    CHECK(refused(replaceLine(kBase, 2, "name = \"a\\u001b[31mred\"")).reason.find(
              "control character") != std::string::npos);
}

// Issue 16, item 7: the same id in two files is resolved the same way on every machine.
TEST_CASE("a duplicated variant id keeps the file named after it and names the refused one") {
    namespace fs = std::filesystem;
    const plateau::testing::TempDir temp;
    const fs::path& dir = temp.path();
    fs::create_directories(dir / "variants");
    // "a-copy.toml" sorts first, and comes first in many directory orders.
    std::ofstream(dir / "variants" / "a-copy.toml") << replaceLine(kBase, 2, "name = \"Copy\"");
    std::ofstream(dir / "variants" / "mini.toml") << kBase;
    auto game = GooseGame::load(dir);
    REQUIRE_OK(game);
    REQUIRE((*game)->variants().size() == 1);
    CHECK((*game)->variants()[0].name == "Mini");
    const auto problems = (*game)->loadProblems();
    REQUIRE(problems.size() == 1);
    CHECK(fs::path(problems[0].file).filename() == "a-copy.toml");
    CHECK(problems[0].reason == "id 'mini' is already the id of mini.toml; this file is skipped");
}
