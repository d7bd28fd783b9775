#include "scenes/play_table.hpp"

#include <chrono>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/language.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/host/record.hpp>
#include <plateau/sdk/bot.hpp>
#include <plateau/sdk/game.hpp>

#include "app/event_log.hpp"
#include "app/play_panel.hpp"
#include "app/settings.hpp"
#include "audio/sound_player.hpp"
#include "tr.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

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
      m_aids(*context.settings, context.settingsFile, m_game->id()),
      m_panel(*context.theme, GamePanel::Style::Play),
      m_statusLine(*context.theme),
      m_choice(*context.theme),
      m_watcher(pluginFile(context, *m_game)) {
    m_log.gameStart(state());
    if (const auto& clocks = m_session->clocks(); clocks.active())
        context.log->write("clock", {{"control", clocks.control().toString()}});
    context.notice = nullptr;
    logSessionEvents();
    // A game opened part-way shows how it got here.
    refresh(false, false);
}

PlayTable::~PlayTable() {
    // Quit or back to the menu: the session writes the game as it stands, and the menu
    // says where it went; nothing is asked.
    if (!m_session->autosaving() || state().isTerminal()) return;
    const auto file = m_session->file();
    const auto moves = state().history().size();
    m_log.left(file, moves);
    // The game by its id: the notice keeps no plugin's object alive.
    m_context.notice = [moves, host = m_context.host, id = m_game->id(),
                        name = file.filename().string()] {
        const auto game = host->find(id);
        return fillText(
            trn("{1} after {0} move is kept in Saved games ({2})",
                "{1} after {0} moves is kept in Saved games ({2})", static_cast<long long>(moves)),
            {std::to_string(moves), game ? gameName(*game) : id, name});
    };
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
        // The game's words (players' states, square names, the moves' labels, the log and
        // the last move) in the language now chosen; a pick is dropped, the screen being
        // rebuilt anyway. A passing message in the old language gives way to the last move.
        m_language = languageGeneration();
        m_table.relabel(state(), viewer());
        showAids();  // their labels in the language now chosen
        m_input.reset(state(), m_table.view(), personActs(), m_session->actor());
        m_panelRevision = ~0u;
        m_status.clear();
    }
    m_choice.close();
    rebuildPanel();
    showInput();
    say(m_status, m_statusColor);
}

void PlayTable::refresh(bool animate, bool thrown) {
    if (!animate) m_holding = false;
    const float speed = static_cast<float>(m_context.settings->animationSpeed);
    m_table.show(state(), viewer(), animate, thrown, speed);
    m_log.pieceFlips(m_table.flippedPieces());
    showAids();
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
    if (m_remote.mayAct) return -1;  // online, each screen is one player's
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
    refresh(false, false);
}

Viewer PlayTable::viewer() const {
    return handOverDue() >= 0 ? Viewer::spectator() : m_session->screenViewer();
}

