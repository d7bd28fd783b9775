// A record of one's games (issue 31): the figures a person's finished games give (played,
// won, streaks per game and variant), the rating against rated bots, and a history with
// broken or hostile files, all from history files this test writes.

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include <plateau/host/record.hpp>
#include <plateau/host/save_file.hpp>
#include <plateau/sdk/random.hpp>

#include "race/race_fixture.hpp"
#include "session/player_record.hpp"

#include <unistd.h>

using namespace plateau::session;
namespace fs = std::filesystem;

namespace {

struct HistoryFolder {
    fs::path dir =
        fs::temp_directory_path() / ("plateau-record-test-" + std::to_string(::getpid()));
    int written = 0;
    HistoryFolder() {
        fs::remove_all(dir);
        fs::create_directories(dir);
    }
    ~HistoryFolder() {
        std::error_code ec;
        fs::remove_all(dir, ec);
    }
    void raw(const std::string& name, const std::string& text) const {
        std::ofstream(dir / name, std::ios::binary) << text;
    }
    // A finished game as Plateau writes it in the history: minute `minute` of a day.
    void game(const std::string& gameId, const std::string& variant,
              const std::vector<std::pair<std::string, std::string>>& players,
              const std::string& result, int moves, int minute) {
        std::string text = "game = '" + gameId + "'\nvariant = '" + variant + "'\n";
        text += "plugin_version = '1.0.0'\nseed = '1'\nfirst_player = 1\n";
        if (!result.empty()) text += "result = '" + result + "'\n";
        text += "moves = [";
        for (int i = 0; i < moves; ++i)
            text += std::string(i ? ", " : "") + "'m" + std::to_string(i) + "'";
        text += "]\n";
        for (const auto& [name, controller] : players)
            text += "\n[[players]]\nname = '" + name + "'\ncontroller = '" + controller + "'\n";
        char when[32];
        std::snprintf(when, sizeof when, "2026-12-01T%02d:%02d:00Z", minute / 60, minute % 60);
        text += "\n[save]\nsaved_at = " + std::string(when) + "\n";
        raw("game-" + std::to_string(++written) + ".toml", text);
    }
};

const BotRatingOf kRatings = [](const std::string& gameId,
                                const std::string& controller) -> std::optional<int> {
    if (gameId != "walls") return std::nullopt;
    if (controller == "bot:walls:easy") return 1000;
    if (controller == "bot:walls:hard") return 1800;
    return std::nullopt;
};

}  // namespace

