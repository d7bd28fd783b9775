// Parts of Quoridor's own bot on their own: the time manager and the opening book.
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include <doctest/doctest.h>

#include "support.hpp"

#include "bot/opening_book.hpp"
#include "bot/quoridor_bot.hpp"
#include "bot/score.hpp"
#include "bot/time_manager.hpp"
#include "quoridor/move_code.hpp"
#include "quoridor/notation.hpp"
#include "quoridor/quoridor_game.hpp"
#include "quoridor/quoridor_state.hpp"

using std::chrono::microseconds;

namespace {

// A clock the test moves by hand: the time manager's decisions, no timed assertions.
struct FakeClock {
    microseconds now{0};
    quoridor::TimeManager::Clock clock() {
        return [this] { return now; };
    }
    void at(int ms) { now = microseconds(ms * 1000); }
};

}  // namespace

TEST_CASE("the Quoridor time manager's hard limit keeps 1 % for the answer, at least 4 ms") {
    FakeClock c;
    quoridor::TimeManager t;
    t.start(microseconds(1'000'000), true, c.clock());
    CHECK(t.timed());
    CHECK(t.hardLimit() == microseconds(990'000));
    c.at(989);
    CHECK_FALSE(t.mustStop());
    c.at(990);
    CHECK(t.mustStop());
    t.start(microseconds(200'000), true, c.clock());
    CHECK(t.hardLimit() == microseconds(196'000));
    t.start(microseconds(6'000), true, c.clock());
    CHECK(t.hardLimit() == microseconds(3'000));  // never more than half kept
    t.start(microseconds(0), true, c.clock());
    CHECK_FALSE(t.timed());
    c.at(5000);
    CHECK_FALSE(t.mustStop());
    CHECK(t.startNext());
}

TEST_CASE("the Quoridor time manager iterates to 95 %, to the hard limit when unclear") {
    FakeClock c;
    quoridor::TimeManager t;
    t.start(microseconds(1'000'000), true, c.clock());
    // Before any iteration: a quiet position's soft limit.
    CHECK(t.softLimit() == microseconds(950'000));
    t.iterationDone(1, 40, true);  // the first iteration: nothing to compare with
    CHECK_FALSE(t.unclear());
    t.iterationDone(2, 60, false);
    t.iterationDone(4, 50, false);  // 10 less than at depth 2: within kDrop
    CHECK_FALSE(t.unclear());
    c.at(940);
    CHECK(t.startNext());
    c.at(950);
    CHECK_FALSE(t.startNext());
    // The best move changed: on to the hard limit.
    t.iterationDone(6, 50, true);
    CHECK(t.unclear());
    CHECK(t.softLimit() == t.hardLimit());
    CHECK(t.startNext());
    c.at(989);
    CHECK(t.startNext());
    c.at(990);
    CHECK_FALSE(t.startNext());
    // Settled again, then the score falls by more than kDrop against the same parity.
    t.iterationDone(8, 45, false);
    CHECK_FALSE(t.unclear());
    t.iterationDone(10, 45 - quoridor::TimeManager::kDrop - 1, false);
    CHECK(t.unclear());
    // An odd depth is compared with the last odd one, not with the even one before it.
    t.start(microseconds(1'000'000), true, c.clock());
    t.iterationDone(1, 300, false);
    t.iterationDone(2, 100, false);
    CHECK_FALSE(t.unclear());
    t.iterationDone(3, 290, false);
    CHECK_FALSE(t.unclear());
    t.iterationDone(4, 20, false);
    CHECK(t.unclear());
}

TEST_CASE("the Quoridor time manager gives a won position the quiet limit, a lost one all") {
    FakeClock c;
    quoridor::TimeManager t;
    t.start(microseconds(1'000'000), true, c.clock());
    // A race decided for the mover: 95 %, as in a quiet position (time not spent is lost).
    t.iterationDone(2, quoridor::kRace + 300, false);
    c.at(940);
    CHECK(t.startNext());
    c.at(950);
    CHECK_FALSE(t.startNext());
    // A forced win found with walls in hand (a proof within the candidates): the same.
    t.start(microseconds(1'000'000), true, c.clock());
    t.iterationDone(2, quoridor::kWin - 9, false);
    c.at(940);
    CHECK(t.startNext());
    c.at(950);
    CHECK_FALSE(t.startNext());
    // Lost, by the race or by force: the whole budget, as in any unclear position.
    t.start(microseconds(1'000'000), true, c.clock());
    t.iterationDone(2, -quoridor::kRace - 300, false);
    c.at(760);
    CHECK(t.startNext());
    t.iterationDone(4, -(quoridor::kWin - 12), false);
    c.at(985);
    CHECK(t.unclear());  // the score fell
    CHECK(t.startNext());
    // Not adaptive: the hard limit, even when won.
    t.start(microseconds(1'000'000), false, c.clock());
    t.iterationDone(2, quoridor::kRace + 300, false);
    c.at(960);
    CHECK(t.startNext());
    CHECK(t.softLimit() == t.hardLimit());
}

namespace {

const std::string kHeader = "plateau-quoridor-book 1 size 9 players 2 walls 10\n";

// The standard start and the book's key of it.
std::string keyOf(const quoridor::Board& board) {
    char key[17];
    std::snprintf(key, sizeof key, "%016llx", static_cast<unsigned long long>(board.hash()));
    return key;
}

}  // namespace

TEST_CASE("an opening book reads back what it wrote, and plays only legal moves it holds") {
    quoridor::Board start(9, 2, 10);
    quoridor::OpeningBook book(9, 2, 10);
    auto wall = quoridor::parseMoveText("d4h", 9, 2);
    REQUIRE_OK(wall);
    book.add(start.hash(), *wall);
    quoridor::Board after = start;
    after.makeMove(*wall);
    auto far = quoridor::parseMoveText("a1", 9, 2);  // no pawn can go there now
    REQUIRE_OK(far);
    book.add(after.hash(), *far);
    const std::string text = book.write();
    CHECK(text.rfind(kHeader, 0) == 0);
    auto read = quoridor::OpeningBook::read(text);
    REQUIRE_OK(read);
    CHECK(read->size() == 2);
    CHECK(read->write() == text);
    REQUIRE(read->probe(start).has_value());
    CHECK(*read->probe(start) == *wall);
    CHECK_FALSE(read->probe(after).has_value());  // illegal there: not played
    // Another variant: not consulted, though the hash may be anything.
    CHECK_FALSE(read->fits(quoridor::Board(9, 4, 5)));
    CHECK_FALSE(read->fits(quoridor::Board(7, 2, 10)));
    CHECK(read->fits(after));
}

TEST_CASE("a broken opening book is refused whole, with the line and the reason") {
    const quoridor::Board start(9, 2, 10);
    const std::string good = keyOf(start) + " e2\n";
    const auto refused = [](const std::string& text, const std::string& part) {
        auto book = quoridor::OpeningBook::read(text);
        REQUIRE_FALSE(book.ok());
        INFO(book.error().reason);
        CHECK(book.error().reason.find(part) != std::string::npos);
    };
    REQUIRE_OK(quoridor::OpeningBook::read(kHeader + good));
    refused("", "empty");
    refused("plateau-chess-book 1\n" + good, "line 1: not a Quoridor book");
    refused("plateau-quoridor-book 2 size 9 players 2 walls 10\n", "version 2");
    refused("plateau-quoridor-book 1 size 99 players 2 walls 10\n", "no such variant");
    refused(kHeader + "12345 e2\n", "line 2: not '<16 hex digits> <move>'");
    refused(kHeader + "zz5cc441a303a1b2 e2\n", "not a hash");
    refused(kHeader + keyOf(start) + " q77\n", "line 2");
    refused(kHeader + good + good, "line 3: a position given twice");
    refused(kHeader + keyOf(start) + " e2 " + std::string(60, 'x') + "\n", "longer than");
    std::string many = kHeader;
    for (std::size_t i = 0; i <= quoridor::OpeningBook::kMaxEntries; ++i) {
        char line[40];
        std::snprintf(line, sizeof line, "%016zx e2\n", i + 1);
        many += line;
    }
    refused(many, "more than");
}

TEST_CASE("hard plays the book's move in the first plies, and a broken book is left out") {
    namespace fs = std::filesystem;
    const plateau::testing::TempDir temp;
    const fs::path& dir = temp.path();
    fs::create_directories(dir / "bot");
    fs::copy(PLATEAU_SOURCE_DIR "/games/quoridor/variants", dir / "variants",
             fs::copy_options::recursive);
    const quoridor::Board start(9, 2, 10);
    const auto writeBook = [&](const std::string& text) {
        std::ofstream(dir / "bot" / "opening_book.txt", std::ios::binary) << text;
    };
    const auto firstMove = [&](const char* level,
                               plateau::BotBudget budget = {.iterations = 2000}) {
        auto game = quoridor::QuoridorGame::load(dir);
        REQUIRE_OK(game);
        plateau::Setup setup;
        setup.players.resize(2);
        setup.firstPlayer = 0;
        auto state = (*game)->newState(setup);
        REQUIRE_OK(state);
        auto bot = (*game)->makeBot("quoridor", level);
        REQUIRE_OK(bot);
        (*bot)->setBudget(budget);
        plateau::Rng rng(3);
        const plateau::Move move = (*bot)->chooseMove(**state, rng);
        return std::make_pair((*state)->moveToString(move), (*game)->bookProblem());
    };
    // An opening no search plays: a wall far from both paths.
    writeBook(kHeader + keyOf(start) + " a1v\n");
    CHECK(firstMove("hard") == std::make_pair(std::string("a1v"), std::string()));
    CHECK(firstMove("medium").first != "a1v");  // the book is hard's
    // A budget of more time than the book's own search had: the search plays.
    CHECK(firstMove("hard", {.time = std::chrono::milliseconds(500)}).first == "a1v");
    CHECK(firstMove("hard", {.time = std::chrono::milliseconds(600)}).first != "a1v");
    writeBook(kHeader + keyOf(start) + " a1v\nnonsense\n");
    const auto [move, problem] = firstMove("hard");
    CHECK(move != "a1v");
    CHECK(problem.find("line 3") != std::string::npos);
}
