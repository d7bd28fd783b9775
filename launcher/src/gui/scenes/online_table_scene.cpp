#include "scenes/online_table_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/sdk/game.hpp>

#include "app/controllers.hpp"
#include "app/event_log.hpp"
#include "app/online_link.hpp"
#include "app/online_seats.hpp"
#include "app/script_input.hpp"
#include "audio/sound_player.hpp"
#include "scenes/result_scene.hpp"
#include "scenes/rules_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "session/game_session.hpp"
#include "tr.hpp"
#include "widgets/layout.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

using online::ClientEvent;
using Kind = ClientEvent::Kind;

OnlineTableScene::OnlineTableScene(Context& context, std::string table, bool watching)
    : Scene(context),
      m_id(std::move(table)),
      m_watching(watching),
      m_chatField(*context.theme, "", online::kMaxChat),
      m_send(*context.theme, "", Button::Style::Normal),
      m_draw(*context.theme, "", Button::Style::Normal),
      m_resign(*context.theme, "", Button::Style::Danger),
      m_leave(*context.theme, "", Button::Style::Ghost),
      m_resume(*context.theme, "", Button::Style::Primary),
      m_group(*context.theme) {
    m_group.add(m_chatField, "chat");
    m_group.add(m_send, "Send");
    m_group.add(m_draw, "Offer a draw");
    m_group.add(m_resign, "Resign");
    m_group.add(m_resume, "Resume");
    m_group.add(m_leave, "Lobby");
    enableButtons();
    context.log->write(
        "scene", {{"name", std::string("online_table")}, {"table", m_id}, {"watching", watching}});
    follow();
}

OnlineTableScene::~OnlineTableScene() = default;

std::string OnlineTableScene::title() const {
    return m_play ? fillText(tr("{0} online"), {gameName(*m_play->game())}) : tr("Online table");
}

std::string OnlineTableScene::seatName(int seat) const {
    const auto* client = context().online->client();
    const auto* t = client ? client->table(m_id) : nullptr;
    if (t && seat >= 0 && seat < static_cast<int>(t->seatNames.size()))
        return t->seatNames[static_cast<std::size_t>(seat)];
    return fillText(tr("seat {0}"), {std::to_string(seat + 1)});
}

void OnlineTableScene::follow() {
    auto* client = context().online->client();
    const auto* t = client ? client->table(m_id) : nullptr;
    if (!t || !t->session) return;
    const auto& truth = t->session->state();
    const auto& moves = truth.history();
    bool rebuild = !m_play;
    if (m_play && t->session.get() != m_followed) {
        // The connection replayed the table (after a gap, or from the start): this copy goes
        // on if it is still the beginning of that game.
        const auto& mine = m_play->state().history();
        rebuild =
            mine.size() > moves.size() || !std::equal(mine.begin(), mine.end(), moves.begin());
    }
    if (rebuild) {
        m_play = std::make_unique<PlayTable>(context(), session::GameSession::open(truth.clone()));
        PlayTable::Remote remote;
        remote.mayAct = [this] { return mayAct(); };
        remote.send = [this](Move m) { sendMove(m); };
        remote.roll = [this] { roll(); };
        remote.seats = [this] { return seatNotes(); };
        remote.verdict = [this] {
            if (!m_over) return std::string();
            if (m_timedOut >= 0) return fillText(tr("{0} ran out of time"), {seatName(m_timedOut)});
            return m_overReason.empty() ? tr("The game is over") : m_overReason;
        };
        remote.waiting = [this] {
            if (m_timedOut >= 0) return fillText(tr("{0} ran out of time"), {seatName(m_timedOut)});
            if (m_over) return tr("The game is over");
            if (m_adjourned) return tr("The game is adjourned");
            if (m_pending) return tr("Sent: waiting for the referee…");
            if (m_watching) return tr("Watching");
            const int actor = m_play->session().actor();
            return actor >= 0 ? fillText(tr("Waiting for {0}…"), {seatName(actor)})
                              : tr("Waiting for the referee…");
        };
        m_play->setRemote(std::move(remote));
        enableButtons();
        context().log->write("online_game", {{"table", m_id},
                                             {"game", m_play->game()->id()},
                                             {"events", std::int64_t(moves.size())},
                                             {"seat", std::int64_t(t->seat)}});
        if (!m_watching) {
            const auto& r = context().online->request();
            rememberOnlineGame({r.server, r.name, m_id, m_play->game()->id()});
        }
        if (m_size.x > 0) layout(m_size);
    }
    m_followed = t->session.get();
    if (m_play->busy()) return;
    const auto n = m_play->state().history().size();
    // The moves made meanwhile, one after the other, each animated.
    if (n < moves.size()) m_play->playRemote(moves[n]);
}

