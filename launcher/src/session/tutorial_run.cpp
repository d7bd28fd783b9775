#include "session/tutorial_run.hpp"

#include <algorithm>

namespace plateau::session {

using Kind = TutorialStep::Kind;
using Verdict = TutorialRun::Verdict;

const TutorialStep* TutorialRun::step() const {
    return finished() ? nullptr : &m_tutorial.steps[m_index];
}

void TutorialRun::advance() {
    if (!finished()) ++m_index;
}

Expected<Move> TutorialRun::stepMove(const State& state) const {
    const auto* s = step();
    if (!s || s->move.empty()) return Error("this step names no move");
    return state.parseMove(s->move);
}

bool TutorialRun::programActs() const {
    const auto* s = step();
    return s && s->kind == Kind::Reply;
}

Verdict TutorialRun::offerMove(const State& state, Move move) const {
    const auto* s = step();
    if (!s || s->kind != Kind::Move) return Verdict::Wrong;
    const auto asked = stepMove(state);
    return asked && *asked == move ? Verdict::Accepted : Verdict::Wrong;
}

Verdict TutorialRun::offerThrow() const {
    const auto* s = step();
    return s && s->kind == Kind::Throw ? Verdict::Accepted : Verdict::Wrong;
}

Verdict TutorialRun::offerContinue() const {
    const auto* s = step();
    return s && s->kind == Kind::Note ? Verdict::Accepted : Verdict::Wrong;
}

Verdict TutorialRun::offerCell(int cell) const {
    const auto* s = step();
    return s && s->kind == Kind::Find && s->cell == cell ? Verdict::Accepted : Verdict::Wrong;
}

Verdict TutorialRun::offerTarget(const State& state, Target target) const {
    const auto* s = step();
    if (!s || s->kind != Kind::Refused || target.kind == Target::Kind::None) return Verdict::Wrong;
    const auto asked = stepMove(state);
    return asked && state.moveInput(*asked).to == target ? Verdict::Accepted : Verdict::Wrong;
}

namespace {

// The target of the step's move on the board, when it is one of `kind`.
void addTarget(const TutorialRun& run, const State& state, Target::Kind kind,
               std::vector<int>& out) {
    const auto* s = run.step();
    if (!s || s->move.empty() || s->kind == Kind::Throw || s->kind == Kind::Reply) return;
    const auto move = run.stepMove(state);
    if (!move) return;
    const Target to = state.moveInput(*move).to;
    if (to.kind == kind && std::find(out.begin(), out.end(), to.index) == out.end())
        out.push_back(to.index);
}

}  // namespace

std::vector<int> TutorialRun::pointedCells(const State& state) const {
    const auto* s = step();
    if (!s) return {};
    auto cells = s->cells;
    addTarget(*this, state, Target::Kind::Cell, cells);
    return cells;
}

std::vector<int> TutorialRun::pointedSlots(const State& state) const {
    const auto* s = step();
    if (!s) return {};
    auto slots = s->slots;
    addTarget(*this, state, Target::Kind::Slot, slots);
    return slots;
}

}  // namespace plateau::session
