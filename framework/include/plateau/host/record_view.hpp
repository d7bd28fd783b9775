#pragma once

#include <string>

#include "plateau/export.hpp"
#include "plateau/host/record.hpp"
#include "plateau/sdk/viewer.hpp"

namespace plateau {

// The text a redacted record gives a move its reader may not know.
inline constexpr const char* kHiddenMoveText = "?";

// A game's record as `viewer` may read it: the referee's (makeRecord) with every move still
// hidden from them (State::historyFor) written as "?". It is for reading and sending to a
// seat (a player's copy of a game in progress), not for replaying: replay() refuses it at
// the first "?". Saves keep the referee's whole record.
PLATEAU_EXPORT Record makeRecordFor(const State& state, const Viewer& viewer,
                                    std::string pluginVersion = {});

}  // namespace plateau
