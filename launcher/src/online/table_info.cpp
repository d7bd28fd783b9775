#include "online/table_info.hpp"

#include "online/protocol.hpp"

namespace plateau::online {

using xmpp::Element;

namespace {

bool printable(std::string_view text) {
    for (unsigned char c : text)
        if (c < 0x20 || c == 0x7f) return false;
    return true;
}

}  // namespace

std::optional<TableInfo> parseTableInfo(const Element& c, std::string* why) {
    const auto bad = [why](std::string text) -> std::optional<TableInfo> {
        if (why) *why = std::move(text);
        return std::nullopt;
    };
    if (c.name != "table") return bad("not a <table/>");
    TableInfo info;
    info.id = c.attrOr("id");
    if (!validTableId(info.id)) return bad("no valid table id");
    const auto text = [&](const char* key, std::size_t max, std::string& out) {
        out = c.attrOr(key);
        return out.size() <= max && printable(out);
    };
    if (!text("game", kMaxRowText, info.game) || info.game.empty())
        return bad("no valid game name");
    if (!text("variant", kMaxRowText, info.variant) ||
        !text("plugin-version", kMaxRowText, info.pluginVersion) ||
        !text("rules", kMaxRowText, info.rules) || !text("clock", kMaxRowText, info.clock) ||
        !text("host", kMaxAccount, info.host) || !text("status", kMaxRowText, info.status))
        return bad("a text too long or with control characters");
    if (info.status != "waiting" && info.status != "playing" && info.status != "adjourned" &&
        info.status != "over")
        return bad("an unknown status");
    const auto number = [&](const char* key, long long max, long long fallback) -> long long {
        const std::string* v = c.attr(key);
        if (!v) return fallback;
        const auto n = parseNumber(*v, max);
        return n ? *n : -2;  // -2: present and malformed
    };
    const long long seats = number("seats", kMaxSeats, -2);
    const long long open = number("open", kMaxSeats, 0);
    const long long grace = number("grace", kMaxGrace, 0);
    const long long seat = number("seat", kMaxSeats - 1, -1);
    const long long age = number("age", 100LL * 365 * 24 * 3600, -1);
    const long long opened = number("opened", 10'000'000'000LL, -1);
    if (seats < 1 || open < 0 || open > seats || grace < 0 || seat < -1 || age < -1 || opened < -1)
        return bad("a number out of range");
    const std::string priv = c.attrOr("private", "0"), invited = c.attrOr("invited", "0");
    if ((priv != "0" && priv != "1") || (invited != "0" && invited != "1"))
        return bad("a flag neither 0 nor 1");
    info.seats = static_cast<int>(seats);
    info.open = static_cast<int>(open);
    info.grace = static_cast<int>(grace);
    info.yourSeat = static_cast<int>(seat);
    info.age = age;
    info.opened = opened;
    info.isPrivate = priv == "1";
    info.invited = invited == "1";
    return info;
}

}  // namespace plateau::online
