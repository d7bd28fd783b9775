// The setup screen's statistics without a window: quick games with the chosen players,
// the same figures for the same seed, a cap for games that never end, and a game that
// throws said as such.

#include <stdexcept>
#include <thread>

#include <doctest/doctest.h>

#include "race/race_fixture.hpp"
#include "session/variant_statistics.hpp"

using namespace plateau;
using namespace plateau::session;

namespace {

Setup raceSetup(int players, int goal = 10) {
    Setup s;
    s.variant = "classic";
    s.players.resize(static_cast<std::size_t>(players));
    s.options.set("goal", std::int64_t{goal});
    s.firstPlayer = 0;
    return s;
}

StatisticsLimits noClock(int games) {
    StatisticsLimits limits;
    limits.maxGames = games;
    limits.time = std::chrono::milliseconds(0);
    return limits;
}

// A game that does not end (its players only ever pass), or that throws at move `failAt`.
enum class Flaw { Endless, Throws };

class FlawedState final : public State {
public:
    FlawedState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup, Flaw flaw)
        : State(std::move(game), std::move(setup)), m_flaw(flaw) {}
    PlayerId currentPlayer() const override {
        return static_cast<int>(history().size()) % numPlayers();
    }
    void legalMoves(MoveList& out) const override {
        if (m_flaw == Flaw::Throws && history().size() >= 5)
            throw std::runtime_error("the count went wrong");
        out.push_back(Move{1});
        out.push_back(Move{2});
    }
    void chanceOutcomes(ChanceList&) const override {}
    Outcome outcome() const override { return {}; }
    std::string moveToString(Move move) const override { return std::to_string(move.code); }
    Expected<Move> parseMove(std::string_view) const override { return Error("no"); }
    BoardView boardView(const Viewer&) const override { return {}; }
    std::string toText(const Viewer&) const override { return {}; }

protected:
    void doApply(Move) override {}
    StatePtr doClone() const override { return StatePtr(new FlawedState(*this)); }

private:
    Flaw m_flaw;
};

class FlawedGame final : public Game {
public:
    explicit FlawedGame(Flaw flaw)
        : Game(GameType{.id = "flawed", .name = "Flawed", .decisions = false}), m_flaw(flaw) {
        VariantInfo v;
        v.id = "only";
        v.name = "Only";
        m_variants.push_back(v);
    }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup,
                                   const VariantInfo&) const override {
        return StatePtr(new FlawedState(shared(), std::move(setup), m_flaw));
    }

private:
    std::vector<VariantInfo> m_variants;
    Flaw m_flaw;
};

Setup flawedSetup() {
    Setup s;
    s.variant = "only";
    s.players.resize(2);
    return s;
}

}  // namespace

TEST_CASE("statistics: quick games give length, minutes and seat shares, the same for a seed") {
    const auto game = raceGame();
    const Setup setup = raceSetup(3);
    const auto a = simulateVariant(*game, setup, noClock(40), {}, 42);
    REQUIRE(a.available);
    CHECK(a.games == 40);
    CHECK(a.unfinished == 0);
    CHECK(a.players == 3);
    CHECK(a.meanPlies > 0);
    CHECK(a.countsRounds == (a.meanRounds > 0));
    double total = 0;
    for (double w : a.seatWins)
        total += w;
    CHECK(total == doctest::Approx(1.0));  // Race always has one winner
    CHECK(a.oneWinner);
    CHECK(a.draws == 0);

    // Deterministic for a seed; another seed gives other games.
    const auto b = simulateVariant(*game, setup, noClock(40), {}, 42);
    CHECK(b.meanPlies == a.meanPlies);
    CHECK(b.seatWins == a.seatWins);
    CHECK(b.meanSeconds == a.meanSeconds);
    const auto c = simulateVariant(*game, setup, noClock(40), {}, 43);
    CHECK(c.seatWins != a.seatWins);

    // Who starts, when the setup leaves it to a draw, is drawn for each game: with random
    // moves the first seat then wins about its fair share, not every first player's edge.
    Setup drawn = raceSetup(2, 3);
    drawn.firstPlayer = -1;
    for (auto& p : drawn.players)
        p.controller = "bot:random";
    Setup fixed = drawn;
    fixed.firstPlayer = 0;
    const auto d = simulateVariant(*game, drawn, noClock(400), {}, 5);
    const auto f = simulateVariant(*game, fixed, noClock(400), {}, 5);
    CHECK(f.seatWins[0] > d.seatWins[0] + 0.1);
    CHECK(d.seatWins[0] == doctest::Approx(0.5).epsilon(0.15));

    // A longer race is longer, and people at the table take longer than the computer.
    const auto longer = simulateVariant(*game, raceSetup(3, 40), noClock(40), {}, 42);
    CHECK(longer.meanPlies > a.meanPlies);
    Setup bots = setup;
    for (auto& p : bots.players)
        p.controller = "bot:random";
    const auto computers = simulateVariant(*game, bots, noClock(40), {}, 42);
    CHECK(computers.meanSeconds < a.meanSeconds);
    // The minutes are the moves at the pace given: all throws and decisions here.
    PaceEstimate slow;
    slow.personDecision = 40;
    CHECK(simulateVariant(*game, setup, noClock(40), slow, 42).meanSeconds > a.meanSeconds);
}

