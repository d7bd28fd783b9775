#include "scenes/tutorial_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/sdk/game.hpp>
#include <plateau/sdk/text.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "app/settings.hpp"
#include "audio/sound_player.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/layout.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

using Kind = session::TutorialStep::Kind;
using Verdict = session::TutorialRun::Verdict;

const char* kindName(Kind kind) {
    switch (kind) {
        case Kind::Note:
            return "note";
        case Kind::Throw:
            return "throw";
        case Kind::Move:
            return "move";
        case Kind::Reply:
            return "reply";
        case Kind::Refused:
            return "refused";
        case Kind::Find:
            return "find";
    }
    return "";
}

bool isKey(const sf::Event& e, sf::Keyboard::Key key) {
    return e.type == sf::Event::KeyPressed && e.key.code == key;
}

}  // namespace

Expected<std::unique_ptr<TutorialScene>> TutorialScene::create(Context& context,
                                                               std::shared_ptr<const Game> game) {
    const auto file = session::tutorialFile(*game);
    if (!file) return Error(tr("This game has no guided first game"));
    auto tutorial = session::readTutorial(*file, *game);
    if (!tutorial) return tutorial.error();
    auto state = game->newState(session::tutorialSetup(*tutorial, tr("Player"), tr("Computer")));
    if (!state) return state.error();
    return std::unique_ptr<TutorialScene>(
        new TutorialScene(context, std::move(*tutorial), std::move(*state)));
}

TutorialScene::TutorialScene(Context& context, session::Tutorial tutorial, StatePtr state)
    : Scene(context),
      m_run(std::move(tutorial)),
      m_play(context, session::GameSession::open(std::move(state))),
      m_leave(*context.theme, toSfString(tr("Leave")), Button::Style::Ghost) {
    PlayTable::Remote remote;
    remote.mayAct = [this] { return personActs(); };
    remote.send = [this](Move m) { onMove(m); };
    remote.roll = [this] { onThrow(); };
    remote.waiting = [] { return tr("Guided game"); };
    m_play.setRemote(std::move(remote));
    m_play.actorChanged();
    stepStarted();
}

std::string TutorialScene::title() const {
    return fillText(tr("Guided game · {0}"), {gameName(*m_play.game())});
}

bool TutorialScene::personActs() const {
    const auto* step = m_run.step();
    return step && (step->kind == Kind::Move || step->kind == Kind::Throw) && !m_play.busy();
}

void TutorialScene::stepStarted() {
    const auto* step = m_run.step();
    if (!step) return;
    context().log->write("tutorial_step",
                         {{"game", m_play.game()->id()},
                          {"step", static_cast<std::int64_t>(m_run.index() + 1)},
                          {"of", static_cast<std::int64_t>(m_run.tutorial().steps.size())},
                          {"kind", std::string(kindName(step->kind))},
                          {"text", translate(m_play.game()->id(), step->text)}});
    m_replyWait = 1.0f / std::max(0.25f, static_cast<float>(context().settings->animationSpeed));
    m_play.actorChanged();
    if (m_size.x > 0) layoutBox();
}

void TutorialScene::next(const char* how) {
    context().log->write("tutorial_answer", {{"step", static_cast<std::int64_t>(m_run.index() + 1)},
                                             {"how", std::string(how)}});
    m_run.advance();
    if (m_run.finished()) {
        m_done = true;
        context().log->write("tutorial_done", {{"game", m_play.game()->id()}});
        context().stack->pop();
        return;
    }
    stepStarted();
}

void TutorialScene::wrong(const std::string& what) {
    const auto* step = m_run.step();
    const std::string again = step && !step->again.empty()
                                  ? translate(m_play.game()->id(), step->again)
                                  : tr("That is not what this step asks: try again");
    context().log->write(
        "tutorial_wrong",
        {{"step", static_cast<std::int64_t>(m_run.index() + 1)}, {"tried", what}, {"text", again}});
    context().sounds->play(Cue::Refused);
    m_play.say(again, context().theme->colors.danger);
    m_play.actorChanged();
}

void TutorialScene::onMove(Move move) {
    if (m_run.offerMove(state(), move) != Verdict::Accepted)
        return wrong(state().moveToString(move));
    m_play.playRemote(move);
    next("move");
}

void TutorialScene::onThrow() {
    if (m_run.offerThrow() != Verdict::Accepted) return;
    const auto dice = m_run.stepMove(state());
    if (!dice) return;
    m_play.playRemote(*dice);
    next("throw");
}

void TutorialScene::layout(sf::Vector2f size) {
    m_size = size;
    m_leave.setLabel(toSfString(tr("Leave")));
    const Theme& t = *context().theme;
    const sf::FloatRect sidebar = sidebarArea(t, size);
    const float left = sidebar.left + t.px(18), rowW = sidebar.width - t.px(36);
    m_leave.setRect({left, sidebar.top + sidebar.height - t.px(58), rowW, t.px(42)});
    m_play.layout(size, sidebar, m_leave.rect().top - t.px(12));
    layoutBox();
}

