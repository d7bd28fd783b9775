#include "scenes/play_scene.hpp"
#include "tr.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <ctime>
#include <utility>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/language.hpp>
#include <plateau/sdk/bot.hpp>
#include <plateau/host/file_hash.hpp>
#include <plateau/sdk/game.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/host/record.hpp>
#include <plateau/host/replay_cursor.hpp>
#include <plateau/host/save_file.hpp>

#include "app/event_log.hpp"
#include "app/game_facts.hpp"
#include "app/script_input.hpp"
#include "app/settings.hpp"
#include "audio/sound_player.hpp"
#include "board/slot_navigator.hpp"
#include "scenes/pause_scene.hpp"
#include "scenes/result_scene.hpp"
#include "scenes/rules_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "scenes/setup_scene.hpp"
#include "tr.hpp"
#include "widgets/log_view.hpp"
#include "tr.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

// The position as a number, for the event log: tests compare positions across undo,
// redo and a resumed save without parsing boards.
std::string fingerprint(const State& state) {
    return std::to_string(fnv1a64(state.toText()));
}

}  // namespace

session::SessionOptions PlayScene::sessionOptions(Context& context, const Game& game) {
    session::SessionOptions options;
    options.autosave = true;
    options.historyLimit = context.settings->historyLimit;
    options.plugin = context.host->findPlugin(game.id());
    return options;
}

Expected<std::unique_ptr<PlayScene>> PlayScene::create(Context& context,
                                                       std::shared_ptr<const Game> game,
                                                       Setup setup) {
    auto options = sessionOptions(context, *game);
    auto session = session::GameSession::start(std::move(game), std::move(setup), options);
    if (!session) return session.error();
    return std::unique_ptr<PlayScene>(new PlayScene(context, std::move(*session)));
}

