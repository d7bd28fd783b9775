#include "board/move_picker.hpp"

#include <algorithm>

namespace plateau::gui {

namespace {

bool contains(const std::vector<int>& list, int value) {
    return std::find(list.begin(), list.end(), value) != list.end();
}

}  // namespace

void MovePicker::clear() {
    m_options.clear();
    m_sources.clear();
    m_selected = {};
    m_auto = false;
}

void MovePicker::reset(const State& state, const BoardView& view, bool active, int seat) {
    clear();
    m_view = &view;
    if (!active) return;
    MoveList moves;
    if (seat >= 0)
        state.legalMovesFor(seat, moves);
    else
        state.legalMoves(moves);
    // A cell clicked with nothing picked would be ambiguous if a source were picked by
    // itself; moves into slots are clicked apart from cells, so they do not count.
    bool direct = false;
    for (const Move move : moves) {
        Option o{move, state.moveInput(move), {}};
        o.label = o.input.label.empty() ? state.moveToString(move) : o.input.label;
        if (o.input.from.kind != Target::Kind::None) {
            if (!isSource(o.input.from)) m_sources.push_back(o.input.from);
        } else if (o.input.to.kind == Target::Kind::Cell) {
            direct = true;
        }
        m_options.push_back(std::move(o));
    }
    if (m_sources.size() == 1 && !direct) {
        m_selected = m_sources.front();
        m_auto = true;
    }
}

bool MovePicker::isSource(Target t) const {
    return t.kind != Target::Kind::None &&
           std::find(m_sources.begin(), m_sources.end(), t) != m_sources.end();
}

int MovePicker::sourceCell(Target source) const {
    if (source.kind == Target::Kind::Cell) return source.index;
    if (source.kind == Target::Kind::Piece && m_view && source.index >= 0 &&
        source.index < static_cast<int>(m_view->pieces.size()))
        return m_view->pieces[static_cast<std::size_t>(source.index)].cell;
    return -1;
}

std::vector<Target> MovePicker::sourcesAt(int cell) const {
    std::vector<Target> out;
    if (cell < 0) return out;
    for (const Target& s : m_sources)
        if (s.kind == Target::Kind::Piece && sourceCell(s) == cell) out.push_back(s);
    const Target self{Target::Kind::Cell, cell};
    if (isSource(self)) out.push_back(self);
    return out;
}

bool MovePicker::select(Target source) {
    if (!isSource(source)) return false;
    m_selected = source;
    m_auto = false;
    return true;
}

void MovePicker::deselect() {
    m_selected = {};
    m_auto = false;
}

std::vector<int> MovePicker::movesFrom(Target source) const {
    std::vector<int> out;
    for (std::size_t i = 0; i < m_options.size(); ++i)
        if (m_options[i].input.from == source) out.push_back(static_cast<int>(i));
    return out;
}

bool MovePicker::reachable(const Option& o) const {
    return o.input.from.kind == Target::Kind::None || (hasSelection() && o.input.from == m_selected);
}

std::vector<int> MovePicker::movesTo(Target to) const {
    std::vector<int> picked, free;
    if (to.kind == Target::Kind::None) return picked;
    for (std::size_t i = 0; i < m_options.size(); ++i) {
        const auto& o = m_options[i];
        if (o.input.to != to) continue;
        if (hasSelection() && o.input.from == m_selected) picked.push_back(static_cast<int>(i));
        else if (o.input.from.kind == Target::Kind::None) free.push_back(static_cast<int>(i));
    }
    return picked.empty() ? free : picked;
}

std::vector<int> MovePicker::destinationCells() const {
    std::vector<int> out;
    for (const auto& o : m_options)
        if (o.input.to.kind == Target::Kind::Cell && reachable(o) && !contains(out, o.input.to.index))
            out.push_back(o.input.to.index);
    return out;
}

std::vector<int> MovePicker::destinationSlots() const {
    std::vector<int> out;
    for (const auto& o : m_options)
        if (o.input.to.kind == Target::Kind::Slot && reachable(o) && !contains(out, o.input.to.index))
            out.push_back(o.input.to.index);
    return out;
}

std::vector<int> MovePicker::buttons() const {
    std::vector<int> out;
    for (std::size_t i = 0; i < m_options.size(); ++i)
        if (m_options[i].input.to.kind == Target::Kind::None && reachable(m_options[i]))
            out.push_back(static_cast<int>(i));
    return out;
}

}  // namespace plateau::gui
