#include "scenes/menu_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/host/save_file.hpp>

#include "app/event_log.hpp"
#include "app/local_time.hpp"
#include "app/online_invitation.hpp"
#include "app/online_link.hpp"
#include "app/script_input.hpp"
#include "app/tutorial_offer.hpp"
#include "scenes/lobby_scene.hpp"
#include "scenes/online_table_scene.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/saves_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "scenes/settings_scene.hpp"
#include "scenes/setup_scene.hpp"
#include "scenes/sign_in_scene.hpp"
#include "scenes/statistics_scene.hpp"
#include "scenes/tutorial_offer_scene.hpp"
#include "session/game_session.hpp"
#include "tr.hpp"
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
    return (*state)->boardView(Viewer::spectator());
}

}  // namespace

MenuScene::MenuScene(Context& context)
    : Scene(context),
      m_settings(*context.theme, "Settings", Button::Style::Ghost),
      m_saves(*context.theme, "Saved games", Button::Style::Ghost),
      m_stats(*context.theme, "Statistics", Button::Style::Ghost),
      m_continue(*context.theme, "Continue", Button::Style::Primary),
      m_quit(*context.theme, "Quit", Button::Style::Ghost),
      m_online(*context.theme, "Play online", Button::Style::Normal),
      m_invite(*context.theme, "", Button::Style::Primary),
      m_group(*context.theme) {
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
    m_group.add(m_continue, "Continue");
    m_group.add(m_online, "Play online");
    m_group.add(m_invite, "invitation");
    m_invite.setEnabled(false);
    m_group.add(m_saves, "Saved games");
    m_group.add(m_stats, "Statistics");
    m_group.add(m_settings, "Settings");
    m_group.add(m_quit, "Quit");
    for (std::size_t i = 0; i < m_cards.size(); ++i)
        m_group.add(*m_cards[i].play, "Play " + m_cards[i].game->name());
    if (!m_cards.empty()) focusCard(0);
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
        m_continueError =
            fillText(tr("Last game cannot be continued: {0}"), {save.error().toString()});
        return;
    }
    const auto game = context().host->find(save->record.game);
    m_continueName = game ? gameName(*game) : save->record.game;
    m_continueWhen = save->savedAt ? " \u00b7 " + formatLocalTime(*save->savedAt) : "";
    m_continue.setLabel(toSfString(tr("Continue")));
    m_continue.setDetail(toSfString(m_continueName + m_continueWhen));
    m_canContinue = true;
    if (!had)
        context().log->write(
            "continue_offered",
            {{"game", save->record.game}, {"moves", std::int64_t(save->record.moves.size())}});
}

void MenuScene::continueGame() {
    auto play = PlayScene::resumeFile(context(), m_continueFile);
    if (!play) {
        m_continueError = fillText(tr("Cannot continue: {0}"), {play.error().toString()});
        context().log->write("continue_failed", {{"reason", play.error().toString()}});
        layout(m_size);
        return;
    }
    m_continueError.clear();
    context().stack->push(std::move(*play));
}

void MenuScene::playOnline() {
    auto& link = *context().online;
    const auto last = lastOnlineGame();
    context().log->write("play_online",
                         {{"signed_in", link.signedIn()}, {"resume", last.has_value()}});
    if (!link.signedIn()) {
        context().stack->push(std::make_unique<SignInScene>(context(), last));
        return;
    }
    context().stack->push(std::make_unique<LobbyScene>(context()));
    if (last && link.request().server == last->server && link.request().name == last->name) {
        (void)link.client()->join(last->table);
        context().stack->push(std::make_unique<OnlineTableScene>(context(), last->table, false));
    }
}

void MenuScene::open(std::size_t game) {
    context().stack->push(std::make_unique<SetupScene>(context(), m_cards[game].game));
    // A game's first visit: its guided first game offered, once (issue 31).
    if (tutorialOfferDue(*m_cards[game].game, context().settingsFile))
        context().stack->push(std::make_unique<TutorialOfferScene>(context(), m_cards[game].game));
}

int MenuScene::focusedCard() const {
    const auto* w = m_group.focused();
    for (std::size_t i = 0; i < m_cards.size(); ++i)
        if (m_cards[i].play.get() == w) return static_cast<int>(i);
    return -1;
}

void MenuScene::focusCard(int index) {
    if (index < 0 || index >= static_cast<int>(m_cards.size())) return;
    m_group.focus("Play " + m_cards[static_cast<std::size_t>(index)].game->name());
    reveal(index);
}

