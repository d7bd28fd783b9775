#include <doctest/doctest.h>

#include "support.hpp"

#include <plateau/sdk/toml.hpp>
#include <plateau/sdk/variant_reader.hpp>

using namespace plateau;

namespace {

Status readVariant(const char* text, VariantInfo* out = nullptr) {
    auto table = parseToml(text, "v.toml");
    if (!table) return table.error();
    TomlReader reader(*table, "v.toml");
    VariantInfo info = readVariantHeader(reader);
    if (out) *out = info;
    return reader.finish();
}

}  // namespace

TEST_CASE("broken TOML is refused with file, line and column") {
    auto table = parseToml("id = \"x\"\nname = = 3\n", "broken.toml");
    REQUIRE_FALSE(table.ok());
    CHECK(table.error().file == "broken.toml");
    CHECK(table.error().line == 2);
    CHECK(table.error().column > 0);
    CHECK(table.error().toString().rfind("broken.toml:2:", 0) == 0);
}

TEST_CASE("a missing file is refused with its path") {
    auto table = loadToml("/nonexistent/plateau.toml");
    REQUIRE_FALSE(table.ok());
    CHECK(table.error().file == "/nonexistent/plateau.toml");
}

TEST_CASE("a variant header with options reads fully") {
    VariantInfo info;
    auto ok = readVariant(R"(
id = "v"
name = "V"
[players]
min = 2
max = 4
[options.rounds]
type = "int"
default = 0
min = 0
max = 9
[options.p]
type = "real"
default = 0.5
min = 0
max = 1
)",
                          &info);
    REQUIRE_OK(ok);
    CHECK(info.id == "v");
    CHECK(info.maxPlayers == 4);
    REQUIRE(info.options.size() == 2);
    CHECK(info.findOption("rounds")->type == OptionType::Int);
    CHECK(info.findOption("p")->max == 1.0);
}

TEST_CASE("an unknown key is refused at its line") {
    auto ok = readVariant("id = \"v\"\n[players]\nmin = 2\nmax = 3\ncolour = 1\n");
    REQUIRE_FALSE(ok.ok());
    CHECK(ok.error().line == 5);
    CHECK(ok.error().reason == "unknown key 'colour'");
}

TEST_CASE("a key of the wrong type is refused at its line") {
    auto ok = readVariant("id = \"v\"\n[players]\nmin = \"two\"\nmax = 3\n");
    REQUIRE_FALSE(ok.ok());
    CHECK(ok.error().line == 3);
    CHECK(ok.error().reason.find("'min' must be an integer") != std::string::npos);
}

TEST_CASE("a missing key is refused") {
    auto ok = readVariant("name = \"no id\"\n[players]\nmin = 2\nmax = 3\n");
    REQUIRE_FALSE(ok.ok());
    CHECK(ok.error().reason.find("missing key 'id'") != std::string::npos);
}

TEST_CASE("an option whose default is out of range is refused") {
    auto ok = readVariant(
        "id = \"v\"\n[players]\nmin = 2\nmax = 3\n[options.r]\ntype = \"int\"\ndefault = 12\nmin = "
        "0\nmax = 9\n");
    REQUIRE_FALSE(ok.ok());
    CHECK(ok.error().line == 7);
}

TEST_CASE("an option of an unknown type is refused") {
    auto ok =
        readVariant("id = \"v\"\n[players]\nmin = 2\nmax = 3\n[options.r]\ntype = \"colour\"\n");
    REQUIRE_FALSE(ok.ok());
    CHECK(ok.error().reason.find("bool, int, real or choice") != std::string::npos);
}

TEST_CASE("a variant may allow only some player counts") {
    VariantInfo info;
    REQUIRE_OK(readVariant("id = \"v\"\n[players]\nmin = 2\nmax = 4\ncounts = [4, 2]\n", &info));
    CHECK(info.playerCounts == std::vector<int>{2, 4});
    CHECK(info.allowsPlayers(2));
    CHECK_FALSE(info.allowsPlayers(3));
    CHECK(info.allowsPlayers(4));
    CHECK(info.playersText() == "2 or 4");

    auto outside = readVariant("id = \"v\"\n[players]\nmin = 2\nmax = 4\ncounts = [2, 5]\n");
    REQUIRE_FALSE(outside.ok());
    CHECK(outside.error().line == 5);
    // A number too big for an int is refused, not wrapped into the range.
    CHECK_FALSE(readVariant("id = \"v\"\n[players]\nmin = 2\nmax = 4294967300\n").ok());
    // A float is refused, not converted (a huge one would not fit an integer).
    for (const char* count : {"2.0", "3.3e47"}) {
        CAPTURE(count);
        const std::string text =
            std::string("id = \"v\"\n[players]\nmin = 2\nmax = 4\ncounts = [") + count + "]\n";
        auto floating = readVariant(text.c_str());
        REQUIRE_FALSE(floating.ok());
        CHECK(floating.error().line == 5);
    }
}

TEST_CASE("a variant's own keys in [rules] reach the game through VariantInfo::rules") {
    VariantInfo info;
    REQUIRE_OK(
        readVariant("id = \"v\"\n[players]\nmin = 2\nmax = 2\n[rules]\nfleet = 5\n"
                    "salvo = true\nname = \"classic\"\nratio = 0.5\n",
                    &info));
    CHECK(info.rules.getInt("fleet") == 5);
    CHECK(info.rules.getBool("salvo"));
    CHECK(info.rules.getString("name") == "classic");
    CHECK(info.rules.getReal("ratio") == doctest::Approx(0.5));
    CHECK(info.rules.all().size() == 4);
    // A list is the game's to read with its own VariantKeys: refused here, by line.
    auto list = readVariant("id = \"v\"\n[players]\nmin = 2\nmax = 2\n[rules]\nfleet = [5, 4]\n");
    REQUIRE_FALSE(list.ok());
    CHECK(list.error().line == 6);
    CHECK(list.error().reason.find("fleet") != std::string::npos);
}