TEST_CASE("statistics: a person plays as the game's easiest computer, a bot as chosen") {
    const auto game = raceGame();
    PlayerSetup person;
    CHECK(standInController(*game, person) == "bot:mcts:easy");
    PlayerSetup bot;
    bot.controller = "bot:mcts:hard";
    CHECK(standInController(*game, bot) == "bot:mcts:hard");
    // Where players decide nothing, any computer throws the same: random moves.
    const auto flawed = makeGame<FlawedGame>(Flaw::Endless);
    CHECK(standInController(*flawed, person) == "bot:random");
}

TEST_CASE(
    "statistics: the text says length, minutes as an estimate, seat 1 against fair, and the "
    "games") {
    VariantStatistics s;
    s.available = true;
    s.players = 4;
    s.games = 400;
    s.unfinished = 0;
    s.countsRounds = true;
    s.meanRounds = 11.6;
    s.meanPlies = 90;
    s.meanSeconds = 8 * 60 + 10;
    s.seatWins = {0.26, 0.25, 0.25, 0.24};
    s.oneWinner = true;
    auto lines = describeStatistics(s);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == "About 12 rounds \u00b7 8 minutes (estimate)");
    CHECK(lines[1] == "Seat 1 wins 26 % (fair: 25 %)");
    CHECK(lines[2] == "From 400 quick games with these players.");

    // Draws are said, and the fair share is of the games somebody won.
    s.players = 2;
    s.draws = 80;
    s.seatWins = {0.39, 0.41};
    lines = describeStatistics(s);
    CHECK(lines[1] == "Seat 1 wins 39 % (fair: 40 %) \u00b7 draws 20 %");

    // "Fair" only where a game has one winner; moves where it has no rounds.
    s.countsRounds = false;
    s.oneWinner = false;
    s.draws = 12;
    s.unfinished = 100;
    s.maxPlies = 2000;
    s.seatWins = {0.5, 0.46, 0, 0};
    s.players = 2;
    lines = describeStatistics(s);
    REQUIRE(lines.size() == 3);
    CHECK(lines[0] == "About 90 moves \u00b7 8 minutes (estimate)");
    CHECK(lines[1] == "Seat 1 wins 50 % \u00b7 draws 4 %");
    CHECK(lines[2] ==
          "From 400 quick games with these players \u00b7 100 unfinished after 2000 moves.");
}

TEST_CASE("statistics: a game that never ends stops at the cap and says so") {
    const auto game = makeGame<FlawedGame>(Flaw::Endless);
    StatisticsLimits limits = noClock(20);
    limits.maxPlies = 300;
    const auto s = simulateVariant(*game, flawedSetup(), limits, {}, 1);
    REQUIRE(s.available);
    CHECK(s.games == 20);
    CHECK(s.unfinished == 20);
    const auto lines = describeStatistics(s);
    REQUIRE(lines.size() == 2);
    CHECK(lines[0] == "No game ended within 300 moves.");
    CHECK(lines[1] ==
          "From 20 quick games with these players \u00b7 20 unfinished after 300 moves.");

    // The clock stops the work too: the game cut by it is left out, not called unfinished.
    limits.maxGames = 1000000;
    limits.maxPlies = 100000000;
    limits.time = std::chrono::milliseconds(50);
    const auto timed = simulateVariant(*game, flawedSetup(), limits, {}, 1);
    CHECK_FALSE(timed.available);
    CHECK(timed.games == 0);
    CHECK(describeStatistics(timed)[0] ==
          "No statistics: not one game could be played in the time.");
}

TEST_CASE("statistics: a game that throws gives no figures, and the reason") {
    const auto game = makeGame<FlawedGame>(Flaw::Throws);
    const auto s = simulateVariant(*game, flawedSetup(), noClock(10), {}, 1);
    CHECK_FALSE(s.available);
    CHECK(describeStatistics(s)[0] == "No statistics: the game failed (the count went wrong).");
    // A setup the game refuses: its own reason.
    Setup wrong = flawedSetup();
    wrong.variant = "none";
    const auto refused = simulateVariant(*game, wrong, noClock(10), {}, 1);
    CHECK_FALSE(refused.available);
    CHECK_FALSE(refused.failure.empty());
}

TEST_CASE("statistics worker: in the background, a new request replaces the one under way") {
    const auto endless = makeGame<FlawedGame>(Flaw::Endless);
    StatisticsWorker worker;
    StatisticsLimits forever;
    forever.maxGames = 1000000;
    forever.maxPlies = 100000000;
    forever.time = std::chrono::milliseconds(0);
    worker.request(endless, flawedSetup(), forever, {}, 1);
    CHECK(worker.busy());
    CHECK_FALSE(worker.poll());
    // Replaced at once (the endless work is abandoned), and the new answer arrives.
    const auto game = raceGame();
    worker.request(game, raceSetup(2), noClock(50), {}, 7);
    std::optional<VariantStatistics> got;
    for (int i = 0; i < 2000 && !got; ++i) {
        got = worker.poll();
        if (!got) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    REQUIRE(got);
    CHECK(got->available);
    CHECK(got->games == 50);
    CHECK(got->seatWins == simulateVariant(*game, raceSetup(2), noClock(50), {}, 7).seatWins);
    CHECK_FALSE(worker.busy());
}
