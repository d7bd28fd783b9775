#include "app/player_stats.hpp"

#include <algorithm>
#include <cmath>

#include <plateau/host/plugin_host.hpp>
#include <plateau/sdk/game.hpp>

#include "session/number_text.hpp"
#include "tr.hpp"

namespace plateau::gui {

session::BotRatingOf botRatings(const PluginHost& host) {
    return [&host](const std::string& gameId, const std::string& controller) -> std::optional<int> {
        // "bot:<name>[:level]"; a budget ("@N") plays another strength.
        if (controller.rfind("bot:", 0) != 0 || controller.find('@') != std::string::npos)
            return std::nullopt;
        const auto game = host.find(gameId);
        if (!game) return std::nullopt;
        if (const auto* plugin = host.findPlugin(gameId); plugin && plugin->abiMinor < 2)
            return std::nullopt;
        const std::string rest = controller.substr(4);
        const auto colon = rest.find(':');
        const std::string name = rest.substr(0, colon);
        const std::string level = colon == std::string::npos ? "" : rest.substr(colon + 1);
        return game->botRating(name, level);
    };
}

std::vector<StatisticsRow> statisticsRows(const PluginHost& host,
                                          const session::PlayerProfile& profile) {
    std::vector<StatisticsRow> rows;
    for (const auto& [gameId, variants] : profile.byVariant) {
        const auto game = host.find(gameId);
        for (const auto& [variant, figures] : variants) {
            std::string what = game ? gameName(*game) : gameId;
            if (game && game->variants().size() > 1) {
                std::string name = variant;
                for (const auto& v : game->variants())
                    if (v.id == variant) name = trGame(gameId, v.name);
                what += " (" + name + ")";
            }
            const auto rated = profile.ratings.find(gameId);
            rows.push_back({what, gameId, figures,
                            rated == profile.ratings.end()
                                ? std::string("\u2013")
                                : ratingNumber(rated->second.current())});
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [](const StatisticsRow& a, const StatisticsRow& b) {
        return a.what < b.what;
    });
    return rows;
}

std::string recordText(const session::RecordFigures& f) {
    const auto n = [](int v) { return session::groupedNumber(v); };
    return fillText(trn("{0} game", "{0} games", f.played), {n(f.played)}) + " \u00b7 " +
           // Plurals: French agrees the word with the count ("1 perdue", "2 perdues").
           fillText(trn("{0} won", "{0} won", f.won), {n(f.won)}) + " \u00b7 " +
           fillText(trn("{0} drawn", "{0} drawn", f.drawn), {n(f.drawn)}) + " \u00b7 " +
           fillText(trn("{0} lost", "{0} lost", f.lost), {n(f.lost)});
}

std::string streakText(const session::RecordFigures& f) {
    return fillText(trn("{0} win in a row", "{0} wins in a row", f.currentStreak),
                    {session::groupedNumber(f.currentStreak)}) +
           " \u00b7 " + fillText(tr("best {0}"), {session::groupedNumber(f.bestStreak)});
}

std::string ratingNumber(double rating) {
    return session::groupedNumber(std::llround(rating));
}

std::string ratingText(const session::PlayerProfile& p) {
    const int rated = p.ratedGames();
    if (rated == 0) return tr("No rating yet: play against a rated computer level");
    return fillText(trn("{0} game against the computer, rated in each game's own scale",
                        "{0} games against the computer, rated in each game's own scale", rated),
                    {session::groupedNumber(rated)});
}

std::string gameRatingText(const session::PlayerProfile::Rating& r) {
    return fillText(
        trn("{0} (best {1}) \u00b7 {2} game", "{0} (best {1}) \u00b7 {2} games", r.games),
        {ratingNumber(r.current()), ratingNumber(r.best), session::groupedNumber(r.games)});
}

}  // namespace plateau::gui
