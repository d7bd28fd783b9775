#include "scenes/replay_scene.hpp"
#include "tr.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/sdk/game.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "app/settings.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/log_view.hpp"
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
      m_board(*context.theme),
      m_dice(*context.theme),
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

float ReplayScene::speed() const {
    return kSpeeds[std::clamp(m_speed.index(), 0, 3)];
}

bool ReplayScene::isIdle() const {
    return !m_playing && !m_board.animating() && !m_dice.rolling();
}

void ReplayScene::show(bool animate) {
    const State& state = m_cursor.state();
    const auto view = state.boardView(Viewer::referee());
    m_colors.clear();
    const auto& players = state.setup().players;
    for (std::size_t i = 0; i < view.players.size(); ++i) {
        const auto chosen = i < players.size() ? players[i].color : std::nullopt;
        m_colors.push_back(toSfColor(chosen ? *chosen : view.players[i].color));
    }
    const int ply = m_cursor.ply();
    const bool thrown = animate && ply > 0 && m_cursor.isThrow(ply - 1);
    const float s = speed() * static_cast<float>(context().settings->animationSpeed);
    m_dice.setValues(view.dice, thrown, s);
    m_board.setGame(m_game);
    m_board.setView(view, m_colors, animate,
                    thrown ? DiceDrawable::kRollSeconds / std::max(0.1f, s) : 0.f);
    // The last move's trail, as in the game.
    std::vector<int> cells;
    for (const auto& trail : view.trails)
        cells.insert(cells.end(), trail.cells.begin(), trail.cells.end());
    m_board.setLastMove(cells, {});
    m_board.setActivePlayer(state.isTerminal() ? -1 : state.currentPlayer());
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
           fillText(m_cursor.isThrow(ply) ? tr("{0} throws {1}") : tr("{0}: {1}"), {name, m_cursor.moveText(ply)});
}

void ReplayScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const float margin = t.px(18);
    const float sideW = std::max(t.px(340), std::min(size.x * 0.3f, t.px(400)));
    m_sidebar = {size.x - sideW - margin, margin, sideW, size.y - 2 * margin};
    m_boardArea = {margin, margin, m_sidebar.left - 2 * margin, size.y - 2 * margin};
    m_board.setArea(m_boardArea);
    const float left = m_sidebar.left + t.px(18), rowW = m_sidebar.width - t.px(36);
    m_close.setRect({left, m_sidebar.top + m_sidebar.height - t.px(58), rowW, t.px(42)});
    const float gap = t.px(6), bh = t.px(40);
    // Two rows, so that every label fits whole at any size: Play (or Pause) and the
    // speed, and above them the four steps.
    const float playTop = m_close.rect().top - t.px(54);
    const float half = (rowW - gap) / 2;
    m_play.setRect({left, playTop, half, bh});
    m_play.setTextSize(15);
    m_speed.setRect({left + half + gap, playTop, half, bh});
    const float top = playTop - bh - t.px(8);
    const float bw = (rowW - 3 * gap) / 4;
    Button* row[] = {&m_first, &m_back, &m_forward, &m_last};
    for (int i = 0; i < 4; ++i) {
        row[i]->setRect({left + static_cast<float>(i) * (bw + gap), top, bw, bh});
        row[i]->setTextSize(14);
    }
    // What a test checks: no button label is cut, Pause included.
    int cut = m_play.fits("Pause") && m_play.fits("Play") ? 0 : 1;
    for (const auto* b : {&m_first, &m_back, &m_forward, &m_last, &m_close})
        cut += b->fits() ? 0 : 1;
    context().log->write("replay_layout", {{"width", static_cast<std::int64_t>(size.x)},
                                           {"cut_labels", std::int64_t{cut}}});
    rebuildTexts();
}

void ReplayScene::rebuildTexts() {
    if (m_size.x <= 0) return;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_texts.clear();
    const float pad = t.px(18);
    const float x = m_sidebar.left + pad, w = m_sidebar.width - 2 * pad;
    float y = m_sidebar.top + pad;
    y = placeSidebarTitle(m_texts, t, gameName(*m_game), fillText(tr("Replay · {0}"), {m_title}), x, y, w);
    y = placePlayers(x, y, w);

    const State& state = m_cursor.state();
    std::string where = m_cursor.atStart() ? tr("Start of the game")
                                           : fillText(tr("Move {0} of {1}"), {std::to_string(m_cursor.ply()),
                                                                              std::to_string(m_cursor.size())});
    auto head = makeText(toSfString(where), t.bold(), t.textSize(20), c.accent);
    placeText(head, x, y);
    m_texts.push_back(head);
    y += t.px(30);
    // The move that led here, then how things stand.
    std::vector<std::string> notes;
    if (!m_cursor.atStart()) notes.push_back(plyText(m_cursor.ply() - 1));
    if (m_cursor.atEnd() && state.isTerminal())
        notes.push_back(fillText(tr("Game over: {0}"), {state.outcome().reason}));
    else if (m_cursor.atEnd())
        notes.push_back(tr("The record stops here"));
    else if (state.currentPlayer() >= 0 && !state.isChance())
        notes.push_back(fillText(tr("{0} to move"), {state.playerName(state.currentPlayer())}));
    for (const auto& note : notes) {
        y = placeWrapped(m_texts, toSfString(note), t.regular(), t.textSize(14), c.muted, x, y, w,
                         t.px(19));
    }
    y += t.px(8);
    m_dice.setArea(m_usesDice ? sf::FloatRect(x, y, w, t.px(70)) : sf::FloatRect());
    if (m_usesDice) y += t.px(84);

    // The game's log up to here, newest at the bottom, as much as fits.
    y = placeLogHeading(m_texts, t, x, y);
    const float bottom = m_first.rect().top - t.px(14);
    // The events of the move on show stand out from those before it.
    const bool moved = !m_cursor.atStart();
    placeLog(m_texts, t, state.events(), x, y, w, bottom, [&](std::size_t, const Event& e) {
        return moved && e.ply == m_cursor.ply() ? c.text : mix(c.text, c.muted, 0.6f);
    });
}

