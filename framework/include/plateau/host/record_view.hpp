#pragma once

#include <cstdint>
#include <string>

#include "plateau/export.hpp"
#include "plateau/host/record.hpp"
#include "plateau/sdk/error.hpp"
#include "plateau/sdk/viewer.hpp"

namespace plateau {

// A game's record as `viewer` may read it: the referee's (makeRecord) with every move still
// hidden from them (State::historyFor) written as "?". It is for reading, not for
// replaying: replay() refuses it at the first "?" (makeSeatCopy gives a copy that replays).
// Saves keep the referee's whole record.
PLATEAU_EXPORT Record makeRecordFor(const State& state, const Viewer& viewer,
                                    std::string pluginVersion = {});

// A player's copy of the game, to export, share or replay as that seat: makeRecordFor
// the player, marked as theirs (Record::seat), with a stand-in for each "?" move taken
// from a position drawn from what the player saw (State::resampleFromInformation with
// `seed`), so that the copy replays to the same view for that seat and holds nothing the
// seat did not see. Refused when the game's sampler gives a history that differs in a move
// the player knows, or shows them a stand-in. A game without secrets gives its whole record.
// Whose view a record shows when replayed: a seat's copy its seat's, a whole record the
// referee's.
inline Viewer recordViewer(const Record& record) {
    return record.seat >= 0 ? Viewer::player(record.seat) : Viewer::referee();
}

PLATEAU_EXPORT Expected<Record> makeSeatCopy(const State& state, int player, std::uint64_t seed,
                                             std::string pluginVersion = {});

}  // namespace plateau