void MenuScene::clampScroll() {
    m_scroll = std::clamp(m_scroll, 0.f, std::max(0.f, m_contentHeight - m_grid.height));
}

void MenuScene::reveal(int index) {
    if (index < 0 || index >= static_cast<int>(m_cards.size())) return;
    const auto r = m_cards[static_cast<std::size_t>(index)].rect;
    const float margin = context().theme->px(8);
    if (r.top - m_scroll < m_grid.top) m_scroll = r.top - m_grid.top - margin;
    if (r.top + r.height - m_scroll > m_grid.top + m_grid.height)
        m_scroll = r.top + r.height - m_grid.top - m_grid.height + margin;
    clampScroll();
}

sf::Event MenuScene::inGrid(const sf::Event& event) const {
    sf::Event e = event;
    auto shift = [&](int& x, int& y) {
        if (!m_grid.contains(static_cast<float>(x), static_cast<float>(y))) {
            x = y = -100000;  // off every card
            return;
        }
        y += static_cast<int>(std::lround(m_scroll));
    };
    if (e.type == sf::Event::MouseMoved) shift(e.mouseMove.x, e.mouseMove.y);
    if (e.type == sf::Event::MouseButtonPressed || e.type == sf::Event::MouseButtonReleased)
        shift(e.mouseButton.x, e.mouseButton.y);
    return e;
}

void MenuScene::handleEvent(const sf::Event& event) {
    if (event.type == sf::Event::MouseWheelScrolled) {
        m_scroll -= event.mouseWheelScroll.delta * context().theme->px(60);
        clampScroll();
        return;
    }
    if (event.type == sf::Event::KeyPressed) {
        using K = sf::Keyboard;
        const int n = static_cast<int>(m_cards.size());
        const int cols = static_cast<int>(m_columns);
        const int card = focusedCard();
        const auto code = event.key.code;
        if (n > 0 && (code == K::Left || code == K::Right || code == K::Up || code == K::Down)) {
            m_group.setRingVisible(true);
            if (card < 0) {
                // From the header, Down goes to the cards; Left and Right walk the buttons.
                if (code == K::Down)
                    focusCard(0);
                else
                    m_group.next(code == K::Right ? 1 : -1);
                return;
            }
            int next = card;
            if (code == K::Left) next = std::max(0, card - 1);
            if (code == K::Right) next = std::min(n - 1, card + 1);
            if (code == K::Down && card + cols < n) next = card + cols;
            if (code == K::Down && card + cols >= n && card / cols < (n - 1) / cols) next = n - 1;
            if (code == K::Up) {
                if (card < cols) {
                    m_group.focus(m_canContinue ? "Continue" : "Saved games");
                    return;
                }
                next = card - cols;
            }
            focusCard(next);
            return;
        }
        if (code == K::PageDown || code == K::PageUp) {
            m_scroll += (code == K::PageDown ? 1.f : -1.f) * m_grid.height * 0.9f;
            clampScroll();
            return;
        }
        if (code == K::Home && n > 0) return focusCard(0);
        if (code == K::End && n > 0) return focusCard(n - 1);
        if (code == K::Tab) {
            m_group.handleNavigation(event);
            reveal(focusedCard());
            return;
        }
        if (code >= K::Num1 && code <= K::Num9) {
            const auto i = static_cast<std::size_t>(code - K::Num1);
            if (i < m_cards.size()) open(i);
            return;
        }
    }
    if (event.type == sf::Event::MouseButtonPressed) m_group.setRingVisible(false);
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
    if (m_stats.handleEvent(event)) {
        context().stack->push(std::make_unique<StatisticsScene>(context()));
        return;
    }
    if (m_online.handleEvent(event)) return playOnline();
    if (!m_inviteTable.empty() && m_invite.handleEvent(event)) {
        context().log->write("menu_invitation_open", {{"table", m_inviteTable}});
        context().stack->push(std::make_unique<LobbyScene>(context(), m_inviteTable));
        return;
    }
    if (m_canContinue && m_continue.handleEvent(event)) return continueGame();
    const sf::Event grid = inGrid(event);
    for (std::size_t i = 0; i < m_cards.size(); ++i) {
        auto& card = m_cards[i];
        if (card.play->handleEvent(grid)) return open(i);
        if (grid.type == sf::Event::MouseMoved)
            card.hover = card.rect.contains(float(grid.mouseMove.x), float(grid.mouseMove.y));
        if (grid.type == sf::Event::MouseButtonPressed &&
            grid.mouseButton.button == sf::Mouse::Left &&
            card.rect.contains(float(grid.mouseButton.x), float(grid.mouseButton.y)))
            return open(i);
    }
}

