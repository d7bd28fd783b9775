#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "session/player_record.hpp"

namespace plateau {
class PluginHost;
}

namespace plateau::gui {

// The statistics screen's figures in words (issue 31), no SFML: the history read once,
// a person's profile, its rows by game and variant named in the current language.

// The finished games of the history folder; each file skipped is said on the error
// stream ("plateau: statistics: <file> left out: <why>").
session::FinishedGames loadFinishedGames(const std::filesystem::path& historyDir);

// The ratings the loaded games give their own bots ("bot:<game>:<level>"): only games of
// plugin ABI 3.2 or later are asked; a bot with a budget of its own ("@N") is not rated.
session::BotRatingOf botRatings(const PluginHost& host);

struct StatisticsRow {
    std::string what;  // "<game name> (<variant>)"; the id of a game not loaded
    session::RecordFigures figures;
};
// The profile's games and variants, by name.
std::vector<StatisticsRow> statisticsRows(const PluginHost& host,
                                          const session::PlayerProfile& profile);

// "12 games · 7 won · 2 drawn · 3 lost"
std::string recordText(const session::RecordFigures& figures);
// "3 wins in a row · best 4"
std::string streakText(const session::RecordFigures& figures);
// "Rating 1,043 (best 1,080) from 5 games against the computer", or why there is none.
std::string ratingText(const session::PlayerProfile& profile);
// 1043 -> "1,043" (the rounded rating, as the gauntlet's page writes them).
std::string ratingNumber(double rating);

}  // namespace plateau::gui
