#include "scenes/setup_scene.hpp"

#include <algorithm>
#include <chrono>
#include <random>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/bot.hpp>
#include <plateau/game.hpp>
#include <plateau/random.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

// The first choice of "Who starts": the variant's own rule (a roll-off, a draw).
const char* const kByTheRules = "As the rules say";

const char* const kNames[] = {"Anna", "Bram", "Chloé", "Daan", "Eva", "Femke", "Gijs", "Hugo"};

std::uint64_t freshSeed() {
    std::random_device device;
    const auto now = std::chrono::high_resolution_clock::now().time_since_epoch().count();
    return (std::uint64_t{device()} << 32) ^ device() ^ static_cast<std::uint64_t>(now);
}

}  // namespace

std::string SetupScene::controllerLabel(const std::string& controller) {
    if (controller == "human") return "Human";
    if (controller.rfind("bot:", 0) != 0) return controller;
    std::string rest = controller.substr(4);
    std::string level;
    if (const auto colon = rest.find(':'); colon != std::string::npos) {
        level = rest.substr(colon + 1);
        rest = rest.substr(0, colon);
    }
    std::string name = rest == "mcts" ? "MCTS" : rest;
    if (!name.empty() && rest != "mcts") name[0] = static_cast<char>(std::toupper(name[0]));
    return name + " bot" + (level.empty() ? "" : " · " + level);
}

SetupScene::SetupScene(Context& context, std::shared_ptr<const Game> game)
    : Scene(context),
      m_game(std::move(game)),
      m_back(*context.theme, "Back", Button::Style::Ghost),
      m_start(*context.theme, "Start game", Button::Style::Primary) {
    m_controllers.push_back("human");
    // The bots this build offers; the standard three levels of MCTS if it lists none.
    auto bots = botControllers(*m_game);
    if (bots.empty()) bots = {"bot:random", "bot:mcts:easy", "bot:mcts:medium", "bot:mcts:hard"};
    m_controllers.insert(m_controllers.end(), bots.begin(), bots.end());
    for (const auto& color : m_game->defaultColors())
        m_palette.push_back(toSfColor(color));
    if (m_palette.empty()) m_palette.push_back(context.theme->colors.accent);
    for (int i = 0; i < 8; ++i) {
        PlayerModel p;
        p.name = toSfString(kNames[i]);
        p.color = i % static_cast<int>(m_palette.size());
        m_players.push_back(p);
    }
    selectVariant(0);
    context.log->write("scene", {{"name", std::string("setup")}, {"game", m_game->id()}});
}

void SetupScene::selectVariant(int index) {
    m_variant = index;
    const auto& v = m_game->variants()[static_cast<std::size_t>(index)];
    m_options = OptionValues();
    for (const auto& spec : v.options)
        m_options.set(spec.key, spec.defaultValue);
    m_playerCount = std::clamp(m_playerCount, v.minPlayers, v.maxPlayers);
    m_first = std::min(m_first, m_playerCount);
    m_dirty = true;
}

void SetupScene::rebuild() {
    const Theme& t = *context().theme;
    const auto& variants = m_game->variants();
    std::vector<sf::String> names;
    for (const auto& v : variants)
        names.push_back(toSfString(v.name));
    m_variantBox = std::make_unique<ChoiceBox>(t, names, m_variant);
    const auto& v = variants[static_cast<std::size_t>(m_variant)];
    m_countBox = std::make_unique<Spinner>(t, m_playerCount, v.minPlayers, v.maxPlayers, 1);
    m_countBox->setSuffix(" players");
    m_countBox->setEnabled(v.minPlayers != v.maxPlayers);
    m_optionRows.clear();
    for (const auto& spec : v.options) {
        OptionRow row;
        row.spec = &spec;
        const auto& all = m_options.all();
        const auto it = all.find(spec.key);
        const OptionValue value = it != all.end() ? it->second : spec.defaultValue;
        switch (spec.type) {
            case OptionType::Bool:
                row.widget =
                    std::make_unique<Checkbox>(t, toSfString(spec.label), std::get<bool>(value));
                break;
            case OptionType::Int:
                row.widget = std::make_unique<Spinner>(
                    t, static_cast<double>(std::get<std::int64_t>(value)), spec.min, spec.max, 1);
                break;
            case OptionType::Real: {
                const double step = spec.max - spec.min > 5 ? 0.5 : 0.05;
                row.widget = std::make_unique<Spinner>(t, std::get<double>(value), spec.min,
                                                       spec.max, step, 2);
                break;
            }
            case OptionType::Choice: {
                std::vector<sf::String> choices;
                int index = 0;
                for (std::size_t k = 0; k < spec.choices.size(); ++k) {
                    choices.push_back(toSfString(spec.choices[k]));
                    if (spec.choices[k] == std::get<std::string>(value))
                        index = static_cast<int>(k);
                }
                row.widget = std::make_unique<ChoiceBox>(t, choices, index);
                break;
            }
        }
        m_optionRows.push_back(std::move(row));
    }
    m_playerRows.clear();
    std::vector<sf::String> kinds;
    for (const auto& c : m_controllers)
        kinds.push_back(toSfString(controllerLabel(c)));
    for (int i = 0; i < m_playerCount; ++i) {
        auto& model = m_players[static_cast<std::size_t>(i)];
        PlayerRow row;
        row.color = std::make_unique<ColorPicker>(t, m_palette, model.color);
        row.name = std::make_unique<TextField>(t, model.name, 20);
        row.name->setPlaceholder("Player " + std::to_string(i + 1));
        row.kind = std::make_unique<ChoiceBox>(t, kinds, model.controller);
        m_playerRows.push_back(std::move(row));
    }
    m_firstBox = std::make_unique<ChoiceBox>(t, std::vector<sf::String>{kByTheRules}, m_first);
    refreshFirstBox();
    m_dirty = false;
}

