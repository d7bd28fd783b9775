// The menu's layout: the header (title, buttons, Continue, an online invitation) and the
// grid of game cards under it, for the window's size.

#include "scenes/menu_scene.hpp"

#include <algorithm>
#include <cmath>

#include <plateau/host/plugin_host.hpp>

#include "app/event_log.hpp"
#include "app/online_invitation.hpp"
#include "app/online_link.hpp"
#include "tr.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

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
    auto subtitle = makeText(toSfString(tr("Board games to play together on one screen")),
                             t.regular(), t.textSize(18), c.muted);
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
    const float ow =
        std::max(widthFor(m_online, t.px(140)),
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
        descriptions.push_back(
            wrapText(toSfString(trGame(card.game->id(), card.game->description())), t.regular(),
                     small, cardW - 2 * pad - t.px(8)));
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
        auto none =
            makeText(toSfString(tr("No games found. Put game plugins in PLATEAU_PLUGIN_PATH or "
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
        auto head = makeText(toSfString(fillText(trn("{0} plugin could not be loaded",
                                                     "{0} plugins could not be loaded",
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
    const float noteW =
        m_online.rect().top > by ? m_online.rect().left - margin - t.px(12) : size.x - 2 * margin;
    // A game stopped by its plugin's fault says so here, once back at the menu.
    const std::string& problem =
        context().gameStopped.empty() ? m_continueError : context().gameStopped;
    if (!problem.empty()) {
        auto note = makeText(elide(toSfString(problem), t.regular(), t.textSize(14), noteW),
                             t.regular(), t.textSize(14), c.danger);
        placeText(note, margin, t.px(context().settingsProblem.empty() ? 122 : 140));
        m_texts.push_back(note);
    }
    const std::string notice = context().notice ? context().notice() : std::string();
    if (m_continueError.empty() && !notice.empty()) {
        if (notice != m_noticeShown) context().log->write("menu_notice", {{"text", notice}});
        m_noticeShown = notice;
        auto note = makeText(elide(toSfString(notice), t.regular(), t.textSize(14), noteW),
                             t.regular(), t.textSize(14), c.success);
        placeText(note, margin, t.px(context().settingsProblem.empty() ? 122 : 140));
        m_texts.push_back(note);
    }
    if (!context().settingsProblem.empty()) {
        auto note = makeText(
            elide(toSfString(context().settingsProblem), t.regular(), t.textSize(14), noteW),
            t.regular(), t.textSize(14), c.accent);
        placeText(note, margin, t.px(122));
        m_texts.push_back(note);
    }
}

}  // namespace plateau::gui
