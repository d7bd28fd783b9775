#include "scenes/lobby_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/logging.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/sdk/game.hpp>
#include <plateau/sdk/options.hpp>

#include "app/credentials.hpp"
#include "app/event_log.hpp"
#include "app/online_link.hpp"
#include "app/online_terms.hpp"
#include "app/script_input.hpp"
#include "audio/sound_player.hpp"
#include "scenes/online_table_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "scenes/setup_scene.hpp"
#include "scenes/table_password_scene.hpp"
#include "tr.hpp"
#include "widgets/layout.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

using online::ClientEvent;

namespace {

std::string statusWords(const std::string& status) {
    if (status == "waiting") return tr("waiting for players");
    if (status == "playing") return tr("playing");
    if (status == "over") return tr("over");
    if (status == "adjourned") return tr("adjourned");
    return status;
}

}  // namespace

LobbyScene::LobbyScene(Context& context, std::string focusTable)
    : Scene(context),
      m_filter(*context.theme, {}),
      m_new(*context.theme, "", Button::Style::Primary),
      m_signOut(*context.theme, "", Button::Style::Ghost),
      m_back(*context.theme, "", Button::Style::Ghost),
      m_chatField(*context.theme, "", online::kMaxChat),
      m_send(*context.theme, "", Button::Style::Normal),
      m_group(*context.theme),
      m_focusTable(std::move(focusTable)) {
    for (const auto& plugin : context.host->plugins())
        m_games.push_back(plugin.game);
    context.log->write("scene",
                       {{"name", std::string("lobby")}, {"account", context.online->account()}});
}

std::string LobbyScene::title() const {
    return tr("Online lobby");
}

std::shared_ptr<const Game> LobbyScene::filteredGame() const {
    const int i = m_filter.index() - 1;
    if (i < 0 || i >= static_cast<int>(m_games.size())) return nullptr;
    return m_games[static_cast<std::size_t>(i)];
}

void LobbyScene::rebuildRows() {
    const auto& link = *context().online;
    const auto game = filteredGame();
    m_rows.clear();
    const auto add = [&](const ClientEvent::TableInfo& info, bool mine) {
        if (game && info.game != game->id()) return;
        for (const auto& r : m_rows)
            if (r.info.id == info.id) return;  // a table of the account's is listed once
        Row row;
        row.info = info;
        row.mine = mine || info.yourSeat >= 0;
        const auto* plugin = context().host->findPlugin(info.game);
        if (!plugin)
            row.problem = fillText(tr("This program has no {0}"), {info.game});
        else if (!info.pluginVersion.empty() && plugin->version != info.pluginVersion)
            row.problem = fillText(tr("Another version: {0} here, {1} at the table"),
                                   {plugin->version, info.pluginVersion});
        const Theme& t = *context().theme;
        row.join = std::make_unique<Button>(t, toSfString(row.mine ? tr("Continue") : tr("Join")),
                                            Button::Style::Primary);
        row.watch = std::make_unique<Button>(t, toSfString(tr("Watch")), Button::Style::Normal);
        row.join->setEnabled(row.problem.empty() && (row.mine || info.open > 0 || info.invited));
        row.watch->setEnabled(row.problem.empty() && !row.mine);
        m_rows.push_back(std::move(row));
    };
    for (const auto& info : link.mine())
        add(info, true);
    // The tables of people met at earlier tables first.
    for (const auto& info : friendsFirst(link.tables(), link.met()))
        if (info.status != "over") add(info, false);
    m_group.clear();
    m_group.add(m_filter, "game filter");
    m_group.add(m_new, "New table");
    for (auto& row : m_rows) {
        m_group.add(*row.join, (row.mine ? "Continue " : "Join ") + row.info.id);
        if (!row.mine) m_group.add(*row.watch, "Watch " + row.info.id);
    }
    m_group.add(m_chatField, "chat");
    m_group.add(m_send, "Send");
    m_group.add(m_signOut, "Sign out");
    m_group.add(m_back, "Back");
}

