#include "scenes/setup_scene.hpp"

#include <chrono>
#include <random>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/sdk/game.hpp>

#include "app/event_log.hpp"
#include "app/player_stats.hpp"
#include "app/script_input.hpp"
#include "app/settings.hpp"
#include "app/setup_memory.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/rules_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/layout.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

std::uint64_t freshSeed() {
    std::random_device device;
    const auto now = std::chrono::high_resolution_clock::now().time_since_epoch().count();
    return (std::uint64_t{device()} << 32) ^ device() ^ static_cast<std::uint64_t>(now);
}

}  // namespace

std::string SetupScene::inWords(std::string reason, const VariantInfo& variant,
                                std::string_view domain) {
    return SetupModel::inWords(std::move(reason), variant, domain);
}

SetupScene::SetupScene(Context& context, std::shared_ptr<const Game> game, StartHook onStart)
    : Scene(context),
      m_game(std::move(game)),
      m_onStart(std::move(onStart)),
      m_model(m_game, SetupModel::paletteFor(*m_game)),
      m_variantRows(*context.theme, m_game->id()),
      m_seats(*context.theme),
      m_back(*context.theme, toSfString(tr("Back")), Button::Style::Ghost),
      m_rules(*context.theme, toSfString(tr("Rules")), Button::Style::Ghost),
      m_start(*context.theme, toSfString(m_onStart ? tr("Open the table") : tr("Start game")),
              Button::Style::Primary),
      m_group(*context.theme),
      m_stats(context, m_game) {
    m_seats.setRatings(botRatings(*context.host));
    if (m_onStart) {
        m_online = std::make_unique<OnlineTermsRows>(*context.theme);
        m_seats.setOnline(true);
    } else {
        m_clock = std::make_unique<ClockRow>(*context.theme);  // a game at this screen only
    }
    if (auto r = loadRememberedSetup(rememberedSetupFile(context.settingsFile, m_game->id()))) {
        m_model.recall(*r);
        if (m_clock) m_clock->recall(r->clock);
    }
    for (const auto& color : m_model.palette())
        m_palette.push_back(toSfColor(color));
    m_dirty = true;
    context.log->write("scene", {{"name", std::string("setup")}, {"game", m_game->id()}});
}

void SetupScene::remember() const {
    const auto file = rememberedSetupFile(context().settingsFile, m_game->id());
    auto remembered = m_model.remembered();
    if (m_clock) remembered.clock = m_clock->remembered();
    if (auto problem = saveRememberedSetup(remembered, file))
        context().log->write("setup_not_remembered", {{"reason", *problem}});
}

void SetupScene::rebuild() {
    m_variantRows.rebuild(m_model);
    if (m_clock) m_clock->rebuild();
    m_seats.rebuild(m_model, m_palette);
    // Keyboard order: down the left column, then the players, then the buttons.
    m_group.clear();
    m_variantRows.addTo(m_group);
    m_seats.addTo(m_group);
    if (m_clock) m_clock->addTo(m_group);
    if (m_online) m_online->addTo(m_group);
    m_group.add(m_start, "Start");
    m_group.add(m_rules, "Rules");
    m_group.add(m_back, "Back");
    m_dirty = false;
    check();
}

void SetupScene::readWidgets() {
    m_variantRows.readInto(m_model);
    m_seats.readInto(m_model);
}

