#pragma once

#include <string>
#include <vector>

#include <plateau/sdk/state.hpp>

#include "widgets/game_panel.hpp"

namespace plateau::gui {

class PlayInput;
class TableView;
class Theme;

// A seat at an online table, beside its player's line: whether its player is here, and
// its clock (empty: none) with whether it runs and is low.
struct SeatNote {
    enum class Presence { Unknown, Here, Away, Reconnecting, Bot };
    Presence presence = Presence::Unknown;
    std::string clock;
    bool running = false;
    bool low = false;
    bool operator==(const SeatNote&) const = default;
};

// What the play screen's panel says about the game in progress: the title and variant,
// the options in force and the round, each player's line, whose turn it is and what the
// person can do, the move buttons, the log fading with age.
struct PlayPanelFacts {
    int actor = -1;           // whose turn it is on screen
    bool humanToAct = false;  // a person's decision or throw is awaited
    std::vector<std::string> notices;
    const std::vector<Event>* events = nullptr;  // the log as the screen's viewer sees it
    std::string waiting;  // what is awaited when no person here acts (online: another's move)
    // While the pieces walk: the players as they were before the move (null: the view's),
    // and no hint yet (the screen says what happened once the pieces have landed).
    const std::vector<PlayerView>* players = nullptr;
    bool moving = false;
    std::vector<SeatNote> seats;  // online: per seat (empty: a local game)
    // The game ended off the board (online: the referee's flag or resignation; here: a
    // flag that fell): why, said as the game's end.
    std::string verdict;
};
GamePanel::Content playPanelContent(const State& state, const TableView& table,
                                    const PlayInput& input, const Theme& theme,
                                    const PlayPanelFacts& facts);

// The move at index `ply` - 1 of the history in the game's own words (`events`, the log
// as `viewer` reads it), for the status line; empty for ply 0.
std::string lastMoveText(const State& state, const std::vector<Event>& events, const Viewer& viewer,
                         std::size_t ply);

}  // namespace plateau::gui
