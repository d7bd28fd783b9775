// Every plugin the host finds, every variant, every allowed player count: a plugin that
// fails to load fails the suite.
#include <doctest/doctest.h>

#include <plateau/host/plugin_host.hpp>
#include <plateau/sdk/conformance.hpp>

using namespace plateau;

TEST_CASE("every plugin found loads and passes the conformance checks") {
    PluginHost host(SearchPaths::standard());
    host.loadAll();
    for (const auto& failure : host.failures())
        FAIL_CHECK("plugin failed to load: ", failure.file.string(), ": ", failure.reason);
    REQUIRE_FALSE(host.plugins().empty());
    for (const auto& plugin : host.plugins()) {
        CAPTURE(plugin.id);
        conformance::Options options;
        options.abiMinor = plugin.abiMinor;
        const conformance::Report report = conformance::checkGame(*plugin.game, options);
        MESSAGE(conformance::toText(report));
        CHECK(report.ok());
    }
}
