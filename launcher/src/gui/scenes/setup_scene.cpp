#include "scenes/setup_scene.hpp"
#include "tr.hpp"

#include <algorithm>
#include <chrono>
#include <random>
#include <regex>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/sdk/bot.hpp>
#include <plateau/sdk/game.hpp>
#include <plateau/sdk/random.hpp>

#include "app/clock_choices.hpp"
#include "app/player_stats.hpp"
#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "app/settings.hpp"
#include "app/setup_memory.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/rules_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "widgets/layout.hpp"
#include "widgets/option_field.hpp"
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
    }
    if (auto r = loadRememberedSetup(rememberedSetupFile(context.settingsFile, m_game->id()))) {
        m_model.recall(*r);
        // The clock chosen last, if it is still one of those offered.
        const auto clocks = clockChoices();
        for (std::size_t i = 0; i < clocks.size(); ++i)
            if (clocks[i].control.toString() == r->clock) m_clockIndex = static_cast<int>(i);
    }
    for (const auto& color : m_model.palette())
        m_palette.push_back(toSfColor(color));
    m_dirty = true;
    context.log->write("scene", {{"name", std::string("setup")}, {"game", m_game->id()}});
}

void SetupScene::remember() const {
    const auto file = rememberedSetupFile(context().settingsFile, m_game->id());
    auto remembered = m_model.remembered();
    const auto clocks = clockChoices();
    if (m_clockIndex >= 0 && m_clockIndex < static_cast<int>(clocks.size()))
        remembered.clock = clocks[static_cast<std::size_t>(m_clockIndex)].control.toString();
    if (auto problem = saveRememberedSetup(remembered, file))
        context().log->write("setup_not_remembered", {{"reason", *problem}});
}

void SetupScene::rebuild() {
    const Theme& t = *context().theme;
    const auto& variants = m_game->variants();
    std::vector<sf::String> names;
    for (const auto& v : variants)
        names.push_back(toSfString(trGame(m_game->id(), v.name)));
    m_variantBox = std::make_unique<ChoiceBox>(t, names, m_model.variantIndex());
    const auto& v = m_model.variant();
    m_countBox = std::make_unique<Spinner>(t, m_model.playerCount(), v.minPlayers, v.maxPlayers, 1);
    if (!v.playerCounts.empty())
        m_countBox->setAllowed({v.playerCounts.begin(), v.playerCounts.end()});
    // TRANSLATORS: after the number of players, with its space: "4 players".
    m_countBox->setSuffix(toSfString(tr(" players")));
    m_countBox->setEnabled(v.minPlayers != v.maxPlayers);
    m_optionRows.clear();
    for (const auto& spec : v.options) {
        const auto& all = m_model.options().all();
        const auto it = all.find(spec.key);
        m_optionRows.push_back(OptionField::make(
            t, spec, it != all.end() ? it->second : spec.defaultValue, m_game->id()));
    }
    m_clockBox.reset();
    if (!m_onStart) {
        std::vector<sf::String> clocks;
        for (const auto& choice : clockChoices())
            clocks.push_back(toSfString(choice.label));
        m_clockBox = std::make_unique<ChoiceBox>(t, clocks, m_clockIndex);
    }
    m_seats.rebuild(m_model, m_palette);
    // Keyboard order: down the left column, then the players, then the buttons.
    m_group.clear();
    m_group.add(*m_variantBox, "variant");
    for (auto& row : m_optionRows)
        m_group.add(row->widget(), "option:" + row->spec().key);
    m_group.add(*m_countBox, "players");
    m_seats.addTo(m_group);
    if (m_clockBox) m_group.add(*m_clockBox, "clock");
    if (m_online) m_online->addTo(m_group);
    m_group.add(m_start, "Start");
    m_group.add(m_rules, "Rules");
    m_group.add(m_back, "Back");
    m_dirty = false;
    check();
}

void SetupScene::readWidgets() {
    if (m_clockBox) m_clockIndex = m_clockBox->index();
    for (const auto& field : m_optionRows)
        m_model.setOption(field->spec().key, field->value());
    m_seats.readInto(m_model);
}

