// A half-copied plugin is refused before dlopen maps it (mapping it ends in SIGBUS).
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include <plateau/host/library_check.hpp>
#include <plateau/host/plugin_host.hpp>

#include "support.hpp"

using namespace plateau;
namespace fs = std::filesystem;

namespace {

std::string bytesOf(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("every prefix of a plugin is refused before it is mapped; the whole file passes") {
    const std::string whole = bytesOf(fs::path(TEST_PLUGIN_DIR) / "libplateau_race.so");
    REQUIRE(whole.size() > 4096);
    plateau::testing::TempDir dir;
    const fs::path copy = dir.path() / "libplateau_race.so";
    int checked = 0;
    for (std::size_t size = 0; size < whole.size(); size += size < 4096 ? 61 : 997) {
        std::ofstream(copy, std::ios::binary | std::ios::trunc).write(whole.data(),
                                                                      static_cast<long>(size));
        const Status ok = checkLibraryFile(copy);
        CHECK_MESSAGE(!ok.ok(), "a prefix of " << size << " bytes passed");
        ++checked;
    }
    CHECK(checked > 50);
    std::ofstream(copy, std::ios::binary | std::ios::trunc) << whole;
    CHECK_OK(checkLibraryFile(copy));
}

TEST_CASE("the host names a truncated plugin and goes on (before: SIGBUS inside dlopen)") {
    const std::string whole = bytesOf(fs::path(TEST_PLUGIN_DIR) / "libplateau_race.so");
    plateau::testing::TempDir dir;
    std::ofstream(dir.path() / "libplateau_half.so", std::ios::binary)
        .write(whole.data(), static_cast<long>(whole.size() / 2));
    fs::create_directory(dir.path() / "libplateau_folder.so");
    fs::create_symlink(dir.path() / "gone.so", dir.path() / "libplateau_dangling.so");
    SearchPaths paths;
    paths.plugins = {dir.path()};
    PluginHost host(paths);
    host.loadAll();
    CHECK(host.plugins().empty());
    REQUIRE(host.failures().size() == 3);
    std::map<std::string, std::string> why;
    for (const auto& f : host.failures()) why[f.file.filename().string()] = f.reason;
    CHECK(why["libplateau_half.so"].find("truncated") != std::string::npos);
    CHECK(why["libplateau_folder.so"].find("folder") != std::string::npos);
    CHECK(why["libplateau_dangling.so"].find("link to nothing") != std::string::npos);
}
