#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include <plateau/host/plugin_host.hpp>

#include "support.hpp"

using namespace plateau;
namespace fs = std::filesystem;

namespace {

const PluginFailure* failureFor(const PluginHost& host, const std::string& fileName) {
    for (const auto& f : host.failures())
        if (f.file.filename() == fileName) return &f;
    return nullptr;
}

PluginHost loadTestPlugins() {
    // A file that only looks like a library, beside the test plugins.
    std::ofstream(fs::path(TEST_PLUGIN_DIR) / "libplateau_garbage.so") << "not an ELF file\n";
    SearchPaths paths;
    paths.plugins = {TEST_PLUGIN_DIR};
    paths.data = {TEST_DATA_DIR};
    PluginHost host(paths);
    host.loadAll();
    return host;
}

}  // namespace

TEST_CASE("the host loads a good plugin and skips each broken one with its reason") {
    PluginHost host = loadTestPlugins();
    REQUIRE(host.plugins().size() == 1);
    CHECK(host.plugins()[0].id == "race");
    CHECK(host.plugins()[0].version == "1.0.0");
    CHECK(host.find("race"));
    CHECK_FALSE(host.find("chess"));

    const auto* abi = failureFor(host, "libplateau_bad_abi.so");
    REQUIRE(abi);
    CHECK(abi->reason.find("ABI 99") != std::string::npos);
    const auto* threw = failureFor(host, "libplateau_throwing.so");
    REQUIRE(threw);
    CHECK(threw->reason.find("cannot find my data") != std::string::npos);
    const auto* none = failureFor(host, "libplateau_no_entry.so");
    REQUIRE(none);
    CHECK(none->reason.find("not a Plateau plugin") != std::string::npos);
    const auto* garbage = failureFor(host, "libplateau_garbage.so");
    REQUIRE(garbage);
    CHECK(garbage->reason.find("not a loadable library") != std::string::npos);
    const auto* twice = failureFor(host, "libplateau_race_again.so");
    REQUIRE(twice);
    CHECK(twice->reason.find("already loaded") != std::string::npos);

    // Stated once: the descriptor's id and the Game's must agree.
    const auto* id = failureFor(host, "libplateau_mismatch_id.so");
    REQUIRE(id);
    CHECK(id->reason.find("declares 'other'") != std::string::npos);
    CHECK(id->reason.find("'race'") != std::string::npos);
    const auto* sdk = failureFor(host, "libplateau_mismatch_sdk.so");
    REQUIRE(sdk);
    CHECK(sdk->reason.find("SDK 9.0.0") != std::string::npos);
    const auto* stdlib = failureFor(host, "libplateau_mismatch_stdlib.so");
    REQUIRE(stdlib);
    CHECK(stdlib->reason.find("libc++ ABI 1") != std::string::npos);
    CHECK(stdlib->reason.find(hostStdlibAbi()) != std::string::npos);
    const auto* old = failureFor(host, "libplateau_abi1_alias.so");
    REQUIRE(old);
    CHECK(old->reason.find("plugin ABI 1") != std::string::npos);
    CHECK(old->reason.find("rebuild") != std::string::npos);
    const auto* abi2 = failureFor(host, "libplateau_abi2_entry.so");
    REQUIRE(abi2);
    CHECK(abi2->reason.find("plugin ABI 2 (SDK 0.2)") != std::string::npos);
    CHECK(abi2->reason.find("port it to SDK 0.3") != std::string::npos);
}

TEST_CASE("a loaded plugin's game has its type, its look and the SDK it was built with") {
    PluginHost host = loadTestPlugins();
    const LoadedPlugin* race = host.findPlugin("race");
    REQUIRE(race);
    CHECK(race->game->type().id == "race");
    CHECK(race->game->type().dice == DiceThrow::ByPlayer);
    CHECK(race->sdkVersion == hostSdkVersion());
    CHECK_FALSE(race->compiler.empty());
    // games/race/look.toml of the test data.
    const CellLook* goal = race->game->look().cell("goal");
    REQUIRE(goal);
    CHECK(goal->fill == Color{255, 226, 130});
}

TEST_CASE("a state outlives the host and its game handle and still plays") {
    StatePtr state;
    {
        PluginHost host = loadTestPlugins();
        Setup setup;
        setup.players.resize(2);
        auto made = host.find("race")->newState(setup);
        REQUIRE(made.ok());
        state = std::move(*made);
    }
    // The library stays loaded as long as the state: these calls run plugin code.
    REQUIRE(state->apply("d2").ok());
    StatePtr copy = state->clone();
    state.reset();
    CHECK(copy->apply("+2").ok());
    CHECK(copy->toText(Viewer::referee()).find("Player 1: 2/10") != std::string::npos);
}

// Issue 16, item 10: an empty games/race folder earlier in the data path (a half-made
// install, a person's own folder) no longer hides the game's data.
TEST_CASE("an empty game folder earlier in the data path does not hide the game's data") {
    const plateau::testing::TempDir temp;
    const fs::path& empty = temp.path();
    fs::create_directories(empty / "race");
    SearchPaths paths;
    paths.data = {empty, TEST_DATA_DIR};
    PluginHost host(paths);
    CHECK(host.load(fs::path(TEST_PLUGIN_DIR) / "libplateau_race.so"));
    CHECK(host.find("race"));
}
