#include "scenes/play_table.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/language.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/host/record.hpp>
#include <plateau/sdk/game.hpp>

#include "app/play_panel.hpp"
#include "app/script_input.hpp"
#include "app/settings.hpp"
#include "audio/sound_player.hpp"
#include "tr.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

bool has(const std::vector<Action>& actions, Action a) {
    return std::find(actions.begin(), actions.end(), a) != actions.end();
}

std::filesystem::path pluginFile(Context& context, const Game& game) {
    const auto* plugin = context.host->findPlugin(game.id());
    return plugin ? plugin->file : std::filesystem::path();
}

}  // namespace

PlayTable::PlayTable(Context& context, std::unique_ptr<session::GameSession> session)
    : m_context(context),
      m_session(std::move(session)),
      m_game(m_session->gamePtr()),
      m_log(context.log),
      m_input(*m_game, &m_log),
      m_table(*context.theme),
      m_panel(*context.theme, GamePanel::Style::Play),
      m_statusLine(*context.theme),
      m_choice(*context.theme),
      m_watcher(pluginFile(context, *m_game)) {
    m_log.gameStart(state());
    context.notice.clear();
    logSessionEvents();
    m_lastMove = lastMoveText(state(), viewer());  // a game opened part-way shows how it got here
    refresh(false, false);
}

PlayTable::~PlayTable() {
    // Quit or back to the menu: the session writes the game as it stands, and the menu
    // says where it went; nothing is asked.
    if (!m_session->autosaving() || state().isTerminal()) return;
    const auto file = m_session->file();
    const auto moves = state().history().size();
    m_log.left(file, moves);
    m_context.notice = fillText(
        trn("{1} after {0} move is kept in Saved games ({2})",
            "{1} after {0} moves is kept in Saved games ({2})", static_cast<long long>(moves)),
        {std::to_string(moves), gameName(*m_game), file.filename().string()});
}

