// Issue 30, fault 1: a reload's copy goes into a fresh private folder, never through a
// link another user planted in a guessable one, and the folder goes afterwards.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>

#include <plateau/host/plugin_host.hpp>
#include <plateau/host/private_temp.hpp>

#include "support.hpp"

using namespace plateau;
namespace fs = std::filesystem;

namespace {

// A scratch folder with the given mode.
struct Folder {
    testing::TempDir dir;
    const fs::path& path = dir.path();
    explicit Folder(mode_t mode = 0700) { ::chmod(path.c_str(), mode); }
};

// Sets an environment variable for one test and puts the old value back.
struct EnvVar {
    std::string name;
    std::optional<std::string> before;
    EnvVar(std::string n, const std::string& value) : name(std::move(n)) {
        if (const char* v = std::getenv(name.c_str())) before = v;
        ::setenv(name.c_str(), value.c_str(), 1);
    }
    ~EnvVar() {
        if (before)
            ::setenv(name.c_str(), before->c_str(), 1);
        else
            ::unsetenv(name.c_str());
    }
};

std::string contentsOf(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

std::size_t entriesIn(const fs::path& dir) {
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir))
        ++n;
    return n;
}

}  // namespace

TEST_CASE("the temporary root is $XDG_RUNTIME_DIR only when nobody else may write it") {
    Folder mine(0700), shared(0777), tmp(0700);
    EnvVar tmpdir("TMPDIR", tmp.path.string());
    {
        EnvVar runtime("XDG_RUNTIME_DIR", mine.path.string());
        CHECK(privateTempRoot() == mine.path);
    }
    {
        EnvVar runtime("XDG_RUNTIME_DIR", shared.path.string());
        CHECK(privateTempRoot() == tmp.path);
    }
    {
        // A link to a private folder is not taken either.
        const fs::path link = tmp.path / "runtime-link";
        fs::create_directory_symlink(mine.path, link);
        EnvVar runtime("XDG_RUNTIME_DIR", link.string());
        CHECK(privateTempRoot() == tmp.path);
    }
}

TEST_CASE("a private temporary folder is new, 0700, refuses links and is removed after") {
    Folder root;
    EnvVar runtime("XDG_RUNTIME_DIR", root.path.string());
    Folder elsewhere;
    const fs::path victim = elsewhere.path / "private.txt";
    std::ofstream(victim) << "mine";
    fs::path made;
    {
        auto dir = PrivateTempDir::create("plateau-test-");
        REQUIRE_OK(dir);
        made = dir->path();
        CHECK(made.parent_path() == root.path);
        struct stat st {};
        REQUIRE(::lstat(made.c_str(), &st) == 0);
        CHECK((st.st_mode & 0777) == 0700);
        fs::create_symlink(victim, made / "copy.so");
        auto copy = dir->copyIn(victim, "copy.so");
        CHECK_FALSE(copy.ok());
        CHECK(contentsOf(victim) == "mine");
        auto good = dir->copyIn(victim, "other.so");
        REQUIRE_OK(good);
        CHECK(contentsOf(*good) == "mine");
    }
    CHECK_FALSE(fs::exists(fs::symlink_status(made)));
    CHECK(contentsOf(victim) == "mine");
}

TEST_CASE("reloading a plugin never writes through a planted link and leaves no folder") {
    // Before: the copy went to $TMPDIR/plateau-reload-<pid>/<n>-<file> with overwrite,
    // through whatever link was there, and the folder stayed.
    Folder shared(0777), runtime;
    EnvVar tmpdir("TMPDIR", shared.path.string());
    EnvVar xdg("XDG_RUNTIME_DIR", runtime.path.string());
    Folder elsewhere;
    const fs::path victim = elsewhere.path / "private.txt";
    std::ofstream(victim) << "private words";
    const fs::path planted = shared.path / ("plateau-reload-" + std::to_string(::getpid()));
    fs::create_directory(planted);
    for (int generation = 1; generation <= 20; ++generation)
        fs::create_symlink(victim, planted / (std::to_string(generation) + "-libplateau_race.so"));
    const std::size_t before = entriesIn(shared.path);

    SearchPaths paths;
    paths.plugins = {TEST_PLUGIN_DIR};
    paths.data = {TEST_DATA_DIR};
    PluginHost host(paths);
    REQUIRE(host.load(fs::path(TEST_PLUGIN_DIR) / "libplateau_race.so"));
    auto first = host.reload("race");
    REQUIRE_OK(first);
    auto second = host.reload("race");
    REQUIRE_OK(second);
    CHECK((*second)->file == fs::path(TEST_PLUGIN_DIR) / "libplateau_race.so");
    CHECK(host.find("race"));

    CHECK(contentsOf(victim) == "private words");
    CHECK(entriesIn(shared.path) == before);
    CHECK(entriesIn(runtime.path) == 0);
}
