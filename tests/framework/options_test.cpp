#include <doctest/doctest.h>

#include <plateau/sdk/options.hpp>

using namespace plateau;

namespace {

std::vector<OptionSpec> specs() {
    OptionSpec rounds{"max_rounds", "Rounds", "", OptionType::Int, std::int64_t{0}, 0, 100, {}};
    OptionSpec master{"master", "Master", "", OptionType::Bool, false, 0, 0, {}};
    OptionSpec miss{"miss_chance", "Miss", "", OptionType::Real, 0.0, 0, 1, {}};
    OptionSpec start{
        "start", "Start", "", OptionType::Choice, std::string("random"), 0, 0, {"random", "first"}};
    return {rounds, master, miss, start};
}

}  // namespace

TEST_CASE("defaults fill the options not given") {
    OptionValues values;
    values.set("master", true);
    REQUIRE(values.resolve(specs()).ok());
    CHECK(values.getBool("master"));
    CHECK(values.getInt("max_rounds") == 0);
    CHECK(values.getReal("miss_chance") == 0.0);
    CHECK(values.getString("start") == "random");
}

TEST_CASE("an unknown option is refused and named") {
    OptionValues values;
    values.set("turbo", true);
    auto result = values.resolve(specs());
    REQUIRE_FALSE(result.ok());
    CHECK(result.error().reason.find("unknown option 'turbo'") != std::string::npos);
    CHECK(result.error().reason.find("max_rounds") != std::string::npos);
}

TEST_CASE("values are parsed and checked by type and range") {
    const auto all = specs();
    CHECK(std::get<std::int64_t>(*all[0].parse("12")) == 12);
    CHECK_FALSE(all[0].parse("12x").ok());
    CHECK_FALSE(all[0].parse("101").ok());
    CHECK(std::get<bool>(*all[1].parse("yes")));
    CHECK_FALSE(all[1].parse("maybe").ok());
    CHECK(std::get<double>(*all[2].parse("0.25")) == 0.25);
    CHECK_FALSE(all[2].parse("1.5").ok());
    CHECK_FALSE(all[2].parse("nan").ok());
    CHECK(all[3].parse("first").ok());
    auto bad = all[3].parse("last");
    REQUIRE_FALSE(bad.ok());
    CHECK(bad.error().reason.find("random, first") != std::string::npos);
}

TEST_CASE("an integer is accepted where a number is wanted") {
    OptionValues values;
    values.set("miss_chance", std::int64_t{1});
    REQUIRE(values.resolve(specs()).ok());
    CHECK(values.getReal("miss_chance") == 1.0);
}

TEST_CASE("a value of the wrong type is refused") {
    OptionValues values;
    values.set("max_rounds", std::string("ten"));
    CHECK_FALSE(values.resolve(specs()).ok());
}

TEST_CASE("an int option with a step allows only the values on its grid") {
    OptionSpec size;
    size.key = "board_size";
    size.type = OptionType::Int;
    size.min = 5;
    size.max = 11;
    size.step = 2;
    CHECK(size.check(std::int64_t{7}).ok());
    CHECK(size.check(std::int64_t{11}).ok());
    const auto even = size.check(std::int64_t{10});
    REQUIRE_FALSE(even.ok());
    CHECK(even.error().reason == "option 'board_size' must be 5, 7, 9 or 11, not 10");
}
