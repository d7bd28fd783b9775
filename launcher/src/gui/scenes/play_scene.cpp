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
    : Scene(context), m_play(context, std::move(game)), m_controls(*context.theme) {}

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
    const sf::FloatRect sidebar = sidebarArea(*context().theme, size);
    m_controls.setUndoShown(undoAllowed());
    const float above = m_controls.layout(sidebar, m_play.aids());
    m_play.layout(size, sidebar, above - context().theme->px(12));
    m_controls.syncAids(m_play.aids());  // the layout asks the aids anew (a language just chosen)
}

void PlayScene::syncAidBoxes() {
    if (!m_controls.syncAids(m_play.aids())) layout(m_size);
}

void PlayScene::handleEvent(const sf::Event& event) {
    std::size_t aid = 0;
    const auto command = m_controls.handleEvent(event, aid);
    const bool key = event.type == sf::Event::KeyPressed;
    const auto actions = key ? KeyMap::play().actions(event.key) : std::vector<Action>{};
    if (command == PlayControls::Command::Menu) return context().stack->pop();  // kept
    if (command == PlayControls::Command::Save) return m_play.saveNamed();
    if (undoAllowed()) {
        if (command == PlayControls::Command::Undo || has(actions, Action::Undo))
            return jump(false);
        if (command == PlayControls::Command::Redo || has(actions, Action::Redo)) return jump(true);
    }
    if (command == PlayControls::Command::Aid) {
        m_play.toggleAid(static_cast<int>(aid));
        return syncAidBoxes();
    }
    // A game with no aids leaves the key to the rest (any key hurries a walking pawn).
    if (has(actions, Action::Aids) && !m_play.aids().offered().empty()) {
        m_play.toggleAid(-1);
        return syncAidBoxes();
    }
    const auto onButton = [&](sf::Vector2f p) { return m_controls.covers(p); };
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
    if (!m_controls.syncAids(m_play.aids())) layout(m_size);
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
    m_controls.setUndoShown(undoAllowed());
    m_controls.setUndoEnabled(calm && s.canUndo(), calm && s.canRedo());
}

void PlayScene::jump(bool forward) {
    updateButtons();
    using Command = PlayControls::Command;
    if (!m_controls.enabled(forward ? Command::Redo : Command::Undo) ||
        !(forward ? m_play.redo() : m_play.undo()))
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
    if (auto control = m_controls.locate(what, m_play.aids())) return control;
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
    target.draw(back, opaque);
    target.draw(m_play, states);
    target.draw(m_controls, states);
}

}  // namespace plateau::gui
