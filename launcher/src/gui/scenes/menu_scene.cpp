#include "scenes/menu_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <plateau/plugin_host.hpp>
#include <plateau/save_file.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/saves_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "scenes/settings_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "session/game_session.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

// The board a game starts with, for its card.
std::optional<BoardView> freshBoard(const Game& game) {
    if (game.variants().empty()) return std::nullopt;
    Setup setup;
    setup.variant = game.variants().front().id;
    setup.players.resize(static_cast<std::size_t>(std::max(1, game.variants().front().minPlayers)));
    auto state = game.newState(setup);
    if (!state) return std::nullopt;
    return (*state)->boardView();
}

}  // namespace

MenuScene::MenuScene(Context& context)
    : Scene(context),
      m_settings(*context.theme, "Settings", Button::Style::Ghost),
      m_saves(*context.theme, "Saved games", Button::Style::Ghost),
      m_continue(*context.theme, "Continue", Button::Style::Primary),
      m_quit(*context.theme, "Quit", Button::Style::Ghost) {
    for (const auto& plugin : context.host->plugins()) {
        Card card;
        card.game = plugin.game;
        if (auto view = freshBoard(*plugin.game)) {
            card.board = std::make_unique<BoardDrawable>(*context.theme);
            std::vector<sf::Color> colors;
            for (const auto& p : view->players)
                colors.push_back(toSfColor(p.color));
            card.board->setView(*view, colors, false);
        }
        card.play = std::make_unique<Button>(*context.theme, "Play", Button::Style::Primary);
        m_cards.push_back(std::move(card));
    }
    context.log->write("scene", {{"name", std::string("menu")},
                                 {"games", std::int64_t(m_cards.size())},
                                 {"failures", std::int64_t(context.host->failures().size())}});
}

void MenuScene::refreshContinue() {
    const bool had = m_canContinue;
    m_canContinue = false;
    // Every unfinished game has an autosave of its own: Continue takes the latest.
    const auto latest = session::latestAutosave(savesDir());
    if (!latest) return;
    m_continueFile = *latest;
    auto save = loadSave(m_continueFile);
    if (!save) {
        m_continueError = "Last game cannot be continued: " + save.error().toString();
        return;
    }
    const auto game = context().host->find(save->record.game);
    std::string label = "Continue " + (game ? game->name() : save->record.game);
    if (save->savedAt) label += " \u00b7 " + formatSavedAt(*save->savedAt);
    m_continue.setLabel(toSfString(label));
    m_canContinue = true;
    if (!had)
        context().log->write(
            "continue_offered",
            {{"game", save->record.game}, {"moves", std::int64_t(save->record.moves.size())}});
}

void MenuScene::continueGame() {
    auto play = PlayScene::resumeFile(context(), m_continueFile);
    if (!play) {
        m_continueError = "Cannot continue: " + play.error().toString();
        context().log->write("continue_failed", {{"reason", play.error().toString()}});
        layout(m_size);
        return;
    }
    m_continueError.clear();
    context().stack->push(std::move(*play));
}