void SetupScene::refreshFirstBox() {
    std::vector<sf::String> first{kByTheRules};
    std::vector<sf::Color> dots{sf::Color::Transparent};
    for (int i = 0; i < m_playerCount; ++i) {
        const auto& model = m_players[static_cast<std::size_t>(i)];
        first.push_back(model.name.isEmpty() ? sf::String("Player " + std::to_string(i + 1))
                                             : model.name);
        dots.push_back(m_palette[static_cast<std::size_t>(model.color)]);
    }
    m_firstBox->setChoices(first);
    m_firstBox->setDotColors(dots);
}

void SetupScene::readWidgets() {
    for (auto& row : m_optionRows) {
        const auto& spec = *row.spec;
        switch (spec.type) {
            case OptionType::Bool:
                m_options.set(spec.key, static_cast<Checkbox&>(*row.widget).value());
                break;
            case OptionType::Int:
                m_options.set(spec.key, static_cast<std::int64_t>(
                                            static_cast<Spinner&>(*row.widget).value()));
                break;
            case OptionType::Real:
                m_options.set(spec.key, static_cast<Spinner&>(*row.widget).value());
                break;
            case OptionType::Choice: {
                const int index = static_cast<ChoiceBox&>(*row.widget).index();
                if (index >= 0 && index < static_cast<int>(spec.choices.size()))
                    m_options.set(spec.key, spec.choices[static_cast<std::size_t>(index)]);
                break;
            }
        }
    }
    for (std::size_t i = 0; i < m_playerRows.size(); ++i) {
        auto& model = m_players[i];
        model.name = m_playerRows[i].name->text();
        model.color = m_playerRows[i].color->index();
        model.controller = m_playerRows[i].kind->index();
    }
    if (m_firstBox) m_first = m_firstBox->index();
}