Expected<std::unique_ptr<PlayScene>> PlayScene::resume(Context& context, StatePtr state,
                                                       std::vector<std::string> warnings,
                                                       const std::filesystem::path& file) {
    auto options = sessionOptions(context, state->game());
    auto session = session::GameSession::resume(std::move(state), options, file);
    if (!session) return session.error();
    std::unique_ptr<PlayScene> scene(new PlayScene(context, std::move(*session)));
    context.log->write("resumed", {{"game", scene->m_game->id()},
                                   {"moves", std::int64_t(scene->state().history().size())},
                                   {"warnings", std::int64_t(warnings.size())},
                                   {"position", fingerprint(scene->state())}});
    for (const auto& w : warnings)
        context.log->write("resume_warning", {{"text", w}});
    for (auto w : warnings) {
        if (!w.empty()) w[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
        scene->m_notices.push_back(fillText(tr("Note: {0}"), {w}));
    }
    scene->rebuildTexts();
    const auto moves = static_cast<long long>(scene->state().history().size());
    std::string status = fillText(trn("Continued after {0} move", "Continued after {0} moves", moves),
                                  {std::to_string(moves)});
    if (!warnings.empty()) status += " \u2014 " + tr("something changed since the save: see the log");
    scene->setStatus(status,
                     warnings.empty() ? context.theme->colors.text : context.theme->colors.accent);
    return scene;
}

Expected<std::unique_ptr<PlayScene>> PlayScene::resumeFile(Context& context,
                                                           const std::filesystem::path& file) {
    auto resumed = resumeFromFile(file, *context.host);
    if (!resumed) return resumed.error();
    std::vector<std::string> warnings;
    for (const auto& w : resumed->warnings)
        warnings.push_back(w.text);
    return resume(context, std::move(resumed->state), std::move(warnings), file);
}

PlayScene::PlayScene(Context& context, StatePtr state)
    : PlayScene(context, session::GameSession::open(std::move(state))) {}

PlayScene::PlayScene(Context& context, std::unique_ptr<session::GameSession> game)
    : Scene(context),
      m_session(std::move(game)),
      m_game(m_session->gamePtr()),
      m_board(*context.theme),
      m_dice(*context.theme),
      m_menu(*context.theme, toSfString(tr("Menu")), Button::Style::Ghost),
      m_undo(*context.theme, toSfString(tr("Undo")), Button::Style::Normal),
      m_redo(*context.theme, toSfString(tr("Redo")), Button::Style::Normal),
      m_save(*context.theme, toSfString(tr("Save")), Button::Style::Normal) {
    const auto& setup = state().setup();
    std::string names;
    for (const auto& p : setup.players)
        names += (names.empty() ? "" : ", ") + p.name;
    context.log->write("scene", {{"name", std::string("play")}, {"game", m_game->id()}});
    context.notice.clear();
    context.log->write("game_start", {{"game", m_game->id()},
                                      {"variant", setup.variant},
                                      {"players", names},
                                      {"seed", std::to_string(setup.seed)},
                                      {"first", std::int64_t{setup.firstPlayer}}});
    // The game's type says whether it has dice to show; chance nobody throws (a draw for
    // who starts) needs none.
    m_usesDice = m_game->type().dice != DiceThrow::None;
    logSessionEvents();
    m_lastMove = describeLastMove();  // a game opened part-way shows how it got here
    refresh(false, false);
    m_wait = 0.4f;
}

PlayScene::~PlayScene() {
    // Quit or back to the menu: the session writes the game as it stands, and the menu
    // says where it went; nothing is asked.
    if (m_session->autosaving() && !state().isTerminal()) {
        const auto file = m_session->file();
        context().log->write("left", {{"file", file.filename().string()},
                                      {"moves", std::int64_t(state().history().size())}});
        const auto moves = static_cast<long long>(state().history().size());
        context().notice = fillText(trn("{1} after {0} move is kept in Saved games ({2})",
                                        "{1} after {0} moves is kept in Saved games ({2})", moves),
                                    {std::to_string(moves), gameName(*m_game), file.filename().string()});
    }
}

std::string PlayScene::title() const {
    return gameName(*m_game);  // the window: "Plateau — <game>"
}

int PlayScene::actor() const {
    return m_session->actor();
}

bool PlayScene::humanToAct() const {
    return m_session->humanToAct();
}

bool PlayScene::busy() const {
    return m_board.animating() || m_dice.rolling();
}

bool PlayScene::isIdle() const {
    if (busy() || !m_pending.empty()) return false;
    if (state().isTerminal()) return m_resultShown;
    return humanToAct();
}

void PlayScene::refresh(bool animate, bool thrown) {
    m_view = state().boardView();
    m_language = languageGeneration();
    m_slotCursor = -1;
    // The colours chosen in the setup win over the game's palette.
    m_colors.clear();
    const auto& players = state().setup().players;
    for (std::size_t i = 0; i < m_view.players.size(); ++i) {
        const auto chosen = i < players.size() ? players[i].color : std::nullopt;
        m_colors.push_back(toSfColor(chosen ? *chosen : m_view.players[i].color));
    }
    const float speed = static_cast<float>(context().settings->animationSpeed);
    m_dice.setValues(m_view.dice, thrown, speed);
    if (thrown && !m_view.dice.empty()) context().sounds->play(Cue::Dice);
    m_board.setGame(state().gamePtr());
    m_board.setView(m_view, m_colors, animate,
                    thrown ? DiceDrawable::kRollSeconds / std::max(0.1f, speed) : 0.f);
    m_picker.reset(state(), m_view, humanToAct() && !state().isChance());
    m_choice.clear();
    rebuildMoveButtons();
    m_board.setActivePlayer(actor());
    m_focus = -1;
    updateMarks();
    m_hoverSlot = -1;
    m_board.setPreview(-1, {}, false);
    rebuildTexts();
}

void PlayScene::play(Move move, session::By by) {
    if (auto ok = m_session->play(move, by); !ok) {
        logSessionEvents();
        setStatus(fillText(tr("{0} is not possible: {1}"), {state().moveToString(move), ok.error().reason}),
                  context().theme->colors.danger);
        return;
    }
    afterMove();
}

void PlayScene::throwDice(session::By by) {
    if (!state().isChance()) return;
    if (m_session->throwDice(by))
        afterMove();
    else
        logSessionEvents();
}

void PlayScene::afterMove() {
    logSessionEvents();
    const Target target = m_lastTarget;
    const bool chance = m_lastChance;
    m_notices.clear();
    m_logScroll = 0;
    m_lastMove = describeLastMove();
    // The last move: the cells its pieces walked and the cell or slot it named.
    refresh(true, chance);
    std::vector<int> cells, slots;
    for (const auto& trail : m_view.trails)
        cells.insert(cells.end(), trail.cells.begin(), trail.cells.end());
    if (target.kind == Target::Kind::Cell) cells.push_back(target.index);
    if (target.kind == Target::Kind::Slot) {
        slots.push_back(target.index);
        context().sounds->play(Cue::SlotPiece);
    }
    m_board.setLastMove(cells, slots);
    setStatus("", context().theme->colors.muted);
    m_wait = 0.35f / std::max(0.1f, static_cast<float>(context().settings->animationSpeed));
    updateButtons();
}

std::string PlayScene::describeLastMove() const {
    const auto& history = state().history();
    if (history.empty()) return {};
    // A move's events carry the number of moves applied with it.
    const int ply = static_cast<int>(history.size());
    std::string text;
    for (const auto& e : state().events())
        // TRANSLATORS: two sentences in a row in the status (French puts a space before ";").
        if (e.ply == ply) text = text.empty() ? e.text : fillText(tr("{0}; {1}"), {text, e.text});
    if (!text.empty()) return text;
    return state().moveToString(history.back());  // a game that logs nothing for it
}

void PlayScene::logSessionEvents() {
    using Kind = session::SessionEvent::Kind;
    for (const auto& e : m_session->takeEvents()) {
        switch (e.kind) {
            case Kind::Move: {
                const char* kind = e.target.kind == Target::Kind::Cell   ? "cell"
                                   : e.target.kind == Target::Kind::Slot ? "slot"
                                                                         : "none";
                context().log->write("move", {{"ply", std::int64_t{e.ply}},
                                              {"player", std::int64_t{e.player}},
                                              {"move", e.text},
                                              {"chance", e.chance},
                                              {"by", std::string(session::byName(e.by))},
                                              {"target", std::string(kind)},
                                              {"index", std::int64_t{e.target.index}},
                                              {"position", fingerprint(state())}});
                m_lastTarget = e.target;
                m_lastChance = e.chance;
                break;
            }
            case Kind::Illegal:
                context().log->write("illegal", {{"move", e.text}, {"reason", e.reason}});
                break;
            case Kind::GameEvent:
                context().log->write("event", {{"ply", std::int64_t{e.ply}},
                                               {"player", std::int64_t{e.player}},
                                               {"text", e.text}});
                break;
            case Kind::SaveFailed:
                context().log->write("autosave_failed", {{"reason", e.reason}});
                setStatus(fillText(tr("Autosave failed: {0}"), {e.reason}), context().theme->colors.danger);
                break;
            case Kind::Saved:
                context().log->write("autosaved", {{"file", e.file.filename().string()},
                                                   {"moves", std::int64_t{e.ply}}});
                break;
            case Kind::Warning:
                // The autosave is another window's: this game goes on in a file of its own.
                context().log->write("autosave_taken",
                                     {{"reason", e.reason}, {"file", e.file.filename().string()}});
                setStatus(fillText(tr("This game is open in another window too; this window keeps "
                                      "it in a save of "
                                      "its own ({0})"),
                                   {e.reason}),
                          context().theme->colors.danger);
                break;
            case Kind::Reloaded:
                context().log->write("reloaded", {{"moves", std::int64_t{e.ply}},
                                                  {"position", fingerprint(state())}});
                break;
            case Kind::Undo:
            case Kind::Redo:
            case Kind::GameOver:
                break;  // logged by the scene with what the screen shows
        }
    }
}

void PlayScene::setStatus(std::string text, sf::Color color) {
    m_status = std::move(text);
    m_statusColor = color;
    if (m_statusBar.width <= 0) return;  // laid out later: layout() sets the status again
    const Theme& t = *context().theme;
    const std::string shown =
        m_status.empty() && !m_lastMove.empty() ? fillText(tr("Last move: {0}"), {m_lastMove}) : m_status;
    // Measured, not assumed: the text wraps to the lines the bar has room for (layout gives
    // it two or more), the font shrinks before anything is cut, and an ellipsis comes only
    // when even the smallest size needs more lines than that.
    const sf::String whole = toSfString(shown);
    const float width = m_statusBar.width - t.px(28);
    const unsigned largest = t.textSize(16), smallest = t.textSize(13);
    const auto capacity = [&](unsigned size) {
        return std::max<std::size_t>(
            1, static_cast<std::size_t>((m_statusBar.height - t.px(4)) / t.regular().getLineSpacing(size)));
    };
    // The largest size at which the wrapped text fits the lines the bar has room for.
    std::vector<sf::String> lines;
    unsigned size = largest;
    for (; size >= smallest; --size) {
        lines = wrapText(whole, t.regular(), size, width);
        if (lines.size() <= capacity(size)) break;
    }
    bool cut = false;
    if (size < smallest) {  // even at the smallest size it needs more lines than there are
        size = smallest;
        const std::size_t keep = capacity(size);
        sf::String rest;
        for (std::size_t i = keep - 1; i < lines.size(); ++i) rest += (i > keep - 1 ? " " : "") + lines[i];
        lines.resize(keep);
        lines.back() = elide(rest, t.regular(), size, width);
        cut = true;
    }
    sf::String joined;
    for (std::size_t i = 0; i < lines.size(); ++i) joined += (i ? "\n" : "") + lines[i];
    m_statusText = makeText(joined, t.regular(), size, m_status.empty() ? t.colors.muted : color);
    const float x = std::round(m_statusBar.left + t.px(14));
    if (lines.size() <= 1) {
        centerText(m_statusText, 0, m_statusBar.top + m_statusBar.height / 2);
        m_statusText.setOrigin(0, m_statusText.getOrigin().y);
        m_statusText.setPosition(x, m_statusText.getPosition().y);
    } else {
        // Several lines: their line boxes centred in the bar.
        const float block = static_cast<float>(lines.size() - 1) * t.regular().getLineSpacing(size) +
                            static_cast<float>(size);
        m_statusText.setOrigin(0, 0);
        m_statusText.setPosition(x, std::round(m_statusBar.top + (m_statusBar.height - block) / 2));
    }
    if (cut || lines.size() > 1)
        context().log->write("status_layout", {{"lines", std::int64_t(lines.size())},
                                               {"size", std::int64_t{size}},
                                               {"cut", cut},
                                               {"width", std::int64_t(m_size.x)}});
}

void PlayScene::layout(sf::Vector2f size) {
    m_size = size;
    m_menu.setLabel(toSfString(tr("Menu")));
    m_undo.setLabel(toSfString(tr("Undo")));
    m_redo.setLabel(toSfString(tr("Redo")));
    m_save.setLabel(toSfString(tr("Save")));
    if (m_language != languageGeneration()) {
        // The game's words (players' states, square names) in the language now chosen.
        m_language = languageGeneration();
        const BoardView fresh = state().boardView();
        if (fresh.players.size() == m_view.players.size()) m_view.players = fresh.players;
        if (fresh.cells.size() == m_view.cells.size())
            for (std::size_t i = 0; i < fresh.cells.size(); ++i) m_view.cells[i].name = fresh.cells[i].name;
        // The moves' labels too (a pick is dropped: the screen is being rebuilt anyway).
        m_picker.reset(state(), m_view, humanToAct() && !state().isChance());
        closeChoice();
        rebuildMoveButtons();
        m_focus = -1;
        updateMarks();
    }
    const Theme& t = *context().theme;
    const float margin = t.px(18);
    const float sideW = std::max(t.px(340), std::min(size.x * 0.3f, t.px(400)));
    m_sidebar = {size.x - sideW - margin, margin, sideW, size.y - 2 * margin};
    // The status has room for two lines at its full size, so a long one wraps instead of
    // being cut; where the board leaves height unused (a narrow window), up to two more.
    const float line = t.regular().getLineSpacing(t.textSize(16));
    float statusH = std::max(t.px(40), 2 * line + t.px(8));
    const auto placeStatusAndBoard = [&] {
        m_statusBar = {margin, size.y - margin - statusH, m_sidebar.left - 2 * margin, statusH};
        m_boardArea = {margin, margin, m_statusBar.width, m_statusBar.top - 2 * margin + t.px(8)};
        m_board.setArea(m_boardArea);
    };
    placeStatusAndBoard();
    const float unused = m_boardArea.height - m_board.boardRect().height - t.px(8);
    if (unused >= line) {
        statusH += std::floor(std::min(unused, 2 * line) / line) * line;
        placeStatusAndBoard();
    }
    m_menu.setRect({m_sidebar.left + t.px(18), m_sidebar.top + m_sidebar.height - t.px(58),
                    m_sidebar.width - t.px(36), t.px(42)});
    {
        const float gap = t.px(8), rowW = m_sidebar.width - t.px(36);
        const float bw = (rowW - 2 * gap) / 3, top = m_menu.rect().top - t.px(50);
        const float left = m_sidebar.left + t.px(18);
        const auto fits = [&](const Button& b, float width, float size) {
            return makeText(b.label(), t.bold(), t.textSize(size), t.colors.text).getLocalBounds().width <=
                   width - t.px(20);
        };
        // Three in a row when their labels fit ("Undo", "Redo", "Save"); longer words
        // ("Enregistrer", "Сохранить") get two rows, Save beside Menu, rather than being cut.
        const bool threeFit = fits(m_undo, bw, 14) && fits(m_redo, bw, 14) && fits(m_save, bw, 14);
        const float half = (rowW - gap) / 2;
        if (threeFit) {
            m_undo.setRect({left, top, bw, t.px(40)});
            m_redo.setRect({left + bw + gap, top, bw, t.px(40)});
            m_save.setRect({left + 2 * (bw + gap), top, bw, t.px(40)});
        } else {
            m_undo.setRect({left, top, half, t.px(40)});
            m_redo.setRect({left + half + gap, top, half, t.px(40)});
            m_save.setRect({left, m_menu.rect().top, half, m_menu.rect().height});
            m_menu.setRect({left + half + gap, m_menu.rect().top, half, m_menu.rect().height});
        }
        for (auto* b : {&m_undo, &m_redo, &m_save}) {
            float label = 15;
            while (label > 12 && !fits(*b, b->rect().width, label))
                label -= 1;
            b->setTextSize(label);
        }
    }
    rebuildTexts();
    setStatus(m_status, m_statusColor);
}

void PlayScene::rebuildTexts() {
    if (m_size.x <= 0) return;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_texts.clear();
    m_rows.clear();
    const float pad = t.px(18);
    const float x = m_sidebar.left + pad, w = m_sidebar.width - 2 * pad;
    float y = m_sidebar.top + pad;
    std::string variant = state().setup().variant;
    if (auto info = m_game->findVariant(variant)) variant = trGame(m_game->id(), info->name);
    variant += " \u00b7 " + fillText(trn("{0} player", "{0} players", state().numPlayers()),
                                     {std::to_string(state().numPlayers())});
    y = placeSidebarTitle(m_texts, t, gameName(*m_game), variant, x, y, w);
    y = placeGameFacts(x, y, w);

    // Players: colour, name, what the game says about them, who controls them.
    const int who = actor();
    const auto n = m_view.players.size();
    const float rowH = std::min(t.px(52), (m_sidebar.height * 0.4f) / std::max<float>(1, n));
    for (std::size_t i = 0; i < n; ++i) {
        const sf::FloatRect row{m_sidebar.left + t.px(8), y, m_sidebar.width - t.px(16),
                                rowH - t.px(4)};
        m_rows.push_back(row);
        const bool active = static_cast<int>(i) == who;
        auto name = makeText(
            elide(toSfString(m_view.players[i].name), t.bold(), t.textSize(17), w - t.px(120)),
            t.bold(), t.textSize(17), active ? c.text : mix(c.text, c.muted, 0.4f));
        std::string line = m_view.players[i].status;
        const auto& seat = state().setup().players[i];
        if (!seat.isHuman())
            line =
                SetupScene::controllerLabel(seat.controller) + (line.empty() ? "" : " · " + line);
        const bool twoLines = !line.empty() && rowH > t.px(40);
        if (twoLines) {
            placeText(name, x + t.px(34), row.top + t.px(6));
        } else {
            centerText(name, 0, row.top + row.height / 2);
            name.setOrigin(0, name.getOrigin().y);
            name.setPosition(std::round(x + t.px(34)), name.getPosition().y);
        }
        m_texts.push_back(name);
        if (twoLines) {
            auto status =
                makeText(elide(toSfString(line), t.regular(), t.textSize(13), w - t.px(40)),
                         t.regular(), t.textSize(13), c.muted);
            placeText(status, x + t.px(34), row.top + t.px(28));
            m_texts.push_back(status);
        }
        y += rowH;
    }
    y += t.px(10);

    // Whose turn and what to do.
    std::string headline, hint;
    sf::Color headColor = c.text;
    if (state().isTerminal()) {
        headline = tr("Game over");
        hint = state().outcome().reason;
    } else if (who >= 0) {
        headline = fillText(tr("{0}'s turn"), {state().playerName(who)});
        headColor = m_colors[static_cast<std::size_t>(who)];
        if (!humanToAct()) {
            hint = state().isChance() ? tr("Throwing…") : tr("Thinking…");
        } else if (state().isChance()) {
            hint = fillText(tr("{0}: click the board, Space or Enter"),
                            {throwCall(*m_game, state().setup())});
        } else {
            hint = inputHint();
        }
    } else {
        headline = tr("Left to chance…");
    }
    auto head = makeText(elide(toSfString(headline), t.bold(), t.textSize(20), w), t.bold(),
                         t.textSize(20), mix(headColor, sf::Color::White, 0.25f));
    placeText(head, x, y);
    m_texts.push_back(head);
    y += t.px(30);
    y = placeWrapped(m_texts, toSfString(hint), t.regular(), t.textSize(14), c.muted, x, y, w,
                     t.px(19));
    if (hint != m_hintLogged) {
        m_hintLogged = hint;
        context().log->write("hint", {{"text", hint}});
    }
    y += t.px(8);

    // Moves with no place on the board, as buttons in the game's words.
    if (!m_moveButtons.empty()) {
        const float gap = t.px(8), bh = t.px(36);
        const int perRow = w > t.px(300) && m_moveButtons.size() > 1 ? 2 : 1;
        const float bw = (w - gap * static_cast<float>(perRow - 1)) / static_cast<float>(perRow);
        for (std::size_t i = 0; i < m_moveButtons.size(); ++i) {
            const auto col = static_cast<float>(i % static_cast<std::size_t>(perRow));
            const auto row = static_cast<float>(i / static_cast<std::size_t>(perRow));
            m_moveButtons[i].setRect({x + col * (bw + gap), y + row * (bh + gap), bw, bh});
            m_moveButtons[i].setTextSize(15);
        }
        const auto rows = (m_moveButtons.size() + static_cast<std::size_t>(perRow) - 1) /
                          static_cast<std::size_t>(perRow);
        y += static_cast<float>(rows) * (bh + gap) + t.px(4);
    }

    m_dice.setArea(m_usesDice ? sf::FloatRect(x, y, w, t.px(70)) : sf::FloatRect());
    if (m_usesDice) y += t.px(84);

    // The log, newest at the bottom, as much as fits; the wheel or PageUp scroll back.
    const float headingY = y;
    y = placeLogHeading(m_texts, t, x, y);
    for (const auto& notice : m_notices) {
        y = placeWrapped(m_texts, toSfString(notice), t.regular(), t.textSize(14), c.accent, x, y,
                         w, t.px(19));
    }
    const float bottom = std::min(m_undo.rect().top, m_save.rect().top) - t.px(12);
    m_logArea = {x, y, w, bottom - y};
    // Older events fade towards the muted colour.
    const auto placed = placeLogScrolled(
        m_texts, t, state().events(), x, y, w, bottom, m_logScroll,
        [&](std::size_t age, const Event&) {
            const float fade = std::min(1.f, static_cast<float>(age) / 8.f);
            return mix(c.text, c.muted, 0.35f + 0.5f * fade);
        });
    m_logScroll = placed.skipped;
    m_logOlder = placed.olderAbove;
    if (placed.skipped > 0) {
        auto note = makeText(elide(toSfString(tr("older lines \u00b7 End: the newest")),
                                   t.regular(), t.textSize(12), w - t.px(44)),
                             t.regular(), t.textSize(12), c.muted);
        placeText(note, x + t.px(44), headingY + t.px(1));
        m_texts.push_back(note);
    }

    // A game whose view has no board (nothing to draw): say so where the board would be.
    if (m_view.cells.empty() && m_view.slots.empty()) {
        auto none = makeText(toSfString(tr("This game shows no board")), t.regular(),
                             t.textSize(18), c.muted);
        centerText(none, m_boardArea.left + m_boardArea.width / 2,
                   m_boardArea.top + m_boardArea.height / 2);
        m_texts.push_back(none);
    }
}

std::string PlayScene::pieceName() const {
    const auto& name = m_game->type().pieceName;
    return trGame(m_game->id(), name.empty() ? std::string_view("piece") : std::string_view(name));
}

std::string PlayScene::slotPieceName() const {
    const auto& name = m_game->type().slotPieceName;
    return name.empty() ? tr("piece") : trGame(m_game->id(), name);
}

std::string PlayScene::inputHint() const {
    std::vector<std::string> parts;
    const bool slots = !m_picker.destinationSlots().empty();
    if (!m_picker.sources().empty() && !m_picker.hasSelection())
        parts.push_back(fillText(tr("Pick a {0} that can move, then where it goes (click, or Tab and Enter)"),
                                 {pieceName()}));
    else if (m_picker.hasSelection() && !m_picker.destinationCells().empty())
        parts.push_back(m_picker.selectedByItself()
                            ? fillText(tr("Click a marked square to move your {0} (or Tab, then Enter)"),
                                       {pieceName()})
                            : fillText(tr("Click a marked square to move the {0} (or Tab, then Enter); "
                                          "Escape drops it"),
                                       {pieceName()}));
    else if (!m_picker.destinationCells().empty())
        parts.push_back(tr("Click a marked square (or Tab, then Enter)"));
    if (slots) {
        const std::string piece = slotPieceName();
        parts.push_back(m_game->type().slotPieceTurns
                            ? fillText(tr("click between the squares to place a {0}; keys: P takes a {0} "
                                          "(arrows move it, R turns it, Enter places it)"),
                                       {piece})
                            : fillText(tr("click between the squares to place a {0}; keys: P takes a {0} "
                                          "(arrows move it, Enter places it)"),
                                       {piece}));
    }
    if (!m_moveButtons.empty())
        parts.push_back(parts.empty() ? tr("Use a button below (or Tab, then Enter)")
                                      : tr("or use a button below"));
    std::string hint;
    for (const auto& part : parts)
        hint = hint.empty() ? part : fillText(tr("{0}; {1}"), {hint, part});
    if (!hint.empty()) hint[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(hint[0])));
    return hint.empty() ? tr("No move to make") : hint;
}

