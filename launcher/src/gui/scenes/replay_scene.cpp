#include "scenes/replay_scene.hpp"
#include "tr.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/record_view.hpp>
#include <plateau/sdk/game.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "app/settings.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/layout.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

constexpr float kSpeeds[] = {0.5f, 1.f, 2.f, 4.f};
constexpr float kSecondsPerPly = 0.9f;  // at 1×

}  // namespace

Expected<std::unique_ptr<ReplayScene>> ReplayScene::create(Context& context,
                                                           std::shared_ptr<const Game> game,
                                                           Record record, std::string title) {
    auto cursor = ReplayCursor::open(*game, std::move(record));
    if (!cursor) return cursor.error();
    return std::unique_ptr<ReplayScene>(
        new ReplayScene(context, std::move(game), std::move(*cursor), std::move(title)));
}

std::string ReplayScene::title() const {
    return fillText(tr("Replay \u00b7 {0}"), {gameName(*m_game)});
}

ReplayScene::ReplayScene(Context& context, std::shared_ptr<const Game> game, ReplayCursor cursor,
                         std::string title)
    : Scene(context),
      m_game(std::move(game)),
      m_cursor(std::move(cursor)),
      m_title(std::move(title)),
      m_table(*context.theme),
      m_panel(*context.theme, GamePanel::Style::Replay),
      m_first(*context.theme, toSfString(tr("First"))),
      m_back(*context.theme, toSfString(trc("replay", "Back"))),
      m_play(*context.theme, toSfString(trc("replay", "Play")), Button::Style::Primary),
      m_forward(*context.theme, toSfString(tr("Next"))),
      m_last(*context.theme, toSfString(tr("Last"))),
      m_close(*context.theme, toSfString(tr("Close")), Button::Style::Ghost),
      m_speed(*context.theme, {L"0.5\u00d7", L"1\u00d7", L"2\u00d7", L"4\u00d7"}, 1) {
    context.log->write("scene", {{"name", std::string("replay")},
                                 {"game", m_game->id()},
                                 {"moves", std::int64_t{m_cursor.size()}}});
    // Dice are shown when a player throws in this game at all.
    for (int i = 0; i < m_cursor.size() && !m_usesDice; ++i)
        m_usesDice = m_cursor.isThrow(i) && m_cursor.mover(i) >= 0;
    // Opening replays to the end; watching starts from the beginning.
    m_cursor.first();
    show(false);
}

Viewer ReplayScene::viewer() const {
    return recordViewer(m_cursor.record());
}

float ReplayScene::speed() const {
    return kSpeeds[std::clamp(m_speed.index(), 0, 3)];
}

bool ReplayScene::isIdle() const {
    return !m_playing && !m_table.busy();
}

void ReplayScene::show(bool animate) {
    const State& state = m_cursor.state();
    const int ply = m_cursor.ply();
    // A chance step of a game without dice (a deal, a random placement) is no throw: it is
    // shown at once.
    const bool chance = ply > 0 && m_cursor.isThrow(ply - 1);
    const bool thrown = animate && chance && m_game->type().dice != DiceThrow::None;
    if (chance && !thrown) animate = false;
    m_table.show(state, viewer(), animate, thrown,
                 speed() * static_cast<float>(context().settings->animationSpeed));
    // The last move's trail, as in the game.
    std::vector<int> cells;
    for (const auto& trail : m_table.view().trails)
        cells.insert(cells.end(), trail.cells.begin(), trail.cells.end());
    m_table.setLastMove(cells, {});
    m_table.setActivePlayer(state.isTerminal() ? -1 : state.currentPlayer());
    m_back.setEnabled(!m_cursor.atStart());
    m_first.setEnabled(!m_cursor.atStart());
    m_forward.setEnabled(!m_cursor.atEnd());
    m_last.setEnabled(!m_cursor.atEnd());
    rebuildTexts();
}

void ReplayScene::seek(int ply) {
    const int before = m_cursor.ply();
    m_cursor.seek(ply);
    if (m_cursor.ply() == before) return;
    context().log->write("replay_ply", {{"ply", std::int64_t{m_cursor.ply()}},
                                        {"of", std::int64_t{m_cursor.size()}}});
    // One step forward walks; a jump just shows the position.
    show(m_cursor.ply() == before + 1);
}

void ReplayScene::step(int delta) {
    seek(m_cursor.ply() + delta);
}