void OnlineTableScene::enableButtons() {
    m_draw.setEnabled(!m_watching && !m_adjourned && m_play && playersDecide(*m_play->game()));
    m_resign.setEnabled(!m_watching && !m_adjourned);
    m_resume.setEnabled(!m_watching && m_adjourned);
}

std::vector<SeatNote> OnlineTableScene::seatNotes() const {
    const auto& link = *context().online;
    const auto* client = link.client();
    const auto* t = client ? client->table(m_id) : nullptr;
    if (!t) return {};
    return onlineSeatNotes(*t, link.online(), m_botSeats, m_timedOut,
                           std::chrono::steady_clock::now());
}

bool OnlineTableScene::mayAct() const {
    if (m_watching || m_over || m_pending || !m_play || m_play->busy()) return false;
    const auto* client = context().online->client();
    const auto* t = client ? client->table(m_id) : nullptr;
    return t && t->turn && t->session &&
           m_play->state().history().size() == t->session->state().history().size();
}

void OnlineTableScene::sendMove(Move move) {
    auto* client = context().online->client();
    if (!client) return;
    const std::string text = m_play->state().moveToString(move);
    if (auto ok = client->move(m_id, text); !ok) {
        m_play->say(ok.error().reason, context().theme->colors.danger);
        return;
    }
    m_pending = text;
    context().log->write("online_sent", {{"table", m_id}, {"move", text}});
    m_play->say(fillText(tr("Sent {0}: waiting for the referee to confirm it…"), {text}),
                context().theme->colors.muted);
    m_play->actorChanged();
}

void OnlineTableScene::roll() {
    auto* client = context().online->client();
    if (!client) return;
    if (auto ok = client->roll(m_id); !ok) {
        m_play->say(ok.error().reason, context().theme->colors.danger);
        return;
    }
    m_pending = "roll";
    context().log->write("online_sent", {{"table", m_id}, {"move", std::string("roll")}});
    m_play->say(tr("Thrown: waiting for the referee's dice…"), context().theme->colors.muted);
    m_play->actorChanged();
}

void OnlineTableScene::sendChat() {
    const std::string text = toUtf8(m_chatField.text());
    if (text.find_first_not_of(' ') == std::string::npos) return;
    auto* client = context().online->client();
    if (!client) return;
    if (auto ok = client->chat(m_id, text); ok) {
        m_chatField.setText("");
        context().log->write("online_chat_sent", {{"table", m_id}, {"text", text}});
    }
}