void SetupScene::layout(sf::Vector2f size) {
    if (m_dirty) rebuild();
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_texts.clear();
    const float margin = t.px(56);
    auto title = makeText(toSfString(gameName(*m_game)), t.bold(), t.textSize(34), c.text);
    placeText(title, margin, t.px(30));
    m_texts.push_back(title);
    auto sub = makeText(toSfString(m_onStart ? tr("New table online: seats left as humans wait "
                                                  "for players")
                                             : tr("New game")),
                        t.regular(), t.textSize(17), c.muted);
    placeText(sub, margin, t.px(78));
    m_texts.push_back(sub);

    const float top = t.px(122);
    const float gap = t.px(28);
    const float bottom = size.y - t.px(100);
    const auto columns = splitRow({margin, top, size.x - 2 * margin, bottom - top}, 2, gap);
    const float colW = columns[0].width;
    m_leftPanel = columns[0];
    m_rightPanel = columns[1];
    const float pad = t.px(22);

    // Left: variant and options.
    float x = m_leftPanel.left + pad, y = top + pad;
    const float innerW = colW - 2 * pad;
    y = m_variantRows.place(m_texts, x, y, innerW, m_leftPanel.top + m_leftPanel.height - pad);
    const float leftEnd = y + t.px(8);

    // Right: players and who starts.
    x = m_rightPanel.left + pad;
    // Online, the table's terms need room in one column: under the options if they fit
    // there, else under the players, whose rows then take less height.
    const float leftBottom = m_leftPanel.top + m_leftPanel.height - t.px(14);
    const bool onlineLeft = m_online && leftBottom - leftEnd >= m_online->height();
    const float seatsHeight = m_rightPanel.height - t.px(150) -
                              (m_online && !onlineLeft ? m_online->height() : 0.f) -
                              (m_clock ? m_clock->height() : 0.f);
    y = m_seats.place(m_texts, x, top + pad, innerW, seatsHeight);
    if (m_clock) y = m_clock->place(m_texts, x, y, innerW);
    // The statistics go under the players, or under the options when they do not fit
    // there and more room is left under the options (many players, few options).
    const float rightBottom = m_rightPanel.top + m_rightPanel.height - t.px(14);
    if (m_online) {
        // Online, the table's terms instead of the statistics (they are about bots here):
        // under the players when they fit there, else under the options.
        if (rightBottom - y >= m_online->height() || !onlineLeft)
            m_online->place(m_texts, x, y, innerW);
        else
            m_online->place(m_texts, m_leftPanel.left + pad, leftEnd, innerW);
    } else if (rightBottom - y >= m_stats.height(innerW) || rightBottom - y >= leftBottom - leftEnd)
        m_stats.place(m_texts, x, y, innerW, rightBottom);
    else
        m_stats.place(m_texts, m_leftPanel.left + pad, leftEnd, innerW, leftBottom);

    const float bh = t.px(48);
    const float by = size.y - t.px(76);
    // As wide as their labels need ("Spelregels", "Начать партию"), never narrower than before.
    const float backW = std::max(t.px(130), m_back.naturalWidth());
    const float rulesW = std::max(t.px(130), m_rules.naturalWidth());
    const float startW = std::max(t.px(220), m_start.naturalWidth());
    m_back.setRect({margin, by, backW, bh});
    m_rules.setRect({margin + backW + t.px(12), by, rulesW, bh});
    m_start.setRect({size.x - margin - startW, by, startW, bh});
    int cut = 0;
    for (const auto* b : {&m_back, &m_rules, &m_start})
        cut += b->fits() ? 0 : 1;
    context().log->write("setup_layout", {{"width", static_cast<std::int64_t>(size.x)},
                                          {"cut_labels", std::int64_t{cut}},
                                          {"name_width", std::int64_t(m_seats.nameWidth())}});
    // A problem in words between the buttons, wrapped on two lines at most.
    const std::string problem = !m_note.empty() ? m_note : m_error;
    const float left = m_rules.rect().left + m_rules.rect().width + t.px(16);
    placeCentredLines(m_texts, t, problem, {left, by, m_start.rect().left - t.px(16) - left, bh}, 2,
                      c.danger);
}

void SetupScene::handleEvent(const sf::Event& event) {
    const bool key = event.type == sf::Event::KeyPressed;
    if (key && event.key.code == sf::Keyboard::F1) return openRules();
    // Escape first leaves a name being typed (the group does that), then the screen.
    if (m_group.handleNavigation(event)) {
        if (event.type == sf::Event::KeyPressed) layout(m_size);  // the ring moved
        return;
    }
    if (key && event.key.code == sf::Keyboard::Escape) {
        context().stack->pop();
        return;
    }
    if (m_back.handleEvent(event)) {
        context().stack->pop();
        return;
    }
    if (m_rules.handleEvent(event)) return openRules();
    if (m_start.handleEvent(event)) {
        readWidgets();
        start();
        return;
    }
    bool changed = false;
    const auto variantRows = m_variantRows.handleEvent(event);
    const bool variant = variantRows == VariantRows::Changed::Variant;
    const auto seats = variant ? SeatRows::Changed{} : m_seats.handleEvent(event, *context().log);
    if (variant || seats.count > 0) {
        // What the widgets hold first: the rows are made again for the new variant or count.
        readWidgets();
        if (variant) m_model.selectVariant(m_variantRows.chosenVariant());
        if (seats.count > 0) m_model.setPlayerCount(seats.count);
        m_dirty = true;
        changed = true;
    } else {
        bool options = variantRows == VariantRows::Changed::Option;
        if (m_clock && m_clock->handleEvent(event)) {
            context().log->write("setup_clock", {{"index", std::int64_t{m_clock->index()}}});
            changed = true;
        }
        if (m_online) options |= m_online->handleEvent(event);
        const bool namesOrColors = seats.namesOrColors;
        const std::string& note = seats.note;
        readWidgets();
        if (namesOrColors) m_seats.refreshFirst(m_model, m_palette);
        if (options || namesOrColors || note != m_note) {
            m_note = note;
            check();
            changed = true;
        }
        // Enter starts the game unless the focused control takes it (a button, a box,
        // a name: Enter there goes on to the next field).
        if (key && event.key.code == sf::Keyboard::Enter && !m_group.focusedUsesEnter()) start();
    }
    if (changed) layout(m_size);
}