void SetupScene::layout(sf::Vector2f size) {
    if (m_dirty || !m_variantBox) rebuild();
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_texts.clear();
    const float margin = t.px(56);
    auto title = makeText(toSfString(m_game->name()), t.bold(), t.textSize(34), c.text);
    placeText(title, margin, t.px(30));
    m_texts.push_back(title);
    auto sub = makeText("New game", t.regular(), t.textSize(17), c.muted);
    placeText(sub, margin, t.px(78));
    m_texts.push_back(sub);

    const float top = t.px(122);
    const float gap = t.px(28);
    const float bottom = size.y - t.px(100);
    const float colW = (size.x - 2 * margin - gap) / 2;
    m_leftPanel = {margin, top, colW, bottom - top};
    m_rightPanel = {margin + colW + gap, top, colW, bottom - top};
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
    header("VARIANT", x, y);
    y += t.px(28);
    m_variantBox->setRect({x, y, innerW, rowH});
    y += rowH + t.px(10);
    const auto& v = m_game->variants()[static_cast<std::size_t>(m_variant)];
    const unsigned descSize = t.textSize(14);
    const float lineH = static_cast<float>(descSize) * 1.35f;
    const auto descLines = wrapText(toSfString(v.description), t.regular(), descSize, innerW);
    for (std::size_t i = 0; i < descLines.size() && i < 3; ++i) {
        auto d = makeText(descLines[i], t.regular(), descSize, c.muted);
        placeText(d, x, y);
        m_texts.push_back(d);
        y += lineH;
    }
    y += t.px(14);
    if (!m_optionRows.empty()) header("OPTIONS", x, y);
    y += t.px(28);
    // Descriptions wrap when the panel has room for every line, else each is cut to one
    // line, and in a very small window they go (the label stays).
    const unsigned descSizeOpt = t.textSize(13);
    const float descStep = static_cast<float>(descSizeOpt) * 1.3f;
    const float room = m_leftPanel.top + m_leftPanel.height - pad - y;
    const float n = std::max(1.f, static_cast<float>(m_optionRows.size()));
    const float wh = std::min(rowH * 0.9f, room / n - t.px(6));
    const float rowGap = t.px(12);
    auto descWidth = [&](const OptionSpec& spec) {
        return spec.type == OptionType::Bool ? innerW - t.px(34) : innerW;
    };
    float wrapped = 0;
    for (const auto& row : m_optionRows) {
        const auto lines = wrapText(toSfString(row.spec->description), t.regular(), descSizeOpt,
                                    descWidth(*row.spec));
        wrapped += wh + static_cast<float>(lines.size()) * descStep + rowGap;
    }
    const bool wrap = wrapped <= room;
    const bool oneLine = !wrap && (wh + descStep + rowGap) * n <= room;
    const float widgetW = std::min(t.px(200), innerW * 0.42f);
    for (std::size_t i = 0; i < m_optionRows.size(); ++i) {
        auto& row = m_optionRows[i];
        const auto& spec = *row.spec;
        const float descX = spec.type == OptionType::Bool ? x + t.px(34) : x;
        if (spec.type == OptionType::Bool) {
            row.widget->setRect({x, y, innerW, wh});
        } else {
            row.widget->setRect({x + innerW - widgetW, y, widgetW, wh});
            auto l = makeText(elide(toSfString(spec.label), t.regular(), t.textSize(16),
                                    innerW - widgetW - t.px(12)),
                              t.regular(), t.textSize(16), c.text);
            centerText(l, 0, y + wh / 2);
            l.setOrigin(0, l.getOrigin().y);
            l.setPosition(std::round(x), l.getPosition().y);
            m_texts.push_back(l);
        }
        y += wh + t.px(2);
        if (spec.description.empty() || (!wrap && !oneLine)) {
            y += rowGap;
            continue;
        }
        if (wrap) {
            y = placeWrapped(m_texts, toSfString(spec.description), t.regular(), descSizeOpt,
                             c.muted, descX, y, descWidth(spec), descStep);
        } else {
            auto d = makeText(
                elide(toSfString(spec.description), t.regular(), descSizeOpt, descWidth(spec)),
                t.regular(), descSizeOpt, c.muted);
            placeText(d, descX, y);
            m_texts.push_back(d);
            y += descStep;
        }
        y += rowGap;
    }

    // Right: players and who starts.
    x = m_rightPanel.left + pad;
    y = top + pad;
    header("PLAYERS", x, y);
    m_countBox->setRect({x + innerW - t.px(190), y - t.px(8), t.px(190), t.px(36)});
    y += t.px(40);
    const float prH =
        std::min(rowH, (m_rightPanel.height - t.px(150)) /
                               std::max(1.f, static_cast<float>(m_playerRows.size())) -
                           t.px(8));
    for (auto& row : m_playerRows) {
        row.color->setRect({x, y, prH, prH});
        const float kindW = std::min(t.px(230), innerW * 0.45f);
        row.name->setRect({x + prH + t.px(10), y, innerW - prH - kindW - t.px(20), prH});
        row.kind->setRect({x + innerW - kindW, y, kindW, prH});
        y += prH + t.px(8);
    }
    y += t.px(14);
    header("WHO STARTS", x, y);
    y += t.px(28);
    m_firstBox->setRect({x, y, innerW, rowH});

    const float bh = t.px(48);
    m_back.setRect({margin, size.y - t.px(76), t.px(150), bh});
    m_start.setRect({size.x - margin - t.px(220), size.y - t.px(76), t.px(220), bh});
    if (!m_error.empty()) {
        auto e = makeText(elide(toSfString(m_error), t.regular(), t.textSize(15),
                                size.x - 2 * margin - t.px(400)),
                          t.regular(), t.textSize(15), c.danger);
        centerText(e, size.x / 2, size.y - t.px(52));
        m_texts.push_back(e);
    }
}