void LobbyScene::layoutChat() {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_chatTexts.clear();
    auto head = makeText(toSfString(tr("Lobby chat")), t.bold(), t.textSize(16), c.text);
    placeText(head, m_chatArea.left, m_chatArea.top);
    m_chatTexts.push_back(head);
    const unsigned size = t.textSize(14);
    const float step = t.regular().getLineSpacing(size);
    const float top = m_chatArea.top + t.px(28), bottom = m_chatField.rect().top - t.px(6);
    std::vector<std::pair<sf::String, sf::Color>> lines;
    for (const auto& line : context().online->chat(""))
        for (const auto& w :
             wrapText(toSfString(line.who + ": " + line.text), t.regular(), size, m_chatArea.width))
            lines.emplace_back(w, line.mine ? c.accent : c.text);
    const auto fit = static_cast<std::size_t>(std::max(0.f, (bottom - top) / step));
    float y = top;
    for (std::size_t i = lines.size() > fit ? lines.size() - fit : 0; i < lines.size(); ++i) {
        auto text = makeText(lines[i].first, t.regular(), size, lines[i].second);
        placeText(text, m_chatArea.left, y);
        m_chatTexts.push_back(text);
        y += step;
    }
    if (lines.empty()) {
        auto none = makeText(toSfString(tr("No messages yet")), t.regular(), size, c.muted);
        placeText(none, m_chatArea.left, top);
        m_chatTexts.push_back(none);
    }
}

void LobbyScene::sendChat() {
    const std::string text = toUtf8(m_chatField.text());
    auto* client = context().online->client();
    if (!client || text.find_first_not_of(' ') == std::string::npos) return;
    if (client->chat("", text)) {
        m_chatField.setText("");
        context().log->write("online_chat_sent", {{"table", std::string()}, {"text", text}});
    }
}

void LobbyScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    std::vector<sf::String> choices{toSfString(tr("All games"))};
    for (const auto& g : m_games)
        choices.push_back(toSfString(gameName(*g)));
    m_filter.setChoices(choices);
    m_new.setLabel(toSfString(tr("New table")));
    m_signOut.setLabel(toSfString(tr("Sign out")));
    m_back.setLabel(toSfString(tr("Menu")));
    const std::string focused = m_group.focusedName();
    rebuildRows();
    if (!focused.empty()) m_group.focus(focused);
    if (!m_focusTable.empty() && m_group.focus("Join " + m_focusTable)) {
        context().log->write("lobby_focus", {{"table", m_focusTable}});
        m_focusTable.clear();
    }

    const float margin = t.px(std::min(56.f, size.x / t.scale() * 0.04f));
    m_texts.clear();
    auto title = makeText(toSfString(tr("Online lobby")), t.bold(), t.textSize(34), c.text);
    placeText(title, margin, t.px(26));
    m_texts.push_back(title);
    const auto& link = *context().online;
    const std::string who =
        fillText(tr("Signed in as {0}"), {link.account()}) +
        (link.online() ? std::string() : " \u2014 " + tr("connection lost, reconnecting…"));
    auto sub = makeText(elide(toSfString(who), t.regular(), t.textSize(16), size.x / 2),
                        t.regular(), t.textSize(16), link.online() ? c.muted : c.danger);
    placeText(sub, margin, t.px(74));
    m_texts.push_back(sub);

    const float bh = t.px(44), by = t.px(30);
    const float bw = t.px(150);
    m_back.setRect({size.x - margin - bw, by, bw, bh});
    m_signOut.setRect({m_back.rect().left - t.px(10) - bw, by, bw, bh});
    fitLabels(t, {&m_back, &m_signOut}, 16, 12);

    const float rowTop = t.px(116);
    m_filter.setRect({margin, rowTop, std::min(t.px(320), size.x * 0.4f), bh});
    m_new.setRect({m_filter.rect().left + m_filter.rect().width + t.px(12), rowTop,
                   std::min(t.px(220), size.x * 0.3f), bh});
    fitLabels(t, {&m_new}, 16, 12);

    // The lobby's chat on the right, the tables on the left.
    const float chatW = std::clamp(size.x * 0.3f, t.px(240), t.px(420));
    const float listTop = rowTop + bh + t.px(18);
    m_chatArea = {size.x - margin - chatW, listTop, chatW, size.y - listTop - margin};
    const float fieldH = t.px(38), sendW = std::min(t.px(90), chatW * 0.3f);
    m_chatField.setRect({m_chatArea.left, m_chatArea.top + m_chatArea.height - fieldH,
                         chatW - sendW - t.px(8), fieldH});
    m_send.setRect({m_chatArea.left + chatW - sendW, m_chatField.rect().top, sendW, fieldH});
    m_send.setLabel(toSfString(tr("Send")));
    m_chatField.setPlaceholder(toSfString(tr("Say something to everyone here")));
    fitLabels(t, {&m_send}, 15, 11);
    layoutChat();
    m_listArea = {margin, listTop, m_chatArea.left - t.px(24) - margin, size.y - listTop - margin};
    const float gap = t.px(10);
    float y = m_listArea.top;
    if (!m_message.empty()) {
        auto m =
            makeText(elide(toSfString(m_message), t.regular(), t.textSize(15), m_listArea.width),
                     t.regular(), t.textSize(15), c.danger);
        placeText(m, margin, y);
        m_texts.push_back(m);
        y += t.px(28);
    }
    if (m_rows.empty()) {
        auto none = makeText(toSfString(tr("No open tables: open one with New table.")),
                             t.regular(), t.textSize(17), c.muted);
        placeText(none, margin, y + t.px(10));
        m_texts.push_back(none);
    }
    const float buttonW = std::min(t.px(150), m_listArea.width * 0.18f);
    const unsigned small = t.textSize(15);
    const float lineH = t.regular().getLineSpacing(small);
    for (auto& row : m_rows) {
        const float right = m_listArea.left + m_listArea.width - t.px(14);
        const float joinLeft = right - buttonW - (row.mine ? 0 : buttonW + t.px(10));
        const float textW = joinLeft - m_listArea.left - t.px(30);
        // Under the game's name: who opened it and when, the seats, the state, the clock;
        // the parts wrapped on three lines at most (the last cut), or the reason this
        // program cannot join.
        std::vector<std::string> parts;
        if (!row.info.host.empty())
            parts.push_back(
                fillText(tr("by {0}"), {row.info.host.substr(0, row.info.host.find('@'))}));
        if (row.info.age >= 0) parts.push_back(ageWords(row.info.age));
        if (row.info.isPrivate) parts.push_back(tr("private"));
        if (row.info.invited) parts.push_back(tr("you are invited"));
        const int taken = row.info.seats - row.info.open;
        parts.push_back(fillText(tr("{0} of {1} seats taken"),
                                 {std::to_string(taken), std::to_string(row.info.seats)}));
        parts.push_back(statusWords(row.info.status));
        if (!row.info.clock.empty()) parts.push_back(clockWords(row.info.clock));
        if (row.mine && row.info.yourSeat >= 0)
            parts.push_back(
                fillText(tr("your seat: {0}"), {std::to_string(row.info.yourSeat + 1)}));
        if (!row.problem.empty()) parts = {row.problem};
        std::vector<std::string> lines{""};
        for (const auto& part : parts) {
            const std::string longer =
                lines.back().empty() ? part : lines.back() + " \u00b7 " + part;
            const float w =
                makeText(toSfString(longer), t.regular(), small, c.muted).getLocalBounds().width;
            if (w <= textW || lines.back().empty() || lines.size() == 3)
                lines.back() = longer;
            else
                lines.push_back(part);
        }
        const float rowH = std::max(t.px(68), t.px(40) + lines.size() * lineH + t.px(8));
        row.rect = {m_listArea.left, y, m_listArea.width, rowH};
        row.texts.clear();
        const bool fits = y + rowH <= m_listArea.top + m_listArea.height;
        const float buttonH = t.px(44), buttonY = y + (rowH - buttonH) / 2;
        row.watch->setRect({right - buttonW, buttonY, buttonW, buttonH});
        row.join->setRect({joinLeft, buttonY, buttonW, buttonH});
        fitLabels(t, {row.join.get(), row.watch.get()}, 15, 11);
        if (!fits) {
            row.join->setEnabled(false);
            row.watch->setEnabled(false);
        }
        const auto game = context().host->find(row.info.game);
        std::string head = game ? gameName(*game) : row.info.game;
        if (game)
            for (const auto& v : game->variants())
                if (v.id == row.info.variant) head += " \u00b7 " + trGame(game->id(), v.name);
        auto a = makeText(elide(toSfString(head), t.bold(), t.textSize(18), textW), t.bold(),
                          t.textSize(18), c.text);
        placeText(a, row.rect.left + t.px(16), y + t.px(10));
        row.texts.push_back(a);
        float ly = y + t.px(38);
        for (const auto& line : lines) {
            auto b = makeText(elide(toSfString(line), t.regular(), small, textW), t.regular(),
                              small, row.problem.empty() ? c.muted : c.danger);
            placeText(b, row.rect.left + t.px(16), ly);
            row.texts.push_back(b);
            ly += lineH;
        }
        y += rowH + gap;
    }
}