void PlayTable::rebuildPanel() {
    const Viewer viewer = this->viewer();
    if (!m_holding) m_shownPly = state().history().size();
    m_events = m_texts.eventsFor(state(), viewer);
    std::erase_if(m_events,
                  [this](const Event& e) { return e.ply > static_cast<int>(m_shownPly); });
    m_lastMove = lastMoveText(state(), m_events, viewer, m_shownPly);
    m_log.shownLog(m_events);
    PlayPanelFacts facts;
    facts.actor = m_session->actor();
    facts.humanToAct = personToAct();
    facts.notices = m_notices;
    facts.events = &m_events;
    if (m_remote.waiting) facts.waiting = m_remote.waiting();
    if (m_remote.seats) facts.seats = m_remote.seats();
    if (m_remote.verdict) facts.verdict = m_remote.verdict();
    if (m_session->clocks().fallen() >= 0) facts.verdict = m_session->outcome().reason;
    if (m_holding) {
        facts.actor = m_shownActor;
        facts.humanToAct = false;
        facts.players = &m_heldPlayers;
        facts.moving = true;
    } else {
        m_shownActor = facts.actor;
    }
    auto content = playPanelContent(state(), m_table, m_input, *m_context.theme, facts);
    m_log.facts(content.facts, content.round);
    m_log.hint(content.notes.front());
    m_panel.setContent(std::move(content));
    m_table.setDiceArea(m_panel.diceArea());
    // Who waits where, on the board and in the panel.
    std::vector<std::int64_t> players, cells;
    std::string texts;
    for (const auto& b : m_table.badges()) {
        players.push_back(b.player);
        cells.push_back(m_table.view().pieces[static_cast<std::size_t>(b.piece)].cell);
        texts += (texts.empty() ? "" : " | ") + b.text;
    }
    m_log.badges(players, cells, texts, m_panel.cutPlayerLines());
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

bool PlayTable::personToAct() const {
    return m_remote.mayAct ? m_remote.mayAct() : m_session->humanToAct();
}

void PlayTable::playRemote(Move move) {
    play(move, session::By::Script);
}

void PlayTable::actorChanged() {
    m_input.reset(state(), m_table.view(), personActs(), m_session->actor());
    m_table.setActivePlayer(m_session->actor());
    m_panelRevision = ~0u;
    showInput();
}

void PlayTable::play(Move move, session::By by) {
    if (m_remote.send && by == session::By::Human) {
        m_remote.send(move);
        return;
    }
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
    if (m_remote.roll && by == session::By::Human) {
        m_remote.roll();
        return;
    }
    if (m_session->throwDice(by))
        afterMove();
    else
        logSessionEvents();
}

void PlayTable::afterMove() {
    logSessionEvents();
    m_notices.clear();
    m_panel.resetScroll();
    // The words of the move wait for its pieces to land (landed()). A chance step that
    // throws no dice (ships placed at random, a card dealt) is shown at once: no tumble,
    // no walk, no pause.
    m_heldPlayers = m_table.view().players;
    m_holding = true;
    const bool thrown = m_lastChance && m_game->type().dice != DiceThrow::None;
    const bool quiet = m_lastChance && !thrown;
    refresh(!quiet, thrown);
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
    if (m_table.busy())
        say("", m_context.theme->colors.muted);
    else
        landed();  // nothing walks (a wall placed)
    m_wait = quiet ? 0.f
                   : 0.35f / std::max(0.1f, static_cast<float>(m_context.settings->animationSpeed));
}

void PlayTable::landed() {
    if (!m_holding) return;
    m_holding = false;
    rebuildPanel();
    say("", m_context.theme->colors.muted);
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
    m_log.status(shown);
    const auto fit = m_statusLine.setText(toSfString(shown), m_status.empty() ? muted : color);
    if (fit.cut || fit.lines > 1) m_log.statusLayout(fit.lines, fit.size, fit.cut, m_size.x);
}

bool PlayTable::update(float dt) {
    m_clock += dt;
    m_panel.setPulse(0.5f + 0.5f * std::sin(m_clock * 4.f));
    const bool reloaded = m_watcher.poll(dt);
    if (reloaded) reload("file");
    showClocks();
    if (m_table.update(dt, static_cast<float>(m_context.settings->animationSpeed)) > 0)
        m_context.sounds->play(Cue::Step);
    if (!m_table.busy()) landed();
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

void PlayTable::hint() {
    const State& s = state();
    if (!m_session->humanToAct() || s.isChance() || s.isTerminal()) return;
    const auto own = m_game->botNames();
    auto bot = makeBot(*m_game, own.empty() ? "bot:mcts:medium" : "bot:" + own.front() + ":medium");
    if (!bot)
        return say(fillText(tr("No hint: {0}"), {bot.error().reason}),
                   m_context.theme->colors.danger);
    BotBudget budget;
    budget.time = std::chrono::milliseconds(400);
    (*bot)->setBudget(budget);
    // The player's knowledge only, in a game with secrets.
    Rng rng(s.setup().seed + s.history().size());
    const int seat = m_session->actor();
    const StatePtr seen = m_game->type().hiddenInformation && seat >= 0
                              ? s.resampleFromInformation(seat, rng)
                              : s.clone();
    const Move move = (*bot)->chooseMove(*seen, rng);
    const std::string text = s.moveToString(move);
    m_log.hintMove(text);
    const Target to = s.moveInput(move).to;
    m_table.setLastMove(
        to.kind == Target::Kind::Cell ? std::vector<int>{to.index} : std::vector<int>{},
        to.kind == Target::Kind::Slot ? std::vector<int>{to.index} : std::vector<int>{});
    say(fillText(tr("Hint: {0}"), {text}), m_context.theme->colors.accent);
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
    refresh(false, false);
    say(fillText(tr("Plugin reloaded: the game replayed to move {0}"),
                 {std::to_string(state().history().size())}),
        colors.success);
}

ResultInfo PlayTable::result() {
    const auto outcome = m_session->outcome();  // a loss on time included
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
    info.clock = m_session->clocks().control().toString();
    if (m_session->clocks().fallen() >= 0) {
        // Ended by no rule of the game: the record says so, as a save's does (Watch again).
        std::string names;
        for (const int w : outcome.winners)
            names += (names.empty() ? "" : ", ") + state().playerName(w);
        info.record.result = names + " won: " + outcome.reason;
        info.record.winners = outcome.winners;
    }
    auto places = session::ranking(state());
    if (const int flag = m_session->clocks().fallen(); flag >= 0) {
        // On time: the others first, level, the seat whose flag fell last.
        for (auto& place : places)
            place.place = place.player == flag ? 2 : 1;
        std::stable_partition(places.begin(), places.end(),
                              [flag](const session::Place& p) { return p.player != flag; });
    }
    for (const auto& place : places) {
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

void PlayTable::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *m_context.theme;
    Mesh bar;
    bar.roundedRect(m_statusBar, t.px(10), t.colors.panel);
    target.draw(bar, states);
    target.draw(m_panel, states);
    target.draw(m_table, states);
    target.draw(m_statusLine, states);
    target.draw(m_choice, states);
}

}  // namespace plateau::gui