void PlayScene::rebuildMoveButtons() {
    m_moveButtons.clear();
    m_buttonOptions = m_picker.buttons();
    for (int option : m_buttonOptions)
        m_moveButtons.emplace_back(*context().theme, toSfString(m_picker.option(option).label),
                                   Button::Style::Primary);
}

void PlayScene::updateMarks() {
    // Only what can move is marked: source pieces and cells, the selection, and where the
    // selection (or a move needing no pick) can go.
    std::vector<int> pieces, cells;
    for (const Target& s : m_picker.sources()) {
        if (s == m_picker.selected()) continue;
        if (s.kind == Target::Kind::Piece) pieces.push_back(s.index);
        if (s.kind == Target::Kind::Cell) cells.push_back(s.index);
    }
    m_board.setSources(pieces, cells);
    const Target sel = m_picker.selected();
    m_board.setSelected(sel.kind == Target::Kind::Piece ? sel.index : -1,
                        sel.kind == Target::Kind::Cell ? sel.index : -1);
    m_board.setTargets(m_picker.destinationCells());
    m_board.setFocusCell(-1);
    for (auto& b : m_moveButtons)
        b.setFocused(false);
    const auto list = stops();
    if (m_focus >= 0 && m_focus < static_cast<int>(list.size())) {
        const Stop& stop = list[static_cast<std::size_t>(m_focus)];
        if (stop.kind == Stop::Kind::Cell) m_board.setFocusCell(stop.index);
        if (stop.kind == Stop::Kind::Source)
            m_board.setFocusCell(m_picker.sourceCell(m_picker.sources()[static_cast<std::size_t>(stop.index)]));
        if (stop.kind == Stop::Kind::Button) m_moveButtons[static_cast<std::size_t>(stop.index)].setFocused(true);
    }
}

