#pragma once

#include <cstddef>
#include <vector>

#include <plateau/sdk/state.hpp>

#include "session/tutorial.hpp"

namespace plateau::session {

// Where a guided game stands and what it accepts: the step's asked action only. The
// caller plays what is accepted on its state (the dice a throw asks for, a reply) and
// then advances; nothing here draws or plays.
class TutorialRun {
public:
    explicit TutorialRun(Tutorial tutorial) : m_tutorial(std::move(tutorial)) {}

    const Tutorial& tutorial() const { return m_tutorial; }
    std::size_t index() const { return m_index; }
    bool finished() const { return m_index >= m_tutorial.steps.size(); }
    // The step under way; nullptr once finished.
    const TutorialStep* step() const;
    void advance();

    // What the person gave, against the step: accepted, or not what is asked (the step's
    // `again` is then said).
    enum class Verdict { Accepted, Wrong };
    Verdict offerMove(const State& state, Move move) const;
    Verdict offerThrow() const;
    Verdict offerContinue() const;
    Verdict offerCell(int cell) const;
    // A try at a place on the board (Refused steps): where the refused move goes.
    Verdict offerTarget(const State& state, Target target) const;

    // The move the step names, read on `state` (Throw: the dice; Reply; Move; Refused).
    Expected<Move> stepMove(const State& state) const;
    // Whether the program acts now (a Reply), not the person.
    bool programActs() const;

    // What the step points at: its own cells and slots, and its move's target.
    std::vector<int> pointedCells(const State& state) const;
    std::vector<int> pointedSlots(const State& state) const;

private:
    Tutorial m_tutorial;
    std::size_t m_index = 0;
};

}  // namespace plateau::session
