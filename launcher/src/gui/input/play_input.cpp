#include "input/play_input.hpp"

#include <algorithm>
#include <cctype>

#include <plateau/sdk/game.hpp>

#include "app/game_facts.hpp"
#include "app/play_log.hpp"
#include "tr.hpp"

namespace plateau::gui {

namespace {

InputResult said(std::string text, Tone tone) {
    InputResult r;
    r.handled = true;
    r.status = InputStatus{std::move(text), tone};
    return r;
}

InputResult handled() {
    InputResult r;
    r.handled = true;
    return r;
}

}  // namespace

void PlayInput::reset(const State& state, const BoardView& view, bool active, int seat) {
    m_state = &state;
    m_view = &view;
    m_chance = state.isChance();
    m_person = active;
    m_active = active && !m_chance;
    m_picker.reset(state, view, m_active, seat);
    m_choice.clear();
    m_focus = -1;
    m_slotCursor = -1;
    m_hoverSlot = -1;
    rebuildButtons();
}

void PlayInput::setSlotPlaces(std::vector<SlotPlace> places, Point middle) {
    m_slotPlaces = std::move(places);
    m_middle = middle;
}

void PlayInput::rebuildButtons() {
    m_buttons = m_picker.buttons();
    ++m_revision;  // called on every change of the pick, and on a new position
}

std::string PlayInput::buttonLabel(int button) const {
    return m_picker.option(m_buttons[static_cast<std::size_t>(button)]).label;
}

std::vector<std::string> PlayInput::choiceLabels() const {
    std::vector<std::string> labels;
    for (int option : m_choice)
        labels.push_back(m_picker.option(option).label);
    return labels;
}

std::string PlayInput::pieceName() const {
    const auto& name = m_game->type().pieceName;
    return trGame(m_game->id(), name.empty() ? std::string_view("piece") : std::string_view(name));
}

std::string PlayInput::slotPieceName() const {
    const auto& name = m_game->type().slotPieceName;
    return name.empty() ? tr("piece") : trGame(m_game->id(), name);
}

InputResult PlayInput::play(const Move& move) const {
    InputResult r;
    r.handled = true;
    r.play = move;
    return r;
}

BoardMarks PlayInput::marks() const {
    // Only what can move is marked: source pieces and cells, the selection, and where the
    // selection (or a move needing no pick) can go.
    BoardMarks m;
    for (const Target& s : m_picker.sources()) {
        if (s == m_picker.selected()) continue;
        if (s.kind == Target::Kind::Piece) m.sourcePieces.push_back(s.index);
        if (s.kind == Target::Kind::Cell) m.sourceCells.push_back(s.index);
    }
    const Target sel = m_picker.selected();
    m.selectedPiece = sel.kind == Target::Kind::Piece ? sel.index : -1;
    m.selectedCell = sel.kind == Target::Kind::Cell ? sel.index : -1;
    // A game may ask for no marks on its targets (GameType::markTargets: its board says
    // enough, as Blotto's triangle of splits, where every cell is one).
    if (m_game->type().markTargets || m_picker.hasSelection())
        m.targets = m_picker.destinationCells();
    const auto list = stops();
    if (m_focus >= 0 && m_focus < static_cast<int>(list.size())) {
        const Stop& stop = list[static_cast<std::size_t>(m_focus)];
        if (stop.kind == Stop::Kind::Cell) m.focusCell = stop.index;
        if (stop.kind == Stop::Kind::Source)
            m.focusCell =
                m_picker.sourceCell(m_picker.sources()[static_cast<std::size_t>(stop.index)]);
        if (stop.kind == Stop::Kind::Button) m.focusButton = stop.index;
    }
    m.hoverCell = m_hoverCell;
    const int preview = m_slotCursor >= 0 ? m_slotCursor : m_hoverSlot;
    if (preview >= 0) {
        m.previewSlot = preview;
        m.previewFits = m_active && !m_picker.movesTo({Target::Kind::Slot, preview}).empty();
    }
    return m;
}

std::string PlayInput::hint() const {
    std::vector<std::string> parts;
    const bool slots = !m_picker.destinationSlots().empty();
    // "Square" only where the cells are squares: a hexagon or a circle is a "space".
    const bool squares =
        !m_view || std::all_of(m_view->cells.begin(), m_view->cells.end(),
                               [](const Cell& c) { return c.shape == CellShape::Rect; });
    if (!m_picker.sources().empty() && !m_picker.hasSelection())
        parts.push_back(
            fillText(tr("Pick a {0} that can move, then where it goes (click, or Tab and Enter)"),
                     {pieceName()}));
    else if (m_picker.hasSelection() && !m_picker.destinationCells().empty())
        parts.push_back(
            m_picker.selectedByItself()
                ? fillText(squares ? tr("Click a marked square to move your {0} (or Tab, then "
                                        "Enter)")
                                   : tr("Click a marked space to move your {0} (or Tab, then "
                                        "Enter)"),
                           {pieceName()})
                : fillText(squares ? tr("Click a marked square to move the {0} (or Tab, then "
                                        "Enter); Escape drops it")
                                   : tr("Click a marked space to move the {0} (or Tab, then "
                                        "Enter); Escape drops it"),
                           {pieceName()}));
    else if (!m_picker.destinationCells().empty())
        parts.push_back(squares ? tr("Click a marked square (or Tab, then Enter)")
                                : tr("Click a marked space (or Tab, then Enter)"));
    if (slots) {
        const std::string piece = slotPieceName();
        parts.push_back(
            m_game->type().slotPieceTurns
                ? fillText(tr("click between the squares to place a {0}; keys: P takes a {0} "
                              "(arrows move it, R turns it, Enter places it)"),
                           {piece})
                : fillText(tr("click between the squares to place a {0}; keys: P takes a {0} "
                              "(arrows move it, Enter places it)"),
                           {piece}));
    }
    if (!m_buttons.empty())
        parts.push_back(parts.empty() ? tr("Use a button below (or Tab, then Enter)")
                                      : tr("or use a button below"));
    std::string hint;
    for (const auto& part : parts)
        hint = hint.empty() ? part : fillText(tr("{0}; {1}"), {hint, part});
    if (!hint.empty())
        hint[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(hint[0])));
    return hint.empty() ? tr("No move to make") : hint;
}