std::vector<PlayScene::Stop> PlayScene::stops() const {
    // Tab's order: where the selection can go, the other sources, then the buttons.
    std::vector<Stop> out;
    for (int cell : m_picker.destinationCells())
        out.push_back({Stop::Kind::Cell, cell});
    const auto& sources = m_picker.sources();
    for (std::size_t i = 0; i < sources.size(); ++i)
        if (sources[i] != m_picker.selected() && m_picker.sourceCell(sources[i]) >= 0)
            out.push_back({Stop::Kind::Source, static_cast<int>(i)});
    for (std::size_t i = 0; i < m_moveButtons.size(); ++i)
        out.push_back({Stop::Kind::Button, static_cast<int>(i)});
    return out;
}

void PlayScene::focusStop(int stop) {
    m_focus = stop;
    updateMarks();
    const auto list = stops();
    if (stop < 0 || stop >= static_cast<int>(list.size())) return;
    const auto& colors = context().theme->colors;
    const Stop& s = list[static_cast<std::size_t>(stop)];
    if (s.kind == Stop::Kind::Cell) {
        std::string text;
        for (int option : m_picker.movesTo({Target::Kind::Cell, s.index}))
            text += (text.empty() ? "" : ", ") + m_picker.option(option).label;
        setStatus(fillText(tr("Enter plays {0}"), {text}), colors.success);
    } else if (s.kind == Stop::Kind::Source) {
        setStatus(fillText(tr("Enter picks this {0}"), {pieceName()}), colors.success);
    } else {
        setStatus(fillText(tr("Enter plays {0}"),
                           {m_picker.option(m_buttonOptions[static_cast<std::size_t>(s.index)]).label}),
                  colors.success);
    }
}

void PlayScene::activateStop(const Stop& stop) {
    if (stop.kind == Stop::Kind::Cell) return clickCell(stop.index);
    if (stop.kind == Stop::Kind::Source) {
        pickSource(m_picker.sources()[static_cast<std::size_t>(stop.index)]);
        return;
    }
    const int option = m_buttonOptions[static_cast<std::size_t>(stop.index)];
    play(m_picker.option(option).move, session::By::Human);
}

bool PlayScene::pickSource(Target source) {
    const auto moves = m_picker.movesFrom(source);
    if (moves.empty()) return false;
    if (m_game->type().singleMovePlaysOnClick && moves.size() == 1) {
        play(m_picker.option(moves.front()).move, session::By::Human);
        return true;
    }
    m_picker.select(source);
    context().log->write("picked", {{"kind", std::string(source.kind == Target::Kind::Piece ? "piece" : "cell")},
                                    {"index", std::int64_t{source.index}},
                                    {"moves", std::int64_t(moves.size())}});
    rebuildMoveButtons();
    m_focus = -1;
    updateMarks();
    rebuildTexts();
    setStatus(fillText(trn("{0} move: pick where it goes", "{0} moves: pick where it goes",
                           static_cast<long long>(moves.size())),
                       {std::to_string(moves.size())}),
              context().theme->colors.success);
    return true;
}

void PlayScene::choose(const std::vector<int>& options, sf::Vector2f at) {
    if (options.empty()) return;
    if (options.size() == 1) return play(m_picker.option(options.front()).move, session::By::Human);
    openChoice(options, at);
}

void PlayScene::clickCell(int cell) {
    const auto& colors = context().theme->colors;
    const Target here{Target::Kind::Cell, cell};
    // Where the selection goes wins; then a piece that can move; then a move needing no pick.
    if (m_picker.hasSelection()) {
        auto moves = m_picker.movesTo(here);
        const bool fromSelection =
            !moves.empty() && m_picker.option(moves.front()).input.from == m_picker.selected();
        if (fromSelection) return choose(moves, m_board.cellPosition(cell));
    }
    auto sources = m_picker.sourcesAt(cell);
    if (!sources.empty()) {
        // Several on one cell: each click picks the next.
        auto current = std::find(sources.begin(), sources.end(), m_picker.selected());
        if (current != sources.end() && sources.size() == 1) {
            context().log->write("picked", {{"kind", std::string(sources.front().kind == Target::Kind::Piece ? "piece" : "cell")},
                                            {"index", std::int64_t{sources.front().index}},
                                            {"moves", std::int64_t(m_picker.movesFrom(sources.front()).size())}});
            setStatus(fillText(tr("This {0} is picked: now click where it goes"), {pieceName()}), colors.text);
            return;
        }
        const Target next = current == sources.end() || current + 1 == sources.end() ? sources.front() : *(current + 1);
        pickSource(next);
        return;
    }
    if (auto moves = m_picker.movesTo(here); !moves.empty()) return choose(moves, m_board.cellPosition(cell));
    // No move names this cell: its notation may still be one ("the column's move").
    const auto& c = m_view.cells[static_cast<std::size_t>(cell)];
    std::string reason;
    if (!c.notation.empty()) {
        if (auto move = state().parseMove(c.notation); !move) {
            reason = move.error().reason;
        } else if (auto why = state().illegalReason(*move)) {
            reason = *why;
        } else {
            return play(*move, session::By::Human);
        }
    }
    const std::string name = c.name.empty() ? c.label : c.name;
    if (reason.empty()) reason = tr("no move goes there");
    setStatus(name.empty() ? reason : fillText(tr("{0}: {1}"), {name, reason}), colors.danger);
    context().log->write("refused", {{"cell", std::int64_t{cell}}, {"reason", reason}});
    context().sounds->play(Cue::Refused);
}