void ReplayScene::setPlaying(bool playing) {
    if (playing && m_cursor.atEnd()) seek(0);
    m_playing = playing;
    m_timer = 0;
    m_play.setLabel(toSfString(playing ? tr("Pause") : trc("replay", "Play")));
    context().log->write("replay_play", {{"playing", playing}});
}

std::string ReplayScene::plyText(int ply) const {
    const State& state = m_cursor.state();
    const PlayerId who = m_cursor.mover(ply);
    const std::string name = who >= 0 ? state.playerName(who) : tr("Chance");
    return std::to_string(ply + 1) + ". " +
           fillText(m_cursor.isThrow(ply) ? tr("{0} throws {1}") : tr("{0}: {1}"),
                    {name, m_cursor.moveText(ply)});
}

void ReplayScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const float margin = t.px(18);
    m_sidebar = sidebarArea(t, size);
    m_boardArea = {margin, margin, m_sidebar.left - 2 * margin, size.y - 2 * margin};
    m_table.setArea(m_boardArea);
    const float left = m_sidebar.left + t.px(18), rowW = m_sidebar.width - t.px(36);
    m_close.setRect({left, m_sidebar.top + m_sidebar.height - t.px(58), rowW, t.px(42)});
    const float gap = t.px(6), bh = t.px(40);
    // Two rows, so that every label fits whole at any size: Play (or Pause) and the
    // speed, and above them the four steps.
    const float playTop = m_close.rect().top - t.px(54);
    const auto playRow = splitRow({left, playTop, rowW, bh}, 2, gap);
    m_play.setRect(playRow[0]);
    m_play.setTextSize(15);
    m_speed.setRect(playRow[1]);
    const auto steps = splitRow({left, playTop - bh - t.px(8), rowW, bh}, 4, gap);
    Button* row[] = {&m_first, &m_back, &m_forward, &m_last};
    for (int i = 0; i < 4; ++i) {
        row[i]->setRect(steps[static_cast<std::size_t>(i)]);
        row[i]->setTextSize(14);
    }
    // What a test checks: no button label is cut, Pause included.
    int cut = m_play.fits("Pause") && m_play.fits("Play") ? 0 : 1;
    for (const auto* b : {&m_first, &m_back, &m_forward, &m_last, &m_close})
        cut += b->fits() ? 0 : 1;
    context().log->write("replay_layout", {{"width", static_cast<std::int64_t>(size.x)},
                                           {"cut_labels", std::int64_t{cut}}});
    m_panel.setArea(m_sidebar, m_first.rect().top - t.px(14), m_boardArea);
    rebuildTexts();
}

void ReplayScene::rebuildTexts() {
    if (m_size.x <= 0) return;
    const auto& c = context().theme->colors;
    const State& state = m_cursor.state();
    GamePanel::Content content;
    content.title = gameName(*m_game);
    content.subtitle = fillText(tr("Replay · {0}"), {m_title});
    // Who played, in their colours, with what the game says of them at this point; the
    // one to move is marked.
    const auto& view = m_table.view();
    for (std::size_t i = 0; i < view.players.size(); ++i)
        content.players.push_back(
            {view.players[i].name, view.players[i].status, m_table.colors()[i]});
    content.active = state.isTerminal() || state.isChance() ? -1 : state.currentPlayer();
    content.headline = m_cursor.atStart()
                           ? tr("Start of the game")
                           : fillText(tr("Move {0} of {1}"), {std::to_string(m_cursor.ply()),
                                                              std::to_string(m_cursor.size())});
    content.headColor = c.accent;
    // A seat's copy says whose view it is; then the move that led here and how things stand.
    if (const int seat = m_cursor.record().seat; seat >= 0 && seat < state.numPlayers())
        content.notes.push_back(fillText(tr("As {0} saw it"), {state.playerName(seat)}));
    if (!m_cursor.atStart()) content.notes.push_back(plyText(m_cursor.ply() - 1));
    if (m_cursor.atEnd() && state.isTerminal())
        content.notes.push_back(fillText(tr("Game over: {0}"), {state.outcome().reason}));
    else if (m_cursor.atEnd() && m_cursor.record().result.find(" won: ") != std::string::npos)
        // Ended by no rule of the game (a flag that fell): as the record says.
        content.notes.push_back(fillText(
            tr("Game over: {0}"),
            {m_cursor.record().result.substr(m_cursor.record().result.find(" won: ") + 6)}));
    else if (m_cursor.atEnd())
        content.notes.push_back(tr("The record stops here"));
    else if (state.currentPlayer() >= 0 && !state.isChance())
        content.notes.push_back(
            fillText(tr("{0} to move"), {state.playerName(state.currentPlayer())}));
    content.dice = m_usesDice;
    // The game's log up to here; the events of the move on show stand out from those before.
    m_events = state.eventsFor(viewer());
    content.events = &m_events;
    const bool moved = !m_cursor.atStart();
    content.logColor = [moved, ply = m_cursor.ply(), text = c.text, muted = c.muted](
                           std::size_t, const Event& e) {
        return moved && e.ply == ply ? text : mix(text, muted, 0.6f);
    };
    m_panel.setContent(std::move(content));
    m_table.setDiceArea(m_panel.diceArea());
}