void OnlineTableScene::update(float dt) {
    auto& link = *context().online;
    if (!link.signedIn()) return context().stack->pop();
    for (const auto& ev : link.take())
        if (ev.table == m_id || (ev.table.empty() && ev.kind != Kind::Chat)) onEvent(ev);
    follow();
    m_chatField.update(dt);
    if (m_resignArmed > 0 && (m_resignArmed -= dt) <= 0) layoutSide();
    if (link.online() != m_wasOnline) {
        m_wasOnline = link.online();
        context().log->write("online_connection", {{"online", m_wasOnline}});
        layoutSide();
    }
    if (const auto* t = link.client()->table(m_id);
        t && (t->status == "adjourned") != m_adjourned) {
        m_adjourned = !m_adjourned;
        // Resume gone with the adjournment: the keys go back to the board.
        if (!m_adjourned && m_group.focused() == &m_resume) m_group.blur();
        context().log->write("online_adjourned", {{"table", m_id}, {"adjourned", m_adjourned}});
        enableButtons();
        if (m_size.x > 0) layout(m_size);
        if (m_play)
            m_play->say(m_adjourned ? tr("The game is adjourned: Resume goes on with it")
                                    : tr("The game goes on"),
                        context().theme->colors.accent);
    }
    if (!m_play) return;
    m_play->update(dt);
    // The clocks' seconds and who is here, in the panel as they change.
    if (auto notes = seatNotes(); notes != m_shownNotes) {
        m_shownNotes = std::move(notes);
        m_play->refreshPanel();
        // For tests: "0:18* 0:20" (* runs, ! low), "here away".
        std::string clocks, presence;
        static const char* const kPresence[] = {"-", "here", "away", "reconnecting", "bot"};
        for (const auto& n : m_shownNotes) {
            clocks += (clocks.empty() ? "" : " ") + (n.clock.empty() ? "-" : n.clock) +
                      (n.running ? "*" : "") + (n.low ? "!" : "");
            presence += (presence.empty() ? "" : " ") +
                        std::string(kPresence[static_cast<int>(n.presence)]);
        }
        context().log->write("online_seats",
                             {{"table", m_id}, {"clocks", clocks}, {"presence", presence}});
    }
    if (const bool may = mayAct(); may != m_lastMayAct) {
        m_lastMayAct = may;
        m_play->actorChanged();
        if (may) {
            context().log->write("online_turn", {{"table", m_id}});
            context().sounds->play(Cue::YourTurn);
        }
    }
    const auto* t = link.client()->table(m_id);
    const bool caughtUp =
        t && t->session && m_play->state().history().size() == t->session->state().history().size();
    if ((m_over || m_play->state().isTerminal()) && caughtUp && !m_play->busy() && !m_resultShown &&
        (m_endDelay += dt) > 0.6f)
        showResult();
}

bool OnlineTableScene::isIdle() const {
    if (!m_play) return false;
    if (m_play->busy()) return false;
    const auto* client = context().online->client();
    const auto* t = client ? client->table(m_id) : nullptr;
    const bool caughtUp =
        t && t->session && m_play->state().history().size() == t->session->state().history().size();
    return caughtUp && (!(m_over || m_play->state().isTerminal()) || m_resultShown);
}

void OnlineTableScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    m_sidebar = sidebarArea(t, size);
    const float left = m_sidebar.left + t.px(18), rowW = m_sidebar.width - t.px(36), gap = t.px(8);
    m_leave.setRect({left, m_sidebar.top + m_sidebar.height - t.px(56), rowW, t.px(40)});
    layoutSide();  // the labels, in the language now chosen, before they are measured
    const auto row = splitRow({left, m_leave.rect().top - t.px(48), rowW, t.px(40)}, 2, gap);
    m_resume.setRect({});
    if (m_resume.enabled()) {
        // Adjourned: Resume alone where Resign and the draw were.
        m_draw.setRect({});
        m_resign.setRect({});
        m_resume.setRect({left, row[0].top, rowW, row[0].height});
    } else if (!m_draw.enabled()) {
        // No draws in this game (or watching): Resign alone, or nothing.
        m_draw.setRect({});
        m_resign.setRect(m_resign.enabled() ? sf::FloatRect{left, row[0].top, rowW, row[0].height}
                                            : sf::FloatRect{});
    } else if (labelFits(t, m_draw, row[0].width, 12) && labelFits(t, m_resign, row[1].width, 12)) {
        m_draw.setRect(row[0]);
        m_resign.setRect(row[1]);
    } else {
        // Longer words ("Предложить ничью"): one button a row rather than cut.
        m_resign.setRect({left, m_leave.rect().top - t.px(48), rowW, t.px(40)});
        m_draw.setRect({left, m_resign.rect().top - t.px(48), rowW, t.px(40)});
    }
    float above = m_leave.rect().top;
    for (const Button* b : {&m_draw, &m_resign, &m_resume})
        if (b->rect().width > 0) above = std::min(above, b->rect().top);
    const auto placeChat = [&](float chatH) {
        m_chatArea = {left, above - t.px(10) - chatH, rowW, chatH};
        const float fieldH = t.px(38);
        const float sendW = std::clamp(m_send.naturalWidth(), t.px(70), rowW * 0.45f);
        m_chatField.setRect({left, m_chatArea.top + chatH - fieldH, rowW - sendW - gap, fieldH});
        m_send.setRect({left + rowW - sendW, m_chatArea.top + chatH - fieldH, sendW, fieldH});
        if (m_play) m_play->layout(size, m_sidebar, m_chatArea.top - t.px(12));
    };
    const float chatH = std::max(t.px(170), m_sidebar.height * 0.3f);
    placeChat(chatH);
    // Many seats (their rows, clocks and badges) can leave the log no room: the chat gives
    // up some of its own, down to its least, so that a few lines of the log show.
    const float logLeast = t.px(110), chatLeast = t.px(130);
    if (m_play && chatH > chatLeast) {
        const float lacking = logLeast - m_play->panel().logArea().height;
        if (lacking > 0) placeChat(std::max(chatLeast, chatH - lacking));
    }
    layoutSide();
}

