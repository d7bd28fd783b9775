#pragma once

#include <chrono>
#include <set>
#include <vector>

#include "app/play_panel.hpp"
#include "online/online_client.hpp"

namespace plateau::gui {

// What the panel says of each seat at an online table: its player here, away (the referee
// says their program went) or reconnecting (this program's own connection is lost), or a
// bot playing it now; and its clock as the referee last gave it, counting down for the seat
// to act (the referee's clock decides; this only shows it), low in its last seconds.
// `bots`: seats handed to the referee's bot during the game; `flagged`: the seat whose
// time ran out (its clock shows 0:00), or -1. No SFML.
std::vector<SeatNote> onlineSeatNotes(const online::ClientTable& table, bool online,
                                      const std::set<int>& bots, int flagged,
                                      std::chrono::steady_clock::time_point now);

// Whether `leftMs` is low for a clock of `control` ("move:30", "game:300+5"): its last ten
// seconds, or its last quarter when a turn has less than forty.
bool clockLow(const std::string& control, long long leftMs);

}  // namespace plateau::gui