void SetupScene::layout(sf::Vector2f size) {
    if (m_dirty || !m_variantBox) rebuild();
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
    const float rowH = t.px(42);
    auto header = [&](const sf::String& text, float x, float y) {
        auto h = makeText(text, t.bold(), t.textSize(15), c.accent);
        placeText(h, x, y);
        m_texts.push_back(h);
    };

    // Left: variant and options.
    float x = m_leftPanel.left + pad, y = top + pad;
    const float innerW = colW - 2 * pad;
    header(toSfString(tr("VARIANT")), x, y);
    y += t.px(28);
    m_variantBox->setRect({x, y, innerW, rowH});
    y += rowH + t.px(10);
    const auto& v = m_model.variant();
    const unsigned descSize = t.textSize(14);
    const float lineH = static_cast<float>(descSize) * 1.35f;
    const auto descLines =
        wrapText(toSfString(trGame(m_game->id(), v.description)), t.regular(), descSize, innerW);
    for (std::size_t i = 0; i < descLines.size() && i < 3; ++i) {
        auto d = makeText(descLines[i], t.regular(), descSize, c.muted);
        placeText(d, x, y);
        m_texts.push_back(d);
        y += lineH;
    }
    y += t.px(14);
    if (!m_optionRows.empty()) header(toSfString(tr("OPTIONS")), x, y);
    y += t.px(28);
    y = placeOptionFields(m_texts, t, m_optionRows, m_game->id(), x, y, innerW,
                          m_leftPanel.top + m_leftPanel.height - pad);
    const float leftEnd = y + t.px(8);

    // Right: players and who starts.
    x = m_rightPanel.left + pad;
    y = top + pad;
    header(toSfString(tr("PLAYERS")), x, y);
    m_countBox->setRect({x + innerW - t.px(190), y - t.px(8), t.px(190), t.px(36)});
    y += t.px(40);
    // Online, the table's terms need room in one column: under the options if they fit
    // there, else under the players, whose rows then take less height.
    const float leftBottom = m_leftPanel.top + m_leftPanel.height - t.px(14);
    const bool onlineLeft = m_online && leftBottom - leftEnd >= m_online->height();
    const float seatsHeight =
        m_rightPanel.height - t.px(150) - (m_online && !onlineLeft ? m_online->height() : 0.f) -
        (m_clockBox ? t.px(50) + rowH : 0.f);
    y = m_seats.placeRows(x, y, innerW, seatsHeight, m_model);
    y += t.px(14);
    header(toSfString(tr("WHO STARTS")), x, y);
    y += t.px(28);
    m_seats.placeFirst({x, y, innerW, rowH});
    y += rowH + t.px(22);
    if (m_clockBox) {
        header(toSfString(tr("CLOCK")), x, y);
        y += t.px(28);
        m_clockBox->setRect({x, y, innerW, rowH});
        y += rowH + t.px(22);
    }
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
    if (m_variantBox->handleEvent(event)) {
        readWidgets();
        m_model.selectVariant(m_variantBox->index());
        m_dirty = true;
        changed = true;
    }
    if (m_countBox->handleEvent(event)) {
        readWidgets();
        m_model.setPlayerCount(static_cast<int>(m_countBox->value()));
        m_dirty = true;
        changed = true;
    }
    if (!changed) {
        bool options = false;
        for (auto& row : m_optionRows)
            options |= row->widget().handleEvent(event);
        if (m_clockBox && m_clockBox->handleEvent(event)) {
            m_clockIndex = m_clockBox->index();
            context().log->write("setup_clock", {{"index", std::int64_t{m_clockIndex}}});
            changed = true;
        }
        if (m_online) options |= m_online->handleEvent(event);
        const auto seats = m_seats.handleEvent(event, *context().log);
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
    const auto clocks = clockChoices();
    const auto clock = m_clockIndex >= 0 && m_clockIndex < static_cast<int>(clocks.size())
                           ? clocks[static_cast<std::size_t>(m_clockIndex)].control
                           : session::TimeControl{};
    auto play = PlayScene::create(context(), m_game, *setup, clock);
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
    if (equalsIgnoreCase(what, "variant")) {
        const auto r = m_variantBox->rect();
        return sf::Vector2f(r.left + r.width - r.height / 2, r.top + r.height / 2);
    }
    auto rightEnd = [](const Widget& w) {
        const auto r = w.rect();
        return sf::Vector2f(r.left + r.width - r.height / 2, r.top + r.height / 2);
    };
    auto leftEnd = [](const Widget& w) {
        const auto r = w.rect();
        return sf::Vector2f(r.left + r.height / 2, r.top + r.height / 2);
    };
    if (equalsIgnoreCase(what, "players+")) return rightEnd(*m_countBox);
    if (equalsIgnoreCase(what, "players-")) return leftEnd(*m_countBox);
    if (auto seat = m_seats.locate(what)) return seat;
    if (m_online)
        if (auto term = m_online->locate(what)) return term;
    if (what.substr(0, 7) == "option:") {
        for (const auto& row : m_optionRows)
            if (row->spec().key == what.substr(7)) {
                return row->spec().type == OptionType::Bool ? leftEnd(row->widget())
                                                            : rightEnd(row->widget());
            }
    }
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
    target.draw(mesh.vertices(), states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(*m_variantBox, states);
    for (const auto& row : m_optionRows)
        target.draw(row->widget(), states);
    if (m_clockBox) target.draw(*m_clockBox, states);
    target.draw(*m_countBox, states);
    target.draw(m_seats, states);
    if (m_online) target.draw(*m_online, states);
    target.draw(m_back, states);
    target.draw(m_rules, states);
    target.draw(m_start, states);
    target.draw(m_group, states);
}

}  // namespace plateau::gui
