#include "plateau/host/undo_history.hpp"

#include <algorithm>
#include <cassert>

#include "plateau/sdk/chance.hpp"
#include "plateau/sdk/game.hpp"

namespace plateau {

UndoHistory::UndoHistory(StatePtr state, std::vector<int> people)
    : m_state(std::move(state)), m_people(std::move(people)) {
    assert(m_state);
    if (m_people.empty()) {
        for (int p = 0; p < m_state->numPlayers(); ++p)
            if (m_state->setup().players[static_cast<std::size_t>(p)].isHuman())
                m_people.push_back(p);
    }
    // Who made each move so far: replay the history once without the event log.
    const auto& history = m_state->history();
    if (history.empty()) return;
    auto replayed = m_state->game().newState(m_state->setup());
    assert(replayed.ok());
    State& s = **replayed;
    s.setLogging(false);
    for (Move m : history) {
        Step step{m, s.isChance() ? s.actingPlayer() : s.currentPlayer(), s.isChance(), 0};
        s.applyUnchecked(m);
        step.nextToMove = s.currentPlayer();
        step.turnEnd = s.turnEnded();
        m_done.push_back(step);
    }
}

bool UndoHistory::isStop(const Step& step) const {
    if (std::find(m_people.begin(), m_people.end(), step.actor) == m_people.end()) return false;
    // A throw followed by the same person's decision belongs to that decision.
    return !step.chance || step.nextToMove != step.actor;
}

Status UndoHistory::record(Move move) {
    State& s = *m_state;
    Step step{move, s.isChance() ? s.actingPlayer() : s.currentPlayer(), s.isChance(), 0};
    if (auto ok = s.apply(move); !ok) return ok;
    step.nextToMove = s.currentPlayer();
    step.turnEnd = s.turnEnded();
    m_done.push_back(step);
    return {};
}

bool UndoHistory::sameTurn(const Step& earlier, const Step& later) const {
    return m_state->game().type().multiStepTurns && !earlier.turnEnd && !earlier.chance &&
           !later.chance && earlier.actor == later.actor;
}

Status UndoHistory::apply(Move move) {
    if (auto ok = record(move); !ok) return ok;
    if (!m_redo.empty() && m_redo.back().move == move) {
        m_redo.pop_back();
    } else {
        m_redo.clear();
    }
    return {};
}

Status UndoHistory::apply(std::string_view notation) {
    auto move = m_state->parseMove(notation);
    if (!move) return move.error();
    return apply(*move);
}

Status UndoHistory::throwDice(Rng& rng) {
    if (!m_state->isChance()) return Error("no dice are to be thrown now");
    if (!m_redo.empty() && m_redo.back().chance) return apply(m_redo.back().move);
    return apply(sampleChance(*m_state, rng));
}

bool UndoHistory::canUndo() const {
    return std::any_of(m_done.begin(), m_done.end(), [&](const Step& s) { return isStop(s); });
}

bool UndoHistory::undo() {
    auto it =
        std::find_if(m_done.rbegin(), m_done.rend(), [&](const Step& s) { return isStop(s); });
    if (it == m_done.rend()) return false;
    auto keep = static_cast<std::size_t>(m_done.rend() - it) - 1;
    // The whole turn: back over its earlier steps, to its throw or the turn before.
    while (keep > 0 && sameTurn(m_done[keep - 1], m_done[keep]))
        --keep;
    for (std::size_t i = m_done.size(); i > keep; --i)
        m_redo.push_back(m_done[i - 1]);
    rebuild(keep);
    return true;
}

bool UndoHistory::redo() {
    if (m_redo.empty()) return false;
    do {
        const Step step = m_redo.back();
        m_redo.pop_back();
        [[maybe_unused]] const Status ok = record(step.move);
        assert(ok.ok() && "a redone move is legal where it was played");
    } while (!m_redo.empty() && (!isStop(m_redo.back()) || sameTurn(m_done.back(), m_redo.back())));
    return true;
}

std::vector<Move> UndoHistory::redoMoves() const {
    std::vector<Move> moves;
    for (auto it = m_redo.rbegin(); it != m_redo.rend(); ++it)
        moves.push_back(it->move);
    return moves;
}

UndoHistory::Counts UndoHistory::counts() const {
    Counts c;
    for (const Step& step : m_done) {
        if (!step.chance)
            ++c.decisions;
        else if (step.actor < 0)
            ++c.draws;
        else
            ++c.throws;
    }
    return c;
}

void UndoHistory::rebuild(std::size_t length) {
    auto fresh = m_state->game().newState(m_state->setup());
    assert(fresh.ok() && "a state's own setup makes a new state");
    StatePtr s = std::move(*fresh);
    s->setLogging(m_state->logging());
    for (std::size_t i = 0; i < length; ++i)
        s->applyUnchecked(m_done[i].move);
    m_state = std::move(s);
    m_done.resize(length);
}

}  // namespace plateau