void LobbyScene::newTable() {
    auto game = filteredGame();
    if (!game && !m_games.empty()) game = m_games.front();
    if (!game) return;
    Context& ctx = context();
    auto hook = [&ctx, this, game](const Setup& setup, const OnlineTerms& terms) -> Status {
        auto* client = ctx.online->client();
        if (!client) return Error(tr("Not signed in."));
        online::CreateRequest request;
        request.game = game->id();
        request.variant = setup.variant;
        request.seats = static_cast<int>(setup.players.size());
        for (const auto& [key, value] : setup.options.all())
            request.options.emplace_back(key, formatOptionValue(value));
        for (std::size_t i = 1; i < setup.players.size(); ++i)
            if (!setup.players[i].isHuman())
                request.bots[static_cast<int>(i)] = setup.players[i].controller;
        if (!setup.players.empty() && (!setup.players[0].isHuman() || terms.invites.count(0)))
            return Error(tr("The first seat is yours online: make it a person."));
        if (terms.isPrivate && terms.password.empty())
            return Error(tr("A private table needs a password: type one."));
        request.password = terms.password;
        request.clock = terms.clockText();
        request.grace = terms.graceSeconds;
        for (const auto& [seat, typed] : terms.invites) {
            const std::string account = invitedAccount(typed, ctx.online->request().server);
            if (account.empty())
                return Error(fillText(tr("Type the account invited to seat {0}: a name, or "
                                         "name@server."),
                                      {std::to_string(seat + 1)}));
            request.invites[seat] = account;
        }
        if (auto ok = client->create(request); !ok) return ok;
        m_creating = true;
        std::string invites;
        for (const auto& [seat, account] : request.invites)
            invites += (invites.empty() ? "" : " ") + account;
        ctx.log->write("online_create", {{"game", request.game},
                                         {"seats", std::int64_t(request.seats)},
                                         {"private", !request.password.empty()},
                                         {"clock", request.clock},
                                         {"grace", std::int64_t(request.grace)},
                                         {"invites", invites}});
        return {};
    };
    context().stack->push(std::make_unique<SetupScene>(context(), game, hook));
}

void LobbyScene::open(const Row& row, bool watch) {
    auto* client = context().online->client();
    if (!client) return;
    // A private table asks its password first (the account's own tables need none, nor
    // a seat kept for it).
    if (row.info.isPrivate && !row.mine && !(row.info.invited && !watch)) {
        context().stack->push(std::make_unique<TablePasswordScene>(context(), row.info, watch));
        return;
    }
    if (watch)
        (void)client->watch(row.info.id);
    else
        (void)client->join(row.info.id);
    context().log->write("online_open", {{"table", row.info.id}, {"watch", watch}});
    context().stack->push(std::make_unique<OnlineTableScene>(context(), row.info.id, watch));
}

