#include "scenes/play_scene.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/host/save_file.hpp>
#include <plateau/sdk/game.hpp>

#include "app/script_input.hpp"
#include "app/settings.hpp"
#include "scenes/hand_over_scene.hpp"
#include "scenes/pause_scene.hpp"
#include "scenes/result_scene.hpp"
#include "scenes/rules_scene.hpp"
#include "scenes/save_name_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/layout.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

bool has(const std::vector<Action>& actions, Action a) {
    return std::find(actions.begin(), actions.end(), a) != actions.end();
}

session::SessionOptions sessionOptions(Context& context, const Game& game) {
    session::SessionOptions options;
    options.autosave = true;
    options.historyLimit = context.settings->historyLimit;
    options.plugin = context.host->findPlugin(game.id());
    return options;
}

}  // namespace

Expected<std::unique_ptr<PlayScene>> PlayScene::create(Context& context,
                                                       std::shared_ptr<const Game> game,
                                                       Setup setup, session::TimeControl clock) {
    auto options = sessionOptions(context, *game);
    options.timeControl = clock;
    // A scripted run's clocks count its frames.
    if (clock.active() && context.clock) options.clock = context.clock;
    auto session = session::GameSession::start(std::move(game), std::move(setup), options);
    if (!session) return session.error();
    return std::unique_ptr<PlayScene>(new PlayScene(context, std::move(*session)));
}

Expected<std::unique_ptr<PlayScene>> PlayScene::resume(Context& context, StatePtr state,
                                                       std::vector<std::string> warnings,
                                                       const std::filesystem::path& file,
                                                       const SaveFile* clocks) {
    auto options = sessionOptions(context, state->game());
    if (clocks && !clocks->clock.empty()) {
        const auto control = session::TimeControl::parse(clocks->clock);
        if (!control)
            return Error(
                fillText(tr("the save's clock '{0}' is not a time control"), {clocks->clock}));
        options.timeControl = *control;
        options.clocksLeft = clocks->clocksMs;
        options.flagFallen = clocks->flagFallen;
        if (context.clock) options.clock = context.clock;
    }
    auto session = session::GameSession::resume(std::move(state), std::move(options), file);
    if (!session) return session.error();
    std::unique_ptr<PlayScene> scene(new PlayScene(context, std::move(*session)));
    scene->m_play.resumed(warnings);
    return scene;
}

Expected<std::unique_ptr<PlayScene>> PlayScene::resumeFile(Context& context,
                                                           const std::filesystem::path& file) {
    auto resumed = resumeFromFile(file, *context.host);
    if (!resumed) return resumed.error();
    std::vector<std::string> warnings;
    for (const auto& w : resumed->warnings)
        warnings.push_back(w.text);
    return resume(context, std::move(resumed->state), std::move(warnings), file, &resumed->save);
}

PlayScene::PlayScene(Context& context, StatePtr state)
    : PlayScene(context, session::GameSession::open(std::move(state))) {}

PlayScene::PlayScene(Context& context, std::unique_ptr<session::GameSession> game)
    : Scene(context),
      m_play(context, std::move(game)),
      m_menu(*context.theme, toSfString(tr("Menu")), Button::Style::Ghost),
      m_undo(*context.theme, toSfString(tr("Undo")), Button::Style::Normal),
      m_redo(*context.theme, toSfString(tr("Redo")), Button::Style::Normal),
      m_save(*context.theme, toSfString(tr("Save")), Button::Style::Normal) {}

std::string PlayScene::title() const {
    return gameName(*m_play.game());  // the window: "Plateau — <game>"
}

bool PlayScene::isIdle() const {
    // A rebuilt plugin not yet reloaded keeps the frames (and a script's wait-idle) going.
    if (m_play.busy() || !m_pending.empty() || !m_play.pluginSettled()) return false;
    if (m_play.session().over()) return m_resultShown;
    return m_play.session().humanToAct();
}