float TutorialScene::ringRadius() const {
    const auto board = m_play.table().boardRect();
    const float cells = std::max<float>(1, static_cast<float>(m_play.table().view().cells.size()));
    const float side = std::min(board.width, board.height) / std::sqrt(cells);
    return std::clamp(side * 0.62f, context().theme->px(12), context().theme->px(60));
}

std::vector<int> TutorialScene::allPlayers() const {
    std::vector<int> players(static_cast<std::size_t>(state().numPlayers()));
    for (std::size_t i = 0; i < players.size(); ++i)
        players[i] = static_cast<int>(i);
    return players;
}

std::vector<sf::Vector2f> TutorialScene::pointed() const {
    std::vector<sf::Vector2f> out;
    if (m_play.busy()) return out;  // the pieces walk: the rings wait for them
    for (const int c : m_run.pointedCells(state()))
        if (auto p = m_play.table().position({Target::Kind::Cell, c})) out.push_back(*p);
    for (const int s : m_run.pointedSlots(state()))
        if (auto p = m_play.table().position({Target::Kind::Slot, s})) out.push_back(*p);
    return out;
}

void TutorialScene::layoutBox() {
    m_boxTexts.clear();
    const auto* step = m_run.step();
    if (!step) return;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const auto area = m_play.table().area();
    const float pad = t.px(16);
    const float w = std::min(area.width - t.px(16), t.px(620));
    const float textW = w - 2 * pad;
    const unsigned body = t.textSize(16), small = t.textSize(13);
    const std::string heading = fillText(
        tr("Guided game · step {0} of {1}"),
        {std::to_string(m_run.index() + 1), std::to_string(m_run.tutorial().steps.size())});
    const std::string hint = step->kind == Kind::Note
                                 ? tr("Space, Enter or a click: go on · Esc leaves")
                                 : tr("Esc leaves the guided game");
    std::vector<std::pair<sf::String, int>> lines;  // text, style: 0 heading, 1 body, 2 hint
    lines.emplace_back(toSfString(heading), 0);
    for (const auto& l :
         wrapText(toSfString(translate(m_play.game()->id(), step->text)), t.regular(), body, textW))
        lines.emplace_back(l, 1);
    for (const auto& l : wrapText(toSfString(hint), t.regular(), small, textW))
        lines.emplace_back(l, 2);
    const float bodyStep = std::round(t.regular().getLineSpacing(body) * 1.1f);
    const float smallStep = std::round(t.regular().getLineSpacing(small) * 1.2f);
    float h = 2 * pad;
    for (const auto& [text, style] : lines)
        h += style == 1 ? bodyStep : smallStep;
    h += t.px(6);
    // Above or below on the board, wherever no ring is; else where fewer are.
    const float x = std::round(area.left + (area.width - w) / 2);
    const sf::FloatRect top{x, area.top + t.px(8), w, h};
    const sf::FloatRect bottom{x, area.top + area.height - h - t.px(8), w, h};
    const float r = ringRadius();
    const auto covered = [&](sf::FloatRect box) {
        int n = 0;
        for (const auto p : pointed())
            n += sf::FloatRect(box.left - r, box.top - r, box.width + 2 * r, box.height + 2 * r)
                     .contains(p);
        return n;
    };
    // The pawns count too, less than the rings: the box hides the fewest of them.
    const auto hidden = [&](sf::FloatRect box) {
        int n = 0;
        for (const auto p : m_play.table().piecesOf(allPlayers()))
            n += box.contains(p);
        return n;
    };
    const auto cost = [&](sf::FloatRect box) { return 10 * covered(box) + hidden(box); };
    m_box = cost(top) <= cost(bottom) ? top : bottom;
    float y = m_box.top + pad;
    for (const auto& [text, style] : lines) {
        const bool isBody = style == 1;
        auto shown = makeText(text, style == 0 ? t.bold() : t.regular(), isBody ? body : small,
                              style == 0 ? c.accent
                              : isBody   ? c.text
                                         : c.muted);
        placeText(shown, m_box.left + pad, y);
        m_boxTexts.push_back(shown);
        y += isBody ? bodyStep : smallStep;
        if (style == 0) y += t.px(6);
    }
}

