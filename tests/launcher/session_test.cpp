// GameSession without a window: one seed gives one game whichever way it is driven
// (bots on their thread or at once, resumed half-way or not), undo keeps the dice, every
// game has its own autosave and a finished one goes to the history.

#include <chrono>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <thread>

#include <doctest/doctest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#include <plateau/host/record.hpp>
#include <plateau/host/replay_cursor.hpp>
#include <plateau/host/save_file.hpp>

#include "race/race_fixture.hpp"
#include "session/game_session.hpp"
#include "session/plugin_watcher.hpp"
#include "session/seed_policy.hpp"
#include "support.hpp"

using namespace plateau;
using namespace plateau::session;
namespace fs = std::filesystem;

namespace {

// Anna (a person) against a random bot and an MCTS bot.
Setup setup(std::uint64_t seed) {
    Setup s;
    s.players.resize(3);
    s.players[0].name = "Anna";
    s.players[1].name = "Random";
    s.players[1].controller = "bot:random";
    s.players[2].name = "Search";
    s.players[2].controller = "bot:mcts@400";  // iterations only: no clock in a test
    s.seed = seed;
    s.firstPlayer = 0;
    return s;
}

// A person's choice that depends on the position only: the last legal move.
Move personsMove(const State& state) {
    MoveList moves;
    state.legalMoves(moves);
    return moves[moves.size() - 1];
}

enum class Drive { AtOnce, Threaded };

// Plays on until the end or `limit` moves: the person, the dice and the bots.
void playOn(GameSession& s, Drive drive, std::size_t limit = 100000) {
    while (!s.state().isTerminal() && s.state().history().size() < limit) {
        if (s.humanToAct() && s.state().isChance()) {
            REQUIRE_OK(s.throwDice(By::Human));
        } else if (s.humanToAct()) {
            REQUIRE_OK(s.play(personsMove(s.state()), By::Human));
        } else if (drive == Drive::AtOnce || s.state().isChance()) {
            REQUIRE_OK(s.step());
        } else {
            s.startBot();
            while (!s.pollBot())
                std::this_thread::sleep_for(std::chrono::microseconds(200));
        }
    }
}

std::string movesOf(const State& state) {
    std::string out;
    auto probe = state.game().newState(state.setup());
    for (const Move m : state.history()) {
        out += (*probe)->moveToString(m) + " ";
        (void)(*probe)->apply(m);
    }
    return out;
}

}  // namespace

TEST_CASE("one seed gives one game: bots on their thread or at once") {
    auto a = GameSession::start(raceGame(), setup(11), {});
    auto b = GameSession::start(raceGame(), setup(11), {});
    REQUIRE_OK(a);
    REQUIRE_OK(b);
    playOn(**a, Drive::AtOnce);
    playOn(**b, Drive::Threaded);
    REQUIRE((*a)->state().isTerminal());
    CHECK((*a)->state().history().size() > 6);
    CHECK(movesOf((*a)->state()) == movesOf((*b)->state()));

    // Another seed, another game (the dice come from the seed).
    auto c = GameSession::start(raceGame(), setup(12), {});
    REQUIRE_OK(c);
    playOn(**c, Drive::AtOnce);
    CHECK(movesOf((*a)->state()) != movesOf((*c)->state()));
}

TEST_CASE("a game resumed half-way goes on as if it had never stopped") {
    auto whole = GameSession::start(raceGame(), setup(21), {});
    REQUIRE_OK(whole);
    playOn(**whole, Drive::AtOnce);
    const auto total = (*whole)->state().history().size();
    REQUIRE(total > 4);

    auto first = GameSession::start(raceGame(), setup(21), {});
    REQUIRE_OK(first);
    playOn(**first, Drive::AtOnce, total / 2);
    auto replayed = replay(*raceGame(), makeRecord((*first)->state()));
    REQUIRE_OK(replayed);
    auto second = GameSession::resume(std::move(*replayed), {});
    REQUIRE_OK(second);
    CHECK((*second)->state().history().size() == total / 2);
    playOn(**second, Drive::Threaded);
    CHECK(movesOf((*second)->state()) == movesOf((*whole)->state()));
}

