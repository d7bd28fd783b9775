// Issue 30, faults 5, 9 and 10: an engine that stops reading forfeits in time; an engine
// runs in its own process group (its children die with it) and inherits only its pipes;
// the protocol's numbers and lines are bounded.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <climits>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include <plateau/host/engine_bot.hpp>
#include <plateau/host/engine_protocol.hpp>
#include <plateau/sdk/chance.hpp>
#include <plateau/sdk/random.hpp>

#include "race/race_fixture.hpp"
#include "support.hpp"

using namespace plateau;
namespace fs = std::filesystem;

namespace {

// A race state where the first player has thrown and must move.
StatePtr decision(const Game& game) {
    Setup setup;
    setup.players = {{"Anna"}, {"Ben"}};
    setup.firstPlayer = 0;
    auto state = game.newState(setup);
    REQUIRE_OK(state);
    Rng rng(7);
    while ((*state)->isChance())
        (*state)->applyUnchecked(sampleChance(**state, rng));
    return std::move(*state);
}

std::string engine(const std::string& args) {
    return std::string(TEST_ENGINE_DIR) + "/hostile_engine.py " + args;
}

bool alive(pid_t pid) {
    // Gone, or a zombie waiting for its (new) parent to reap it.
    if (::kill(pid, 0) != 0) return false;
    std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
    std::string pidText, name, state;
    stat >> pidText >> name >> state;
    return state != "Z";
}

}  // namespace

TEST_CASE("an engine that stops reading forfeits by the move's deadline (before: a hang)") {
    auto game = raceGame();
    StatePtr state = decision(*game);
    EngineBot bot(engine("deaf"));
    bot.setBudget({.time = std::chrono::milliseconds(200)});
    Rng rng(1);
    // Before, the position line's write() blocked for ever on the full pipe.
    const Move move = bot.chooseMove(*state, rng);
    CHECK_FALSE(state->illegalReason(move));
    CHECK(bot.forfeitReason().find("did not read what Plateau sent in time") != std::string::npos);
}

TEST_CASE("an engine's children die with it, and it inherits no file of the host's") {
    const fs::path report =
        fs::temp_directory_path() / ("plateau-engine-report-" + std::to_string(::getpid()));
    // As a log or records file opened without close-on-exec.
    const int opened = ::open(report.parent_path().c_str(), O_RDONLY | O_DIRECTORY);
    REQUIRE(opened >= 0);
    const int leaked = ::dup2(opened, 117);  // a number the engine would not reuse itself
    ::close(opened);
    REQUIRE(leaked == 117);
    pid_t child = -1;
    {
        auto game = raceGame();
        StatePtr state = decision(*game);
        EngineBot bot(engine("spawn " + report.string()));
        bot.setBudget({.time = std::chrono::milliseconds(2000)});
        Rng rng(1);
        const Move move = bot.chooseMove(*state, rng);
        CHECK(bot.forfeitReason().empty());
        CHECK_FALSE(state->illegalReason(move));
        std::ifstream in(report);
        std::string fds;
        in >> child;
        std::getline(in >> std::ws, fds);
        REQUIRE(child > 0);
        CHECK(alive(child));
        // 0, 1, 2 and the one the listing itself used: nothing of the host's.
        std::istringstream list(fds);
        for (int fd; list >> fd;)
            CHECK_MESSAGE(fd != leaked, "the engine holds the host's fd " << fd);
    }
    // The bot is gone: so is the process it forked (before: it lived on).
    for (int i = 0; i < 200 && alive(child); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    CHECK_FALSE(alive(child));
    ::close(leaked);
    fs::remove(report);
}

TEST_CASE("the protocol's numbers cannot overflow and its errors quote a short prefix") {
    auto game = raceGame();
    // Before: "first -2147483648" computed INT_MIN - 1 (undefined behaviour).
    for (const char* first : {"-2147483648", "-1", "2147483647", "33", "3"}) {
        auto setup = parseEngineGameLine(*game, std::string("game race players 2 first ") + first);
        CHECK_FALSE_MESSAGE(setup.ok(), first);
    }
    auto ok = parseEngineGameLine(*game, "game race players 2 first 2");
    REQUIRE_OK(ok);
    CHECK(ok->firstPlayer == 1);

    CHECK(engineMoveTime("go player 1 movetime 250") == std::chrono::milliseconds(250));
    CHECK_FALSE(engineMoveTime("go movetime 99999999999999999999999"));
    CHECK_FALSE(engineMoveTime("go movetime -5"));
    CHECK_FALSE(engineMoveTime("go movetime 9223372036854775807"));
    CHECK_FALSE(engineMoveTime("go"));

    const std::string huge(100000, 'z');
    auto refused = parseEngineGameLine(*game, "game " + huge);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().reason.size() < 200);
    CHECK(engineQuote(huge).size() <= kEngineQuoteBytes + 8);
    CHECK(engineQuote("é" + std::string(39, 'a') + "b") == "'é" + std::string(38, 'a') + "…'");
}

TEST_CASE("an engine line without end is dropped past the bound, not held") {
    std::istringstream in(std::string(5000, 'a') + "\nisready\ntail");
    std::string line;
    CHECK(readEngineLine(in, line, 1000) == EngineLineRead::TooLong);
    CHECK(line.size() <= 2 * kEngineQuoteBytes);
    CHECK(readEngineLine(in, line, 1000) == EngineLineRead::Line);
    CHECK(line == "isready");
    CHECK(readEngineLine(in, line, 1000) == EngineLineRead::Line);
    CHECK(line == "tail");
    CHECK(readEngineLine(in, line, 1000) == EngineLineRead::End);
}
