#pragma once

#include <string>
#include <vector>

#include <plateau/sdk/state.hpp>

#include "widgets/game_panel.hpp"

namespace plateau::gui {

class PlayInput;
class TableView;
class Theme;

// What the play screen's panel says about the game in progress: the title and variant,
// the options in force and the round, each player's line, whose turn it is and what the
// person can do, the move buttons, the log fading with age.
struct PlayPanelFacts {
    int actor = -1;           // whose turn it is on screen
    bool humanToAct = false;  // a person's decision or throw is awaited
    std::vector<std::string> notices;
    const std::vector<Event>* events = nullptr;  // the log as the screen's viewer sees it
    std::string waiting;  // what is awaited when no person here acts (online: another's move)
};
GamePanel::Content playPanelContent(const State& state, const TableView& table,
                                    const PlayInput& input, const Theme& theme,
                                    const PlayPanelFacts& facts);

// The last move in the game's own words (its events), for the status line.
std::string lastMoveText(const State& state, const Viewer& viewer);

}  // namespace plateau::gui