TEST_CASE("the event stream tells moves, the game's words and the end") {
    auto s = GameSession::start(raceGame(), setup(5), {});
    REQUIRE_OK(s);
    (void)(*s)->takeEvents();
    REQUIRE((*s)->state().isChance());
    REQUIRE_OK((*s)->throwDice(By::Human));
    auto events = (*s)->takeEvents();
    REQUIRE(!events.empty());
    CHECK(events.front().kind == SessionEvent::Kind::Move);
    CHECK(events.front().chance);
    CHECK(events.front().ply == 0);
    CHECK(events.front().player == 0);
    CHECK(events.front().by == By::Human);
    CHECK((*s)->takeEvents().empty());  // told once

    // A refused move changes nothing and is told with its reason.
    const auto before = (*s)->state().toText(Viewer::referee());
    CHECK_FALSE((*s)->play("+9", By::Human).ok());
    events = (*s)->takeEvents();
    REQUIRE(events.size() == 1);
    CHECK(events[0].kind == SessionEvent::Kind::Illegal);
    CHECK(!events[0].reason.empty());
    CHECK((*s)->state().toText(Viewer::referee()) == before);

    playOn(**s, Drive::AtOnce);
    events = (*s)->takeEvents();
    REQUIRE(!events.empty());
    int overs = 0;
    for (const auto& e : events)
        overs += e.kind == SessionEvent::Kind::GameOver ? 1 : 0;
    CHECK(overs == 1);
}

TEST_CASE("undo takes back the person's move and the replies, and the dice come back the same") {
    auto s = GameSession::start(raceGame(), setup(8), {});
    REQUIRE_OK(s);
    // Anna throws and moves, the bots answer, and it is Anna's throw again.
    playOn(**s, Drive::AtOnce, 1);
    REQUIRE_OK((*s)->play(personsMove((*s)->state()), By::Human));
    while ((*s)->sessionToAct())
        REQUIRE_OK((*s)->step());
    const auto after = movesOf((*s)->state());
    REQUIRE((*s)->canUndo());
    REQUIRE((*s)->undo());
    CHECK((*s)->state().history().size() == 1);  // back to Anna's decision after her throw
    CHECK((*s)->canRedo());
    REQUIRE_OK((*s)->play(personsMove((*s)->state()), By::Human));
    while ((*s)->sessionToAct())
        REQUIRE_OK((*s)->step());
    CHECK(movesOf((*s)->state()) == after);
}

TEST_CASE("every game its own autosave, a finished one goes to the history, capped") {
    const testing::TempDir dir;
    SessionOptions options;
    options.autosave = true;
    options.savesDir = dir.path() / "saves";
    options.historyDir = dir.path() / "history";
    options.historyLimit = 2;
    auto one = GameSession::start(raceGame(), setup(1), options);
    auto two = GameSession::start(raceGame(), setup(2), options);
    REQUIRE_OK(one);
    REQUIRE_OK(two);
    CHECK((*one)->file() != (*two)->file());
    CHECK(fs::exists((*one)->file()));
    CHECK(fs::exists((*two)->file()));
    CHECK(isAutosaveFile((*one)->file()));
    CHECK(listSaves(options.savesDir).size() == 2);

    // A move is on disk at once.
    playOn(**one, Drive::AtOnce, 3);
    auto saved = loadSave((*one)->file());
    REQUIRE_OK(saved);
    CHECK(saved->record.moves.size() == 3);
    CHECK(latestAutosave(options.savesDir) == (*one)->file());

    // Continue the autosave: the same file goes on.
    const auto oneFile = (*one)->file();
    one->reset();
    auto replayed = replay(*raceGame(), saved->record);
    REQUIRE_OK(replayed);
    auto again = GameSession::resume(std::move(*replayed), options, oneFile);
    REQUIRE_OK(again);
    CHECK((*again)->file() == oneFile);
    playOn(**again, Drive::AtOnce);
    // Over: out of the saves, into the history with its result.
    CHECK_FALSE(fs::exists(oneFile));
    REQUIRE(fs::exists((*again)->file()));
    auto finished = loadSave((*again)->file());
    REQUIRE_OK(finished);
    CHECK(finished->name == resultLine((*again)->state()));
    CHECK(finished->name.find("wins") != std::string::npos);
    CHECK(listSaves(options.savesDir).size() == 1);

    // Undo after the end: unfinished again, back among the saves.
    REQUIRE((*again)->undo());
    CHECK(fs::exists(oneFile));
    CHECK_FALSE(fs::exists(options.historyDir / oneFile.filename()));
    playOn(**again, Drive::AtOnce);
    CHECK_FALSE(fs::exists(oneFile));

    // Three finished games, two kept: the oldest goes.
    for (std::uint64_t seed : {31, 32, 33}) {
        auto s = GameSession::start(raceGame(), setup(seed), options);
        REQUIRE_OK(s);
        playOn(**s, Drive::AtOnce);
        std::this_thread::sleep_for(std::chrono::milliseconds(1100));  // saved_at has seconds
    }
    CHECK(listSaves(options.historyDir).size() == 2);
}