float ReplayScene::placePlayers(float x, float y, float w) {
    // Who played, in their colours, with what the game says of them at this point; the
    // one to move is marked.
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const State& state = m_cursor.state();
    const auto view = state.boardView(Viewer::referee());
    const int who = state.isTerminal() || state.isChance() ? -1 : state.currentPlayer();
    m_rows.clear();
    const auto n = view.players.size();
    const float rowH = std::min(t.px(44), (m_sidebar.height * 0.3f) / std::max<float>(1, n));
    for (std::size_t i = 0; i < n; ++i) {
        const sf::FloatRect row{m_sidebar.left + t.px(8), y, m_sidebar.width - t.px(16),
                                rowH - t.px(4)};
        m_rows.push_back({row, static_cast<int>(i) == who});
        auto name = makeText(elide(toSfString(view.players[i].name), t.bold(), t.textSize(15),
                                   w - t.px(40)),
                             t.bold(), t.textSize(15), c.text);
        const std::string& status = view.players[i].status;
        const bool twoLines = !status.empty() && rowH > t.px(36);
        if (twoLines) {
            placeText(name, x + t.px(30), row.top + t.px(3));
            auto line = makeText(elide(toSfString(status), t.regular(), t.textSize(12), w - t.px(40)),
                                 t.regular(), t.textSize(12), c.muted);
            placeText(line, x + t.px(30), row.top + t.px(22));
            m_texts.push_back(line);
        } else {
            centerText(name, 0, row.top + row.height / 2);
            name.setOrigin(0, name.getOrigin().y);
            name.setPosition(std::round(x + t.px(30)), name.getPosition().y);
        }
        m_texts.push_back(name);
        y += rowH;
    }
    return y + t.px(8);
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
    const float animSpeed = static_cast<float>(context().settings->animationSpeed) * speed();
    m_board.update(dt, animSpeed);
    m_dice.update(dt);
    if (!m_playing) return;
    m_timer += dt;
    if (m_timer < kSecondsPerPly / speed() || m_board.animating() || m_dice.rolling()) return;
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
    Mesh mesh;
    mesh.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    mesh.raisedRect(m_sidebar, t.px(16), c.panel, t.px(4));
    // How far through the game: a thin amber bar under the heading row of the board.
    const float progress =
        m_cursor.size() > 0 ? static_cast<float>(m_cursor.ply()) / m_cursor.size() : 0.f;
    const sf::FloatRect bar{m_sidebar.left + t.px(18), m_first.rect().top - t.px(8),
                            m_sidebar.width - t.px(36), t.px(3)};
    mesh.roundedRect(bar, t.px(1.5f), c.panelRaised);
    if (progress > 0)
        mesh.roundedRect({bar.left, bar.top, bar.width * progress, bar.height}, t.px(1.5f),
                         c.accent);
    // The players' rows: a disc in each one's colour, the one to move on a raised row.
    for (std::size_t i = 0; i < m_rows.size() && i < m_colors.size(); ++i) {
        const auto& [row, active] = m_rows[i];
        if (active) {
            mesh.roundedRect(row, t.px(10), c.panelRaised);
            mesh.roundedRect({row.left, row.top + t.px(7), t.px(4), row.height - t.px(14)}, t.px(2),
                             m_colors[i]);
        }
        const sf::Vector2f dot{row.left + t.px(22), row.top + row.height / 2};
        mesh.circle(dot, t.px(10), mix(m_colors[i], sf::Color::Black, 0.4f));
        mesh.circle(dot, t.px(8), m_colors[i]);
    }
    target.draw(mesh.vertices(), states);
    target.draw(m_board, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(m_dice, states);
    for (const auto* b : {&m_first, &m_back, &m_play, &m_forward, &m_last, &m_close})
        target.draw(*b, states);
    target.draw(m_speed, states);
}

}  // namespace plateau::gui