TEST_CASE("a person's games: played, won and streaks by game and variant") {
    HistoryFolder h;
    const std::pair<std::string, std::string> anna{"Anna", "human"}, ben{"Ben", "human"},
        bot{"Computer", "bot:random"};
    h.game("goose", "classic", {anna, ben}, "Anna won: Anna reached square 63", 120, 10);
    h.game("goose", "classic", {anna, ben}, "Anna won: Anna reached square 63", 80, 20);
    h.game("goose", "short", {anna, bot}, "Computer won: Computer reached square 63", 40, 30);
    h.game("goose", "classic", {ben, anna}, "draw: everyone is trapped", 200, 40);
    h.game("walls", "standard", {{" anna ", "human"}, bot}, "anna won: anna reached the far side",
           30, 50);
    h.game("walls", "standard", {anna, bot}, "Anna won: Anna reached the far side", 36, 60);
    // Ben and Anna share a win (a team game).
    h.game("goose", "classic", {anna, ben}, "Anna, Ben won: the team reached 63", 90, 70);

    const auto read = readFinishedGames(h.dir);
    for (const auto& [file, why] : read.skipped)
        MESSAGE(file.filename().string() << ": " << why);
    CHECK(read.skipped.empty());
    REQUIRE(read.games.size() == 7);

    const auto anna1 = buildProfile(read.games, "Anna", kRatings);
    CHECK(anna1.all.played == 7);
    CHECK(anna1.all.won == 5);
    CHECK(anna1.all.drawn == 1);
    CHECK(anna1.all.lost == 1);
    // Won, won, lost, draw, won, won, won: the best run is the last three.
    CHECK(anna1.all.currentStreak == 3);
    CHECK(anna1.all.bestStreak == 3);
    const auto& classic = anna1.byVariant.at("goose").at("classic");
    CHECK(classic.played == 4);
    CHECK(classic.won == 3);
    CHECK(classic.drawn == 1);
    CHECK(classic.bestStreak == 2);
    CHECK(classic.currentStreak == 1);
    CHECK(anna1.byVariant.at("goose").at("short").lost == 1);
    CHECK(anna1.byVariant.at("walls").at("standard").won == 2);
    // " anna " is Anna: the seats' names trimmed, the case of ASCII letters ignored.
    CHECK(sameName(" anna ", "Anna"));
    CHECK_FALSE(sameName("Anna", "Annа"));  // a Cyrillic а is another name
    CHECK_FALSE(sameName("", ""));

    const auto ben1 = buildProfile(read.games, "ben", kRatings);
    CHECK(ben1.all.played == 4);
    CHECK(ben1.all.won == 1);
    CHECK(ben1.all.lost == 2);
    CHECK(ben1.all.drawn == 1);

    // The people, most games first; bots are not people.
    const auto names = profileNames(read.games);
    REQUIRE(names.size() == 2);
    CHECK(names[0] == "Anna");  // the spelling of the latest game
    CHECK(names[1] == "Ben");

    // The lengths: 30..200 moves in bins of a round width.
    const auto lengths = lengthHistogram(anna1, 10);
    CHECK(lengths.binWidth == 50);
    REQUIRE(lengths.counts.size() == 5);
    CHECK(lengths.counts[0] == 3);  // 30, 36, 40
    CHECK(lengths.counts[1] == 2);  // 80, 90
    CHECK(lengths.counts[2] == 1);  // 120
    CHECK(lengths.counts[4] == 1);  // 200
}

TEST_CASE("the rating moves with results against rated bots only") {
    HistoryFolder h;
    const std::pair<std::string, std::string> anna{"Anna", "human"}, easy{"Easy", "bot:walls:easy"},
        hard{"Hard", "bot:walls:hard"}, random{"R", "bot:random"};
    h.game("walls", "standard", {anna, easy}, "Anna won: far side", 30, 1);
    h.game("walls", "standard", {anna, random}, "R won: far side", 30, 2);  // not rated
    h.game("walls", "standard", {hard, anna}, "Anna won: far side", 30, 3);
    h.game("goose", "classic", {anna, easy}, "Easy won: 63", 30, 4);  // goose rates no bot
    h.game("walls", "standard", {anna, easy}, "Easy won: far side", 30, 5);
    const auto read = readFinishedGames(h.dir);
    REQUIRE(read.games.size() == 5);
    const auto p = buildProfile(read.games, "Anna", kRatings);
    CHECK(p.all.played == 5);
    REQUIRE(p.ratedGames() == 3);
    REQUIRE(p.ratings.size() == 1);  // goose rates no bot: walls only
    const auto& walls = p.ratings.at("walls");
    REQUIRE(walls.games == 3);
    const auto& line = walls.line;
    REQUIRE(line.size() == 3);
    // Elo by hand: 1000 vs 1000 won: +16; 1016 vs 1800 won: +32*(1-E); then a loss to 1000.
    double r = 1000 + 32 * (1 - 0.5);
    CHECK(line[0].rating == doctest::Approx(1016));
    const double e = 1 / (1 + std::pow(10.0, (1800 - r) / 400));
    r += 32 * (1 - e);
    CHECK(line[1].rating == doctest::Approx(r));
    CHECK(line[1].rating > 1046);  // a win over a far stronger bot counts almost fully
    r += 32 * (0 - eloExpected(r, 1000));
    CHECK(line[2].rating == doctest::Approx(r));
    CHECK(walls.current() == doctest::Approx(r));
    CHECK(walls.best == doctest::Approx(line[1].rating));
    CHECK(p.mostRatedGame() == "walls");
    // No rated game: no line, the newcomer's rating.
    const auto none = buildProfile(read.games, "Nobody", kRatings);
    CHECK(none.all.played == 0);
    CHECK(none.ratings.empty());
    CHECK(none.mostRatedGame().empty());
}

