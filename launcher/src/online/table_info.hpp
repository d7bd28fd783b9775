#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "xmpp/element.hpp"

namespace plateau::online {

// A table as the lobby shows it: a <table/> row of a <tables/> answer, or an item of the
// lobby's publish-subscribe node (docs/online-protocol.md, "The lobby").
struct TableInfo {
    std::string id, game, variant, pluginVersion, rules, status;
    std::string clock;      // the time control: "", "move:60", "game:300+5"
    std::string host;       // the account that opened it ("": not known)
    long long age = -1;     // seconds since it was opened, as the list left (-1: not known)
    long long opened = -1;  // when it was opened, seconds since 1970 UTC (-1: not known)
    int seats = 0, open = 0, yourSeat = -1, grace = 0;
    bool isPrivate = false;
    bool invited = false;  // a seat is kept for this account
};

// Bounds of a row: longer texts, unknown statuses or numbers out of range make a row
// malformed, and it is left out.
inline constexpr std::size_t kMaxRowText = 64;
// At most this many tables in a lobby (rows of a list or items of the node).
inline constexpr std::size_t kMaxLobbyTables = 500;

// A <table/> row checked and read; nullopt (and why in `why`) when malformed.
std::optional<TableInfo> parseTableInfo(const xmpp::Element& row, std::string* why = nullptr);

}  // namespace plateau::online
