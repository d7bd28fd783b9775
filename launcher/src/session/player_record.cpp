#include "session/player_record.hpp"

#include <algorithm>
#include <cmath>
#include <system_error>

#include <plateau/host/save_file.hpp>

namespace plateau::session {

namespace {

constexpr std::size_t kMaxName = 60;  // as the setup screen keeps a name

std::string cutName(std::string name) {
    if (name.size() <= kMaxName) return name;
    std::size_t end = kMaxName;
    // Not in the middle of a UTF-8 character.
    while (end > 0 && (static_cast<unsigned char>(name[end]) & 0xC0) == 0x80)
        --end;
    name.resize(end);
    return name;
}

std::chrono::sys_seconds fileTime(const std::filesystem::path& file) {
    std::error_code ec;
    const auto time = std::filesystem::last_write_time(file, ec);
    if (ec) return {};
    return std::chrono::floor<std::chrono::seconds>(std::chrono::file_clock::to_sys(time));
}

std::vector<std::string> splitNames(std::string_view text) {
    std::vector<std::string> names;
    while (true) {
        const auto at = text.find(", ");
        names.emplace_back(text.substr(0, at));
        if (at == std::string_view::npos) break;
        text.remove_prefix(at + 2);
    }
    return names;
}

// The seats a result's "A, B won: why" names as winners; nothing when its names are not
// the seats' (a file written by hand, or by something else).
std::optional<std::vector<bool>> winnersOf(const std::string& result,
                                           const std::vector<PlayerSetup>& players) {
    const auto seatOf = [&](const std::string& name) -> int {
        for (std::size_t i = 0; i < players.size(); ++i)
            if (profileName(players[i].name) == profileName(name)) return static_cast<int>(i);
        return -1;
    };
    const bool unnamed = std::any_of(players.begin(), players.end(), [](const PlayerSetup& p) {
        return profileName(p.name).empty();
    });
    // A name may hold " won: " or ", ": every reading is tried, the whole prefix first.
    for (auto at = result.find(" won: "); at != std::string::npos;
         at = result.find(" won: ", at + 1)) {
        const std::string prefix = result.substr(0, at);
        std::vector<bool> won(players.size(), false);
        if (const int seat = seatOf(prefix); seat >= 0) {
            won[static_cast<std::size_t>(seat)] = true;
            return won;
        }
        bool all = true;
        for (const auto& name : splitNames(prefix)) {
            const int seat = seatOf(name);
            if (seat >= 0)
                won[static_cast<std::size_t>(seat)] = true;
            else if (!unnamed || name.empty())  // an unnamed seat's "Player 2", in any language
                all = false;
        }
        if (all) return won;
    }
    return std::nullopt;
}

void count(RecordFigures& f, bool won, bool draw) {
    ++f.played;
    if (won) {
        ++f.won;
        ++f.currentStreak;
        f.bestStreak = std::max(f.bestStreak, f.currentStreak);
    } else {
        draw ? ++f.drawn : ++f.lost;
        f.currentStreak = 0;
    }
}

}  // namespace

std::string profileName(std::string_view seatName) {
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!seatName.empty() && space(seatName.front()))
        seatName.remove_prefix(1);
    while (!seatName.empty() && space(seatName.back()))
        seatName.remove_suffix(1);
    return std::string(seatName);
}

bool sameName(std::string_view a, std::string_view b) {
    const auto x = profileName(a);
    const auto y = profileName(b);
    if (x.size() != y.size() || x.empty()) return false;
    for (std::size_t i = 0; i < x.size(); ++i) {
        const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
        if (lower(x[i]) != lower(y[i])) return false;
    }
    return true;
}

FinishedGames readFinishedGames(const std::filesystem::path& dir) {
    FinishedGames out;
    std::error_code ec;
    if (!std::filesystem::is_directory(dir, ec)) return out;
    for (auto& entry : listSaves(dir)) {
        if (!entry.save) {
            out.skipped.emplace_back(entry.file, entry.save.error().toString());
            continue;
        }
        const auto& save = *entry.save;
        const auto& record = save.record;
        if (record.result.empty()) {
            out.skipped.emplace_back(entry.file, "no result: not a finished game");
            continue;
        }
        FinishedGame game;
        game.file = entry.file;
        game.gameId = record.game;
        game.variant = record.setup.variant;
        game.when = save.savedAt ? *save.savedAt : fileTime(entry.file);
        game.moves = static_cast<long>(record.moves.size());
        // The winners as data (records since issue 31), else read from the result's text.
        const bool draw = record.winners
                              ? record.winners->empty()
                              : record.result.rfind("draw: ", 0) == 0 || record.result == "draw";
        std::vector<bool> won(record.setup.players.size(), false);
        if (record.winners) {
            for (const int seat : *record.winners)  // parseRecord took seats of the game only
                won[static_cast<std::size_t>(seat)] = true;
        } else if (!draw) {
            auto winners = winnersOf(record.result, record.setup.players);
            if (!winners) {
                out.skipped.emplace_back(
                    entry.file, "its result names no seat: '" + cutName(record.result) + "'");
                continue;
            }
            won = std::move(*winners);
        }
        game.draw = draw;
        for (std::size_t i = 0; i < record.setup.players.size(); ++i) {
            const auto& p = record.setup.players[i];
            game.seats.push_back({cutName(profileName(p.name)), p.controller, won[i]});
        }
        out.games.push_back(std::move(game));
    }
    std::stable_sort(out.games.begin(), out.games.end(),
                     [](const FinishedGame& a, const FinishedGame& b) { return a.when < b.when; });
    return out;
}

