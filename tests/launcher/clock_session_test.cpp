// Clocks of a game at one screen (issue 31), on a clock the test gives: the seat to act is
// charged, per move or per game with its increment, a bot's thinking included; a flag that
// falls ends the game, lost on time, and a save keeps each seat's time and the flag.

#include <chrono>
#include <filesystem>

#include <doctest/doctest.h>

#include <plateau/host/record.hpp>
#include <plateau/host/save_file.hpp>

#include "race/race_fixture.hpp"
#include "session/game_clocks.hpp"
#include "session/game_session.hpp"
#include "support.hpp"

using namespace plateau;
using namespace plateau::session;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

Setup twoSeats(bool bot) {
    Setup s;
    s.players.resize(2);
    s.players[0].name = "Anna";
    s.players[1].name = "Ben";
    if (bot) s.players[1].controller = "bot:random";
    s.seed = 5;
    s.firstPlayer = 0;
    return s;
}

struct FakeTime {
    std::chrono::steady_clock::time_point now = std::chrono::steady_clock::time_point{} + 10h;
    std::function<std::chrono::steady_clock::time_point()> source() {
        return [this] { return now; };
    }
};

// The seat to act plays (or throws) once.
void act(GameSession& s) {
    if (s.state().isChance()) {
        REQUIRE_OK(s.throwDice(By::Human));
    } else if (s.humanToAct()) {
        MoveList moves;
        s.state().legalMoves(moves);
        REQUIRE_OK(s.play(moves[0], By::Human));
    } else {
        REQUIRE_OK(s.step());
    }
}

// Acts until the seat to act is another one.
void actUntilOther(GameSession& s) {
    const int seat = s.actor();
    while (!s.over() && s.actor() == seat)
        act(s);
}

}  // namespace