void MenuScene::layout(sf::Vector2f size) {
    m_size = size;
    refreshContinue();
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float margin = t.px(56);
    m_texts.clear();

    auto title = makeText("Plateau", t.bold(), t.textSize(46), c.text);
    placeText(title, margin, t.px(34));
    m_texts.push_back(title);
    auto subtitle = makeText("Board games to play together on one screen", t.regular(),
                             t.textSize(18), c.muted);
    placeText(subtitle, margin, t.px(96));
    m_texts.push_back(subtitle);

    const float bw = t.px(120), bh = t.px(42);
    m_quit.setRect({size.x - margin - bw, t.px(42), bw, bh});
    m_settings.setRect({size.x - margin - 2 * bw - t.px(12), t.px(42), bw, bh});
    const float sw = t.px(150);
    m_saves.setRect({size.x - margin - 2 * bw - sw - t.px(24), t.px(42), sw, bh});
    const float cw = std::min(t.px(400), size.x - 2 * margin - 2 * bw - sw - t.px(36) - t.px(260));
    m_continue.setRect({m_saves.rect().left - t.px(12) - cw, t.px(42), cw, bh});
    m_continue.setTextSize(15);
    if (m_canContinue)
        m_continue.setLabel(elide(m_continue.label(), t.regular(), t.textSize(15), cw - t.px(20)));

    // Cards: up to three a row, centred.
    const float top = t.px(150);
    const float gap = t.px(28);
    const std::size_t perRow = std::max<std::size_t>(1, std::min<std::size_t>(3, m_cards.size()));
    const float cardW = std::min(t.px(380), (size.x - 2 * margin - gap * (perRow - 1)) / perRow);
    const bool failures = !context().host->failures().empty();
    const std::size_t rows = (m_cards.size() + perRow - 1) / std::max<std::size_t>(1, perRow);
    const float room = size.y - top - t.px(failures ? 150 : 40);
    const float cardH = std::min(t.px(460), (room - gap * (rows - 1)) / std::max<float>(1, rows));
    const float rowW = cardW * perRow + gap * (perRow - 1);
    // The block of cards sits in the middle of the room left under the title.
    const float blockTop = top + std::max(0.f, (room - cardH * rows - gap * (rows - 1)) / 2);
    for (std::size_t i = 0; i < m_cards.size(); ++i) {
        auto& card = m_cards[i];
        const float x = (size.x - rowW) / 2 + (i % perRow) * (cardW + gap);
        const float y = blockTop + (i / perRow) * (cardH + gap);
        card.rect = {x, y, cardW, cardH};
        const float pad = t.px(16);
        const float thumbH = cardH * 0.56f;
        if (card.board) card.board->setArea({x + pad, y + pad, cardW - 2 * pad, thumbH});
        card.texts.clear();
        auto name = makeText(toSfString(card.game->name()), t.bold(), t.textSize(24), c.text);
        placeText(name, x + pad + t.px(4), y + pad + thumbH + t.px(12));
        card.texts.push_back(name);
        const unsigned small = t.textSize(15);
        const auto lines = wrapText(toSfString(card.game->description()), t.regular(), small,
                                    cardW - 2 * pad - t.px(8));
        float ly = y + pad + thumbH + t.px(50);
        const float buttonTop = y + cardH - pad - t.px(44);
        const float lineH = static_cast<float>(small) * 1.35f;
        for (std::size_t k = 0; k < lines.size(); ++k) {
            if (ly + lineH > buttonTop - t.px(4)) break;
            sf::String line = lines[k];
            // The last line that fits says there is more.
            if (k + 1 < lines.size() && ly + 2 * lineH > buttonTop - t.px(4))
                line =
                    elide(line + " " + lines[k + 1], t.regular(), small, cardW - 2 * pad - t.px(8));
            auto text = makeText(line, t.regular(), small, c.muted);
            placeText(text, x + pad + t.px(4), ly);
            card.texts.push_back(text);
            ly += lineH;
        }
        card.play->setRect({x + pad, buttonTop, cardW - 2 * pad, t.px(44)});
        card.play->setLabel(toSfString("Play " + card.game->name()));
    }
    if (m_cards.empty()) {
        auto none = makeText(
            "No games found. Put game plugins in PLATEAU_PLUGIN_PATH or "
            "<prefix>/lib/plateau/plugins.",
            t.regular(), t.textSize(18), c.muted);
        placeText(none, margin, top + t.px(20));
        m_texts.push_back(none);
    }

    // Plugins that failed, with the reason, under the cards.
    m_failurePanel = {};
    const auto& failed = context().host->failures();
    float fy = size.y - t.px(30);
    if (!failed.empty()) {
        const unsigned fs = t.textSize(14);
        const float lineH = static_cast<float>(fs) * 1.4f;
        const std::size_t shown = std::min<std::size_t>(failed.size(), 4);
        const float panelH = t.px(44) + lineH * static_cast<float>(shown);
        m_failurePanel = {margin, size.y - t.px(24) - panelH, size.x - 2 * margin, panelH};
        auto head = makeText(
            std::to_string(failed.size()) + (failed.size() == 1 ? " plugin could not be loaded"
                                                                : " plugins could not be loaded"),
            t.bold(), t.textSize(15), c.danger);
        placeText(head, m_failurePanel.left + t.px(16), m_failurePanel.top + t.px(12));
        m_texts.push_back(head);
        fy = m_failurePanel.top + t.px(38);
        for (std::size_t i = 0; i < shown; ++i) {
            const auto& f = failed[i];
            const std::string line = f.file.filename().string() + " — " + f.reason;
            auto text =
                makeText(elide(toSfString(line), t.regular(), fs, m_failurePanel.width - t.px(32)),
                         t.regular(), fs, c.muted);
            placeText(text, m_failurePanel.left + t.px(16), fy);
            m_texts.push_back(text);
            fy += lineH;
        }
    }
    // A game stopped by its plugin's fault says so here, once back at the menu.
    const std::string& problem =
        context().gameStopped.empty() ? m_continueError : context().gameStopped;
    if (!problem.empty()) {
        auto note = makeText(
            elide(toSfString(problem), t.regular(), t.textSize(14), size.x - 2 * margin),
            t.regular(), t.textSize(14), c.danger);
        placeText(note, margin, t.px(context().settingsProblem.empty() ? 122 : 140));
        m_texts.push_back(note);
    }
    if (m_continueError.empty() && !context().notice.empty()) {
        auto note = makeText(
            elide(toSfString(context().notice), t.regular(), t.textSize(14), size.x - 2 * margin),
            t.regular(), t.textSize(14), c.success);
        placeText(note, margin, t.px(context().settingsProblem.empty() ? 122 : 140));
        m_texts.push_back(note);
    }
    if (!context().settingsProblem.empty()) {
        auto note = makeText(elide(toSfString(context().settingsProblem), t.regular(),
                                   t.textSize(14), size.x - 2 * margin),
                             t.regular(), t.textSize(14), c.accent);
        placeText(note, margin, t.px(122));
        m_texts.push_back(note);
    }
}