TEST_CASE("each game rates on its own scale: two games' ratings stay apart") {
    // "walls" rates its bots near 1,000-1,800, "dice" near 2,000-3,000: a win over dice's
    // weakest bot must not lift the walls rating, nor walls' losses sink the dice one.
    const BotRatingOf ratings = [](const std::string& gameId,
                                   const std::string& controller) -> std::optional<int> {
        if (gameId == "walls" && controller == "bot:walls:easy") return 1000;
        if (gameId == "dice" && controller == "bot:dice:weak") return 2400;
        return std::nullopt;
    };
    HistoryFolder h;
    const std::pair<std::string, std::string> anna{"Anna", "human"}, easy{"E", "bot:walls:easy"},
        weak{"W", "bot:dice:weak"};
    h.game("walls", "standard", {anna, easy}, "E won: far side", 30, 1);
    h.game("dice", "five", {anna, weak}, "Anna won: 5 sixes", 30, 2);
    h.game("walls", "standard", {anna, easy}, "E won: far side", 30, 3);
    h.game("dice", "five", {weak, anna}, "Anna won: 5 sixes", 30, 4);
    const auto read = readFinishedGames(h.dir);
    REQUIRE(read.games.size() == 4);
    const auto p = buildProfile(read.games, "anna", ratings);
    REQUIRE(p.ratings.size() == 2);
    const auto& walls = p.ratings.at("walls");
    const auto& dice = p.ratings.at("dice");
    CHECK(walls.games == 2);
    CHECK(dice.games == 2);
    // Walls: two losses from 1,000 against 1,000, nothing of dice in between.
    double w = 1000 + 32 * (0 - 0.5);
    w += 32 * (0 - eloExpected(w, 1000));
    CHECK(walls.current() == doctest::Approx(w));
    CHECK(walls.best == doctest::Approx(984));
    // Dice: two wins from 1,000 against 2,400 (almost the full 32 each).
    double d = 1000 + 32 * (1 - eloExpected(1000, 2400));
    d += 32 * (1 - eloExpected(d, 2400));
    CHECK(dice.current() == doctest::Approx(d));
    CHECK(dice.current() > 1063);
    CHECK(walls.current() < 970);
    // The line of each game has its own points only.
    REQUIRE(dice.line.size() == 2);
    CHECK(dice.line[0].rating == doctest::Approx(1000 + 32 * (1 - eloExpected(1000, 2400))));
    CHECK(p.ratedGames() == 4);
    CHECK(p.mostRatedGame() == "dice");  // equal counts: the first by id
}

TEST_CASE("broken and hostile history files are skipped with their reason") {
    HistoryFolder h;
    h.game("goose", "classic", {{"Anna", "human"}, {"Ben", "human"}}, "Anna won: 63", 10, 1);
    static constexpr char kGarbage[] = "\x00\xff\xfe not toml [[[";
    h.raw("garbage.toml", std::string(kGarbage, sizeof kGarbage - 1));
    h.raw("empty.toml", "");
    h.raw("wrong-types.toml", "game = 3\nmoves = 'x'\n");
    // Unfinished (no result), and a result that names nobody at the table.
    h.game("goose", "classic", {{"Anna", "human"}, {"Ben", "human"}}, "", 10, 2);
    h.game("goose", "classic", {{"Anna", "human"}, {"Ben", "human"}}, "Mallory won: 63", 10, 3);
    // A name far too long is cut, and the game still counts.
    const std::string longName(5000, 'x');
    h.game("goose", "classic", {{longName, "human"}, {"Ben", "human"}}, longName + " won: 63", 10,
           4);
    h.raw("notes.txt", "not a save");
    fs::create_directories(h.dir / "folder.toml");

    const auto read = readFinishedGames(h.dir);
    CHECK(read.games.size() == 2);
    std::vector<std::string> skipped;
    for (const auto& [file, why] : read.skipped) {
        CHECK_FALSE(why.empty());
        skipped.push_back(file.filename().string());
    }
    CHECK(read.skipped.size() == 5);
    const auto has = [&](const std::string& name) {
        return std::find(skipped.begin(), skipped.end(), name) != skipped.end();
    };
    CHECK(has("garbage.toml"));
    CHECK(has("empty.toml"));
    CHECK(has("wrong-types.toml"));
    CHECK(has("game-2.toml"));
    CHECK(has("game-3.toml"));
    REQUIRE(read.games.size() == 2);
    CHECK(read.games[1].seats[0].name.size() == 60);
    CHECK(read.games[1].seats[0].won);
    // A folder that does not exist is an empty history.
    CHECK(readFinishedGames(h.dir / "missing").games.empty());
}