TEST_CASE("clock text: minutes and seconds, tenths under ten seconds") {
    CHECK(clockShown(300'000) == "5:00");
    CHECK(clockShown(299'001) == "5:00");  // rounded up: 0:00 only once the time is up
    CHECK(clockShown(61'000) == "1:01");
    CHECK(clockShown(3'723'000) == "1:02:03");
    CHECK(clockShown(9'950) == "0:09.9");
    CHECK(clockShown(0) == "0:00.0");
    CHECK(clockShown(-5) == "0:00.0");
}

TEST_CASE("game clocks: per game with increment, per move, a flag that falls once") {
    const auto t0 = GameClocks::Time{} + 100s;
    GameClocks c;
    c.reset(*TimeControl::parse("game:10+2"), 2);
    c.turnTo(0, t0);
    c.turnTo(0, t0 + 1s);  // the same seat again: its clock goes on
    CHECK(c.leftMs(0, t0 + 3s) == 7000);
    c.turnTo(1, t0 + 3s);
    CHECK(c.leftMs(0, t0 + 50s) == 9000);  // 10 - 3 + 2, and no longer running
    CHECK(c.check(t0 + 12s) == -1);
    CHECK(c.check(t0 + 13s) == 1);
    CHECK(c.check(t0 + 14s) == -1);  // said once
    CHECK(c.fallen() == 1);
    CHECK(c.leftNow(t0 + 20s) == std::vector<long long>{9000, 0});
    c.turnTo(0, t0 + 20s);  // nothing runs after the flag
    CHECK(c.running() == -1);

    GameClocks m;
    m.reset(*TimeControl::parse("move:5"), 2);
    m.turnTo(1, t0);
    m.turnTo(0, t0 + 4s);
    CHECK(m.leftMs(1, t0 + 4s) == 5000);  // a full turn again
    CHECK(m.restore(*TimeControl::parse("move:5"), {3000, 5000}, -1));
    CHECK_FALSE(m.restore(*TimeControl::parse("move:5"), {3000, 5000}, 2));
}

TEST_CASE("a session on the clock: the seat to act is charged, and loses when its flag falls") {
    FakeTime time;
    SessionOptions options;
    options.clock = time.source();
    options.timeControl = *TimeControl::parse("game:20+1");
    auto made = GameSession::start(raceGame(), twoSeats(false), options);
    REQUIRE_OK(made);
    GameSession& s = **made;
    REQUIRE(s.clocks().active());
    REQUIRE(s.actor() == 0);
    CHECK(s.clocks().running() == 0);
    time.now += 4s;
    CHECK(s.clockLeftMs(0) == 16000);
    CHECK(s.clockLeftMs(1) == 20000);
    actUntilOther(s);
    CHECK(s.clockLeftMs(0) == 17000);  // and the increment
    CHECK(s.clocks().running() == 1);
    CHECK_FALSE(s.canUndo());  // no undo on the clock
    (void)s.takeEvents();
    // Ben thinks too long.
    time.now += 19s;
    CHECK_FALSE(s.tick());
    time.now += 1s;
    CHECK(s.tick());
    CHECK(s.over());
    CHECK_FALSE(s.state().isTerminal());  // the rules did not end it: the clock did
    CHECK(s.next() == Next::Over);
    CHECK(s.actor() == -1);
    const Outcome result = s.outcome();
    CHECK(result.winners == std::vector<int>{0});
    CHECK(result.reason == "Ben lost on time");
    CHECK_FALSE(s.play(Move{0}, By::Human).ok());
    const auto events = s.takeEvents();
    bool flag = false, over = false;
    for (const auto& e : events) {
        flag = flag || (e.kind == SessionEvent::Kind::FlagFell && e.player == 1);
        over = over || e.kind == SessionEvent::Kind::GameOver;
    }
    CHECK(flag);
    CHECK(over);
    CHECK_FALSE(s.tick());
}

TEST_CASE("a bot's thinking counts on its clock") {
    FakeTime time;
    SessionOptions options;
    options.clock = time.source();
    options.timeControl = *TimeControl::parse("move:5");
    auto made = GameSession::start(raceGame(), twoSeats(true), options);
    REQUIRE_OK(made);
    GameSession& s = **made;
    actUntilOther(s);  // Anna's turn
    REQUIRE(s.actor() == 1);
    REQUIRE(s.sessionToAct());
    time.now += 3s;
    CHECK(s.clockLeftMs(1) == 2000);
    CHECK(s.clockLeftMs(0) == 5000);
    time.now += 2s;
    CHECK(s.tick());
    CHECK(s.outcome().winners == std::vector<int>{0});
    CHECK(s.outcome().reason == "Ben lost on time");
}

TEST_CASE("a save keeps each seat's time and the fallen flag; the game goes on from them") {
    const testing::TempDir temp;
    const fs::path& dir = temp.path();
    FakeTime time;
    SessionOptions options;
    options.clock = time.source();
    options.timeControl = *TimeControl::parse("game:60+0");
    options.autosave = true;
    options.savesDir = dir / "saves";
    options.historyDir = dir / "history";
    fs::path file;
    {
        auto made = GameSession::start(raceGame(), twoSeats(false), options);
        REQUIRE_OK(made);
        GameSession& s = **made;
        time.now += 7s;
        actUntilOther(s);
        time.now += 2s;
        s.save();
        file = s.file();
    }
    auto save = loadSave(file);
    REQUIRE_OK(save);
    CHECK(save->clock == "game:60");
    REQUIRE(save->clocksMs.size() == 2);
    CHECK(save->clocksMs[0] == 53000);
    CHECK(save->flagFallen == -1);
    // Written and read back the same.
    auto again = parseSave(toToml(*save), "again");
    REQUIRE_OK(again);
    CHECK(again->clocksMs == save->clocksMs);

    auto replayed = replay(*raceGame(), save->record);
    REQUIRE_OK(replayed);
    SessionOptions resumed = options;
    resumed.clocksLeft = save->clocksMs;
    resumed.flagFallen = save->flagFallen;
    auto s = GameSession::resume(std::move(*replayed), resumed, file);
    REQUIRE_OK(s);
    CHECK((*s)->clockLeftMs(0) == 53000);
    CHECK((*s)->clockLeftMs(1) == save->clocksMs[1]);
    // Ben's flag falls: the finished game goes to the history with the flag.
    time.now += std::chrono::milliseconds(save->clocksMs[1]);
    CHECK((*s)->tick());
    const fs::path finished = (*s)->file();
    CHECK(finished.parent_path() == dir / "history");
    auto over = loadSave(finished);
    REQUIRE_OK(over);
    CHECK(over->flagFallen == 1);
    CHECK(over->name == "Ben lost on time");
    // A save whose times do not fit its seats is refused.
    auto bad = toToml(*over);
    bad.replace(bad.find("clocks_ms"), 9, "clocks_xx");
    CHECK_FALSE(parseSave(bad, "bad").ok());
}