void MenuScene::update(float) {
    // An invitation that came or went (the link lists the tables every few seconds).
    const auto invite = invitationNotice(*context().online, *context().host);
    if ((invite ? invite->table + invite->text : std::string()) != m_inviteShown) layout(m_size);
}

std::optional<sf::Vector2f> MenuScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Settings")) return m_settings.center();
    if (equalsIgnoreCase(what, "Quit")) return m_quit.center();
    if (equalsIgnoreCase(what, "Saved games")) return m_saves.center();
    if (equalsIgnoreCase(what, "Statistics")) return m_stats.center();
    if (equalsIgnoreCase(what, "Play online")) return m_online.center();
    if (m_canContinue && equalsIgnoreCase(what, "Continue")) return m_continue.center();
    if (!m_inviteTable.empty() && equalsIgnoreCase(what, "invitation")) return m_invite.center();
    for (const auto& card : m_cards) {
        if (equalsIgnoreCase(what, card.game->id()) || equalsIgnoreCase(what, card.game->name()) ||
            equalsIgnoreCase(what, "Play " + card.game->name())) {
            // A card scrolled out of sight cannot be clicked: scroll to it first (a key).
            const auto p = card.play->center() - sf::Vector2f(0, m_scroll);
            if (!m_grid.contains(p)) return std::nullopt;
            return p;
        }
    }
    return std::nullopt;
}

void MenuScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh back;
    back.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    if (m_failurePanel.width > 0) {
        back.roundedRect(m_failurePanel, t.px(12), withAlpha(c.danger, 28));
        back.roundedFrame(m_failurePanel, t.px(12), std::max(1.f, t.px(1.5f)),
                          withAlpha(c.danger, 120));
    }
    target.draw(back, states);

    // The cards through a view of the grid area: what scrolls out is clipped.
    const sf::View saved = target.getView();
    if (m_size.x > 0 && m_size.y > 0) {
        sf::View view({m_grid.left, m_grid.top + m_scroll, m_grid.width, m_grid.height});
        view.setViewport({m_grid.left / m_size.x, m_grid.top / m_size.y, m_grid.width / m_size.x,
                          m_grid.height / m_size.y});
        target.setView(view);
    }
    const int focus = focusedCard();
    Mesh mesh;
    for (std::size_t i = 0; i < m_cards.size(); ++i) {
        const auto& card = m_cards[i];
        const auto r = card.rect;
        const bool lit = card.hover || static_cast<int>(i) == focus;
        mesh.raisedRect(r, t.px(16), lit ? c.panelRaised : c.panel, t.px(4),
                        sf::Color(0, 0, 0, 60));
        if (card.hover) mesh.roundedFrame(r, t.px(16), std::max(1.f, t.px(2)), c.accent);
        if (static_cast<int>(i) == focus)
            mesh.roundedFrame(r, t.px(16), std::max(2.f, t.px(3)), c.focus);
        if (!card.board) {
            const float pad = t.px(16);
            mesh.roundedRect({r.left + pad, r.top + pad, r.width - 2 * pad, r.height * 0.52f},
                             t.px(10), c.panelRaised);
        }
    }
    target.draw(mesh, states);
    const bool boards = m_draws > 0;
    m_draws = std::min(m_draws + 1, kSettledDraws);
    for (const auto& card : m_cards) {
        if (card.board && boards) target.draw(*card.board, states);
        for (const auto& text : card.texts)
            target.draw(text, states);
        target.draw(*card.play, states);
    }
    target.setView(saved);

    Mesh front;
    if (m_contentHeight > m_grid.height) {
        // Where the list is, and that there is more of it.
        const float track = m_grid.height - t.px(16);
        const float len = std::max(t.px(30), track * m_grid.height / m_contentHeight);
        const float at = (track - len) * m_scroll / (m_contentHeight - m_grid.height);
        const float x = m_size.x - t.px(14);
        front.roundedRect({x, m_grid.top + t.px(8), t.px(5), track}, t.px(2),
                          withAlpha(c.border, 120));
        front.roundedRect({x, m_grid.top + t.px(8) + at, t.px(5), len}, t.px(2), c.muted);
    }
    target.draw(front, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(m_settings, states);
    target.draw(m_saves, states);
    target.draw(m_stats, states);
    target.draw(m_online, states);
    if (m_canContinue) target.draw(m_continue, states);
    if (!m_inviteTable.empty()) target.draw(m_invite, states);
    target.draw(m_quit, states);
    if (focus < 0) target.draw(m_group, states);
}

}  // namespace plateau::gui