std::vector<PlayInput::Stop> PlayInput::stops() const {
    // Tab's order: where the selection can go, the other sources, then the buttons.
    std::vector<Stop> out;
    for (int cell : m_picker.destinationCells())
        out.push_back({Stop::Kind::Cell, cell});
    const auto& sources = m_picker.sources();
    for (std::size_t i = 0; i < sources.size(); ++i)
        if (sources[i] != m_picker.selected() && m_picker.sourceCell(sources[i]) >= 0)
            out.push_back({Stop::Kind::Source, static_cast<int>(i)});
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        out.push_back({Stop::Kind::Button, static_cast<int>(i)});
    return out;
}

InputResult PlayInput::focusStop(int stop) {
    m_focus = stop;
    const auto list = stops();
    if (stop < 0 || stop >= static_cast<int>(list.size())) return handled();
    const Stop& s = list[static_cast<std::size_t>(stop)];
    if (s.kind == Stop::Kind::Cell) {
        std::string text;
        for (int option : m_picker.movesTo({Target::Kind::Cell, s.index}))
            text += (text.empty() ? "" : ", ") + m_picker.option(option).label;
        return said(fillText(tr("Enter plays {0}"), {text}), Tone::Success);
    }
    if (s.kind == Stop::Kind::Source)
        return said(fillText(tr("Enter picks this {0}"), {pieceName()}), Tone::Success);
    return said(fillText(tr("Enter plays {0}"), {buttonLabel(s.index)}), Tone::Success);
}

InputResult PlayInput::activateStop(const Stop& stop) {
    if (stop.kind == Stop::Kind::Cell) return clickCell(stop.index);
    if (stop.kind == Stop::Kind::Source)
        return pickSource(m_picker.sources()[static_cast<std::size_t>(stop.index)]);
    return pressButton(stop.index);
}

InputResult PlayInput::pressButton(int button) {
    if (button < 0 || button >= static_cast<int>(m_buttons.size())) return {};
    return play(m_picker.option(m_buttons[static_cast<std::size_t>(button)]).move);
}