void SetupScene::check() {
    m_error = m_model.problem();
    m_start.setEnabled(m_error.empty());
}

void SetupScene::openRules() {
    readWidgets();
    context().stack->push(std::make_unique<RulesScene>(context(), m_game, m_model.variant().id));
}

void SetupScene::start() {
    auto setup = m_model.checked(freshSeed());
    m_start.setEnabled(setup.ok());
    if (!setup) {
        m_error = setup.error().reason;
        context().log->write("setup_error", {{"reason", m_error}});
        layout(m_size);
        return;
    }
    if (m_onStart) {
        OnlineTerms terms = m_online->terms();
        terms.invites = m_seats.invites();
        if (auto ok = m_onStart(*setup, terms); !ok) {
            m_error = inWords(ok.error().reason, m_model.variant(), m_game->id());
            context().log->write("setup_error", {{"reason", m_error}});
            layout(m_size);
            return;
        }
        m_error.clear();
        remember();
        context().stack->pop();
        return;
    }
    auto play = PlayScene::create(context(), m_game, *setup, m_clock->chosen());
    if (!play) {
        m_error = inWords(play.error().reason, m_model.variant(), m_game->id());
        context().log->write("setup_error", {{"reason", m_error}});
        layout(m_size);
        return;
    }
    m_error.clear();
    std::vector<std::int64_t> colors;
    std::string controllers;
    for (int i = 0; i < m_model.playerCount(); ++i) {
        colors.push_back(m_model.seats()[static_cast<std::size_t>(i)].color);
        controllers += (i ? "," : "") + setup->players[static_cast<std::size_t>(i)].controller;
    }
    context().log->write("setup_start", {{"game", m_game->id()},
                                         {"variant", setup->variant},
                                         {"colors", colors},
                                         {"controllers", controllers}});
    remember();
    context().stack->pop();
    context().stack->push(std::move(*play));
}

float SetupScene::idleFrameRate() const {
    return m_group.editingText() ? 10 : 0;
}

std::string SetupScene::title() const {
    return fillText(tr("New game · {0}"), {gameName(*m_game)});
}

void SetupScene::update(float dt) {
    m_seats.update(dt);
    if (m_online) m_online->update(dt);
    if (m_dirty) layout(m_size);
    if (m_online) return;  // no statistics online
    m_statsRedraw = m_stats.update(dt, m_model.setup(), m_error.empty());
    if (m_statsRedraw) layout(m_size);
}

bool SetupScene::isIdle() const {
    return !m_stats.busy() && !m_statsRedraw;
}

std::optional<sf::Vector2f> SetupScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Start") || equalsIgnoreCase(what, "Start game"))
        return m_start.center();
    if (equalsIgnoreCase(what, "Back")) return m_back.center();
    if (equalsIgnoreCase(what, "Rules")) return m_rules.center();
    if (auto row = m_variantRows.locate(what)) return row;
    if (auto seat = m_seats.locate(what)) return seat;
    if (m_online)
        if (auto term = m_online->locate(what)) return term;
    return m_group.locate(what);
}

void SetupScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    mesh.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    for (const auto& panel : {m_leftPanel, m_rightPanel}) {
        mesh.raisedRect(panel, t.px(16), c.panel, t.px(4));
    }
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(m_variantRows, states);
    if (m_clock) target.draw(*m_clock, states);
    target.draw(m_seats, states);
    if (m_online) target.draw(*m_online, states);
    target.draw(m_back, states);
    target.draw(m_rules, states);
    target.draw(m_start, states);
    target.draw(m_group, states);
}

}  // namespace plateau::gui
