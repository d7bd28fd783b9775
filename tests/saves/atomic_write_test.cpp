// A save killed half-way leaves the previous save whole.
#include <doctest/doctest.h>

#include <signal.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <thread>

#include <plateau/host/save_file.hpp>

#include "saves/saves_support.hpp"

using namespace plateau;
using namespace plateau::testing;

namespace {

SaveFile raceSave(std::string name, std::uint64_t seed = 3) {
    StatePtr state = newGame(*raceGame(), 2, seed);
    Rng rng(seed);
    playRandom(*state, rng, 15);
    return makeSave(*state, nullptr, std::move(name));
}

// The temporary files a writer left in `dir`.
std::vector<std::filesystem::path> leftovers(const std::filesystem::path& dir) {
    std::vector<std::filesystem::path> found;
    for (const auto& e : std::filesystem::directory_iterator(dir))
        if (e.path().filename().string().front() == '.') found.push_back(e.path());
    return found;
}

// Runs `child` in a forked process and returns its wait status.
template <class F>
int inChild(F&& child) {
    std::fflush(nullptr);
    const pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        child();
        ::_exit(0);
    }
    int status = 0;
    REQUIRE(::waitpid(pid, &status, 0) == pid);
    return status;
}

}  // namespace

TEST_CASE("a writer killed in the middle of a big save leaves the previous save whole") {
    TempDir dir;
    const auto file = dir / "game.toml";
    const SaveFile previous = raceSave("previous");
    REQUIRE_OK(writeSaveAtomically(file, previous));
    const SaveFile big = raceSave(std::string(4 << 20, 'x'));

    // The kernel kills the writer (SIGXFSZ) when the file reaches 1 MiB: a death at a
    // known byte, in the middle of the temporary file.
    constexpr rlim_t kLimit = 1 << 20;
    const int status = inChild([&] {
        const rlimit limit{kLimit, kLimit};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        ::signal(SIGXFSZ, SIG_DFL);
        (void)writeSaveAtomically(file, big);
    });
    REQUIRE(WIFSIGNALED(status));
    CHECK(WTERMSIG(status) == SIGXFSZ);

    auto loaded = loadSave(file);
    REQUIRE_OK(loaded);
    CHECK(loaded->name == "previous");
    CHECK(loaded->record == previous.record);
    // The half-written file is there, hidden from the list of saves.
    const auto temps = leftovers(dir.path());
    REQUIRE(temps.size() == 1);
    CHECK(std::filesystem::file_size(temps[0]) == kLimit);
    const auto saves = listSaves(dir.path());
    REQUIRE(saves.size() == 1);
    CHECK(saves[0].file == file);
}

TEST_CASE("a write that fails after the temporary file began reports it and cleans up") {
    TempDir dir;
    const auto file = dir / "game.toml";
    REQUIRE_OK(writeSaveAtomically(file, raceSave("previous")));
    const SaveFile big = raceSave(std::string(2 << 20, 'y'));
    const int status = inChild([&] {
        const rlimit limit{1 << 19, 1 << 19};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        ::signal(SIGXFSZ, SIG_IGN);  // the write fails with EFBIG instead
        const Status written = writeSaveAtomically(file, big);
        const bool named = !written.ok() && written.error().file == file.string() &&
                           written.error().reason.find("cannot be written") != std::string::npos;
        ::_exit(named ? 7 : 1);
    });
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 7);
    CHECK(leftovers(dir.path()).empty());
    auto loaded = loadSave(file);
    REQUIRE_OK(loaded);
    CHECK(loaded->name == "previous");
}

TEST_CASE("killed at any moment while saving again and again, the save is always whole") {
    TempDir dir;
    const auto file = dir / "autosave.toml";
    REQUIRE_OK(writeSaveAtomically(file, raceSave("start")));
    const std::string a = toToml(raceSave(std::string(1 << 20, 'a'), 5));
    const std::string b = toToml(raceSave(std::string(1 << 20, 'b'), 6));
    Rng rng(42);
    for (int round = 0; round < 12; ++round) {
        CAPTURE(round);
        std::fflush(nullptr);
        const pid_t pid = ::fork();
        REQUIRE(pid >= 0);
        if (pid == 0) {
            for (int i = 0;; ++i)
                (void)writeFileAtomically(file, i % 2 ? a : b);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1 + rng.below(40)));
        ::kill(pid, SIGKILL);
        int status = 0;
        REQUIRE(::waitpid(pid, &status, 0) == pid);
        auto loaded = loadSave(file);
        REQUIRE_OK(loaded);
        const std::string& name = loaded->name;
        CHECK((name == "start" || name == std::string(1 << 20, 'a') ||
               name == std::string(1 << 20, 'b')));
        for (const auto& temp : leftovers(dir.path()))
            std::filesystem::remove(temp);
    }
}