InputResult PlayInput::pickSource(Target source) {
    const auto moves = m_picker.movesFrom(source);
    if (moves.empty()) return {};
    if (m_game->type().singleMovePlaysOnClick && moves.size() == 1)
        return play(m_picker.option(moves.front()).move);
    m_picker.select(source);
    if (m_log) m_log->picked(source, moves.size());
    rebuildButtons();
    m_focus = -1;
    return said(fillText(trn("{0} move: pick where it goes", "{0} moves: pick where it goes",
                             static_cast<long long>(moves.size())),
                         {std::to_string(moves.size())}),
                Tone::Success);
}

InputResult PlayInput::choose(const std::vector<int>& options, Target anchor) {
    if (options.empty()) return {};
    if (options.size() == 1) return play(m_picker.option(options.front()).move);
    m_choice = options;
    m_choiceFocus = 0;
    m_choiceAnchor = anchor;
    if (m_log) m_log->choice(m_choice.size(), m_picker.option(m_choice.front()).label);
    return said(tr("Which move? Click one, or arrows and Enter; Escape cancels"), Tone::Text);
}

InputResult PlayInput::clickCell(int cell, int piece) {
    const Target here{Target::Kind::Cell, cell};
    // Where the selection goes wins; then a piece that can move; then a move needing no pick.
    if (m_picker.hasSelection()) {
        auto moves = m_picker.movesTo(here);
        const bool fromSelection =
            !moves.empty() && m_picker.option(moves.front()).input.from == m_picker.selected();
        if (fromSelection) return choose(moves, here);
    }
    // The piece under the pointer, if it can move, before the others on its cell.
    if (const Target hit{Target::Kind::Piece, piece}; piece >= 0 && m_picker.isSource(hit)) {
        if (m_picker.selected() == hit) {
            if (m_log) m_log->picked(hit, m_picker.movesFrom(hit).size());
            return said(fillText(tr("This {0} is picked: now click where it goes"), {pieceName()}),
                        Tone::Text);
        }
        auto r = pickSource(hit);
        r.handled = true;
        return r;
    }
    auto sources = m_picker.sourcesAt(cell);
    if (!sources.empty()) {
        // Several on one cell: each click picks the next.
        auto current = std::find(sources.begin(), sources.end(), m_picker.selected());
        if (current != sources.end() && sources.size() == 1) {
            if (m_log) m_log->picked(sources.front(), m_picker.movesFrom(sources.front()).size());
            return said(fillText(tr("This {0} is picked: now click where it goes"), {pieceName()}),
                        Tone::Text);
        }
        const Target next = current == sources.end() || current + 1 == sources.end()
                                ? sources.front()
                                : *(current + 1);
        auto r = pickSource(next);
        r.handled = true;
        return r;
    }
    if (auto moves = m_picker.movesTo(here); !moves.empty()) return choose(moves, here);
    // No move names this cell: its notation may still be one ("the column's move").
    if (!m_view || cell < 0 || cell >= static_cast<int>(m_view->cells.size())) return {};
    const auto& c = m_view->cells[static_cast<std::size_t>(cell)];
    std::string reason;
    if (!c.notation.empty()) {
        if (auto move = m_state->parseMove(c.notation); !move)
            reason = move.error().reason;
        else if (auto why = m_state->illegalReason(*move))
            reason = *why;
        else
            return play(*move);
    }
    const std::string name = c.name.empty() ? c.label : c.name;
    if (reason.empty()) reason = tr("no move goes there");
    if (m_log) m_log->refused(cell, reason);
    auto r = said(name.empty() ? reason : fillText(tr("{0}: {1}"), {name, reason}), Tone::Danger);
    r.refused = true;
    return r;
}