// ---- The winners as data (issue 31): written by Plateau, read strictly, old files still read.

namespace {

// A finished game with a `winners` line as Plateau writes it (seats from 1); `winners`
// is the TOML value as written, bad ones included.
void gameWithWinners(const HistoryFolder& h, const std::string& file,
                     const std::vector<std::pair<std::string, std::string>>& players,
                     const std::string& result, const std::string& winners, int minute) {
    std::string text = "game = 'walls'\nvariant = 'standard'\nseed = '1'\n";
    if (!result.empty()) text += "result = '" + result + "'\n";
    text += "winners = " + winners + "\nmoves = ['m1', 'm2']\n";
    for (const auto& [name, controller] : players)
        text += "\n[[players]]\nname = '" + name + "'\ncontroller = '" + controller + "'\n";
    char when[32];
    std::snprintf(when, sizeof when, "2026-12-01T%02d:%02d:00Z", minute / 60, minute % 60);
    text += "\n[save]\nsaved_at = " + std::string(when) + "\n";
    h.raw(file, text);
}

// A race played to its end by random moves and throws.
plateau::StatePtr finishedRace(const plateau::Setup& setup) {
    auto state = raceGame()->newState(setup);
    REQUIRE(state);
    plateau::Rng rng(setup.seed);
    plateau::MoveList moves;
    for (int i = 0; i < 100000 && !(*state)->isTerminal(); ++i) {
        if ((*state)->isChance()) {
            (*state)->applyUnchecked((*state)->sampleChanceOutcome(rng));
            continue;
        }
        (*state)->legalMoves(moves);
        (*state)->applyUnchecked(moves[rng.below(static_cast<std::uint32_t>(moves.size()))]);
    }
    REQUIRE((*state)->isTerminal());
    return std::move(*state);
}

}  // namespace

TEST_CASE("the winners are seats: two seats of one name count right") {
    HistoryFolder h;
    const std::pair<std::string, std::string> person{"Anna", "human"},
        bot{"Anna", "bot:walls:easy"};
    // The bot called Anna won: the text "Anna won" names both seats, the data the second.
    gameWithWinners(h, "a.toml", {person, bot}, "Anna won: far side", "[2]", 1);
    gameWithWinners(h, "b.toml", {bot, person}, "Anna won: far side", "[2]", 2);
    gameWithWinners(h, "c.toml", {person, bot}, "draw: nobody moves", "[]", 3);
    const auto read = readFinishedGames(h.dir);
    for (const auto& [file, why] : read.skipped)
        MESSAGE(file.filename().string() << ": " << why);
    REQUIRE(read.games.size() == 3);
    CHECK_FALSE(read.games[0].seats[0].won);
    CHECK(read.games[0].seats[1].won);
    CHECK(read.games[1].seats[1].won);
    CHECK(read.games[2].draw);
    const auto p = buildProfile(read.games, "Anna", kRatings);
    CHECK(p.all.played == 3);
    CHECK(p.all.won == 1);  // b: the person sat second and won
    CHECK(p.all.lost == 1);
    CHECK(p.all.drawn == 1);
    // Against the bot of her name: a loss, a win, a draw from 1,000 against 1,000.
    double r = 1000 + 32 * (0 - 0.5);
    r += 32 * (1 - eloExpected(r, 1000));
    r += 32 * (0.5 - eloExpected(r, 1000));
    CHECK(p.ratings.at("walls").current() == doctest::Approx(r));
}