void LobbyScene::update(float dt) {
    m_chatField.update(dt);
    auto& link = *context().online;
    if (!link.signedIn()) return context().stack->pop();
    bool changed = false;
    for (const auto& ev : link.take()) {
        if (ev.kind == ClientEvent::Kind::Tables) changed = true;
        if (ev.kind == ClientEvent::Kind::Chat && ev.table.empty()) {
            context().log->write(
                "online_chat",
                {{"table", std::string()}, {"account", ev.account}, {"text", ev.text}});
            if (ev.account != link.account()) context().sounds->play(Cue::Chat);
            layoutChat();
        }
        if (ev.kind == ClientEvent::Kind::Connected) changed = true;
        if (ev.kind == ClientEvent::Kind::Created && m_creating) {
            m_creating = false;
            m_message.clear();
            context().log->write("online_open", {{"table", ev.table}, {"watch", false}});
            context().stack->push(std::make_unique<OnlineTableScene>(context(), ev.table, false));
        }
        if (ev.kind == ClientEvent::Kind::Refused && (ev.table.empty() || m_creating)) {
            m_creating = false;
            m_message = ev.text;
            changed = true;
        }
    }
    if ((m_sinceList += dt) > 1.f) {
        m_sinceList = 0;
        link.requestMine();
        // Following the lobby node, the tables come by themselves.
        if (!link.following())
            link.requestTables(filteredGame() ? filteredGame()->id() : std::string());
    }
    // Laid out again when the lists or the connection changed.
    std::string key = link.online() ? "on" : "off";
    for (const auto& i : link.mine())
        key += i.id + i.status + std::to_string(i.open);
    key += "|";
    for (const auto& i : link.tables())
        key += i.id + i.status + std::to_string(i.open) + "/" + ageWords(i.age);
    if (changed || key != m_shownKey) {
        const bool listChanged = key != m_shownKey;
        m_shownKey = key;
        layout(m_size);
        if (listChanged) {
            std::string ids;
            for (const auto& row : m_rows)
                ids += (ids.empty() ? "" : " ") + row.info.id;
            context().log->write("lobby_tables", {{"count", std::int64_t(m_rows.size())},
                                                  {"ids", ids},
                                                  {"online", link.online()},
                                                  {"following", link.following()}});
            for (const auto& row : m_rows)
                context().log->write("lobby_row", {{"table", row.info.id},
                                                   {"host", row.info.host},
                                                   {"age", std::int64_t(row.info.age)},
                                                   {"clock", row.info.clock},
                                                   {"private", row.info.isPrivate},
                                                   {"invited", row.info.invited},
                                                   {"friend", link.met().contains(row.info.host)},
                                                   {"mine", row.mine}});
        }
    }
}

void LobbyScene::handleEvent(const sf::Event& event) {
    const bool key = event.type == sf::Event::KeyPressed;
    if (key && event.key.code == sf::Keyboard::Enter && m_group.focused() == &m_chatField)
        return sendChat();
    if (key && event.key.code == sf::Keyboard::Escape && !m_group.editingText())
        return context().stack->pop();
    if (m_group.handleNavigation(event)) return;
    if (m_send.handleEvent(event)) return sendChat();
    if (m_chatField.handleEvent(event)) return;
    if (m_back.handleEvent(event)) return context().stack->pop();
    if (m_signOut.handleEvent(event)) {
        const auto request = context().online->request();
        Credentials(configDir()).forget(request.server, request.name);
        context().log->write("sign_out", {{"account", context().online->account()}});
        context().online->signOut();
        return context().stack->pop();
    }
    if (m_filter.handleEvent(event)) {
        m_sinceList = 10;  // ask again at once, for this game
        return layout(m_size);
    }
    if (m_new.handleEvent(event)) return newTable();
    for (const auto& row : m_rows) {
        if (row.join->handleEvent(event)) return open(row, false);
        if (!row.mine && row.watch->handleEvent(event)) return open(row, true);
    }
}

std::optional<sf::Vector2f> LobbyScene::locate(std::string_view what) const {
    // "Join", "Watch", "Continue" alone: the first such row.
    for (const auto& row : m_rows) {
        if (row.join->enabled() && (equalsIgnoreCase(what, row.mine ? "Continue" : "Join")))
            return row.join->center();
        if (!row.mine && row.watch->enabled() && equalsIgnoreCase(what, "Watch"))
            return row.watch->center();
    }
    return m_group.locate(what);
}

void LobbyScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    mesh.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    for (const auto& row : m_rows)
        if (row.rect.top + row.rect.height <= m_listArea.top + m_listArea.height)
            mesh.roundedRect(row.rect, t.px(12), row.mine ? c.panelRaised : c.panel);
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    for (const auto& row : m_rows) {
        if (row.rect.top + row.rect.height > m_listArea.top + m_listArea.height) continue;
        for (const auto& text : row.texts)
            target.draw(text, states);
        target.draw(*row.join, states);
        if (!row.mine) target.draw(*row.watch, states);
    }
    for (const Widget* w :
         std::initializer_list<const Widget*>{&m_filter, &m_new, &m_signOut, &m_back})
        target.draw(*w, states);
    Mesh chat;
    chat.roundedRect({m_chatArea.left - t.px(12), m_chatArea.top - t.px(10),
                      m_chatArea.width + t.px(24), m_chatArea.height + t.px(20)},
                     t.px(12), c.panel);
    target.draw(chat, states);
    for (const auto& text : m_chatTexts)
        target.draw(text, states);
    target.draw(m_chatField, states);
    target.draw(m_send, states);
    target.draw(m_group, states);
}

}  // namespace plateau::gui
