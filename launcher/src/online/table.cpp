#include "online/table.hpp"

#include <algorithm>

namespace plateau::online {

std::string viewFor(const State& state, int seat) {
    return state.toText(seat >= 0 ? Viewer::player(seat) : Viewer::spectator());
}

const char* seatKindName(Seat::Kind kind) {
    switch (kind) {
        case Seat::Kind::Open:
            return "open";
        case Seat::Kind::Person:
            return "person";
        case Seat::Kind::Bot:
            return "bot";
        case Seat::Kind::Invited:
            return "invited";
    }
    return "open";
}

void Table::addChat(int seat, const std::string& account, const std::string& text) {
    chat.push_back({++chatCount, seat, account, text});
    while (chat.size() > kChatKept)
        chat.pop_front();
}

const char* statusName(Table::Status status) {
    switch (status) {
        case Table::Status::Waiting:
            return "waiting";
        case Table::Status::Playing:
            return "playing";
        case Table::Status::Over:
            return "over";
        case Table::Status::Adjourned:
            return "adjourned";
    }
    return "waiting";
}

std::string Table::rulesFingerprint() const {
    // FNV-1a 64 over what decides the rules: game, plugin version, variant, options.
    std::uint64_t h = 1469598103934665603ull;
    auto mix = [&](std::string_view text) {
        for (unsigned char c : text) {
            h ^= c;
            h *= 1099511628211ull;
        }
        h ^= 0xff;
        h *= 1099511628211ull;
    };
    mix(record.game);
    mix(pluginVersion);
    mix(record.setup.variant);
    for (const auto& [key, value] : record.setup.options.all()) {
        mix(key);
        mix(formatOptionValue(value));
    }
    static const char digits[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, h >>= 4)
        out[static_cast<std::size_t>(i)] = digits[h & 15];
    return out;
}

std::vector<std::string> Table::audience() const {
    std::vector<std::string> out;
    for (const Seat& s : seats)
        if (s.kind == Seat::Kind::Person &&
            std::find(out.begin(), out.end(), s.account) == out.end())
            out.push_back(s.account);
    for (const std::string& w : watchers)
        if (std::find(out.begin(), out.end(), w) == out.end()) out.push_back(w);
    return out;
}

int Table::seatOf(const std::string& account) const {
    for (std::size_t i = 0; i < seats.size(); ++i)
        if (seats[i].kind == Seat::Kind::Person && seats[i].account == account)
            return static_cast<int>(i);
    return -1;
}

}  // namespace plateau::online
