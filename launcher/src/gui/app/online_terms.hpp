#pragma once

#include <map>
#include <string>

namespace plateau::gui {

// What a new online table adds to a game's setup (docs/online-protocol.md, <create/>): a
// password, a turn clock, how long a player may be gone, and seats kept for invited
// accounts. The setup screen fills it when it opens a table; no SFML.
struct OnlineTerms {
    enum class Clock { None, PerMove, PerGame };
    bool isPrivate = false;
    std::string password;  // the private table's (empty: none typed)
    Clock clock = Clock::None;
    int moveSeconds = 60;                // per move
    int gameMinutes = 10;                // per game…
    int incrementSeconds = 5;            // …and added after each turn
    int graceSeconds = 120;              // a player gone this long: the others are asked
    std::map<int, std::string> invites;  // seat -> the account as typed ("ben", "ben@host")

    // The protocol's time control: "", "move:60", "game:600+5" (or "game:600").
    std::string clockText() const;
};

// An invited name as an account: "ben" on the server "example.org:5222" is
// "ben@example.org"; a name with its own domain stays as typed. Empty when it is not a
// name an account may have.
std::string invitedAccount(const std::string& typed, const std::string& server);

// A time control in words: "" → "no clock", "move:60" → "1 min per move",
// "game:600+5" → "10 min + 5 s per move".
std::string clockWords(const std::string& control);
// How long ago, from seconds: "just now", "2 min ago", "3 h ago", "4 days ago".
std::string ageWords(long long seconds);
// A duration for the grace time: "45 s", "2 min", "1 h".
std::string durationWords(long long seconds);

}  // namespace plateau::gui