InputResult PlayInput::hover(int cell, int slot) {
    const auto targets = m_picker.destinationCells();
    const bool cellIsTarget = std::find(targets.begin(), targets.end(), cell) != targets.end();
    const bool cellIsSource = !m_picker.sourcesAt(cell).empty();
    // A slot counts only off the marked cells (a groove runs along every cell's edge).
    if (cellIsTarget || cellIsSource || !m_view || m_view->slots.empty()) slot = -1;
    if (slot >= 0) cell = -1;
    if (cell == m_hoverCell && slot == m_hoverSlot) return {};
    m_hoverCell = cell;
    m_hoverSlot = slot;
    if (slot >= 0) return previewSlot(slot, tr("click to place"));
    if (cell < 0 || !m_view || cell >= static_cast<int>(m_view->cells.size()))
        return said("", Tone::Muted);
    std::string text = cellHoverText(m_view->cells[static_cast<std::size_t>(cell)]);
    if (m_log) m_log->hover(cell, text);
    const auto moves = m_picker.movesTo({Target::Kind::Cell, cell});
    const bool fromSelection = !moves.empty() && m_picker.hasSelection() &&
                               m_picker.option(moves.front()).input.from == m_picker.selected();
    if (cellIsTarget && (fromSelection || !cellIsSource)) {
        std::string labels;
        for (int option : moves)
            labels += (labels.empty() ? "" : ", ") + m_picker.option(option).label;
        text += (text.empty() ? "" : " \u2014 ") + fillText(tr("click to play {0}"), {labels});
        return said(text, Tone::Success);
    }
    if (cellIsSource) {
        text += (text.empty() ? "" : " \u2014 ") +
                fillText(tr("click to pick this {0}"), {pieceName()});
        return said(text, Tone::Success);
    }
    return said(text, Tone::Text);
}

InputResult PlayInput::click(int cell, int slot, int piece) {
    m_hoverCell = m_hoverSlot = -2;  // recomputed for this very point
    auto shown = hover(cell, slot);
    if (!m_active) return shown;
    if (m_hoverSlot >= 0) {
        const auto moves = m_picker.movesTo({Target::Kind::Slot, m_hoverSlot});
        if (!moves.empty()) return choose(moves, {Target::Kind::Slot, m_hoverSlot});
        shown.refused = true;  // the status line already says why not
        return shown;
    }
    if (m_hoverCell >= 0) {
        auto r = clickCell(m_hoverCell, piece);
        if (!r.status && !r.play) r.status = shown.status;
        return r;
    }
    return shown;
}

InputResult PlayInput::previewSlot(int slot, const std::string& how) {
    // The piece shown in the slot, and whether it can go there, and why not.
    const auto& s = m_view->slots[static_cast<std::size_t>(slot)];
    std::optional<std::string> reason;
    const auto moves = m_picker.movesTo({Target::Kind::Slot, slot});
    if (m_state->isTerminal()) {
        reason = tr("the game is over");
    } else if (!m_active) {
        reason = tr("it is not your turn");
    } else if (moves.empty()) {
        if (auto move = m_state->parseMove(s.notation); !move)
            reason = move.error().reason;
        else
            reason = m_state->illegalReason(*move).value_or(tr("no move goes there"));
    }
    if (!reason) return said(s.notation + " \u2014 " + how, Tone::Success);
    return said(fillText(tr("{0}: {1}"), {s.notation, *reason}), Tone::Danger);
}

void PlayInput::focusChoice(int row) {
    if (row >= 0 && row < static_cast<int>(m_choice.size())) m_choiceFocus = row;
}

InputResult PlayInput::pickChoice(int row) {
    if (row < 0 || row >= static_cast<int>(m_choice.size())) return {};
    const Move move = m_picker.option(m_choice[static_cast<std::size_t>(row)]).move;
    m_choice.clear();
    return play(move);
}

InputResult PlayInput::cancelChoice() {
    m_choice.clear();
    if (m_log) m_log->cancelled("choice");
    return said(tr("No move chosen"), Tone::Muted);
}

std::optional<InputResult> PlayInput::choiceAction(Action action) {
    const int n = static_cast<int>(m_choice.size());
    switch (action) {
        case Action::Back:
            return cancelChoice();
        case Action::Next:
        case Action::Down:
        case Action::Right:
            m_choiceFocus = (m_choiceFocus + 1) % n;
            return handled();
        case Action::Previous:
        case Action::Up:
        case Action::Left:
            m_choiceFocus = (m_choiceFocus + n - 1) % n;
            return handled();
        case Action::Activate:
            return pickChoice(m_choiceFocus);
        default:
            return std::nullopt;
    }
}