void ReplayScene::handleEvent(const sf::Event& event) {
    if (m_close.handleEvent(event)) {
        context().stack->pop();
        return;
    }
    if (m_first.handleEvent(event)) return seek(0);
    if (m_back.handleEvent(event)) return step(-1);
    if (m_play.handleEvent(event)) return setPlaying(!m_playing);
    if (m_forward.handleEvent(event)) return step(1);
    if (m_last.handleEvent(event)) return seek(m_cursor.size());
    if (m_speed.handleEvent(event)) {
        context().log->write("replay_speed", {{"speed", static_cast<double>(speed())}});
        return;
    }
    if (event.type != sf::Event::KeyPressed) return;
    switch (event.key.code) {
        case sf::Keyboard::Escape:
            context().stack->pop();
            break;
        case sf::Keyboard::Home:
            seek(0);
            break;
        case sf::Keyboard::End:
            seek(m_cursor.size());
            break;
        case sf::Keyboard::Left:
            step(-1);
            break;
        case sf::Keyboard::Right:
            step(1);
            break;
        case sf::Keyboard::Space:
            setPlaying(!m_playing);
            break;
        default:
            break;
    }
}

void ReplayScene::update(float dt) {
    m_table.update(dt, static_cast<float>(context().settings->animationSpeed) * speed());
    if (!m_playing) return;
    m_timer += dt;
    if (m_timer < kSecondsPerPly / speed() || m_table.busy()) return;
    m_timer = 0;
    step(1);
    if (m_cursor.atEnd()) setPlaying(false);
}

std::optional<sf::Vector2f> ReplayScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "First")) return m_first.center();
    if (equalsIgnoreCase(what, "Back")) return m_back.center();
    if (equalsIgnoreCase(what, "Play") || equalsIgnoreCase(what, "Pause")) return m_play.center();
    if (equalsIgnoreCase(what, "Next") || equalsIgnoreCase(what, "Forward"))
        return m_forward.center();
    if (equalsIgnoreCase(what, "Last")) return m_last.center();
    if (equalsIgnoreCase(what, "Close") || equalsIgnoreCase(what, "Menu")) return m_close.center();
    if (equalsIgnoreCase(what, "speed")) {
        const auto r = m_speed.rect();
        return sf::Vector2f(r.left + r.width - r.height / 2, r.top + r.height / 2);
    }
    if (equalsIgnoreCase(what, "board"))
        return sf::Vector2f(m_boardArea.left + m_boardArea.width / 2,
                            m_boardArea.top + m_boardArea.height / 2);
    return std::nullopt;
}

void ReplayScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh back;
    back.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    target.draw(back, states);
    target.draw(m_panel, states);
    // How far through the game: a thin amber bar over the buttons.
    Mesh mesh;
    const float progress =
        m_cursor.size() > 0 ? static_cast<float>(m_cursor.ply()) / m_cursor.size() : 0.f;
    const sf::FloatRect bar{m_sidebar.left + t.px(18), m_first.rect().top - t.px(8),
                            m_sidebar.width - t.px(36), t.px(3)};
    mesh.roundedRect(bar, t.px(1.5f), c.panelRaised);
    if (progress > 0)
        mesh.roundedRect({bar.left, bar.top, bar.width * progress, bar.height}, t.px(1.5f),
                         c.accent);
    target.draw(mesh, states);
    target.draw(m_table, states);
    for (const auto* b : {&m_first, &m_back, &m_play, &m_forward, &m_last, &m_close})
        target.draw(*b, states);
    target.draw(m_speed, states);
}

}  // namespace plateau::gui
