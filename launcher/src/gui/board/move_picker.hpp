#pragma once

#include <string>
#include <vector>

#include <plateau/sdk/board_view.hpp>
#include <plateau/sdk/move.hpp>
#include <plateau/sdk/state.hpp>

namespace plateau::gui {

// How a person's clicks and keys become a move, for any game, from State::moveInput:
// a source (a piece or a cell) picked first, then a destination (a cell or a slot), a
// choice when several moves share both, and buttons for moves with no place on the board.
// Knows nothing of drawing; the play screen asks it what to mark and what a pick means.
class MovePicker {
public:
    struct Option {
        Move move;
        MoveInput input;
        std::string label;  // input.label, else the move's text
    };

    // The moves of the player to act in `state` (none when `active` is false): those of
    // `seat` where several players are asked at once (-1: the player to move). With a
    // single source and no cell to click without a pick, that source is picked already.
    void reset(const State& state, const BoardView& view, bool active, int seat = -1);
    void clear();

    const std::vector<Option>& options() const { return m_options; }
    const Option& option(int i) const { return m_options[static_cast<std::size_t>(i)]; }
    bool empty() const { return m_options.empty(); }

    // The distinct sources, in the order of the moves.
    const std::vector<Target>& sources() const { return m_sources; }
    bool isSource(Target t) const;
    // The cell a source stands on (a piece's cell, a cell itself); -1 for none.
    int sourceCell(Target source) const;
    // The source pieces standing on `cell`, then the cell itself if it is a source.
    std::vector<Target> sourcesAt(int cell) const;

    Target selected() const { return m_selected; }
    bool hasSelection() const { return m_selected.kind != Target::Kind::None; }
    // Picked without a click (the only source): Escape does not drop it.
    bool selectedByItself() const { return m_auto; }
    bool select(Target source);
    void deselect();

    // The moves from `source`.
    std::vector<int> movesFrom(Target source) const;
    // What a click on `to` means now: the selection's moves there, else the moves that
    // need nothing picked first.
    std::vector<int> movesTo(Target to) const;
    // The cells and slots that movesTo would find anything at, each once.
    std::vector<int> destinationCells() const;
    std::vector<int> destinationSlots() const;
    // Moves with no place on the board (buttons): those of nothing picked, and those of
    // the selection.
    std::vector<int> buttons() const;

private:
    bool reachable(const Option& o) const;

    const BoardView* m_view = nullptr;
    std::vector<Option> m_options;
    std::vector<Target> m_sources;
    Target m_selected;
    bool m_auto = false;
};

}  // namespace plateau::gui