void PlayScene::openChoice(std::vector<int> options, sf::Vector2f at) {
    const Theme& t = *context().theme;
    m_choice = std::move(options);
    m_choiceFocus = 0;
    m_choiceTexts.clear();
    m_choiceRows.clear();
    float width = t.px(160);
    for (int option : m_choice) {
        auto text = makeText(toSfString(m_picker.option(option).label), t.regular(), t.textSize(16), t.colors.text);
        width = std::max(width, text.getLocalBounds().width + t.px(40));
        m_choiceTexts.push_back(text);
    }
    width = std::min(width, std::max(t.px(160), m_boardArea.width * 0.8f));
    const float rowH = t.px(38), pad = t.px(8);
    const float height = rowH * static_cast<float>(m_choice.size()) + 2 * pad;
    // Under the cell (above it near the bottom), inside the board's area, so the cell and
    // its row stay in sight.
    const float below = at.y + t.px(34), above = at.y - t.px(34) - height;
    const float bottom = m_boardArea.top + m_boardArea.height;
    float left = std::clamp(at.x - width / 2, m_boardArea.left, m_boardArea.left + m_boardArea.width - width);
    float top = std::clamp(below + height <= bottom ? below : above, m_boardArea.top, bottom - height);
    m_choiceRect = {left, top, width, height};
    for (std::size_t i = 0; i < m_choice.size(); ++i) {
        const sf::FloatRect row{left + pad, top + pad + rowH * static_cast<float>(i), width - 2 * pad, rowH};
        m_choiceRows.push_back(row);
        auto& text = m_choiceTexts[i];
        text.setString(elide(text.getString(), t.regular(), t.textSize(16), row.width - t.px(20)));
        centerText(text, 0, row.top + row.height / 2);
        text.setOrigin(0, text.getOrigin().y);
        text.setPosition(std::round(row.left + t.px(10)), text.getPosition().y);
    }
    std::vector<std::string> labels;
    for (int option : m_choice)
        labels.push_back(m_picker.option(option).label);
    context().log->write("choice", {{"options", std::int64_t(m_choice.size())}, {"first", labels.front()}});
    setStatus(tr("Which move? Click one, or arrows and Enter; Escape cancels"), t.colors.text);
}

void PlayScene::closeChoice() {
    m_choice.clear();
    m_choiceRows.clear();
    m_choiceTexts.clear();
}

bool PlayScene::choiceEvent(const sf::Event& event) {
    if (m_choice.empty()) return false;
    const int n = static_cast<int>(m_choice.size());
    if (event.type == sf::Event::KeyPressed) {
        const auto key = event.key.code;
        if (key == sf::Keyboard::Escape) {
            closeChoice();
            setStatus(tr("No move chosen"), context().theme->colors.muted);
            context().log->write("cancelled", {{"what", std::string("choice")}});
        } else if (key == sf::Keyboard::Down || key == sf::Keyboard::Right ||
                   (key == sf::Keyboard::Tab && !event.key.shift)) {
            m_choiceFocus = (m_choiceFocus + 1) % n;
        } else if (key == sf::Keyboard::Up || key == sf::Keyboard::Left || key == sf::Keyboard::Tab) {
            m_choiceFocus = (m_choiceFocus + n - 1) % n;
        } else if (key == sf::Keyboard::Enter || key == sf::Keyboard::Space) {
            const Move move = m_picker.option(m_choice[static_cast<std::size_t>(m_choiceFocus)]).move;
            closeChoice();
            play(move, session::By::Human);
        }
        return true;
    }
    if (event.type == sf::Event::MouseMoved) {
        const sf::Vector2f p{static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)};
        for (int i = 0; i < n; ++i)
            if (m_choiceRows[static_cast<std::size_t>(i)].contains(p)) m_choiceFocus = i;
        return true;
    }
    if (event.type == sf::Event::MouseButtonPressed) {
        const sf::Vector2f p{static_cast<float>(event.mouseButton.x), static_cast<float>(event.mouseButton.y)};
        for (int i = 0; i < n; ++i) {
            if (!m_choiceRows[static_cast<std::size_t>(i)].contains(p)) continue;
            const Move move = m_picker.option(m_choice[static_cast<std::size_t>(i)]).move;
            closeChoice();
            play(move, session::By::Human);
            return true;
        }
        closeChoice();  // a click elsewhere cancels
        setStatus(tr("No move chosen"), context().theme->colors.muted);
        context().log->write("cancelled", {{"what", std::string("choice")}});
        return true;
    }
    return false;
}

float PlayScene::placeGameFacts(float x, float y, float w) {
    // Under the title: the options this game is played with, and the round where the
    // game counts them to an end.
    const Theme& t = *context().theme;
    std::string options;
    for (const auto& line : optionsInForce(*m_game, state().setup()))
        options += (options.empty() ? "" : " \u00b7 ") + line;
    if (!options.empty()) {
        // Just under the variant's line, as its continuation.
        y = placeWrapped(m_texts, toSfString(options), t.regular(), t.textSize(13), t.colors.muted,
                         x, y - t.px(10), w, t.px(17));
        y += t.px(10);
    }
    const auto round = roundText(state());
    if (!round.empty()) {
        auto text = makeText(toSfString(round), t.bold(), t.textSize(15), t.colors.accent);
        placeText(text, x, y);
        m_texts.push_back(text);
        y += t.px(28);
    }
    // For tests: what the panel says, when it changes.
    if (options + "\n" + round != m_factsLogged) {
        m_factsLogged = options + "\n" + round;
        context().log->write("panel_facts", {{"options", options}, {"round", round}});
    }
    return y;
}

bool PlayScene::scrollLog(const sf::Event& event) {
    // The wheel over the log, or PageUp/PageDown/End anywhere: three lines a notch, a
    // page less one line a key.
    const std::size_t page = std::max<std::size_t>(
        1, static_cast<std::size_t>(m_logArea.height / (context().theme->textSize(14) * 1.32f)) -
               1);
    std::size_t scroll = m_logScroll;
    if (event.type == sf::Event::MouseWheelScrolled &&
        m_logArea.contains(event.mouseWheelScroll.x, event.mouseWheelScroll.y)) {
        const int lines = static_cast<int>(std::lround(event.mouseWheelScroll.delta * 3));
        scroll = lines > 0 ? (m_logOlder ? scroll + static_cast<std::size_t>(lines) : scroll)
                           : scroll - std::min(scroll, static_cast<std::size_t>(-lines));
    } else if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::PageUp) {
        if (m_logOlder) scroll += page;
    } else if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::PageDown) {
        scroll -= std::min(scroll, page);
    } else if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::End &&
               m_logScroll > 0) {
        scroll = 0;
    } else {
        return false;
    }
    if (scroll != m_logScroll) {
        m_logScroll = scroll;
        rebuildTexts();  // clamps the scroll to what there is
    }
    context().log->write("log_scroll", {{"skipped", std::int64_t(m_logScroll)},
                                        {"older_above", m_logOlder}});
    return true;
}

void PlayScene::setHover(sf::Vector2f point) {
    int cell = m_board.cellAt(point);
    int slot = -1;
    const auto targets = m_picker.destinationCells();
    const bool cellIsTarget = std::find(targets.begin(), targets.end(), cell) != targets.end();
    const bool cellIsSource = !m_picker.sourcesAt(cell).empty();
    if (!cellIsTarget && !cellIsSource && !m_view.slots.empty()) {
        slot = m_board.slotAt(point);
        if (slot >= 0) cell = -1;
    }
    m_board.setHoverCell(cell);
    if (cell == m_hoverCell && slot == m_hoverSlot) return;
    m_hoverCell = cell;
    m_hoverSlot = slot;
    const auto& colors = context().theme->colors;
    if (slot >= 0) return previewSlot(slot, tr("click to place"));
    m_board.setPreview(-1, {}, false);
    if (cell >= 0) {
        const auto& c = m_view.cells[static_cast<std::size_t>(cell)];
        std::string text = cellHoverText(c);
        context().log->write("hover", {{"cell", std::int64_t{cell}}, {"text", text}});
        const auto moves = m_picker.movesTo({Target::Kind::Cell, cell});
        const bool fromSelection = !moves.empty() && m_picker.hasSelection() &&
                                   m_picker.option(moves.front()).input.from == m_picker.selected();
        if (cellIsTarget && (fromSelection || !cellIsSource)) {
            std::string labels;
            for (int option : moves)
                labels += (labels.empty() ? "" : ", ") + m_picker.option(option).label;
            text += (text.empty() ? "" : " \u2014 ") + fillText(tr("click to play {0}"), {labels});
            setStatus(text, colors.success);
        } else if (cellIsSource) {
            text += (text.empty() ? "" : " \u2014 ") + fillText(tr("click to pick this {0}"), {pieceName()});
            setStatus(text, colors.success);
        } else {
            setStatus(text, colors.text);
        }
        return;
    }
    setStatus("", colors.muted);
}

