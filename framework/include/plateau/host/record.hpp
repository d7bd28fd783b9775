#pragma once

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"
#include "plateau/sdk/setup.hpp"
#include "plateau/sdk/state.hpp"

namespace plateau {

class Game;

// How long a record may be: its readers take at most kMaxRecordMoves moves of at most
// kMaxRecordMoveBytes of move text in all, and a save is never written longer
// (writeSaveAtomically says why instead). Written compactly (several moves a line, four
// bytes around each), the longest record is about 25 MB, under the kMaxSaveBytes its
// readers take: whatever Plateau writes, it reads back.
inline constexpr std::size_t kMaxRecordMoves = 2'000'000;
inline constexpr std::size_t kMaxRecordMoveBytes = 16u << 20;
inline constexpr std::size_t kMaxSaveBytes = 32u << 20;

// The text a redacted record gives a move its reader may not know.
inline constexpr const char* kHiddenMoveText = "?";

// A game as a file: what it was, how it was set up, every move and every throw.
// Replaying it through the rules gives the identical state.
struct PLATEAU_EXPORT Record {
    std::string game;           // game id
    std::string pluginVersion;  // of the plugin that played it
    Setup setup;
    std::vector<std::string> moves;  // in the game's notation, throws included
    std::string result;              // informative only: replay decides
    // Who won, as data (seats from 0; empty: a draw), when the record was written with it:
    // "winners = [1]" next to `result`, seats counted from 1 as `first_player`. Absent in
    // records of unfinished games and in records written before it (read the result text).
    std::optional<std::vector<int>> winners;
    // A seat's copy of a game with secrets (makeSeatCopy, plateau/host/record_view.hpp): the
    // player, from 0, whose copy this is; -1 for the whole game (the referee's record). In a
    // seat's copy the moves that player may not know read kHiddenMoveText ("?"), and
    // standIns holds one move for each of them, in order: drawn from what that player saw
    // (State::resampleFromInformation), not the moves played, so that the copy replays as
    // that seat. A seat's copy replays but cannot be resumed (resumeSave refuses it).
    int seat = -1;
    std::vector<std::string> standIns;

    friend bool operator==(const Record&, const Record&) = default;
};

// Why a record cannot be saved or read (too many moves, a move's text too long); empty if
// it can.
PLATEAU_EXPORT std::string recordSizeProblem(const Record& record);

// The record of a state: its setup and its move history.
PLATEAU_EXPORT Record makeRecord(const State& state, std::string pluginVersion = {});

PLATEAU_EXPORT std::string toToml(const Record& record);
// Refuses a record that is not TOML, lacks a key, has a key of the wrong type or an
// unknown key, with file, line and reason; `winners` must name each seat (1 to the number
// of players) at most once, and only next to a `result`. The moves are not checked here: replay().
PLATEAU_EXPORT Expected<Record> parseRecord(std::string_view text, const std::string& source);

// The moves replay() plays: the record's, with a seat's copy's "?" moves replaced by its
// stand-ins in order; refused when they do not match one for one.
PLATEAU_EXPORT Expected<std::vector<std::string>> movesToReplay(const Record& record);

// Plays the record's moves from its setup; the first move that fails is reported with
// its number, its text and the reason.
PLATEAU_EXPORT Expected<StatePtr> replay(const Game& game, const Record& record);

}  // namespace plateau
