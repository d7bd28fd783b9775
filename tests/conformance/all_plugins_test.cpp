// Every plugin the host finds, every variant, the smallest and largest player count.
#include <doctest/doctest.h>

#include <plateau/plugin_host.hpp>

#include "conformance/conformance.hpp"

using namespace plateau;

TEST_CASE("every plugin found passes the conformance checks") {
    PluginHost host(SearchPaths::standard());
    host.loadAll();
    for (const auto& failure : host.failures()) MESSAGE("skipped: ", failure.file.string(), ": ", failure.reason);
    REQUIRE_FALSE(host.plugins().empty());
    for (const auto& plugin : host.plugins()) {
        CAPTURE(plugin.id);
        for (const Error& problem : plugin.game->loadProblems()) FAIL_CHECK(problem.toString());
        for (const auto& variant : plugin.game->variants()) {
            CAPTURE(variant.id);
            for (int n : {variant.minPlayers, variant.maxPlayers}) {
                CAPTURE(n);
                Setup setup;
                setup.variant = variant.id;
                setup.players.resize(n);
                if (variant.findOption("max_plies")) setup.options.set("max_plies", std::int64_t{400});
                testing::checkConformance(*plugin.game, setup, {.games = 5, .maxPlies = 600});
            }
        }
    }
}