std::vector<std::string> profileNames(const std::vector<FinishedGame>& games) {
    struct Person {
        std::string name;
        int games = 0;
    };
    std::vector<Person> people;
    for (const auto& game : games) {
        std::vector<std::size_t> counted;
        for (const auto& seat : game.seats) {
            if (seat.controller != "human" || seat.name.empty()) continue;
            auto it = std::find_if(people.begin(), people.end(),
                                   [&](const Person& p) { return sameName(p.name, seat.name); });
            if (it == people.end()) it = people.insert(people.end(), {seat.name, 0});
            it->name = seat.name;  // the latest spelling (the games come oldest first)
            const auto index = static_cast<std::size_t>(it - people.begin());
            if (std::find(counted.begin(), counted.end(), index) != counted.end()) continue;
            counted.push_back(index);
            ++it->games;
        }
    }
    std::stable_sort(people.begin(), people.end(), [](const Person& a, const Person& b) {
        return a.games != b.games ? a.games > b.games : a.name < b.name;
    });
    std::vector<std::string> names;
    for (auto& p : people)
        names.push_back(std::move(p.name));
    return names;
}

double eloExpected(double a, double b) {
    return 1.0 / (1.0 + std::pow(10.0, (b - a) / 400.0));
}

PlayerProfile buildProfile(const std::vector<FinishedGame>& games, std::string_view name,
                           const BotRatingOf& ratingOf) {
    PlayerProfile profile;
    profile.name = profileName(name);
    for (const auto& game : games) {
        bool present = false, won = false;
        for (const auto& seat : game.seats)
            if (seat.controller == "human" && sameName(seat.name, name)) {
                present = true;
                won = won || seat.won;
            }
        if (!present) continue;
        count(profile.all, won, game.draw);
        count(profile.byVariant[game.gameId][game.variant], won, game.draw);
        profile.games.push_back({game.when, game.gameId, game.variant, won, game.draw, game.moves});
        if (!ratingOf) continue;
        const auto known = profile.ratings.find(game.gameId);
        const double rating =
            known == profile.ratings.end() ? PlayerProfile::kStartRating : known->second.current();
        double change = 0;
        bool rated = false;
        for (const auto& seat : game.seats) {
            if (seat.controller.rfind("bot:", 0) != 0) continue;
            const auto bot = ratingOf(game.gameId, seat.controller);
            if (!bot) continue;
            rated = true;
            const double score = won == seat.won ? 0.5 : won ? 1.0 : 0.0;
            change += PlayerProfile::kFactor * (score - eloExpected(rating, *bot));
        }
        if (!rated) continue;
        auto& r = profile.ratings[game.gameId];
        const double now = rating + change;
        ++r.games;
        r.line.push_back({game.when, now});
        r.best = r.games == 1 ? now : std::max(r.best, now);
    }
    return profile;
}

std::string PlayerProfile::mostRatedGame() const {
    std::string best;
    int most = 0;
    for (const auto& [id, r] : ratings)
        if (r.games > most) {
            most = r.games;
            best = id;
        }
    return best;
}

LengthHistogram lengthHistogram(const PlayerProfile& profile, int bins) {
    LengthHistogram h;
    if (bins <= 0 || profile.games.empty()) return h;
    long longest = 0;
    for (const auto& g : profile.games)
        longest = std::max(longest, g.moves);
    // Round widths (1, 2, 5, 10, 20, 50…) so the axis reads easily.
    const long needed = std::max(1L, (longest + bins) / bins);
    long width = 1;
    for (long step = 1;; step *= 10) {
        if (step >= needed) {
            width = step;
            break;
        }
        if (2 * step >= needed) {
            width = 2 * step;
            break;
        }
        if (5 * step >= needed) {
            width = 5 * step;
            break;
        }
    }
    h.binWidth = width;
    h.counts.assign(static_cast<std::size_t>(longest / width + 1), 0);
    for (const auto& g : profile.games)
        ++h.counts[static_cast<std::size_t>(g.moves / width)];
    return h;
}

}  // namespace plateau::session