void PlayTable::resumed(const std::vector<std::string>& warnings) {
    m_log.resumed(state(), warnings);
    for (auto w : warnings) {
        if (!w.empty()) w[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
        m_notices.push_back(fillText(tr("Note: {0}"), {w}));
    }
    rebuildPanel();
    const auto moves = static_cast<long long>(state().history().size());
    std::string status =
        fillText(trn("Continued after {0} move", "Continued after {0} moves", moves),
                 {std::to_string(moves)});
    if (!warnings.empty())
        status += " \u2014 " + tr("something changed since the save: see the log");
    const auto& colors = m_context.theme->colors;
    say(status, warnings.empty() ? colors.text : colors.accent);
}

void PlayTable::layout(sf::Vector2f size, sf::FloatRect sidebar, float logBottom) {
    m_size = size;
    const Theme& t = *m_context.theme;
    const float margin = t.px(18);
    // The status has room for two lines at its full size, so a long one wraps instead of
    // being cut; where the board leaves height unused (a narrow window), up to two more.
    const float line = t.regular().getLineSpacing(t.textSize(16));
    float statusH = std::max(t.px(40), 2 * line + t.px(8));
    sf::FloatRect boardArea;
    const auto placeStatusAndBoard = [&] {
        m_statusBar = {margin, size.y - margin - statusH, sidebar.left - 2 * margin, statusH};
        boardArea = {margin, margin, m_statusBar.width, m_statusBar.top - 2 * margin + t.px(8)};
        m_table.setArea(boardArea);
    };
    placeStatusAndBoard();
    const float unused = boardArea.height - m_table.boardRect().height - t.px(8);
    if (unused >= line) {
        statusH += std::floor(std::min(unused, 2 * line) / line) * line;
        placeStatusAndBoard();
    }
    m_statusLine.setRect(m_statusBar);
    m_panel.setArea(sidebar, logBottom, boardArea);
    m_input.setSlotPlaces(m_table.slotPlaces(), m_table.middle());
    if (m_language != languageGeneration()) {
        // The game's words (players' states, square names, the moves' labels) in the
        // language now chosen; a pick is dropped, the screen being rebuilt anyway.
        m_language = languageGeneration();
        m_table.relabel(state(), viewer());
        m_input.reset(state(), m_table.view(), personActs(), m_session->actor());
        m_panelRevision = ~0u;
    }
    m_choice.close();
    rebuildPanel();
    showInput();
    say(m_status, m_statusColor);
}

void PlayTable::refresh(bool animate, bool thrown) {
    const float speed = static_cast<float>(m_context.settings->animationSpeed);
    m_table.show(state(), viewer(), animate, thrown, speed);
    m_language = languageGeneration();
    if (thrown && !m_table.view().dice.empty()) m_context.sounds->play(Cue::Dice);
    m_input.setGame(*m_game);
    m_input.reset(state(), m_table.view(), personActs(), m_session->actor());
    m_input.setSlotPlaces(m_table.slotPlaces(), m_table.middle());
    m_table.setActivePlayer(m_session->actor());
    m_panelRevision = ~0u;  // the panel anew: whose turn, the hint, the log
    showInput();
}

int PlayTable::handOverDue() const {
    const GameType& type = m_game->type();
    if (!type.hiddenInformation && !type.simultaneousMoves) return -1;
    int people = 0;
    for (int seat = 0; seat < state().numPlayers(); ++seat)
        people += !m_session->isBot(seat);
    if (people < 2 || !m_session->humanToAct()) return -1;
    const int seat = m_session->actor();
    return seat >= 0 && seat != m_shownSeat ? seat : -1;
}

void PlayTable::handedOver(int seat) {
    m_shownSeat = seat;
    m_log.handedOver(seat);
    m_lastMove = lastMoveText(state(), viewer());
    refresh(false, false);
}

Viewer PlayTable::viewer() const {
    return handOverDue() >= 0 ? Viewer::spectator() : m_session->screenViewer();
}

void PlayTable::rebuildPanel() {
    m_events = state().eventsFor(viewer());
    PlayPanelFacts facts{m_session->actor(), m_session->humanToAct(), m_notices, &m_events};
    auto content = playPanelContent(state(), m_table, m_input, *m_context.theme, facts);
    m_log.facts(content.facts, content.round);
    m_log.hint(content.notes.front());
    m_panel.setContent(std::move(content));
    m_table.setDiceArea(m_panel.diceArea());
}

void PlayTable::showInput() {
    const auto marks = m_input.marks();
    m_table.setMarks(marks, m_session->actor());
    // The panel again when the input's hint or buttons changed (a pick, a cancel).
    if (m_input.revision() != m_panelRevision) {
        m_panelRevision = m_input.revision();
        rebuildPanel();
    }
    m_panel.setFocusedButton(marks.focusButton);
    if (m_input.choice().empty()) {
        m_choice.close();
    } else if (!m_choice.isOpen()) {
        const auto at = m_table.position(m_input.choiceAnchor()).value_or(sf::Vector2f());
        m_choice.open(m_input.choiceLabels(), at, m_table.area());
    }
    m_choice.setFocus(m_input.choiceFocus());
}

bool PlayTable::apply(const InputResult& r) {
    if (r.status) say(r.status->text, toneColor(r.status->tone));
    if (r.refused) m_context.sounds->play(Cue::Refused);
    showInput();
    if (r.throwDice) throwDice(session::By::Human);
    if (r.play) play(*r.play, session::By::Human);
    return r.pause;
}

sf::Color PlayTable::toneColor(Tone tone) const {
    const auto& c = m_context.theme->colors;
    switch (tone) {
        case Tone::Muted:
            return c.muted;
        case Tone::Success:
            return c.success;
        case Tone::Danger:
            return c.danger;
        case Tone::Accent:
            return c.accent;
        case Tone::Text:
            break;
    }
    return c.text;
}

void PlayTable::play(Move move, session::By by) {
    if (auto ok = m_session->play(move, by); !ok) {
        logSessionEvents();
        say(fillText(tr("{0} is not possible: {1}"),
                     {state().moveToString(move), ok.error().reason}),
            m_context.theme->colors.danger);
        return;
    }
    afterMove();
}

void PlayTable::throwDice(session::By by) {
    if (!state().isChance()) return;
    if (m_session->throwDice(by))
        afterMove();
    else
        logSessionEvents();
}

void PlayTable::afterMove() {
    logSessionEvents();
    m_notices.clear();
    m_panel.resetScroll();
    m_lastMove = lastMoveText(state(), viewer());
    refresh(true, m_lastChance);
    // The last move: the cells its pieces walked and the cell or slot it named.
    std::vector<int> cells, slots;
    for (const auto& trail : m_table.view().trails)
        cells.insert(cells.end(), trail.cells.begin(), trail.cells.end());
    if (m_lastTarget.kind == Target::Kind::Cell) cells.push_back(m_lastTarget.index);
    if (m_lastTarget.kind == Target::Kind::Slot) {
        slots.push_back(m_lastTarget.index);
        m_context.sounds->play(Cue::SlotPiece);
    }
    m_table.setLastMove(cells, slots);
    m_log.lastMoveMarks(cells);
    say("", m_context.theme->colors.muted);
    m_wait = 0.35f / std::max(0.1f, static_cast<float>(m_context.settings->animationSpeed));
}

void PlayTable::logSessionEvents() {
    for (const auto& e : m_session->takeEvents()) {
        m_log.session(e, state());
        if (e.kind == session::SessionEvent::Kind::Move) {
            // A secret move (another seat's setup, a sealed choice) marks no square: where
            // it went is part of the secret.
            m_lastTarget = viewer().sees(e.seenBy) ? e.target : Target{};
            m_lastChance = e.chance;
        }
        if (e.kind == session::SessionEvent::Kind::SaveFailed)
            say(fillText(tr("Autosave failed: {0}"), {e.reason}), m_context.theme->colors.danger);
        if (e.kind == session::SessionEvent::Kind::Warning)
            say(fillText(tr("This game is open in another window too; this window keeps it in a "
                            "save of its own ({0})"),
                         {e.reason}),
                m_context.theme->colors.danger);
    }
}

void PlayTable::say(std::string text, sf::Color color) {
    m_status = std::move(text);
    m_statusColor = color;
    const std::string shown = m_status.empty() && !m_lastMove.empty()
                                  ? fillText(tr("Last move: {0}"), {m_lastMove})
                                  : m_status;
    const auto muted = m_context.theme->colors.muted;
    const auto fit = m_statusLine.setText(toSfString(shown), m_status.empty() ? muted : color);
    if (fit.cut || fit.lines > 1) m_log.statusLayout(fit.lines, fit.size, fit.cut, m_size.x);
}

bool PlayTable::update(float dt) {
    m_clock += dt;
    m_panel.setPulse(0.5f + 0.5f * std::sin(m_clock * 4.f));
    const bool reloaded = m_watcher.poll(dt);
    if (reloaded) reload("file");
    if (m_table.update(dt, static_cast<float>(m_context.settings->animationSpeed)) > 0)
        m_context.sounds->play(Cue::Step);
    return reloaded;
}

void PlayTable::skipAnimation() {
    m_table.skipAnimation(static_cast<float>(m_context.settings->animationSpeed));
}

void PlayTable::sessionActs(float dt) {
    if (m_wait > 0) {
        m_wait -= dt;
        return;
    }
    // The session's own rule for what acts: a throw, or its bot on the worker thread.
    if (m_session->advance())
        afterMove();
    else
        logSessionEvents();
}

bool PlayTable::undo() {
    if (!m_session->undo()) return false;
    afterHistoryJump("undo");
    return true;
}

bool PlayTable::redo() {
    if (!m_session->redo()) return false;
    afterHistoryJump("redo");
    return true;
}

void PlayTable::afterHistoryJump(const char* what) {
    m_lastMove = lastMoveText(state(), viewer());
    m_log.history(what, state(), m_session->canUndo(), m_session->canRedo());
    logSessionEvents();
    m_wait = 0.4f;
    refresh(false, false);
    m_table.setLastMove({}, {});
    const auto moves = state().history().size();
    const std::string where = moves == 0 ? tr("back to the start")
                                         : fillText(tr("back to after {0} (move {1})"),
                                                    {m_lastMove, std::to_string(moves)});
    say(fillText(what == std::string_view("undo") ? tr("Undone: {0}") : tr("Redone: {0}"), {where}),
        m_context.theme->colors.text);
}

void PlayTable::saveNamed(const std::string& name) {
    auto saved = m_session->saveNamed(name.empty() ? gameName(*m_game) : name,
                                      std::chrono::system_clock::now());
    if (!saved) {
        say(fillText(tr("Not saved: {0}"), {saved.error().toString()}),
            m_context.theme->colors.danger);
        return m_log.saveFailed(saved.error().toString());
    }
    say(fillText(tr("Saved as “{0}”"), {saved->name}), m_context.theme->colors.success);
    m_log.saved(*saved, state().history().size());
}

void PlayTable::reload(const char* why) {
    // F5, or the plugin's file rebuilt: the record replayed through the new rules.
    const auto& colors = m_context.theme->colors;
    auto fresh = m_context.host->reload(m_game->id());
    Status ok = fresh ? m_session->reload((*fresh)->game, *fresh) : Status(fresh.error());
    if (!ok) {
        const std::string reason = ok.error().toString();
        m_log.reloadFailed(why, reason);
        return say(fresh ? fillText(tr("Reloaded, but this game no longer fits the new rules "
                                       "({0}); it goes on with the old ones"),
                                    {reason})
                         : fillText(tr("Plugin not reloaded: {0}"), {reason}),
                   colors.danger);
    }
    m_game = m_session->gamePtr();
    logSessionEvents();
    m_lastMove = lastMoveText(state(), viewer());
    refresh(false, false);
    say(fillText(tr("Plugin reloaded: the game replayed to move {0}"),
                 {std::to_string(state().history().size())}),
        colors.success);
}

ResultInfo PlayTable::result() {
    const auto outcome = state().outcome();
    std::vector<std::int64_t> winners(outcome.winners.begin(), outcome.winners.end());
    if (!outcome.winners.empty()) m_context.sounds->play(Cue::Win);
    m_log.gameOver(winners, outcome.reason, state().history().size());
    const auto summary = m_session->summary();
    ResultInfo info;
    info.game = m_game;
    info.setup = state().setup();
    info.outcome = outcome;
    for (std::size_t i = 0; i < m_table.view().players.size(); ++i)
        info.players.push_back({m_table.view().players[i].name, m_table.colors()[i]});
    info.moves = summary.moves;
    info.throws = summary.throws;
    info.duration = summary.duration;
    info.record = makeRecord(state());
    for (const auto& place : session::ranking(state())) {
        const auto p = static_cast<std::size_t>(place.player);
        if (p < info.players.size())
            // A draw ranks nobody: every player is listed where they stand, with no place.
            info.ranking.push_back({info.players[p].name, info.players[p].color,
                                    outcome.isDraw() ? 0 : place.place, place.text});
    }
    // The winners' pawns stay in sight: the panel goes where it hides none of them.
    info.keepVisible = [this, winners = outcome.winners] { return m_table.piecesOf(winners); };
    return info;
}

bool PlayTable::scrollLog(const sf::Event& event, const std::vector<Action>& actions) {
    // The wheel over the log, or PageUp/PageDown/End anywhere: three lines a notch, a
    // page less one line a key.
    auto& panel = m_panel;
    if (event.type == sf::Event::MouseWheelScrolled &&
        panel.logArea().contains(event.mouseWheelScroll.x, event.mouseWheelScroll.y))
        panel.scrollBy(static_cast<int>(std::lround(event.mouseWheelScroll.delta * 3)));
    else if (has(actions, Action::LogOlder))
        panel.scrollBy(panel.page());
    else if (has(actions, Action::LogNewer))
        panel.scrollBy(-panel.page());
    else if (has(actions, Action::LogNewest) && panel.scrolled() > 0)
        panel.scrollToNewest();
    else
        return false;
    m_log.logScroll(panel.scrolled(), panel.hasOlder());
    return true;
}

std::optional<sf::Vector2f> PlayTable::locate(std::string_view what) const {
    const auto log = m_panel.logArea();
    if (equalsIgnoreCase(what, "log") && log.height > 0)
        return sf::Vector2f(log.left + log.width / 2, log.top + log.height / 2);
    if (auto point = m_table.locate(what, state())) return point;
    // A row of the choice popup, or a move's button, by its label.
    const auto& input = m_input;
    const auto labels = input.choiceLabels();
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (equalsIgnoreCase(what, labels[i])) return m_choice.rowCenter(static_cast<int>(i));
    for (std::size_t i = 0; i < input.buttons().size(); ++i)
        if (equalsIgnoreCase(what, input.buttonLabel(static_cast<int>(i))))
            return m_panel.buttons()[i].center();
    return std::nullopt;
}

void PlayTable::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *m_context.theme;
    Mesh bar;
    bar.roundedRect(m_statusBar, t.px(10), t.colors.panel);
    target.draw(bar.vertices(), states);
    target.draw(m_panel, states);
    target.draw(m_table, states);
    target.draw(m_statusLine, states);
    target.draw(m_choice, states);
}

}  // namespace plateau::gui
