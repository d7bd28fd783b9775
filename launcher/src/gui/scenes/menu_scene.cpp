#include "scenes/menu_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/host/save_file.hpp>

#include "app/event_log.hpp"
#include "app/tutorial_offer.hpp"
#include "app/local_time.hpp"
#include "app/script_input.hpp"
#include "app/online_invitation.hpp"
#include "app/online_link.hpp"
#include "scenes/lobby_scene.hpp"
#include "scenes/online_table_scene.hpp"
#include "scenes/play_scene.hpp"
#include "scenes/saves_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "scenes/settings_scene.hpp"
#include "scenes/statistics_scene.hpp"
#include "scenes/sign_in_scene.hpp"
#include "scenes/setup_scene.hpp"
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
        m_continueError = fillText(tr("Last game cannot be continued: {0}"), {save.error().toString()});
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
    context().log->write("play_online", {{"signed_in", link.signedIn()}, {"resume", last.has_value()}});
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

void MenuScene::layout(sf::Vector2f size) {
    m_size = size;
    // Labels are set here, so that a change of language shows at the next layout.
    m_settings.setLabel(toSfString(tr("Settings")));
    m_saves.setLabel(toSfString(tr("Saved games")));
    m_stats.setLabel(toSfString(tr("Statistics")));
    m_quit.setLabel(toSfString(tr("Quit")));
    refreshContinue();
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float margin = t.px(56);
    m_texts.clear();

    auto title = makeText("Plateau", t.bold(), t.textSize(46), c.text);
    placeText(title, margin, t.px(34));
    m_texts.push_back(title);
    auto subtitle = makeText(toSfString(tr("Board games to play together on one screen")), t.regular(),
                             t.textSize(18), c.muted);
    placeText(subtitle, margin, t.px(96));
    m_texts.push_back(subtitle);

    // Each button as wide as its label needs.
    auto widthFor = [&](const Button& b, float least) {
        return std::max(
            least, makeText(b.label(), t.bold(), t.textSize(17), c.text).getLocalBounds().width +
                       t.px(36));
    };
    const float bh = t.px(48), by = t.px(40);
    const float qw = widthFor(m_quit, t.px(110)), stw = widthFor(m_settings, t.px(110));
    const float sw = widthFor(m_saves, t.px(140)), aw = widthFor(m_stats, t.px(110));
    m_online.setLabel(toSfString(tr("Play online")));
    const auto lastOnline = lastOnlineGame();
    std::string onlineDetail;
    if (lastOnline) {
        const auto g = context().host->find(lastOnline->game);
        onlineDetail = fillText(tr("Continue {0}"), {g ? gameName(*g) : lastOnline->game});
    }
    m_online.setDetail(toSfString(onlineDetail));
    m_online.setTextSize(onlineDetail.empty() ? 17 : 16);
    const float ow = std::max(widthFor(m_online, t.px(140)),
                              makeText(toSfString(onlineDetail), t.regular(), t.textSize(16 * 0.8f), c.text)
                                      .getLocalBounds()
                                      .width +
                                  t.px(36));
    m_quit.setRect({size.x - margin - qw, by, qw, bh});
    m_settings.setRect({m_quit.rect().left - t.px(12) - stw, by, stw, bh});
    m_stats.setRect({m_settings.rect().left - t.px(12) - aw, by, aw, bh});
    m_saves.setRect({m_stats.rect().left - t.px(12) - sw, by, sw, bh});
    m_online.setRect({m_saves.rect().left - t.px(12) - ow, by, ow, bh});
    // Continue takes the room left of the buttons, beside the title; its label has two
    // lines (what and when), each fitting the button.
    const float titleRight = margin + std::max(title.getLocalBounds().width, t.px(220));
    // As wide as its detail needs, within the room; a long game name gives way (elided),
    // the time never does.
    const unsigned ds = t.textSize(16 * 0.8f);
    float room = m_online.rect().left - t.px(12) - titleRight - t.px(16);
    if (m_canContinue && room < t.px(200)) {
        // A narrow window: "Play online" goes under the other buttons, Continue keeps its room.
        m_online.setRect({size.x - margin - ow, by + bh + t.px(8), ow, bh * 0.8f});
        room = m_saves.rect().left - t.px(12) - titleRight - t.px(16);
    }
    // An invitation: under the buttons, at the right (left of "Play online" when it went
    // there), as wide as its text within the room.
    const auto invite = invitationNotice(*context().online, *context().host);
    m_inviteTable = invite ? invite->table : std::string();
    m_invite.setEnabled(invite.has_value());
    if (invite) {
        // Right of the subtitle, whose line it shares (elided when the window is narrow).
        const float right =
            m_online.rect().top > by ? m_online.rect().left - t.px(12) : size.x - margin;
        const float roomLeft = margin + subtitle.getLocalBounds().width + t.px(16);
        const float iw = std::max(
            t.px(120), std::min(makeText(toSfString(invite->text), t.bold(), t.textSize(15), c.text)
                                        .getLocalBounds()
                                        .width +
                                    t.px(36),
                                right - roomLeft));
        m_invite.setLabel(elide(toSfString(invite->text), t.bold(), t.textSize(15), iw - t.px(30)));
        m_invite.setTextSize(15);
        m_invite.setRect({right - iw, by + bh + t.px(8), iw, bh * 0.8f});
        if (invite->table + invite->text != m_inviteShown)
            context().log->write("menu_invitation", {{"table", invite->table},
                                                     {"host", invite->host},
                                                     {"game", invite->game},
                                                     {"count", std::int64_t(invite->count)},
                                                     {"text", invite->text}});
        m_inviteShown = invite->table + invite->text;
    } else {
        m_inviteShown.clear();
    }
    const float need =
        makeText(toSfString(m_continueName + m_continueWhen), t.regular(), ds, c.text)
            .getLocalBounds()
            .width +
        t.px(36);
    const float cw = std::min(std::max(need, t.px(200)), room);
    if (m_canContinue && need > cw) {
        const auto when = toSfString(m_continueWhen);
        const float whenW = makeText(when, t.regular(), ds, c.text).getLocalBounds().width;
        m_continue.setDetail(
            elide(toSfString(m_continueName), t.regular(), ds, cw - t.px(36) - whenW) + when);
    }
    m_continue.setRect({titleRight + t.px(16) + room - cw, by, cw, bh});
    m_continue.setTextSize(16);
    m_continue.setEnabled(m_canContinue);

    // Cards: as many columns as fit at a readable width, in rows that scroll.
    const bool failures = !context().host->failures().empty();
    const float top = t.px(150);
    const float gap = t.px(24);
    const float bottomRoom = failures ? t.px(150) : t.px(24);
    m_grid = {0, top, size.x, std::max(t.px(120), size.y - top - bottomRoom)};
    const float avail = size.x - 2 * margin;
    const float minW = t.px(290);
    m_columns = std::clamp<std::size_t>(static_cast<std::size_t>((avail + gap) / (minW + gap)), 1,
                                        std::max<std::size_t>(1, m_cards.size()));
    const float cardW = std::min(t.px(400), (avail - gap * static_cast<float>(m_columns - 1)) /
                                                static_cast<float>(m_columns));
    const float pad = t.px(16);
    const unsigned small = t.textSize(15);
    const float descStep = std::round(static_cast<float>(small) * 1.35f);
    // Every card as tall as the one with the longest description, which is shown whole.
    std::vector<std::vector<sf::String>> descriptions;
    std::size_t mostLines = 0;
    // Titles wrap too (two lines at most), never hidden.
    const unsigned titleSize = t.textSize(24);
    const float titleStep = std::round(static_cast<float>(titleSize) * 1.25f);
    std::vector<std::vector<sf::String>> titles;
    std::size_t titleLines = 1;
    for (const auto& card : m_cards) {
        titles.push_back(wrapText(toSfString(gameName(*card.game)), t.bold(), titleSize,
                                  cardW - 2 * pad - t.px(8)));
        if (titles.back().size() > 2) {
            titles.back()[1] = elide(titles.back()[1] + " " + titles.back()[2], t.bold(), titleSize,
                                     cardW - 2 * pad - t.px(8));
            titles.back().resize(2);
        }
        titleLines = std::max(titleLines, titles.back().size());
    }
    for (const auto& card : m_cards) {
        descriptions.push_back(wrapText(toSfString(trGame(card.game->id(), card.game->description())), t.regular(), small,
                                        cardW - 2 * pad - t.px(8)));
        mostLines = std::max(mostLines, descriptions.back().size());
    }
    // The picture is as high as the room allows, so that one row fits the window whole.
    const float titleH = titleStep * static_cast<float>(titleLines) + t.px(6);
    const float textH =
        t.px(12) + titleH + descStep * static_cast<float>(mostLines) + t.px(14) + t.px(44) + pad;
    const float thumbH = std::clamp(m_grid.height - 2 * t.px(8) - pad - textH, t.px(90),
                                    std::min(cardW * 0.62f, t.px(240)));
    const float cardH = pad + thumbH + textH;
    const std::size_t rows = (m_cards.size() + m_columns - 1) / m_columns;
    const float rowW =
        cardW * static_cast<float>(m_columns) + gap * static_cast<float>(m_columns - 1);
    m_contentHeight = static_cast<float>(rows) * cardH +
                      static_cast<float>(rows ? rows - 1 : 0) * gap + 2 * t.px(8);
    // Few cards sit in the middle of the room; many start at the top and scroll.
    const float blockTop =
        m_grid.top + t.px(8) + std::max(0.f, (m_grid.height - m_contentHeight) / 2);
    for (std::size_t i = 0; i < m_cards.size(); ++i) {
        auto& card = m_cards[i];
        const float x = (size.x - rowW) / 2 + static_cast<float>(i % m_columns) * (cardW + gap);
        const float y = blockTop + static_cast<float>(i / m_columns) * (cardH + gap);
        card.rect = {x, y, cardW, cardH};
        if (card.board) card.board->setArea({x + pad, y + pad, cardW - 2 * pad, thumbH});
        card.texts.clear();
        float ty = y + pad + thumbH + t.px(12);
        for (const auto& line : titles[i]) {
            auto name = makeText(line, t.bold(), titleSize, c.text);
            placeText(name, x + pad + t.px(4), ty);
            card.texts.push_back(name);
            ty += titleStep;
        }
        float ly = y + pad + thumbH + t.px(12) + titleH;
        for (const auto& line : descriptions[i]) {
            auto text = makeText(line, t.regular(), small, c.muted);
            placeText(text, x + pad + t.px(4), ly);
            card.texts.push_back(text);
            ly += descStep;
        }
        card.play->setRect({x + pad, y + cardH - pad - t.px(44), cardW - 2 * pad, t.px(44)});
        card.play->setLabel(toSfString(fillText(tr("Play {0}"), {gameName(*card.game)})));
        if (makeText(card.play->label(), t.bold(), t.textSize(17), c.text).getLocalBounds().width >
            cardW - 2 * pad - t.px(20))
            card.play->setLabel(toSfString(tr("Play")));
    }
    clampScroll();
    if (m_cards.empty()) {
        auto none = makeText(
            toSfString(tr("No games found. Put game plugins in PLATEAU_PLUGIN_PATH or "
                          "<prefix>/lib/plateau/plugins.")),
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
            toSfString(fillText(trn("{0} plugin could not be loaded", "{0} plugins could not be loaded",
                                    static_cast<long long>(failed.size())),
                                {std::to_string(failed.size())})),
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
    // The notes under the title stop short of "Play online" when it sits under the buttons.
    const float noteW = m_online.rect().top > by ? m_online.rect().left - margin - t.px(12)
                                                 : size.x - 2 * margin;
    // A game stopped by its plugin's fault says so here, once back at the menu.
    const std::string& problem =
        context().gameStopped.empty() ? m_continueError : context().gameStopped;
    if (!problem.empty()) {
        auto note = makeText(
            elide(toSfString(problem), t.regular(), t.textSize(14), noteW),
            t.regular(), t.textSize(14), c.danger);
        placeText(note, margin, t.px(context().settingsProblem.empty() ? 122 : 140));
        m_texts.push_back(note);
    }
    const std::string notice = context().notice ? context().notice() : std::string();
    if (m_continueError.empty() && !notice.empty()) {
        if (notice != m_noticeShown) context().log->write("menu_notice", {{"text", notice}});
        m_noticeShown = notice;
        auto note = makeText(
            elide(toSfString(notice), t.regular(), t.textSize(14), noteW),
            t.regular(), t.textSize(14), c.success);
        placeText(note, margin, t.px(context().settingsProblem.empty() ? 122 : 140));
        m_texts.push_back(note);
    }
    if (!context().settingsProblem.empty()) {
        auto note = makeText(elide(toSfString(context().settingsProblem), t.regular(),
                                   t.textSize(14), noteW),
                             t.regular(), t.textSize(14), c.accent);
        placeText(note, margin, t.px(122));
        m_texts.push_back(note);
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
    if ((invite ? invite->table : std::string()) != m_inviteTable) layout(m_size);
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
    target.draw(back.vertices(), states);

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
    target.draw(mesh.vertices(), states);
    for (const auto& card : m_cards) {
        if (card.board) target.draw(*card.board, states);
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
    target.draw(front.vertices(), states);
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
