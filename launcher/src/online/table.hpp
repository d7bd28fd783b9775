#pragma once

#include <chrono>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <plateau/host/record.hpp>
#include <plateau/sdk/bot.hpp>
#include <plateau/sdk/game.hpp>

#include "online/dice.hpp"
#include "online/protocol.hpp"
#include "session/turn_clock.hpp"

namespace plateau::online {

// The turn clocks are the session's (session/turn_clock.hpp), shared with games at one screen.
using session::clockText;
using session::TimeControl;
using session::TurnClocks;

// The one place where the referee renders what a seat may see (-1: a spectator): the
// state's text for that viewer.
std::string viewFor(const State& state, int seat);

struct Seat {
    enum class Kind { Open, Person, Bot, Invited };
    Kind kind = Kind::Open;
    std::string account;           // Person: who sits; Invited: who may sit
    std::string bot;               // Bot: its controller ("bot:random")
    std::optional<Bytes32> value;  // the join value that goes into the seed
};
const char* seatKindName(Seat::Kind kind);

// A table as the referee holds it: everything here is what its log keeps (table_store),
// except the live state (replayed from the record) and the bots.
struct Table {
    // Adjourned: stopped by the players while a seat was gone; resumed by any of them.
    enum class Status { Waiting, Playing, Over, Adjourned };

    std::string id;
    std::shared_ptr<const Game> game;
    std::string pluginVersion;
    std::string passwordHash;   // SHA-256 hex of the password; empty: a public table
    std::string host;           // the account that opened it (empty in older logs)
    std::int64_t openedAt = 0;  // when, in seconds since 1970 UTC (0: not known)
    Record record;              // setup and every event (moves and throws) so far
    std::vector<Seat> seats;
    std::set<std::string> watchers;
    Status status = Status::Waiting;
    Bytes32 startSecret{};  // commits the seed of the draw for who starts
    struct Dice {
        int n = 0;      // the event number the throw follows
        int seat = -1;  // whose throw (-1: nobody's or a bot's)
        Bytes32 secret{};
    };
    std::optional<Dice> dice;  // a throw is awaited
    std::vector<int> winners;  // once over
    std::string overReason;
    std::set<int> drawOffers;
    TurnClocks clocks;       // the table's time control and each seat's time left
    int graceSeconds = 120;  // how long a seat may be gone before the others are asked
    // Seats whose account has no program connected, since when (not logged: after a
    // restart everyone is presumed here until the server says otherwise), and the ones
    // the others were asked about.
    std::map<int, std::chrono::steady_clock::time_point> away;
    std::set<int> asked;
    // After the game: the seats that asked for another, and the table it became.
    std::map<int, Bytes32> rematchValues;
    std::string rematchTable;
    // The table's chat: its last kChatKept lines, numbered from 1 in the order said (the
    // number goes on counting past the lines dropped), so that a client rejoining, a late
    // spectator or a restarted referee have them.
    struct ChatLine {
        long long n = 0;
        int seat = -1;  // -1: a spectator
        std::string account, text;
    };
    std::deque<ChatLine> chat;
    long long chatCount = 0;  // lines said so far (the last one's number)
    void addChat(int seat, const std::string& account, const std::string& text);

    StatePtr state;              // while playing or over
    std::map<int, BotPtr> bots;  // made on demand
    int events() const { return static_cast<int>(record.moves.size()); }
    std::string rulesFingerprint() const;
    // Accounts to tell about the table: seated people, then watchers (no repeats).
    std::vector<std::string> audience() const;
    int seatOf(const std::string& account) const;
};

const char* statusName(Table::Status status);

}  // namespace plateau::online