void PlayScene::layout(sf::Vector2f size) {
    m_size = size;
    m_menu.setLabel(toSfString(tr("Menu")));
    m_undo.setLabel(toSfString(tr("Undo")));
    m_redo.setLabel(toSfString(tr("Redo")));
    m_save.setLabel(toSfString(tr("Save")));
    const Theme& t = *context().theme;
    const float margin = t.px(18);
    const float sideW = std::max(t.px(340), std::min(size.x * 0.3f, t.px(400)));
    const sf::FloatRect sidebar{size.x - sideW - margin, margin, sideW, size.y - 2 * margin};
    // Undo, Redo and Save in a row over Menu when their labels fit; longer words
    // ("Enregistrer", "Сохранить") get two rows, Save beside Menu, rather than being cut.
    const float left = sidebar.left + t.px(18), rowW = sidebar.width - t.px(36), gap = t.px(8);
    const sf::FloatRect menuRow{left, sidebar.top + sidebar.height - t.px(58), rowW, t.px(42)};
    const sf::FloatRect row{left, menuRow.top - t.px(50), rowW, t.px(40)};
    const auto three = splitRow(row, 3, gap);
    const bool fit = labelFits(t, m_undo, three[0].width, 14) &&
                     labelFits(t, m_redo, three[1].width, 14) &&
                     labelFits(t, m_save, three[2].width, 14);
    const auto two = splitRow(row, 2, gap), bottom = splitRow(menuRow, 2, gap);
    m_undo.setRect(fit ? three[0] : two[0]);
    m_redo.setRect(fit ? three[1] : two[1]);
    m_save.setRect(fit ? three[2] : bottom[0]);
    m_menu.setRect(fit ? menuRow : bottom[1]);
    fitLabels(t, {&m_undo, &m_redo, &m_save}, 15, 12);
    // The board aids' boxes above the buttons, one a row, the log above them.
    float above = std::min(m_undo.rect().top, m_save.rect().top);
    const auto& aids = m_play.aids().offered();
    m_aidBoxes.clear();
    for (std::size_t i = aids.size(); i-- > 0;) {
        auto box = std::make_unique<Checkbox>(t, toSfString(aids[i].label), m_play.aids().shown(i));
        box->setRect({left, above - t.px(38), rowW, t.px(32)});
        above = box->rect().top;
        m_aidBoxes.insert(m_aidBoxes.begin(), std::move(box));
    }
    m_play.layout(size, sidebar, above - t.px(12));
    // The labels again: the layout asks the aids anew in a language just chosen.
    for (std::size_t i = 0; i < aids.size() && i < m_aidBoxes.size(); ++i)
        m_aidBoxes[i]->setLabel(toSfString(aids[i].label));
}

void PlayScene::syncAidBoxes() {
    const auto& aids = m_play.aids();
    if (aids.offered().size() != m_aidBoxes.size()) return layout(m_size);
    for (std::size_t i = 0; i < m_aidBoxes.size(); ++i)
        m_aidBoxes[i]->setValue(aids.shown(i));
}

void PlayScene::handleEvent(const sf::Event& event) {
    if (m_menu.handleEvent(event)) return context().stack->pop();  // the session keeps it
    if (m_save.handleEvent(event)) return m_play.saveNamed();
    const bool key = event.type == sf::Event::KeyPressed;
    const auto actions = key ? KeyMap::play().actions(event.key) : std::vector<Action>{};
    if (undoAllowed()) {
        if (m_undo.handleEvent(event) || has(actions, Action::Undo)) return jump(false);
        if (m_redo.handleEvent(event) || has(actions, Action::Redo)) return jump(true);
    }
    for (std::size_t i = 0; i < m_aidBoxes.size(); ++i) {
        if (!m_aidBoxes[i]->handleEvent(event)) continue;
        m_play.toggleAid(static_cast<int>(i));
        return syncAidBoxes();
    }
    // A game with no aids leaves the key to the rest (any key hurries a walking pawn).
    if (has(actions, Action::Aids) && !m_play.aids().offered().empty()) {
        m_play.toggleAid(-1);
        return syncAidBoxes();
    }
    const auto onButton = [&](sf::Vector2f p) {
        for (const Button* b : {&m_menu, &m_undo, &m_redo, &m_save})
            if (b->rect().contains(p)) return true;
        return false;
    };
    switch (m_play.handleInput(event, actions, onButton)) {
        case PlayTable::InputUse::Pause:
            return openPause();
        case PlayTable::InputUse::Rules:
            return openRules();
        case PlayTable::InputUse::Hold:
            return holdInput(event, actions);
        case PlayTable::InputUse::Used:
        case PlayTable::InputUse::Unused:
            return;
    }
}

void PlayScene::holdInput(const sf::Event& event, const std::vector<Action>& actions) {
    // Not lost: kept for when the pieces have landed, and the animation hurries there.
    const bool click =
        event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left;
    if ((click || std::any_of(actions.begin(), actions.end(), isBoardAction)) &&
        m_pending.size() < 8) {
        m_pending.push_back(event);
        m_play.skipAnimation();
        m_play.log().inputQueued(m_pending.size());
    } else if (event.type == sf::Event::KeyPressed) {
        // Any other key only hurries the pieces to where they land.
        m_play.skipAnimation();
        m_play.log().animationSkipped();
    }
}