void SetupScene::handleEvent(const sf::Event& event) {
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape) {
        bool editing = false;
        for (auto& row : m_playerRows)
            editing = editing || row.name->focused();
        if (!editing) {
            context().stack->pop();
            return;
        }
    }
    if (m_back.handleEvent(event)) {
        context().stack->pop();
        return;
    }
    if (m_start.handleEvent(event)) {
        readWidgets();
        start();
        return;
    }
    bool changed = false;
    if (m_variantBox->handleEvent(event)) {
        readWidgets();
        selectVariant(m_variantBox->index());
        changed = true;
    }
    if (m_countBox->handleEvent(event)) {
        readWidgets();
        m_playerCount = static_cast<int>(m_countBox->value());
        m_first = std::min(m_first, m_playerCount);
        m_dirty = true;
        changed = true;
    }
    if (!changed) {
        for (auto& row : m_optionRows)
            row.widget->handleEvent(event);
        bool namesOrColors = false;
        for (auto& row : m_playerRows) {
            namesOrColors |= row.color->handleEvent(event);
            namesOrColors |= row.name->handleEvent(event);
            row.kind->handleEvent(event);
        }
        m_firstBox->handleEvent(event);
        readWidgets();
        if (namesOrColors) refreshFirstBox();
        if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Enter) {
            bool editing = false;
            for (auto& row : m_playerRows)
                editing = editing || row.name->focused();
            if (!editing) start();
        }
    }
    if (changed) layout(m_size);
}

void SetupScene::start() {
    Setup setup;
    const auto& v = m_game->variants()[static_cast<std::size_t>(m_variant)];
    setup.variant = v.id;
    setup.options = m_options;
    setup.seed = freshSeed();
    for (int i = 0; i < m_playerCount; ++i) {
        const auto& model = m_players[static_cast<std::size_t>(i)];
        PlayerSetup p;
        p.name = toUtf8(model.name);
        p.controller = m_controllers[static_cast<std::size_t>(model.controller)];
        const sf::Color c = m_palette[static_cast<std::size_t>(model.color)];
        p.color = Color{c.r, c.g, c.b, c.a};
        setup.players.push_back(p);
    }
    // -1: the game's own rule (a roll-off, a draw), played out on the board.
    setup.firstPlayer = m_first - 1;
    auto play = PlayScene::create(context(), m_game, setup);
    if (!play) {
        m_error = play.error().toString();
        context().log->write("setup_error", {{"reason", m_error}});
        layout(m_size);
        return;
    }
    m_error.clear();
    context().stack->pop();
    context().stack->push(std::move(*play));
}

float SetupScene::idleFrameRate() const {
    for (const auto& row : m_playerRows)
        if (row.name->focused()) return 10;
    return 0;
}

void SetupScene::update(float dt) {
    for (auto& row : m_playerRows)
        row.name->update(dt);
    if (m_dirty) layout(m_size);
}

std::optional<sf::Vector2f> SetupScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Start") || equalsIgnoreCase(what, "Start game"))
        return m_start.center();
    if (equalsIgnoreCase(what, "Back")) return m_back.center();
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
    if (equalsIgnoreCase(what, "first")) return rightEnd(*m_firstBox);
    const auto n = static_cast<int>(m_playerRows.size());
    if (int i = indexAfter(what, "kind:").value_or(-1); i >= 0 && i < n)
        return rightEnd(*m_playerRows[static_cast<std::size_t>(i)].kind);
    if (int i = indexAfter(what, "name:").value_or(-1); i >= 0 && i < n)
        return m_playerRows[static_cast<std::size_t>(i)].name->center();
    if (int i = indexAfter(what, "color:").value_or(-1); i >= 0 && i < n)
        return m_playerRows[static_cast<std::size_t>(i)].color->center();
    if (what.substr(0, 7) == "option:") {
        for (const auto& row : m_optionRows)
            if (row.spec->key == what.substr(7)) {
                return row.spec->type == OptionType::Bool ? leftEnd(*row.widget)
                                                          : rightEnd(*row.widget);
            }
    }
    return std::nullopt;
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
        target.draw(*row.widget, states);
    target.draw(*m_countBox, states);
    for (const auto& row : m_playerRows) {
        target.draw(*row.color, states);
        target.draw(*row.name, states);
        target.draw(*row.kind, states);
    }
    target.draw(*m_firstBox, states);
    target.draw(m_back, states);
    target.draw(m_start, states);
}

}  // namespace plateau::gui
