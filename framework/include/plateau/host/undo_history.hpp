#pragma once

#include <string_view>
#include <vector>

#include "plateau/export.hpp"
#include "plateau/sdk/error.hpp"
#include "plateau/sdk/move.hpp"
#include "plateau/sdk/random.hpp"
#include "plateau/sdk/state.hpp"

namespace plateau {

// Undo and redo over a game in progress. Undo replays the shortened move list from the
// start (simple, and right for every game), keeping the undone moves for redo.
//
// One undo takes back a person's last step and whatever followed it (the bots' replies,
// throws): against bots it returns to the person's move. A step is a decision by a
// person, or a person's throw when no decision of theirs follows it (in games of dice
// alone every throw is a step). The throws that came before the decision stay: undo
// never re-throws dice, and redo re-applies the recorded throws. In a game whose turns have
// several steps (GameType::multiStepTurns) undo takes back the person's whole turn (back
// to its throw) and redo plays it again whole.
class PLATEAU_EXPORT UndoHistory {
public:
    // Takes over a game (a new one, or one resumed from a save: its moves can be undone).
    // `people`: the seats whose steps undo stops at; empty means the setup's humans.
    explicit UndoHistory(StatePtr state, std::vector<int> people = {});

    // The game as it stands; moves go through apply() so that redo stays right.
    const State& state() const { return *m_state; }

    // Applies a move. The same move as the next redo is a redo (the rest stays
    // redoable); another move clears the redo list.
    Status apply(Move move);
    Status apply(std::string_view notation);
    // At a chance node: re-applies the recorded throw if the redo list begins with one
    // here, otherwise draws one with `rng`. Thus undo then throw gives the same dice.
    Status throwDice(Rng& rng);

    bool canUndo() const;
    bool canRedo() const { return !m_redo.empty(); }
    // Return false when there is nothing to undo/redo.
    bool undo();
    bool redo();

    // The moves undone and not yet redone, next first.
    std::vector<Move> redoMoves() const;

    // The moves so far by kind, from the recorded steps (no replay): throws a player
    // made, chance nobody owns (a draw for who starts), and decisions.
    struct Counts {
        int decisions = 0;
        int throws = 0;
        int draws = 0;
    };
    Counts counts() const;
    const std::vector<int>& people() const { return m_people; }

private:
    struct Step {
        Move move;
        PlayerId actor;       // who moved; for a throw, whose throw it was
        bool chance;          // a throw
        PlayerId nextToMove;  // currentPlayer() after it
        bool turnEnd = true;  // it ended its player's turn (State::turnEnded)
    };
    // In a game of several steps a turn: whether `earlier` and the step after it belong
    // to the same turn of one player (no turn end, no throw between).
    bool sameTurn(const Step& earlier, const Step& later) const;
    bool isStop(const Step& step) const;
    Status record(Move move);
    void rebuild(std::size_t length);

    StatePtr m_state;
    std::vector<int> m_people;
    std::vector<Step> m_done;  // parallel to m_state->history()
    std::vector<Step> m_redo;  // undone, next redo at the back
};

}  // namespace plateau