void PlayScene::update(float dt) {
    if (m_play.update(dt)) m_pending.clear();
    if (m_play.checkClock()) m_pending.clear();  // a flag fell: the game is over
    updateButtons();
    if (m_play.aids().offered().size() != m_aidBoxes.size()) syncAidBoxes();
    if (m_play.busy()) {
        m_wasBusy = true;
        return;
    }
    if (std::exchange(m_wasBusy, false)) m_play.log().landed();
    // Several people at one screen, secrets: the board is hidden until the next has it.
    if (const int seat = m_play.handOverDue(); seat >= 0) {
        if (m_handOverSeat == seat) return;  // asked already (the push takes effect later)
        m_handOverSeat = seat;
        m_pending.clear();
        const auto moves = static_cast<long long>(state().history().size());
        const std::string where =
            gameName(*m_play.game()) + " \u00b7 " +
            fillText(trn("{0} move played", "{0} moves played", moves), {std::to_string(moves)});
        context().stack->push(std::make_unique<HandOverScene>(
            context(), seat, state().playerName(seat), where, toSfColor(state().playerColor(seat)),
            [this, seat] {
                m_handOverSeat = -1;
                m_play.handedOver(seat);
            }));
        return;
    }
    if (!m_pending.empty()) {
        // Input given during the animation, now that it has landed; dropped when it is
        // no longer a person's turn (a bot's, or the game over).
        const sf::Event event = m_pending.front();
        m_pending.pop_front();
        if (m_play.session().humanToAct()) handleEvent(event);
        return;
    }
    if (m_play.session().over()) {
        if (!m_resultShown && (m_endDelay += dt) > 0.6f) {
            m_resultShown = true;
            updateButtons();
            context().stack->push(std::make_unique<ResultScene>(context(), m_play.result()));
        }
        return;
    }
    if (!m_play.session().humanToAct()) m_play.sessionActs(dt);
}

bool PlayScene::undoAllowed() const {
    return context().settings->allowUndo;
}

void PlayScene::updateButtons() {
    // Only while a person may act: a bot thinking or a piece moving would act on a
    // position that is no longer there.
    const auto& s = m_play.session();
    const bool calm = !m_play.busy() && (s.humanToAct() || s.over()) && !m_resultShown;
    m_undo.setEnabled(calm && s.canUndo());
    m_redo.setEnabled(calm && s.canRedo());
}

void PlayScene::jump(bool forward) {
    updateButtons();
    if (!(forward ? m_redo : m_undo).enabled() || !(forward ? m_play.redo() : m_play.undo()))
        return;
    m_pending.clear();
    m_endDelay = 0;
    updateButtons();
}

void PlayScene::openPause() {
    m_pending.clear();
    PauseScene::Actions actions;
    // Save as asks the name first (the Save button keeps the quick save).
    actions.saveAs = [this] {
        context().stack->push(std::make_unique<SaveNameScene>(
            context(), gameName(*m_play.game()),
            [this](const std::string& name) { m_play.saveNamed(name); }));
    };
    actions.rules = [this] { openRules(); };
    actions.savedWhere = [this] {
        const auto& s = m_play.session();
        return s.autosaving()
                   // The file's name meant nothing to a player (issue 31, 9): where to
                   // find the game again does.
                   ? tr("Saved at every move: Continue in the menu takes it up again")
                   : tr("This position is not saved");
    };
    context().stack->push(std::make_unique<PauseScene>(context(), std::move(actions)));
}

void PlayScene::openRules() {
    // The rules of the variant being played; the game waits below (only the top scene runs).
    context().stack->push(
        std::make_unique<RulesScene>(context(), m_play.game(), state().setup().variant));
}

std::optional<sf::Vector2f> PlayScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Menu")) return m_menu.center();
    if (equalsIgnoreCase(what, "Save")) return m_save.center();
    if (undoAllowed() && equalsIgnoreCase(what, "Undo")) return m_undo.center();
    if (undoAllowed() && equalsIgnoreCase(what, "Redo")) return m_redo.center();
    // "aid:paths": the box of a board aid, by the aid's id.
    const auto& aids = m_play.aids().offered();
    for (std::size_t i = 0; i < aids.size() && i < m_aidBoxes.size(); ++i)
        if (equalsIgnoreCase(what, "aid:" + aids[i].id)) return m_aidBoxes[i]->center();
    return m_play.locate(what);
}

void PlayScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const auto& c = context().theme->colors;
    Mesh back;
    back.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    // Opaque: written without blending, which spares the software renderer reading the
    // whole window back every frame.
    sf::RenderStates opaque = states;
    opaque.blendMode = sf::BlendNone;
    target.draw(back.vertices(), opaque);
    target.draw(m_play, states);
    for (const Button* b : {&m_menu, &m_save, &m_undo, &m_redo})
        if (undoAllowed() || (b != &m_undo && b != &m_redo)) target.draw(*b, states);
    for (const auto& box : m_aidBoxes)
        target.draw(*box, states);
}

}  // namespace plateau::gui
