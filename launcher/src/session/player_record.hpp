#pragma once

#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace plateau::session {

// A record of one's games (issue 31): what the history of finished games says about a
// person, by the name they sat under. No SFML, no game words: the bots' ratings come from
// the games through `BotRatingOf`.

// One finished game as the profile needs it, read from its history file.
struct FinishedGame {
    std::filesystem::path file;
    std::string gameId;
    std::string variant;
    std::chrono::sys_seconds when{};  // saved_at (the game's end), else the file's time
    struct Seat {
        std::string name;        // as the seat was named; empty: an unnamed seat
        std::string controller;  // "human", "bot:<game>:<level>"
        bool won = false;
    };
    std::vector<Seat> seats;
    bool draw = false;  // nobody won
    long moves = 0;     // the record's moves, throws included
};

// The history read: the finished games oldest first, and the files left out with why.
struct FinishedGames {
    std::vector<FinishedGame> games;
    std::vector<std::pair<std::filesystem::path, std::string>> skipped;
};

// Every *.toml of `dir` (the history folder). The winners are the record's `winners`
// (seats, so two seats of one name count right); a record written before it has its
// winners read from the result's text ("A, B won: why"). A file that cannot be read, is
// not a finished game or names its winners among no seat is skipped with its reason, never
// thrown; names are cut to 60 bytes as the setup screen cuts them.
FinishedGames readFinishedGames(const std::filesystem::path& dir);

// The name a seat is known by: trimmed of spaces; empty for an unnamed seat.
std::string profileName(std::string_view seatName);
// Whether two names are the same person's: equal once trimmed, letters of ASCII in
// either case.
bool sameName(std::string_view a, std::string_view b);

// The names of the people (seats played by a human) in the games, each once (the
// spelling of its latest game), the most games first, then by name.
std::vector<std::string> profileNames(const std::vector<FinishedGame>& games);

// A bot's rating in a game ("bot:<game>:<level>"), if the game rates it.
using BotRatingOf =
    std::function<std::optional<int>(const std::string& gameId, const std::string& controller)>;

struct RecordFigures {
    int played = 0, won = 0, drawn = 0, lost = 0;
    int currentStreak = 0;  // wins in a row up to the last game
    int bestStreak = 0;
};

// One point of the rating's line: after the game at `when`.
struct RatingPoint {
    std::chrono::sys_seconds when{};
    double rating = 0;
};

struct PlayerProfile {
    std::string name;
    RecordFigures all;
    // By game id, then by variant id.
    std::map<std::string, std::map<std::string, RecordFigures>> byVariant;
    // The person's games oldest first: when, won or not, how long.
    struct Game {
        std::chrono::sys_seconds when{};
        std::string gameId, variant;
        bool won = false;
        bool draw = false;
        long moves = 0;
    };
    std::vector<Game> games;
    // Elo against each game's rated bots, by game id: each game rates its bots on its own
    // scale, so a rating is a game's and is never mixed with another's. No entry for a game
    // played against no rated bot.
    struct Rating {
        std::vector<RatingPoint> line;  // after each rated game, oldest first
        int games = 0;
        double best = 0;
        double current() const { return line.empty() ? kStartRating : line.back().rating; }
    };
    std::map<std::string, Rating> ratings;
    int ratedGames() const {
        int n = 0;
        for (const auto& [id, r] : ratings)
            n += r.games;
        return n;
    }
    // The game rated most often (the first by id among equals), or empty.
    std::string mostRatedGame() const;

    static constexpr double kStartRating = 1000;  // a newcomer, as the games tie their scales
    static constexpr double kFactor = 32;         // K: the change a single game may make
};

// The Elo expectation of a player rated `a` against one rated `b`.
double eloExpected(double a, double b);

// The profile of `name` (sameName) over `games` (oldest first). Against each rated bot
// at the table, a game counts as a win when the person won and the bot did not, a loss
// the other way round, else half; the changes of one game come from the person's rating
// in that game before it (every game's rating starts at kStartRating).
PlayerProfile buildProfile(const std::vector<FinishedGame>& games, std::string_view name,
                           const BotRatingOf& ratingOf);

// Game lengths in `bins` equal ranges from 0 to the longest game (moves): the count in
// each, and the width of a bin.
struct LengthHistogram {
    std::vector<int> counts;
    long binWidth = 1;
};
LengthHistogram lengthHistogram(const PlayerProfile& profile, int bins);

}  // namespace plateau::session