TEST_CASE("a record's winners are read strictly; old records still count from their text") {
    HistoryFolder h;
    const std::pair<std::string, std::string> anna{"Anna", "human"}, ben{"Ben", "human"};
    gameWithWinners(h, "seat-0.toml", {anna, ben}, "Anna won: x", "[0]", 1);
    gameWithWinners(h, "seat-3.toml", {anna, ben}, "Anna won: x", "[3]", 2);
    gameWithWinners(h, "text.toml", {anna, ben}, "Anna won: x", "['1']", 3);
    gameWithWinners(h, "twice.toml", {anna, ben}, "Anna won: x", "[1, 1]", 4);
    gameWithWinners(h, "not-array.toml", {anna, ben}, "Anna won: x", "1", 5);
    gameWithWinners(h, "no-result.toml", {anna, ben}, "", "[1]", 6);
    gameWithWinners(h, "fraction.toml", {anna, ben}, "Anna won: x", "[1.0]", 7);
    // Written before the winners were: the text says who won.
    h.game("walls", "standard", {anna, ben}, "Ben won: far side", 10, 8);
    const auto read = readFinishedGames(h.dir);
    REQUIRE(read.games.size() == 1);
    CHECK(read.games[0].seats[1].won);
    CHECK_FALSE(read.games[0].seats[0].won);
    std::map<std::string, std::string> why;
    for (const auto& [file, reason] : read.skipped)
        why[file.filename().string()] = reason;
    REQUIRE(why.size() == 7);
    for (const auto& [file, reason] : why) {
        CAPTURE(file);
        CAPTURE(reason);
        CHECK(reason.find(file) != std::string::npos);  // the file is named
        CHECK(reason.find("winners") != std::string::npos);
    }
    CHECK(why["seat-0.toml"].find("a seat from 1 to 2") != std::string::npos);
    CHECK(why["seat-3.toml"].find("a seat from 1 to 2") != std::string::npos);
    CHECK(why["twice.toml"].find("seat 1 twice") != std::string::npos);
    CHECK(why["not-array.toml"].find("must be an array") != std::string::npos);
    CHECK(why["no-result.toml"].find("without a 'result'") != std::string::npos);
}

TEST_CASE("whatever Plateau writes of a finished game it reads back, winners included") {
    // Two seats of one name and a third: every seed's winners come back as seats.
    int wins[3] = {0, 0, 0};
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        CAPTURE(seed);
        plateau::Setup setup;
        setup.players = {{"Anna"}, {"Anna"}, {"Ben"}};
        setup.players[2].controller = "bot:random";
        setup.seed = seed;
        setup.firstPlayer = 0;
        const auto state = finishedRace(setup);
        const auto outcome = state->outcome();
        const auto record = plateau::makeRecord(*state, "1.0.0");
        REQUIRE(record.winners);
        CHECK(*record.winners == outcome.winners);
        // The record alone, through its text.
        const auto text = plateau::toToml(record);
        CHECK(text.find("winners = [") != std::string::npos);
        auto parsed = plateau::parseRecord(text, "round-trip.toml");
        REQUIRE(parsed);
        CHECK(*parsed == record);
        // As a history file, read by the statistics.
        HistoryFolder h;
        REQUIRE(plateau::writeSaveAtomically(h.dir / "game.toml", plateau::makeSave(*state)));
        const auto read = readFinishedGames(h.dir);
        REQUIRE(read.skipped.empty());
        REQUIRE(read.games.size() == 1);
        const auto& game = read.games[0];
        CHECK(game.draw == outcome.isDraw());
        REQUIRE(game.seats.size() == 3);
        for (int seat = 0; seat < 3; ++seat) {
            const bool won = std::find(outcome.winners.begin(), outcome.winners.end(), seat) !=
                             outcome.winners.end();
            CHECK(game.seats[static_cast<std::size_t>(seat)].won == won);
            wins[seat] += won;
        }
    }
    // The seeds give both Annas wins somewhere: the names alone could not tell them apart.
    CHECK(wins[0] > 0);
    CHECK(wins[1] > 0);
}