void TutorialScene::handleEvent(const sf::Event& event) {
    if (m_done) return;
    if (m_leave.handleEvent(event) || isKey(event, sf::Keyboard::Escape)) {
        context().log->write("tutorial_left",
                             {{"step", static_cast<std::int64_t>(m_run.index() + 1)}});
        m_done = true;
        return context().stack->pop();
    }
    const auto* step = m_run.step();
    if (!step) return;
    const bool click =
        event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left;
    const sf::Vector2f point(float(event.mouseButton.x), float(event.mouseButton.y));
    const bool onLeave = click && m_leave.rect().contains(point);
    const bool goOn = isKey(event, sf::Keyboard::Space) || isKey(event, sf::Keyboard::Enter);
    if (m_play.busy() && (click || goOn)) return m_play.skipAnimation();
    switch (step->kind) {
        case Kind::Note:
            if ((goOn || (click && !onLeave)) && m_run.offerContinue() == Verdict::Accepted)
                next("continue");
            return;
        case Kind::Find:
            // Without a mouse, Enter shows the cell (it is ringed) and goes on.
            if (isKey(event, sf::Keyboard::Enter)) return next("key");
            if (click && !onLeave) {
                const auto hit = m_play.table().at(point);
                if (m_run.offerCell(hit.cell) == Verdict::Accepted) return next("cell");
                return wrong("cell:" + std::to_string(hit.cell));
            }
            return;
        case Kind::Refused: {
            const auto hit = m_play.table().at(point);
            const Target target = hit.slot >= 0 ? Target{Target::Kind::Slot, hit.slot}
                                                : Target{Target::Kind::Cell, hit.cell};
            // Crossing walls share their middle: a click near the pointed place tries it too.
            const auto near = [&] {
                const auto places = pointed();
                const float r = std::max(context().theme->px(14), ringRadius() * 0.5f);
                return std::any_of(places.begin(), places.end(), [&](sf::Vector2f p) {
                    return std::hypot(p.x - point.x, p.y - point.y) <= r;
                });
            };
            const bool tried = click && !onLeave &&
                               (m_run.offerTarget(state(), target) == Verdict::Accepted || near());
            if (tried || isKey(event, sf::Keyboard::Enter)) {
                // The game's own reason, as a refused move of a real game is told.
                const auto move = m_run.stepMove(state());
                if (!move) return;
                const auto why = state().illegalReason(*move).value_or("");
                context().sounds->play(Cue::Refused);
                m_play.say(
                    fillText(tr("{0} is not possible: {1}"), {state().moveToString(*move), why}),
                    context().theme->colors.accent);
                return next("refused");
            }
            if (click && !onLeave)
                wrong(hit.slot >= 0 ? "slot:" + std::to_string(hit.slot)
                                    : "cell:" + std::to_string(hit.cell));
            return;
        }
        case Kind::Reply:
            return;
        case Kind::Move:
        case Kind::Throw:
            break;
    }
    const bool key = event.type == sf::Event::KeyPressed;
    const auto actions = key ? KeyMap::play().actions(event.key) : std::vector<Action>{};
    const auto onButton = [this](sf::Vector2f p) { return m_leave.rect().contains(p); };
    // The table's own keys and clicks; what they play comes to onMove or onThrow.
    if (m_play.handleInput(event, actions, onButton) == PlayTable::InputUse::Rules) return;
}

void TutorialScene::update(float dt) {
    m_clock += dt;
    m_play.update(dt);
    const bool busy = m_play.busy();
    if (std::exchange(m_wasBusy, busy) && !busy) {
        m_play.actorChanged();
        layoutBox();  // the rings where the pieces landed
    }
    if (busy || m_done) return;
    if (m_run.programActs()) {
        if ((m_replyWait -= dt) > 0) return;
        if (const auto move = m_run.stepMove(state())) m_play.playRemote(*move);
        next("reply");
    }
}

bool TutorialScene::isIdle() const {
    return !m_play.busy() && !m_run.programActs();
}

std::optional<sf::Vector2f> TutorialScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Leave")) return m_leave.center();
    if (equalsIgnoreCase(what, "tutorial-box"))
        return sf::Vector2f(m_box.left + m_box.width / 2, m_box.top + m_box.height / 2);
    if (equalsIgnoreCase(what, "pointed")) {
        const auto points = pointed();
        if (points.empty()) return std::nullopt;
        return points.front();
    }
    return m_play.locate(what);
}

void TutorialScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh back;
    back.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    sf::RenderStates opaque = states;
    opaque.blendMode = sf::BlendNone;
    target.draw(back, opaque);
    target.draw(m_play, states);
    Mesh marks;
    // Rings on what the step points at, pulsing.
    const float pulse = 0.5f + 0.5f * std::sin(m_clock * 4.f);
    const float r = ringRadius();
    for (const auto p : pointed()) {
        marks.ring(p, r * (0.9f + 0.12f * pulse), t.px(4), withAlpha(c.accent, 230));
        marks.ring(p, r * (1.15f + 0.12f * pulse), t.px(2), withAlpha(c.accent, 110));
    }
    if (m_run.step()) {
        marks.raisedRect(m_box, t.px(12), withAlpha(c.panel, 245), t.px(4), sf::Color(0, 0, 0, 60));
        marks.roundedFrame(m_box, t.px(12), t.px(2), withAlpha(c.accent, 200));
    }
    target.draw(marks, states);
    for (const auto& text : m_boxTexts)
        target.draw(text, states);
    target.draw(m_leave, states);
}

}  // namespace plateau::gui
