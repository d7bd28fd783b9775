// Readers refuse what is not a regular file of bounded size, at once and by name.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include <plateau/sdk/toml.hpp>
#include <plateau/host/file_read.hpp>

#include "support.hpp"

using namespace plateau;
namespace fs = std::filesystem;

namespace {

template <class F>
double secondsFor(F&& f) {
    const auto start = std::chrono::steady_clock::now();
    f();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

TEST_CASE("a FIFO named *.toml is refused at once instead of waiting for a writer") {
    plateau::testing::TempDir dir;
    const auto fifo = dir.path() / "x.toml";
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    Expected<toml::table> read = Error("not run");
    // Before: loadToml blocked in open() for ever.
    CHECK(secondsFor([&] { read = loadToml(fifo); }) < 5);
    REQUIRE_FALSE(read);
    CHECK(read.error().file == fifo.string());
    CHECK(read.error().reason.find("pipe") != std::string::npos);
}

TEST_CASE("a *.toml link to /dev/zero is refused without reading it") {
    plateau::testing::TempDir dir;
    const auto link = dir.path() / "zero.toml";
    fs::create_symlink("/dev/zero", link);
    auto read = readBoundedFile(link);
    REQUIRE_FALSE(read);
    CHECK(read.error().reason.find("device") != std::string::npos);
    CHECK_FALSE(loadToml("/dev/zero"));
}

TEST_CASE("a folder named x.toml is called a folder, not a file missing its keys") {
    plateau::testing::TempDir dir;
    fs::create_directory(dir.path() / "x.toml");
    auto read = loadToml(dir.path() / "x.toml");
    REQUIRE_FALSE(read);
    CHECK(read.error().reason.find("folder") != std::string::npos);
}

TEST_CASE("a file larger than the bound is refused with its size; a good one reads whole") {
    plateau::testing::TempDir dir;
    const auto big = dir.path() / "big.toml";
    std::ofstream(big) << std::string(5000, '#');
    auto refused = readBoundedFile(big, 4096);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().reason.find("too large (5000 bytes") != std::string::npos);
    auto read = readBoundedFile(big, 5000);
    REQUIRE_OK(read);
    CHECK(read->size() == 5000);
    auto missing = readBoundedFile(dir.path() / "none.toml");
    REQUIRE_FALSE(missing);
    CHECK(missing.error().reason == "no such file");
}