TEST_CASE("a save that cannot replace its target says so and leaves nothing behind") {
    TempDir dir;
    const auto target = dir / "taken.toml";
    std::filesystem::create_directories(target / "inside");
    const Status written = writeSaveAtomically(target, raceSave("x"));
    REQUIRE_FALSE(written.ok());
    CHECK(written.error().file == target.string());
    CHECK(written.error().reason.find("cannot be replaced") != std::string::npos);
    CHECK(leftovers(dir.path()).empty());
    CHECK(std::filesystem::is_directory(target / "inside"));
}

TEST_CASE("saving makes the folders it needs and replaces the previous save") {
    TempDir dir;
    const auto file = dir / "a" / "b" / "game.toml";
    REQUIRE_OK(writeSaveAtomically(file, raceSave("one")));
    REQUIRE_OK(writeSaveAtomically(file, raceSave("two")));
    auto loaded = loadSave(file);
    REQUIRE_OK(loaded);
    CHECK(loaded->name == "two");
    CHECK(leftovers(file.parent_path()).empty());
}

// Issue 16, item 8: the one writer follows links, refuses devices, cleans up after the dead.
TEST_CASE("saving through a symbolic link updates its target and keeps the link") {
    TempDir dir;
    const auto target = dir / "real.toml";
    const auto link = dir / "link.toml";
    REQUIRE_OK(writeFileAtomically(target, "old\n"));
    std::filesystem::create_symlink("real.toml", link);
    REQUIRE_OK(writeFileAtomically(link, "new\n"));
    CHECK(std::filesystem::is_symlink(link));  // before: the link was replaced by a file
    std::ifstream in(target);
    std::string text;
    std::getline(in, text);
    CHECK(text == "new");
}

TEST_CASE("a device, a FIFO or a folder is refused as a target, and left as it was") {
    TempDir dir;
    const auto fifo = dir / "pipe.toml";
    REQUIRE(::mkfifo(fifo.c_str(), 0644) == 0);
    const Status ok = writeFileAtomically(fifo, "x");
    REQUIRE_FALSE(ok.ok());
    CHECK(ok.error().reason.find("pipe") != std::string::npos);
    CHECK(std::filesystem::is_fifo(fifo));  // before: renamed over, a regular file
    const Status null = writeFileAtomically("/dev/null", "x");
    REQUIRE_FALSE(null.ok());
    CHECK(null.error().reason.find("device") != std::string::npos);
    std::filesystem::create_directory(dir / "folder.toml");
    CHECK_FALSE(writeFileAtomically(dir / "folder.toml", "x").ok());
    CHECK(leftovers(dir.path()).empty());
}

TEST_CASE("the temporary files of killed writers are removed by the next write") {
    TempDir dir;
    const auto file = dir / "game.toml";
    // A writer killed before its rename leaves its temporary file behind.
    const int status = inChild([&] {
        ::signal(SIGUSR1, SIG_DFL);
        // The write itself stops the child half-way: the temp file exists, the rename not.
        struct rlimit limit {1024, 1024};
        ::setrlimit(RLIMIT_FSIZE, &limit);
        ::signal(SIGXFSZ, SIG_DFL);
        (void)writeFileAtomically(file, std::string(1 << 20, 'x'));
    });
    CHECK(WIFSIGNALED(status));
    REQUIRE(leftovers(dir.path()).size() == 1);  // before: never cleaned up
    REQUIRE_OK(writeFileAtomically(file, "whole\n"));
    CHECK(leftovers(dir.path()).empty());
}

// Issue 30, fault 11: a folder that cannot be made says why, not "No such file or directory".
TEST_CASE("a state folder that cannot be made is reported with its cause") {
    // /sys refuses new folders even to root (EPERM); a read-only folder gives EACCES.
    const std::filesystem::path file = "/sys/plateau-test-state/saves/autosave.toml";
    auto refused = writeFileAtomically(file, "game = 'race'\n");
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().reason.find("cannot be made") != std::string::npos);
    CHECK(refused.error().reason.find("No such file") == std::string::npos);
    if (::geteuid() != 0) {
        TempDir dir;
        std::filesystem::create_directory(dir / "ro");
        ::chmod((dir / "ro").c_str(), 0555);
        auto ro = writeFileAtomically(dir / "ro" / "state" / "autosave.toml", "x");
        REQUIRE_FALSE(ro.ok());
        CHECK(ro.error().reason.find("Permission denied") != std::string::npos);
        ::chmod((dir / "ro").c_str(), 0755);
    }
}
