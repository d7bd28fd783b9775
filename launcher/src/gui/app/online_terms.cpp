#include "app/online_terms.hpp"

#include <algorithm>
#include <cctype>

#include "app/online_link.hpp"
#include "session/turn_clock.hpp"
#include "tr.hpp"

namespace plateau::gui {

std::string OnlineTerms::clockText() const {
    switch (clock) {
        case Clock::None:
            return {};
        case Clock::PerMove:
            return "move:" + std::to_string(moveSeconds);
        case Clock::PerGame:
            return "game:" + std::to_string(gameMinutes * 60) +
                   (incrementSeconds > 0 ? "+" + std::to_string(incrementSeconds) : "");
    }
    return {};
}

std::string invitedAccount(const std::string& typed, const std::string& server) {
    std::string name = typed;
    name.erase(0, name.find_first_not_of(' '));
    name.erase(name.find_last_not_of(' ') + 1);
    const auto at = name.find('@');
    if (at != std::string::npos) {
        const auto domain = parseServer(name.substr(at + 1));
        if (!validAccountName(name.substr(0, at)) || !domain || domain->port != 0) return {};
        return name;
    }
    const auto address = parseServer(server);
    if (!validAccountName(name) || !address) return {};
    return name + "@" + address->host;
}

std::string durationWords(long long seconds) {
    if (seconds < 60 || seconds % 60 != 0)
        // TRANSLATORS: a number of seconds, short: "45 s".
        return fillText(tr("{0} s"), {std::to_string(seconds)});
    if (seconds < 3600 || seconds % 3600 != 0)
        // TRANSLATORS: a number of minutes, short: "2 min".
        return fillText(tr("{0} min"), {std::to_string(seconds / 60)});
    // TRANSLATORS: a number of hours, short: "1 h".
    return fillText(tr("{0} h"), {std::to_string(seconds / 3600)});
}

std::string clockWords(const std::string& control) {
    const auto c = session::TimeControl::parse(control);
    if (!c || !c->active()) return tr("no clock");
    if (c->kind == session::TimeControl::Kind::PerMove)
        // TRANSLATORS: a turn clock: "30 s per move".
        return fillText(tr("{0} per move"), {durationWords(c->seconds)});
    if (c->increment == 0)
        // TRANSLATORS: a turn clock: "10 min for the game".
        return fillText(tr("{0} for the game"), {durationWords(c->seconds)});
    // TRANSLATORS: a turn clock: "10 min + 5 s per move".
    return fillText(tr("{0} + {1} per move"),
                    {durationWords(c->seconds), durationWords(c->increment)});
}

std::string ageWords(long long seconds) {
    if (seconds < 60) return tr("opened just now");
    if (seconds < 3600)
        // TRANSLATORS: when a table was opened: "opened 2 min ago".
        return fillText(tr("opened {0} min ago"), {std::to_string(seconds / 60)});
    if (seconds < 48 * 3600)
        // TRANSLATORS: when a table was opened: "opened 3 h ago".
        return fillText(tr("opened {0} h ago"), {std::to_string(seconds / 3600)});
    // TRANSLATORS: when a table was opened: "opened 4 days ago".
    return fillText(tr("opened {0} days ago"), {std::to_string(seconds / 86400)});
}

}  // namespace plateau::gui
