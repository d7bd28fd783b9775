#pragma once

#include <optional>
#include <string>
#include <vector>

#include <plateau/sdk/board_view.hpp>
#include <plateau/sdk/move.hpp>
#include <plateau/sdk/state.hpp>

#include "board/move_picker.hpp"
#include "board/slot_navigator.hpp"
#include "input/key_map.hpp"

namespace plateau {
class Game;
}

namespace plateau::gui {

class PlayLog;

// How a status line text reads: the screen picks the colour.
enum class Tone { Text, Muted, Success, Danger, Accent };

struct InputStatus {
    std::string text;
    Tone tone = Tone::Text;
};

// What the board shows of the input: what can move, what is picked, where it can go, the
// keyboard's focus, the hovered cell and the slot piece being placed.
struct BoardMarks {
    std::vector<int> sourcePieces, sourceCells, targets;
    int selectedPiece = -1, selectedCell = -1;
    int focusCell = -1;
    int focusButton = -1;  // a move button with the keyboard's focus
    int hoverCell = -1;
    int previewSlot = -1;  // the slot piece shown there
    bool previewFits = false;
};

// What the screen does after an input: play a move, throw, open the pause menu, say
// something, make the refused sound. `handled`: the input was used (or swallowed).
struct InputResult {
    bool handled = false;
    std::optional<Move> play;
    bool throwDice = false;
    bool pause = false;
    bool refused = false;
    std::optional<InputStatus> status;
};

// A person's input on the play screen without any window: the move picker, the selection,
// the keyboard's focus stops, the choice between moves, the slot piece in hand and the
// Escape cascade. It takes actions (KeyMap) and board targets (the cell and slot under the
// pointer, which the screen finds), and answers with the move to play, the status text
// and the marks to draw. The screen plays the move and calls reset() with the new position.
class PlayInput {
public:
    // `log` (may be null): picks, cancels, choices, refusals and hovers, for the tests.
    PlayInput(const Game& game, PlayLog* log) : m_game(&game), m_log(log) {}
    void setGame(const Game& game) { m_game = &game; }

    // A new position (or the same in other words): the moves of the player to act, when a
    // person acts (`active`) and it is no throw; `seat`'s where several players are asked
    // at once (-1: the player to move). Drops the focus, choice and slot piece.
    // `state` and `view` must outlive the next reset.
    void reset(const State& state, const BoardView& view, bool active, int seat = -1);
    // Where the slots lie on screen and the board's middle, for the slot piece's keys.
    void setSlotPlaces(std::vector<SlotPlace> places, Point middle);

    // A key's actions (KeyMap), the first that applies taken; a key it does not use comes
    // back unhandled for the screen (undo, rules, the log). While a choice is open or a
    // slot piece in hand, every key is taken (most doing nothing).
    InputResult act(const std::vector<Action>& actions);
    InputResult act(Action action) { return act(std::vector<Action>{action}); }
    // The pointer over the board: the cell and the slot under it (-1 for none).
    InputResult hover(int cell, int slot);
    // A left click on the board at the cell and slot under it, and the piece (-1: none):
    // a piece that can move is picked before the others on its cell.
    InputResult click(int cell, int slot, int piece = -1);
    // A move button pressed (its index in buttons()).
    InputResult pressButton(int button);
    // The choice popup: a row under the pointer, a row clicked, a click beside it.
    void focusChoice(int row);
    InputResult pickChoice(int row);
    InputResult cancelChoice();
    // The mouse moved: the keyboard's slot piece is put down without a word.
    void mouseTakesOver() { m_slotCursor = -1; }

    const MovePicker& picker() const { return m_picker; }
    // The moves with no place on the board, as picker options, in button order.
    const std::vector<int>& buttons() const { return m_buttons; }
    std::string buttonLabel(int button) const;
    // The choice being offered (picker options; empty: none), its focused row, and the
    // cell or slot it is about.
    const std::vector<int>& choice() const { return m_choice; }
    std::vector<std::string> choiceLabels() const;
    int choiceFocus() const { return m_choiceFocus; }
    Target choiceAnchor() const { return m_choiceAnchor; }
    int slotCursor() const { return m_slotCursor; }
    BoardMarks marks() const;
    // What the person to act can do, in the game's words.
    std::string hint() const;
    // A person's decision (not a throw) is awaited.
    bool active() const { return m_active; }
    // Counts the changes to what the panel shows of the input (the hint, the buttons): a
    // pick, a cancel, a new position.
    unsigned revision() const { return m_revision; }

private:
    struct Stop {
        enum class Kind { Cell, Source, Button } kind = Kind::Cell;
        int index = -1;  // a cell, an index into the picker's sources, or a button
    };
    std::vector<Stop> stops() const;
    InputResult focusStop(int stop);
    InputResult activateStop(const Stop& stop);
    InputResult stopAction(Action action);
    std::optional<InputResult> choiceAction(Action action);
    std::optional<InputResult> slotAction(Action action);
    InputResult back();
    InputResult clickCell(int cell, int piece = -1);
    InputResult pickSource(Target source);
    InputResult choose(const std::vector<int>& options, Target anchor);
    InputResult previewSlot(int slot, const std::string& how);
    void rebuildButtons();
    std::string pieceName() const;
    std::string slotPieceName() const;
    InputResult play(const Move& move) const;

    const Game* m_game;
    PlayLog* m_log;
    const State* m_state = nullptr;
    const BoardView* m_view = nullptr;
    bool m_person = false;  // a person acts (a decision or a throw)
    bool m_active = false;  // a person's decision is awaited
    bool m_chance = false;
    MovePicker m_picker;
    std::vector<int> m_buttons;
    std::vector<int> m_choice;
    int m_choiceFocus = 0;
    Target m_choiceAnchor;
    int m_focus = -1;       // an index into stops(), or -1
    int m_slotCursor = -1;  // the slot the keyboard's slot piece is in; -1: none in hand
    int m_hoverCell = -1, m_hoverSlot = -1;
    unsigned m_revision = 0;
    std::vector<SlotPlace> m_slotPlaces;
    Point m_middle;
};

}  // namespace plateau::gui