void MenuScene::open(std::size_t game) {
    context().stack->push(std::make_unique<SetupScene>(context(), m_cards[game].game));
}

void MenuScene::handleEvent(const sf::Event& event) {
    if (m_settings.handleEvent(event)) {
        context().stack->push(std::make_unique<SettingsScene>(context()));
        return;
    }
    if (m_quit.handleEvent(event)) {
        context().stack->clear();
        return;
    }
    if (m_saves.handleEvent(event)) {
        context().stack->push(std::make_unique<SavesScene>(context()));
        return;
    }
    if (m_canContinue && m_continue.handleEvent(event)) return continueGame();
    for (std::size_t i = 0; i < m_cards.size(); ++i) {
        auto& card = m_cards[i];
        if (card.play->handleEvent(event)) return open(i);
        if (event.type == sf::Event::MouseMoved)
            card.hover = card.rect.contains(float(event.mouseMove.x), float(event.mouseMove.y));
        if (event.type == sf::Event::MouseButtonPressed &&
            event.mouseButton.button == sf::Mouse::Left &&
            card.rect.contains(float(event.mouseButton.x), float(event.mouseButton.y)))
            return open(i);
    }
    if (event.type == sf::Event::KeyPressed && event.key.code >= sf::Keyboard::Num1 &&
        event.key.code <= sf::Keyboard::Num9) {
        const auto i = static_cast<std::size_t>(event.key.code - sf::Keyboard::Num1);
        if (i < m_cards.size()) open(i);
    }
}

void MenuScene::update(float) {}

std::optional<sf::Vector2f> MenuScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Settings")) return m_settings.center();
    if (equalsIgnoreCase(what, "Quit")) return m_quit.center();
    if (equalsIgnoreCase(what, "Saved games")) return m_saves.center();
    if (m_canContinue && equalsIgnoreCase(what, "Continue")) return m_continue.center();
    for (const auto& card : m_cards) {
        if (equalsIgnoreCase(what, card.game->id()) || equalsIgnoreCase(what, card.game->name()) ||
            equalsIgnoreCase(what, "Play " + card.game->name()))
            return card.play->center();
    }
    return std::nullopt;
}

void MenuScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    mesh.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    for (const auto& card : m_cards) {
        const auto r = card.rect;
        mesh.raisedRect(r, t.px(16), card.hover ? c.panelRaised : c.panel, t.px(4),
                        sf::Color(0, 0, 0, 60));
        if (card.hover) mesh.roundedFrame(r, t.px(16), std::max(1.f, t.px(2)), c.accent);
        if (!card.board) {
            const float pad = t.px(16);
            mesh.roundedRect({r.left + pad, r.top + pad, r.width - 2 * pad, r.height * 0.52f},
                             t.px(10), c.panelRaised);
        }
    }
    if (m_failurePanel.width > 0) {
        mesh.roundedRect(m_failurePanel, t.px(12), withAlpha(c.danger, 28));
        mesh.roundedFrame(m_failurePanel, t.px(12), std::max(1.f, t.px(1.5f)),
                          withAlpha(c.danger, 120));
    }
    target.draw(mesh.vertices(), states);
    for (const auto& card : m_cards) {
        if (card.board) target.draw(*card.board, states);
        for (const auto& text : card.texts)
            target.draw(text, states);
        target.draw(*card.play, states);
    }
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(m_settings, states);
    target.draw(m_saves, states);
    if (m_canContinue) target.draw(m_continue, states);
    target.draw(m_quit, states);
}

}  // namespace plateau::gui