void PlayScene::previewSlot(int slot, const std::string& how) {
    // Preview the piece in the slot and say whether it can go there, and why not.
    const auto& colors = context().theme->colors;
    const auto& s = m_view.slots[static_cast<std::size_t>(slot)];
    std::optional<std::string> reason;
    const auto moves = m_picker.movesTo({Target::Kind::Slot, slot});
    if (state().isTerminal()) {
        reason = tr("the game is over");
    } else if (!humanToAct() || state().isChance()) {
        reason = tr("it is not your turn");
    } else if (moves.empty()) {
        if (auto move = state().parseMove(s.notation); !move)
            reason = move.error().reason;
        else
            reason = state().illegalReason(*move).value_or(tr("no move goes there"));
    }
    const int who = std::max(0, actor());
    const sf::Color color = who < static_cast<int>(m_colors.size())
                                ? m_board.slotPieceColor(who)
                                : m_board.slotPieceColor(-1);
    m_board.setPreview(slot, color, !reason);
    if (!reason)
        setStatus(s.notation + " \u2014 " + how, colors.success);
    else
        setStatus(fillText(tr("{0}: {1}"), {s.notation, *reason}), colors.danger);
}

bool PlayScene::slotKey(sf::Keyboard::Key key) {
    if (m_view.slots.empty()) return false;
    using K = sf::Keyboard;
    std::vector<SlotPlace> places;
    for (std::size_t i = 0; i < m_view.slots.size(); ++i) {
        const auto& s = m_view.slots[i];
        places.push_back({m_board.slotPosition(static_cast<int>(i)),
                          std::abs(s.to.x - s.from.x) >= std::abs(s.to.y - s.from.y)});
    }
    const bool turns = m_game->type().slotPieceTurns;
    if (m_slotCursor < 0) {
        if (key != K::P) return false;
        if (m_picker.destinationSlots().empty()) {
            setStatus(fillText(tr("No {0} to place: none left, or none fits"), {slotPieceName()}),
                      context().theme->colors.danger);
            return true;
        }
        // Start in the middle of the board, where most pieces go.
        const auto area = m_board.area();
        m_slotCursor =
            nearestSlot(places, {area.left + area.width / 2, area.top + area.height / 2});
    } else if (key == K::P || key == K::Escape) {
        m_slotCursor = -1;
        m_board.setPreview(-1, {}, false);
        setStatus(fillText(tr("The {0} is put back"), {slotPieceName()}), context().theme->colors.muted);
        context().log->write("cancelled", {{"what", std::string("slot_piece")}});
        return true;
    } else if (key == K::Left || key == K::Right || key == K::Up || key == K::Down) {
        const sf::Vector2f step = key == K::Left    ? sf::Vector2f(-1, 0)
                                  : key == K::Right ? sf::Vector2f(1, 0)
                                  : key == K::Up    ? sf::Vector2f(0, -1)
                                                    : sf::Vector2f(0, 1);
        m_slotCursor = slotToward(places, m_slotCursor, step);
    } else if (turns && (key == K::R || key == K::Space)) {
        m_slotCursor = slotTurned(places, m_slotCursor);
    } else if (key == K::Enter) {
        const auto moves = m_picker.movesTo({Target::Kind::Slot, m_slotCursor});
        if (!moves.empty()) {
            choose(moves, m_board.slotPosition(m_slotCursor));
            return true;
        }
        context().sounds->play(Cue::Refused);  // the status line already says why not
        return true;
    } else {
        return true;  // other keys do nothing while a piece is in hand
    }
    if (m_slotCursor >= 0)
        previewSlot(m_slotCursor,
                    fillText(turns ? tr("Enter places it, R turns it, P puts the {0} back")
                                   : tr("Enter places it, P puts the {0} back"),
                             {slotPieceName()}));
    return true;
}

void PlayScene::handleEvent(const sf::Event& event) {
    if (m_menu.handleEvent(event)) {
        context().stack->pop();
        return;
    }
    if (m_save.handleEvent(event)) return saveNamed();
    if (undoAllowed()) {
        if (m_undo.handleEvent(event)) return undo();
        if (m_redo.handleEvent(event)) return redo();
        if (event.type == sf::Event::KeyPressed && event.key.control) {
            const auto key = event.key.code;
            if (key == sf::Keyboard::Z && event.key.shift) return redo();
            if (key == sf::Keyboard::Z) return undo();
            if (key == sf::Keyboard::Y) return redo();
        }
    }
    if (!busy() && choiceEvent(event)) return;
    if (event.type == sf::Event::KeyPressed && !event.key.control && !event.key.alt &&
        humanToAct() && !busy() && !state().isChance() && slotKey(event.key.code))
        return;
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape)
        return escape();
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::F1)
        return openRules();
    // F5 or Ctrl+R: load the plugin again (a rebuild) and replay the game through it.
    if (event.type == sf::Event::KeyPressed && !busy() &&
        (event.key.code == sf::Keyboard::F5 ||
         (event.key.code == sf::Keyboard::R && event.key.control)))
        return reloadPlugin("key");
    if (scrollLog(event)) return;
    if (event.type == sf::Event::MouseMoved) {
        m_slotCursor = -1;  // the mouse takes over
        for (auto& b : m_moveButtons)
            b.handleEvent(event);
        setHover({static_cast<float>(event.mouseMove.x), static_cast<float>(event.mouseMove.y)});
        return;
    }
    if (busy()) {
        // Not lost: kept for when the pieces have landed, and the animation hurries there.
        if (isPlayInput(event) && m_pending.size() < 8) {
            m_pending.push_back(event);
            skipAnimation();
            context().log->write("input_queued", {{"pending", std::int64_t(m_pending.size())}});
        } else if (event.type == sf::Event::KeyPressed) {
            // Any other key only hurries the pieces to where they land.
            skipAnimation();
            context().log->write("animation_skipped", {});
        }
        return;
    }
    if (!humanToAct()) return;
    if (state().isChance()) {
        const bool key =
            event.type == sf::Event::KeyPressed &&
            (event.key.code == sf::Keyboard::Space || event.key.code == sf::Keyboard::Enter);
        const bool click =
            event.type == sf::Event::MouseButtonPressed &&
            event.mouseButton.button == sf::Mouse::Left &&
            !m_menu.rect().contains(float(event.mouseButton.x), float(event.mouseButton.y)) &&
            !m_undo.rect().contains(float(event.mouseButton.x), float(event.mouseButton.y)) &&
            !m_redo.rect().contains(float(event.mouseButton.x), float(event.mouseButton.y)) &&
            !m_save.rect().contains(float(event.mouseButton.x), float(event.mouseButton.y));
        if (key || click) throwDice(session::By::Human);
        return;
    }
    for (std::size_t i = 0; i < m_moveButtons.size(); ++i)
        if (m_moveButtons[i].handleEvent(event))
            return play(m_picker.option(m_buttonOptions[i]).move, session::By::Human);
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left) {
        const sf::Vector2f p{static_cast<float>(event.mouseButton.x),
                             static_cast<float>(event.mouseButton.y)};
        m_hoverCell = m_hoverSlot = -2;  // recomputed for this very point
        setHover(p);
        if (m_hoverSlot >= 0) {
            const auto moves = m_picker.movesTo({Target::Kind::Slot, m_hoverSlot});
            if (!moves.empty()) return choose(moves, p);
            context().sounds->play(Cue::Refused);
            return;  // the status line already says why not
        }
        if (m_hoverCell >= 0) clickCell(m_hoverCell);
        return;
    }
    if (event.type == sf::Event::KeyPressed) {
        const auto list = stops();
        const int n = static_cast<int>(list.size());
        const auto key = event.key.code;
        if (n == 0) return;
        if ((key == sf::Keyboard::Tab && !event.key.shift) || key == sf::Keyboard::Right ||
            key == sf::Keyboard::Down) {
            focusStop((m_focus + 1) % n);
        } else if (key == sf::Keyboard::Tab || key == sf::Keyboard::Left || key == sf::Keyboard::Up) {
            focusStop(m_focus < 0 ? n - 1 : (m_focus + n - 1) % n);
        } else if ((key == sf::Keyboard::Enter || key == sf::Keyboard::Space) && m_focus >= 0 &&
                   m_focus < n) {
            activateStop(list[static_cast<std::size_t>(m_focus)]);
        } else if ((key == sf::Keyboard::Enter || key == sf::Keyboard::Space) && n == 1) {
            activateStop(list.front());
        }
    }
}