// Issue 30, fault 12: two windows continuing one autosave no longer overwrite each other.
TEST_CASE("a second session on a held autosave gets a file of its own and a warning") {
    const testing::TempDir dir;
    SessionOptions options;
    options.autosave = true;
    options.savesDir = dir.path() / "saves";
    options.historyDir = dir.path() / "history";
    auto first = GameSession::start(raceGame(), setup(5), options);
    REQUIRE_OK(first);
    playOn(**first, Drive::AtOnce, 2);
    const auto shared = (*first)->file();
    auto saved = loadSave(shared);
    REQUIRE_OK(saved);
    (void)(*first)->takeEvents();

    // Before: the second one wrote the same file, the last writer won.
    auto replayed = replay(*raceGame(), saved->record);
    REQUIRE_OK(replayed);
    auto second = GameSession::resume(std::move(*replayed), options, shared);
    REQUIRE_OK(second);
    CHECK((*second)->file() != shared);
    bool warned = false;
    for (const auto& e : (*second)->takeEvents())
        if (e.kind == SessionEvent::Kind::Warning) {
            warned = true;
            CHECK(e.reason.find("in use by another Plateau window") != std::string::npos);
        }
    CHECK(warned);
    playOn(**second, Drive::AtOnce, 1);
    auto firstStill = loadSave(shared);
    REQUIRE_OK(firstStill);
    CHECK(firstStill->record.moves.size() == 2);  // the first window's game is untouched

    // Once the first window is gone, Continue takes the file back.
    first->reset();
    auto again = replay(*raceGame(), saved->record);
    REQUIRE_OK(again);
    auto third = GameSession::resume(std::move(*again), options, shared);
    REQUIRE_OK(third);
    CHECK((*third)->file() == shared);
    CHECK(fs::exists(SaveLock::lockFileOf(shared)));
    third->reset();
    CHECK_FALSE(fs::exists(SaveLock::lockFileOf(shared)));  // no lock file left behind
}

// Issue 30, fault 4: a crash during a game is told at the next start, with its game.
TEST_CASE("a game whose process died is reported with its plugin and its autosave") {
    const testing::TempDir dir;
    SessionOptions options;
    options.autosave = true;
    options.savesDir = dir.path() / "saves";
    options.historyDir = dir.path() / "history";
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        auto session = GameSession::start(raceGame(), setup(8), options);
        if (session) playOn(**session, Drive::AtOnce, 2);
        ::raise(SIGKILL);  // as a plugin's crash would end it: no destructor runs
        ::_exit(0);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFSIGNALED(status));
    const auto crashed = takeCrashedGames(dir.path() / "running");
    REQUIRE(crashed.size() == 1);
    CHECK(crashed[0].plugin == "race");
    auto kept = loadSave(crashed[0].autosave);
    REQUIRE_OK(kept);
    CHECK(kept->record.moves.size() == 2);
    CHECK(takeCrashedGames(dir.path() / "running").empty());  // told once

    // A game that ends normally leaves nothing to report.
    {
        auto session = GameSession::start(raceGame(), setup(9), options);
        REQUIRE_OK(session);
        playOn(**session, Drive::AtOnce, 2);
    }
    CHECK(takeCrashedGames(dir.path() / "running").empty());
}

TEST_CASE("reload replays the record through a fresh copy of the rules") {
    auto s = GameSession::start(raceGame(), setup(4), {});
    REQUIRE_OK(s);
    playOn(**s, Drive::AtOnce, 5);
    const auto before = (*s)->state().toText(Viewer::referee());
    auto fresh = race::RaceGame::load(RACE_DATA_DIR);
    REQUIRE_OK(fresh);
    REQUIRE_OK((*s)->reload(*fresh, nullptr));
    CHECK((*s)->state().toText(Viewer::referee()) == before);
    CHECK(&(*s)->game() == fresh->get());
    bool told = false;
    for (const auto& e : (*s)->takeEvents())
        told = told || (e.kind == SessionEvent::Kind::Reloaded && e.ply == 5);
    CHECK(told);
    playOn(**s, Drive::AtOnce);
    CHECK((*s)->state().isTerminal());
}

TEST_CASE("the seed policy: streams apart per ply and per seat") {
    auto a = diceRng(7, 3), b = diceRng(7, 3), c = diceRng(7, 4);
    CHECK(a.next() == b.next());
    CHECK(diceRng(7, 3).next() != c.next());
    CHECK(botRng(7, 0, 3).next() != diceRng(7, 3).next());
    CHECK(botRng(7, 0, 3).next() != botRng(7, 1, 3).next());
}

