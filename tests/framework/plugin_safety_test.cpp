// Issue 30, fault 4: what in-process native code can do to the host, and what the host
// does about it: a plugin thread that outlives its game, and the probe's cached verdicts.
#include <doctest/doctest.h>

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include <plateau/host/plugin_host.hpp>

#include "support.hpp"

using namespace plateau;
namespace fs = std::filesystem;

namespace {

std::size_t threadCount() {
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& task : fs::directory_iterator("/proc/self/task"))
        ++n;
    return n;
}

}  // namespace

TEST_CASE("a plugin thread left running after unload and reloads does not crash the host") {
    // Before: the library was unmapped under its thread: SIGSEGV on reload (3 of 3) and
    // sometimes at exit.
    const fs::path library = fs::path(FAULTY_PLUGIN_DIR) / "libplateau_faulty_late_thread.so";
    const std::size_t before = threadCount();
    {
        SearchPaths paths;
        paths.data = {TEST_DATA_DIR};
        PluginHost host(paths);
        REQUIRE(host.load(library));
        auto game = host.find("faulty_late_thread");
        REQUIRE(game);
        for (int i = 0; i < 3; ++i)
            REQUIRE_OK(host.reload("faulty_late_thread"));
        game.reset();
    }
    // Every copy's handle is gone: the threads run on in code that is still mapped.
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    // Reached alive, with the four threads (a load, three reloads) still running.
    CHECK(threadCount() >= before + 4);
}