bool PlayScene::isPlayInput(const sf::Event& event) {
    if (event.type == sf::Event::MouseButtonPressed)
        return event.mouseButton.button == sf::Mouse::Left;
    if (event.type != sf::Event::KeyPressed || event.key.control || event.key.alt) return false;
    switch (event.key.code) {
        case sf::Keyboard::Space:
        case sf::Keyboard::Enter:
        case sf::Keyboard::Tab:
        case sf::Keyboard::Left:
        case sf::Keyboard::Right:
        case sf::Keyboard::Up:
        case sf::Keyboard::Down:
        case sf::Keyboard::P:
        case sf::Keyboard::R:
            return true;
        default:
            return false;
    }
}

void PlayScene::skipAnimation() {
    const float speed = static_cast<float>(context().settings->animationSpeed);
    m_dice.update(60.f);
    // The first call ends a walk's waiting, the second the walk.
    m_board.update(60.f, speed);
    m_board.update(60.f, speed);
}

void PlayScene::watchPlugin(float dt) {
    // A rebuilt plugin: its file's time changes. Reload once the file has stopped
    // changing (a linker writes it in several goes).
    const auto* plugin = context().host->findPlugin(m_game->id());
    if (!plugin || (m_watchClock += dt) < 0.5f) return;
    m_watchClock = 0;
    std::error_code ec;
    const auto stamp = std::filesystem::last_write_time(plugin->file, ec);
    if (ec) return;  // being replaced: look again later
    if (!m_pluginStamp) {
        m_pluginStamp = stamp;
        return;
    }
    if (stamp == *m_pluginStamp) {
        if (m_reloadDue) {
            m_reloadDue = false;
            reloadPlugin("file");
        }
        return;
    }
    m_pluginStamp = stamp;
    m_reloadDue = true;  // when it has been still for one more look
}

void PlayScene::reloadPlugin(const char* why) {
    const auto& colors = context().theme->colors;
    m_pending.clear();
    auto fresh = context().host->reload(m_game->id());
    if (!fresh) {
        const std::string reason = fresh.error().toString();
        context().log->write("reload_failed", {{"why", std::string(why)}, {"reason", reason}});
        setStatus(fillText(tr("Plugin not reloaded: {0}"), {reason}), colors.danger);
        return;
    }
    if (auto ok = m_session->reload((*fresh)->game, *fresh); !ok) {
        const std::string reason = ok.error().toString();
        context().log->write("reload_failed", {{"why", std::string(why)}, {"reason", reason}});
        setStatus(fillText(tr("Reloaded, but this game no longer fits the new rules ({0}); it goes on with "
                              "the old ones"),
                           {reason}),
                  colors.danger);
        return;
    }
    m_game = m_session->gamePtr();
    logSessionEvents();
    m_lastMove = describeLastMove();
    refresh(false, false);
    setStatus(
        fillText(tr("Plugin reloaded: the game replayed to move {0}"), {std::to_string(state().history().size())}),
        colors.success);
    updateButtons();
}

void PlayScene::escape() {
    // First what is in progress: a piece in hand, the keyboard's focus, a picked piece;
    // only then the pause menu (a stray Escape never ends a game).
    const auto& colors = context().theme->colors;
    if (m_slotCursor >= 0) {
        m_slotCursor = -1;
        m_board.setPreview(-1, {}, false);
        setStatus(fillText(tr("The {0} is put back"), {slotPieceName()}), colors.muted);
        context().log->write("cancelled", {{"what", std::string("slot_piece")}});
        return;
    }
    if (m_focus >= 0) {
        m_focus = -1;
        updateMarks();
        setStatus(tr("Selection cleared"), colors.muted);
        context().log->write("cancelled", {{"what", std::string("selection")}});
        return;
    }
    if (m_picker.hasSelection() && !m_picker.selectedByItself()) {
        m_picker.deselect();
        rebuildMoveButtons();
        updateMarks();
        rebuildTexts();
        setStatus(fillText(tr("The {0} is put down"), {pieceName()}), colors.muted);
        context().log->write("cancelled", {{"what", std::string("pick")}});
        return;
    }
    m_pending.clear();
    PauseScene::Actions actions;
    actions.saveAs = [this] { saveNamed(); };
    actions.rules = [this] { openRules(); };
    actions.savedWhere = [this] {
        return m_session->autosaving()
                   ? fillText(tr("Saved at every move: {0}"), {m_session->file().filename().string()})
                   : tr("This position is not saved");
    };
    context().stack->push(std::make_unique<PauseScene>(context(), std::move(actions)));
}

void PlayScene::openRules() {
    // The rules of the variant being played; the game waits below (only the top scene runs).
    context().stack->push(
        std::make_unique<RulesScene>(context(), m_game, state().setup().variant));
}

void PlayScene::update(float dt) {
    m_clock += dt;
    watchPlugin(dt);
    const float speed = static_cast<float>(context().settings->animationSpeed);
    if (m_board.update(dt, speed) > 0) context().sounds->play(Cue::Step);
    m_dice.update(dt);
    updateButtons();
    if (busy()) {
        m_wasBusy = true;
        return;
    }
    if (std::exchange(m_wasBusy, false)) context().log->write("landed", {});
    if (!m_pending.empty()) {
        // Input given during the animation, now that it has landed; dropped when it is
        // no longer a person's turn (a bot's, or the game over).
        const sf::Event event = m_pending.front();
        m_pending.pop_front();
        if (humanToAct()) handleEvent(event);
        return;
    }
    if (state().isTerminal()) {
        if (!m_resultShown && (m_endDelay += dt) > 0.6f) showResult();
        return;
    }
    if (humanToAct()) return;
    if (m_wait > 0) {
        m_wait -= dt;
        return;
    }
    if (state().isChance()) return throwDice(actor() >= 0 ? session::By::Bot : session::By::Auto);
    m_session->startBot();  // once per position; thinks on the session's worker thread
    if (m_session->pollBot()) afterMove();
}

bool PlayScene::undoAllowed() const {
    return context().settings->allowUndo;
}

void PlayScene::updateButtons() {
    // Only while a person may act: a bot thinking or a piece moving would act on a
    // position that is no longer there.
    const bool calm = !busy() && (humanToAct() || state().isTerminal()) && !m_resultShown;
    m_undo.setEnabled(calm && m_session->canUndo());
    m_redo.setEnabled(calm && m_session->canRedo());
}

void PlayScene::undo() {
    updateButtons();
    if (!m_undo.enabled() || !m_session->undo()) return;
    afterHistoryJump("undo");
}

void PlayScene::redo() {
    updateButtons();
    if (!m_redo.enabled() || !m_session->redo()) return;
    afterHistoryJump("redo");
}

void PlayScene::afterHistoryJump(const char* what) {
    m_pending.clear();
    const auto& history = state().history();
    m_lastMove = describeLastMove();
    context().log->write(
        what, {{"moves", std::int64_t(history.size())},
               {"last", history.empty() ? std::string() : state().moveToString(history.back())},
               {"can_undo", m_session->canUndo()},
               {"can_redo", m_session->canRedo()},
               {"position", fingerprint(state())}});
    logSessionEvents();
    m_endDelay = 0;
    m_wait = 0.4f;
    refresh(false, false);
    m_board.setLastMove({}, {});
    const std::string where = history.empty() ? tr("back to the start")
                                              : fillText(tr("back to after {0} (move {1})"),
                                                         {m_lastMove, std::to_string(history.size())});
    setStatus(fillText(what == std::string_view("undo") ? tr("Undone: {0}") : tr("Redone: {0}"), {where}),
              context().theme->colors.text);
    updateButtons();
}