void OnlineTableScene::layoutSide() {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_send.setLabel(toSfString(tr("Send")));
    m_leave.setLabel(toSfString(tr("Lobby")));
    m_resume.setLabel(toSfString(tr("Resume the game")));
    m_draw.setLabel(toSfString(m_drawOfferBy >= 0 ? tr("Accept the draw") : tr("Offer a draw")));
    m_resign.setLabel(toSfString(m_resignArmed > 0 ? tr("Sure? Resign") : tr("Resign")));
    m_chatField.setPlaceholder(toSfString(tr("Say something to the table")));
    fitLabels(t, {&m_send, &m_draw, &m_resign, &m_leave, &m_resume}, 15, 11);
    m_texts.clear();
    m_tipTexts.clear();
    m_tooltip = {};
    auto head = makeText(toSfString(m_watching ? tr("Chat (watching)") : tr("Chat")), t.bold(),
                         t.textSize(15), c.text);
    placeText(head, m_chatArea.left, m_chatArea.top);
    m_texts.push_back(head);
    // The newest lines that fit, wrapped, above the field.
    const unsigned size = t.textSize(14);
    const float step = t.regular().getLineSpacing(size);
    const float top = m_chatArea.top + t.px(24);
    const float bottom = m_chatField.rect().top - t.px(6);
    std::vector<std::pair<sf::String, sf::Color>> lines;
    for (const auto& line : context().online->chat(m_id)) {
        const auto wrapped =
            wrapText(toSfString(line.who + ": " + line.text), t.regular(), size, m_chatArea.width);
        for (const auto& w : wrapped)
            lines.emplace_back(w, line.mine ? c.accent : c.text);
    }
    const auto fit = static_cast<std::size_t>(std::max(0.f, (bottom - top) / step));
    const std::size_t from = lines.size() > fit ? lines.size() - fit : 0;
    float y = top;
    for (std::size_t i = from; i < lines.size(); ++i) {
        auto text = makeText(lines[i].first, t.regular(), size, lines[i].second);
        placeText(text, m_chatArea.left, y);
        m_texts.push_back(text);
        y += step;
    }
    if (lines.empty()) {
        auto none = makeText(toSfString(tr("No messages yet")), t.regular(), size, c.muted);
        placeText(none, m_chatArea.left, top);
        m_texts.push_back(none);
    }
    // The banner over the board while the connection is lost.
    m_banner = {};
    const auto& link = *context().online;
    if (!link.online() && m_play) {
        const auto area = m_play->table().area();
        m_banner = {area.left, area.top, area.width, t.px(46)};
        const std::string words =
            tr("Connection lost: reconnecting… Moves made meanwhile will follow.");
        auto text =
            makeText(elide(toSfString(words), t.bold(), t.textSize(16), m_banner.width - t.px(24)),
                     t.bold(), t.textSize(16), c.text);
        centerText(text, m_banner.left + m_banner.width / 2, m_banner.top + m_banner.height / 2);
        m_texts.push_back(text);
    }
    // The mark of the last throw, top right of the board.
    m_fairRect = {};
    if (m_fair != Fair::None && m_play) {
        const auto area = m_play->table().area();
        const std::string label = m_fair == Fair::Verified ? "\u2713 " + tr("Fair throw")
                                                           : "\u2717 " + tr("Throw not verified");
        auto text = makeText(toSfString(label), t.bold(), t.textSize(14),
                             m_fair == Fair::Verified ? c.success : c.danger);
        const float w = text.getLocalBounds().width + t.px(20);
        m_fairRect = {area.left + area.width - w - t.px(6), area.top + t.px(6) + m_banner.height, w,
                      t.px(28)};
        centerText(text, m_fairRect.left + w / 2, m_fairRect.top + m_fairRect.height / 2);
        m_texts.push_back(text);
        if (m_fairHover) {
            const std::string tip =
                m_fair == Fair::Verified
                    ? tr("The referee committed to a secret before this throw and revealed it "
                         "after; with your share it gives exactly this throw. Nobody could "
                         "choose it.")
                    : tr("The referee's reveal does not give this throw: it may not be fair.");
            const float tw = std::min(t.px(360), area.width - t.px(12));
            std::vector<sf::Text> tipLines;
            placeWrapped(tipLines, toSfString(tip), t.regular(), t.textSize(14), c.text,
                         m_fairRect.left + m_fairRect.width - tw + t.px(10),
                         m_fairRect.top + m_fairRect.height + t.px(14), tw - t.px(20),
                         t.regular().getLineSpacing(t.textSize(14)));
            m_tooltip = {
                m_fairRect.left + m_fairRect.width - tw,
                m_fairRect.top + m_fairRect.height + t.px(6), tw,
                static_cast<float>(tipLines.size()) * t.regular().getLineSpacing(t.textSize(14)) +
                    t.px(16)};
            for (auto& l : tipLines)
                m_tipTexts.push_back(l);
        }
    }
}