TEST_CASE("the ranking: winners first, then by the game's standings, level when equal") {
    auto s = GameSession::start(raceGame(), setup(6), {});
    REQUIRE_OK(s);
    playOn(**s, Drive::AtOnce);
    const auto places = ranking((*s)->state());
    REQUIRE(places.size() == 3);
    const auto winners = (*s)->state().outcome().winners;
    REQUIRE(winners.size() == 1);
    CHECK(places[0].player == winners[0]);
    CHECK(places[0].place == 1);
    // Race says nothing of standings: the others share second place.
    CHECK(places[1].place == 2);
    CHECK(places[2].place == 2);
}

TEST_CASE(
    "the result's figures come from the undo history, as a replay of the record counts them") {
    for (const int first : {0, -1}) {
        INFO("first player ", first);
        auto s = setup(31);
        s.firstPlayer = first;  // -1: left to a draw
        auto session = GameSession::start(raceGame(), s, {});
        REQUIRE_OK(session);
        playOn(**session, Drive::AtOnce);
        const auto summary = (*session)->summary();
        auto cursor = ReplayCursor::open(*raceGame(), makeRecord((*session)->state()));
        REQUIRE_OK(cursor);
        int throws = 0, draws = 0;
        for (int i = 0; i < cursor->size(); ++i) {
            if (!cursor->isThrow(i)) continue;
            ++(cursor->mover(i) < 0 ? draws : throws);
        }
        CHECK(throws > 0);
        CHECK(summary.throws == throws);
        CHECK(summary.moves == static_cast<int>((*session)->state().history().size()) - draws);
    }
}

TEST_CASE("the session's clock is the one it is given") {
    auto now = std::chrono::steady_clock::time_point{} + std::chrono::hours(5);
    SessionOptions options;
    options.clock = [&now] { return now; };
    auto s = GameSession::start(raceGame(), setup(3), options);
    REQUIRE_OK(s);
    CHECK((*s)->elapsed() == std::chrono::seconds(0));
    now += std::chrono::seconds(75);
    CHECK((*s)->elapsed() == std::chrono::seconds(75));
    CHECK((*s)->summary().duration == std::chrono::seconds(75));
}

TEST_CASE("a named save: the title and the time as its name, the game as it stands") {
    const testing::TempDir dir;
    auto s = GameSession::start(raceGame(), setup(8), {});
    REQUIRE_OK(s);
    REQUIRE_OK((*s)->throwDice(By::Human));
    std::tm tm{};
    tm.tm_year = 2026 - 1900;
    tm.tm_mon = 4;
    tm.tm_mday = 1;
    tm.tm_hour = 14;
    tm.tm_min = 3;
    tm.tm_sec = 59;
    tm.tm_isdst = -1;
    const auto when = std::chrono::system_clock::from_time_t(std::mktime(&tm));
    auto saved = (*s)->saveNamed("Race", when, dir.path());
    REQUIRE_OK(saved);
    CHECK(saved->name == "Race 2026-05-01 14.03.59");
    CHECK(saved->file.parent_path() == dir.path());
    auto read = loadSave(saved->file);
    REQUIRE_OK(read);
    CHECK(read->name == saved->name);
    CHECK(read->record.moves.size() == 1);
    // Nowhere to write (a file where the folder should be): refused with the reason.
    { std::ofstream(dir.path() / "blocker") << "x"; }
    auto refused = (*s)->saveNamed("Race", when, dir.path() / "blocker" / "saves");
    REQUIRE_FALSE(refused);
    CHECK_FALSE(refused.error().toString().empty());
    CHECK((*s)->state().history().size() == 1);
}

TEST_CASE("a rebuilt plugin is reloaded once its file has stopped changing") {
    const testing::TempDir dir;
    const fs::path file = dir.path() / "libgame.so";
    { std::ofstream(file) << "one"; }
    PluginWatcher watcher(file, 0.5f);  // takes the file's time at once
    CHECK(watcher.settled());
    CHECK_FALSE(watcher.poll(0.2f));  // not a look yet
    CHECK_FALSE(watcher.poll(0.4f));  // a look: unchanged
    fs::last_write_time(file, fs::last_write_time(file) + std::chrono::seconds(2));
    CHECK_FALSE(watcher.settled());   // a change waits
    CHECK_FALSE(watcher.poll(0.5f));  // seen: due once it is still
    CHECK_FALSE(watcher.settled());
    CHECK(watcher.poll(0.5f));  // still: reload
    CHECK(watcher.settled());
    CHECK_FALSE(watcher.poll(0.5f));  // once
    fs::remove(file);
    CHECK(watcher.settled());         // gone: nothing to reload from
    CHECK_FALSE(watcher.poll(0.5f));  // (being replaced: looked at again later)
    CHECK_FALSE(PluginWatcher({}).poll(10.f));
}