void PlayScene::saveNamed() {
    const auto now = std::chrono::system_clock::now();
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    std::tm tm{};
    localtime_r(&t, &tm);
    char stamp[32];
    std::strftime(stamp, sizeof stamp, "%Y-%m-%d %H.%M.%S", &tm);
    const std::string name = gameName(*m_game) + " " + stamp;
    const auto file = namedSavePath(name);
    const auto* plugin = context().host->findPlugin(m_game->id());
    if (auto ok = writeSaveAtomically(file, makeSave(state(), plugin, name)); !ok) {
        setStatus(fillText(tr("Not saved: {0}"), {ok.error().toString()}), context().theme->colors.danger);
        context().log->write("save_failed", {{"reason", ok.error().toString()}});
        return;
    }
    setStatus(fillText(tr("Saved as “{0}”"), {name}), context().theme->colors.success);
    context().log->write("saved", {{"name", name},
                                   {"file", file.filename().string()},
                                   {"moves", std::int64_t(state().history().size())}});
}

void PlayScene::showResult() {
    m_resultShown = true;
    updateButtons();
    // Throws, for the result screen: the record knows which moves were chance. A draw
    // for who starts (chance nobody throws) is neither a throw nor a move of the game.
    m_throws = 0;
    int draws = 0;
    if (auto cursor = ReplayCursor::open(*m_game, makeRecord(state())); cursor)
        for (int i = 0; i < cursor->size(); ++i) {
            if (!cursor->isThrow(i)) continue;
            if (cursor->mover(i) < 0)
                ++draws;
            else if (m_usesDice)
                ++m_throws;
        }
    const auto outcome = state().outcome();
    std::vector<std::int64_t> winners(outcome.winners.begin(), outcome.winners.end());
    if (!outcome.winners.empty()) context().sounds->play(Cue::Win);
    context().log->write("game_over",
                         {{"winners", winners},
                          {"reason", outcome.reason},
                          {"moves", static_cast<std::int64_t>(state().history().size())}});
    ResultInfo info;
    info.game = m_game;
    info.setup = state().setup();
    info.outcome = outcome;
    for (std::size_t i = 0; i < m_view.players.size(); ++i)
        info.players.push_back({m_view.players[i].name, m_colors[i]});
    info.moves = static_cast<int>(state().history().size()) - draws;
    info.throws = m_throws;
    info.record = makeRecord(state());
    info.duration = m_session->elapsed();
    for (const auto& place : session::ranking(state())) {
        const auto p = static_cast<std::size_t>(place.player);
        if (p >= info.players.size()) continue;
        info.ranking.push_back(
            {info.players[p].name, info.players[p].color, place.place, place.text});
    }
    // The winners' pawns stay in sight: the panel goes where it hides none of them.
    info.keepVisible = [this, winners = outcome.winners] {
        std::vector<sf::Vector2f> points;
        for (const auto& piece : m_view.pieces)
            if (m_board.hasCell(piece.cell) &&
                std::find(winners.begin(), winners.end(), piece.owner) != winners.end())
                points.push_back(m_board.cellPosition(piece.cell));
        return points;
    };
    context().stack->push(std::make_unique<ResultScene>(context(), std::move(info)));
}

std::optional<sf::Vector2f> PlayScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Menu")) return m_menu.center();
    if (equalsIgnoreCase(what, "log") && m_logArea.height > 0)
        return sf::Vector2f(m_logArea.left + m_logArea.width / 2,
                            m_logArea.top + m_logArea.height / 2);
    if (equalsIgnoreCase(what, "Save")) return m_save.center();
    if (undoAllowed() && equalsIgnoreCase(what, "Undo")) return m_undo.center();
    if (undoAllowed() && equalsIgnoreCase(what, "Redo")) return m_redo.center();
    if (equalsIgnoreCase(what, "board"))
        return sf::Vector2f(m_boardArea.left + m_boardArea.width / 2,
                            m_boardArea.top + m_boardArea.height / 2);
    if (const auto dice = m_dice.area(); equalsIgnoreCase(what, "dice") && dice.width > 0)
        return sf::Vector2f(dice.left + dice.width / 2, dice.top + dice.height / 2);
    if (auto i = indexAfter(what, "cell:"); i && *i >= 0 && *i < int(m_view.cells.size()))
        return m_board.cellPosition(*i);
    if (auto i = indexAfter(what, "slot:"); i && *i >= 0 && *i < int(m_view.slots.size()))
        return m_board.slotPointer(*i);
    if (auto i = indexAfter(what, "piece:"); i && *i >= 0 && *i < int(m_view.pieces.size()))
        return m_board.piecePosition(*i);
    // A move: where it goes ("move:e2"), or what is picked first ("from:e2").
    const bool from = what.substr(0, 5) == "from:";
    if (what.substr(0, 5) == "move:" || from) {
        auto move = state().parseMove(what.substr(5));
        if (!move) return std::nullopt;
        const auto input = state().moveInput(*move);
        const Target target = from ? input.from : input.to;
        if (target.kind == Target::Kind::Cell && m_board.hasCell(target.index))
            return m_board.cellPosition(target.index);
        if (target.kind == Target::Kind::Slot && m_board.hasSlot(target.index))
            return m_board.slotPointer(target.index);
        if (target.kind == Target::Kind::Piece && target.index >= 0 &&
            target.index < static_cast<int>(m_view.pieces.size()))
            return m_board.piecePosition(target.index);
        return std::nullopt;
    }
    // A row of the choice popup, or a move's button, by its label.
    for (std::size_t i = 0; i < m_choice.size(); ++i)
        if (equalsIgnoreCase(what, m_picker.option(m_choice[i]).label))
            return sf::Vector2f(m_choiceRows[i].left + m_choiceRows[i].width / 2,
                                m_choiceRows[i].top + m_choiceRows[i].height / 2);
    for (const auto& b : m_moveButtons)
        if (const auto utf8 = b.label().toUtf8();
            equalsIgnoreCase(what, std::string(utf8.begin(), utf8.end())))
            return b.center();
    return std::nullopt;
}

void PlayScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    mesh.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    mesh.raisedRect(m_sidebar, t.px(16), c.panel, t.px(4));
    mesh.roundedRect(m_statusBar, t.px(10), c.panel);
    const int who = actor();
    const float pulse = 0.5f + 0.5f * std::sin(m_clock * 4.f);
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const auto& row = m_rows[i];
        if (static_cast<int>(i) == who) {
            mesh.roundedRect(row, t.px(10), c.panelRaised);
            mesh.roundedRect({row.left, row.top + t.px(8), t.px(4), row.height - t.px(16)}, t.px(2),
                             m_colors[i]);
        }
        const sf::Vector2f dot{row.left + t.px(24), row.top + row.height / 2};
        const float r = t.px(static_cast<int>(i) == who ? 10.f + pulse : 9.f);
        mesh.circle(dot, r + t.px(2), mix(m_colors[i], sf::Color::Black, 0.4f));
        mesh.circle(dot, r, m_colors[i]);
    }
    target.draw(mesh.vertices(), states);
    target.draw(m_board, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(m_dice, states);
    for (const auto& b : m_moveButtons) {
        target.draw(b, states);
        if (!b.focused()) continue;
        // The keyboard's focus, as the other screens draw it.
        const float gap = t.px(3), thick = std::max(2.f, t.px(2.5f));
        auto r = b.rect();
        r.left -= gap + thick;
        r.top -= gap + thick;
        r.width += 2 * (gap + thick);
        r.height += 2 * (gap + thick);
        Mesh ring;
        ring.roundedFrame(r, t.px(11), thick, c.focus);
        target.draw(ring.vertices(), states);
    }
    target.draw(m_statusText, states);
    target.draw(m_menu, states);
    target.draw(m_save, states);
    if (undoAllowed()) {
        target.draw(m_undo, states);
        target.draw(m_redo, states);
    }
    if (!m_choice.empty()) {
        // The choice between moves that share a source and a destination.
        Mesh popup;
        popup.raisedRect(m_choiceRect, t.px(10), c.panelRaised, t.px(4));
        popup.roundedFrame(m_choiceRect, t.px(10), t.px(2), c.accent);
        const auto& row = m_choiceRows[static_cast<std::size_t>(m_choiceFocus)];
        popup.roundedRect(row, t.px(8), mix(c.panelRaised, c.accent, 0.35f));
        popup.roundedFrame(row, t.px(8), t.px(2), c.accent);
        target.draw(popup.vertices(), states);
        for (const auto& text : m_choiceTexts)
            target.draw(text, states);
    }
}

}  // namespace plateau::gui