void OnlineTableScene::handleEvent(const sf::Event& event) {
    const bool key = event.type == sf::Event::KeyPressed;
    if (event.type == sf::Event::MouseMoved) {
        const bool hover = m_fairRect.contains(float(event.mouseMove.x), float(event.mouseMove.y));
        if (hover != m_fairHover) {
            m_fairHover = hover;
            layoutSide();
        }
    }
    if (key && event.key.code == sf::Keyboard::F6) {
        m_group.setRingVisible(true);
        if (m_group.focused())
            m_group.blur();
        else
            m_group.focus("chat");
        return;
    }
    if (m_group.focused() && key) {
        if (event.key.code == sf::Keyboard::Escape) return m_group.blur();
        if (event.key.code == sf::Keyboard::Enter && m_group.focused() == &m_chatField)
            return sendChat();
    }
    // Keys belong to the board until F6 (or a click) gives a widget the focus.
    if ((m_group.focused() || !key) && m_group.handleNavigation(event)) return;
    if (m_send.handleEvent(event)) return sendChat();
    if (m_leave.handleEvent(event)) return context().stack->pop();
    if (m_resume.handleEvent(event)) {
        if (auto* client = context().online->client()) client->resume(m_id);
        context().log->write("online_resume", {{"table", m_id}});
        return;
    }
    if (m_draw.handleEvent(event)) {
        if (auto* client = context().online->client())
            client->draw(m_id, m_drawOfferBy >= 0 ? "accept" : "offer");
        if (m_drawOfferBy < 0 && m_play)
            m_play->say(tr("Draw offered"), context().theme->colors.muted);
        m_drawOfferBy = -1;
        return layoutSide();
    }
    if (m_resign.handleEvent(event)) {
        if (m_resignArmed <= 0) {
            m_resignArmed = 4;
            return layoutSide();
        }
        m_resignArmed = 0;
        if (auto* client = context().online->client()) client->resign(m_id);
        context().log->write("online_resign", {{"table", m_id}});
        return layoutSide();
    }
    if (m_chatField.handleEvent(event)) return;
    if (m_group.focused() && (key || event.type == sf::Event::TextEntered)) return;
    if (!m_play) {
        if (key && event.key.code == sf::Keyboard::Escape) context().stack->pop();
        return;
    }
    const auto actions = key ? KeyMap::play().actions(event.key) : std::vector<Action>{};
    const auto onButton = [&](sf::Vector2f p) { return m_sidebar.contains(p); };
    switch (m_play->handleInput(event, actions, onButton)) {
        case PlayTable::InputUse::Pause:
            return context().stack->pop();  // Escape with nothing to cancel: the lobby
        case PlayTable::InputUse::Rules:
            return context().stack->push(std::make_unique<RulesScene>(
                context(), m_play->game(), m_play->state().setup().variant));
        case PlayTable::InputUse::Hold:
            return m_play->skipAnimation();
        case PlayTable::InputUse::Used:
        case PlayTable::InputUse::Unused:
            return;
    }
}

std::optional<sf::Vector2f> OnlineTableScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "fair") && m_fairRect.width > 0)
        return sf::Vector2f(m_fairRect.left + m_fairRect.width / 2,
                            m_fairRect.top + m_fairRect.height / 2);
    if (auto p = m_group.locate(what)) return p;
    return m_play ? m_play->locate(what) : std::nullopt;
}

void OnlineTableScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh back;
    back.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    sf::RenderStates opaque = states;
    opaque.blendMode = sf::BlendNone;
    target.draw(back, opaque);
    if (m_play) {
        target.draw(*m_play, states);
    } else {
        Mesh panel;
        panel.roundedRect(m_sidebar, t.px(14), c.panel);
        target.draw(panel, states);
        auto wait = makeText(toSfString(tr("Waiting for the table: the game starts once every "
                                           "seat is taken.")),
                             t.regular(), t.textSize(18), c.muted);
        centerText(wait, (m_sidebar.left) / 2, m_size.y / 2);
        target.draw(wait, states);
    }
    Mesh front;
    front.roundedRect({m_chatArea.left - t.px(8), m_chatArea.top - t.px(8),
                       m_chatArea.width + t.px(16), m_chatArea.height + t.px(16)},
                      t.px(10), c.panelRaised);
    if (m_banner.width > 0) front.roundedRect(m_banner, t.px(10), withAlpha(c.danger, 220));
    if (m_fairRect.width > 0) {
        front.roundedRect(m_fairRect, t.px(8), c.panel);
        front.roundedFrame(m_fairRect, t.px(8), std::max(1.f, t.px(1.5f)),
                           m_fair == Fair::Verified ? c.success : c.danger);
    }
    if (m_tooltip.width > 0 && m_fairHover) {
        front.raisedRect(m_tooltip, t.px(8), c.panelRaised, t.px(3), sf::Color(0, 0, 0, 90));
        front.roundedFrame(m_tooltip, t.px(8), std::max(1.f, t.px(1)), c.border);
    }
    target.draw(front, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    if (m_fairHover)
        for (const auto& text : m_tipTexts)
            target.draw(text, states);
    for (const Widget* w : std::initializer_list<const Widget*>{&m_chatField, &m_send, &m_draw,
                                                                &m_resign, &m_leave, &m_resume})
        if (w->rect().width > 0) target.draw(*w, states);
    target.draw(m_group, states);
}

}  // namespace plateau::gui
