#pragma once

#include <string>
#include <vector>

#include "session/player_record.hpp"

namespace plateau {
class PluginHost;
}

namespace plateau::gui {

// The statistics screen's figures in words (issue 31), no SFML: a person's profile, its
// rows by game and variant named in the current language, the ratings' words.

// The ratings the loaded games give their own bots ("bot:<game>:<level>"): only games of
// plugin ABI 3.2 or later are asked; a bot with a budget of its own ("@N") is not rated.
session::BotRatingOf botRatings(const PluginHost& host);

struct StatisticsRow {
    std::string what;  // "<game name> (<variant>)"; the id of a game not loaded
    std::string gameId;
    session::RecordFigures figures;
    std::string rating;  // the person's rating in this row's game ("1,043"), or "–"
};
// The profile's games and variants, by name.
std::vector<StatisticsRow> statisticsRows(const PluginHost& host,
                                          const session::PlayerProfile& profile);

// "12 games · 7 won · 2 drawn · 3 lost"
std::string recordText(const session::RecordFigures& figures);
// "3 wins in a row · best 4"
std::string streakText(const session::RecordFigures& figures);
// The summary's word on ratings, which are per game: "Rated in each game against the
// computer: 5 games (in the table)", or why there is none.
std::string ratingText(const session::PlayerProfile& profile);
// A game's rating under its plot: "1,043 (best 1,080) · 5 games".
std::string gameRatingText(const session::PlayerProfile::Rating& r);
// 1043 -> "1,043" in English, "1 043" in French (the rounded rating, grouped as the
// language groups digits).
std::string ratingNumber(double rating);

}  // namespace plateau::gui
