#pragma once

#include <string>
#include <vector>

namespace plateau {

// A help a game offers on its board, drawn over it only when the player turns it on (a key
// and a button in the window; what is on is kept in the settings): each pawn's shortest
// way to its goal, the squares under attack, the moves left. Hosts list the aids a
// position offers (State::boardAids) and draw the shown ones as a layer of marks.

// One mark of an aid: a dot on a cell, and a line from it to another cell (a step of a
// path), in a player's colour.
struct AidMark {
    int cell = -1;    // index into BoardView::cells
    int next = -1;    // a line from `cell` to this cell (-1: none)
    int player = -1;  // drawn in this player's colour (-1: the host's neutral colour)
};

struct BoardAid {
    // Stable and language-neutral ("paths"): the settings keep which aids are shown by the
    // game's id and this.
    std::string id;
    // In the game's words, as a button says it ("Shortest paths"); hosts translate it in
    // the game's text domain, like cell names.
    std::string label;
    std::vector<AidMark> marks;
};

}  // namespace plateau
