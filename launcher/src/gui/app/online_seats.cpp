#include "app/online_seats.hpp"

#include <algorithm>

#include "session/turn_clock.hpp"

namespace plateau::gui {

bool clockLow(const std::string& control, long long leftMs) {
    const auto tc = session::TimeControl::parse(control);
    if (!tc || !tc->active()) return false;
    const long long whole = static_cast<long long>(tc->seconds) * 1000;
    return leftMs <= std::min<long long>(10000, whole / 4);
}

std::vector<SeatNote> onlineSeatNotes(const online::ClientTable& table, bool online,
                                      const std::set<int>& bots, int flagged,
                                      std::chrono::steady_clock::time_point now) {
    std::vector<SeatNote> out;
    const std::vector<PlayerSetup>* players =
        table.session ? &table.session->state().setup().players : nullptr;
    const bool clocks = session::TimeControl::parse(table.clocks.control).has_value() &&
                        !table.clocks.control.empty();
    for (std::size_t i = 0; i < table.seatNames.size(); ++i) {
        const int seat = static_cast<int>(i);
        SeatNote note;
        const bool bot =
            bots.count(seat) || (players && i < players->size() && !(*players)[i].isHuman());
        if (bot)
            note.presence = SeatNote::Presence::Bot;
        else if (seat == table.seat && !online)
            note.presence = SeatNote::Presence::Reconnecting;
        else if (i < table.away.size() && table.away[i])
            note.presence = SeatNote::Presence::Away;
        else
            note.presence = SeatNote::Presence::Here;
        if (clocks && !bot && i < table.clocks.leftMs.size()) {
            // Stopped while the table is not playing (adjourned, over).
            const bool playing = table.status == "playing";
            const long long left =
                playing ? table.clocks.leftNow(seat, now) : table.clocks.leftMs[i];
            note.clock = session::clockText(seat == flagged ? 0 : left);
            note.running = playing && table.clocks.running == seat;
            note.low = seat == flagged || clockLow(table.clocks.control, left);
        }
        out.push_back(std::move(note));
    }
    return out;
}

}  // namespace plateau::gui