std::optional<InputResult> PlayInput::slotAction(Action action) {
    const bool turns = m_game->type().slotPieceTurns;
    if (m_slotCursor < 0) {
        if (action != Action::TakeSlotPiece) return std::nullopt;
        if (m_picker.destinationSlots().empty())
            return said(fillText(tr("No {0} to place: none left, or none fits"), {slotPieceName()}),
                        Tone::Danger);
        // Start in the middle of the board, where most pieces go.
        m_slotCursor = nearestSlot(m_slotPlaces, m_middle);
        if (m_slotCursor < 0) return handled();
    } else if (action == Action::TakeSlotPiece || action == Action::Back) {
        m_slotCursor = -1;
        if (m_log) m_log->cancelled("slot_piece");
        return said(fillText(tr("The {0} is put back"), {slotPieceName()}), Tone::Muted);
    } else if (action == Action::Left || action == Action::Right || action == Action::Up ||
               action == Action::Down) {
        const Point step = action == Action::Left    ? Point{-1, 0}
                           : action == Action::Right ? Point{1, 0}
                           : action == Action::Up    ? Point{0, -1}
                                                     : Point{0, 1};
        m_slotCursor = slotToward(m_slotPlaces, m_slotCursor, step);
    } else if (turns && action == Action::Turn) {
        m_slotCursor = slotTurned(m_slotPlaces, m_slotCursor);
    } else if (action == Action::Activate) {
        const auto moves = m_picker.movesTo({Target::Kind::Slot, m_slotCursor});
        if (!moves.empty()) return choose(moves, {Target::Kind::Slot, m_slotCursor});
        auto r = handled();
        r.refused = true;  // the status line already says why not
        return r;
    } else {
        return std::nullopt;
    }
    return previewSlot(m_slotCursor,
                       fillText(turns ? tr("Enter places it, R turns it, P puts the {0} back")
                                      : tr("Enter places it, P puts the {0} back"),
                                {slotPieceName()}));
}

InputResult PlayInput::back() {
    // First what is in progress: the keyboard's focus, a picked piece; only then the
    // pause menu (a stray Escape never ends a game). A slot piece in hand went before.
    if (m_focus >= 0) {
        m_focus = -1;
        if (m_log) m_log->cancelled("selection");
        return said(tr("Selection cleared"), Tone::Muted);
    }
    if (m_picker.hasSelection() && !m_picker.selectedByItself()) {
        m_picker.deselect();
        rebuildButtons();
        if (m_log) m_log->cancelled("pick");
        return said(fillText(tr("The {0} is put down"), {pieceName()}), Tone::Muted);
    }
    InputResult r;
    r.handled = true;
    r.pause = true;
    return r;
}

InputResult PlayInput::stopAction(Action action) {
    const auto list = stops();
    const int n = static_cast<int>(list.size());
    if (n == 0) return {};
    switch (action) {
        case Action::Next:
        case Action::Right:
        case Action::Down:
            return focusStop((m_focus + 1) % n);
        case Action::Previous:
        case Action::Left:
        case Action::Up:
            return focusStop(m_focus < 0 ? n - 1 : (m_focus + n - 1) % n);
        case Action::Activate:
            if (m_focus >= 0 && m_focus < n)
                return activateStop(list[static_cast<std::size_t>(m_focus)]);
            if (n == 1) return activateStop(list.front());
            return {};
        default:
            return {};
    }
}

InputResult PlayInput::act(const std::vector<Action>& actions) {
    if (!m_choice.empty()) {
        for (Action a : actions)
            if (auto r = choiceAction(a)) return *r;
        return handled();  // every other key waits for the choice
    }
    if (m_active && m_view && !m_view->slots.empty()) {
        const bool inHand = m_slotCursor >= 0;
        for (Action a : actions)
            if (auto r = slotAction(a)) return *r;
        if (inHand) return handled();  // other keys do nothing while a piece is in hand
    }
    for (Action a : actions) {
        if (a == Action::Back) return back();
        if (a == Action::Throw && m_person && m_chance && m_state && !m_state->isTerminal()) {
            InputResult r;
            r.handled = true;
            r.throwDice = true;
            return r;
        }
        if (!m_active) continue;
        if (auto r = stopAction(a); r.handled) return r;
    }
    return {};
}

}  // namespace plateau::gui
