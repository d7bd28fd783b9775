#include "scenes/table_password_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/event_log.hpp"
#include "app/online_link.hpp"
#include "app/script_input.hpp"
#include "scenes/online_table_scene.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/dialog_frame.hpp"
#include "widgets/layout.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

using online::ClientEvent;

namespace {
constexpr float kAnswerTimeout = 10;  // seconds without an answer: said so
}

TablePasswordScene::TablePasswordScene(Context& context, ClientEvent::TableInfo table, bool watch)
    : Scene(context),
      m_table(std::move(table)),
      m_watch(watch),
      m_field(*context.theme, "", 64),
      m_ok(*context.theme, toSfString(watch ? tr("Watch") : tr("Join")), Button::Style::Primary),
      m_cancel(*context.theme, toSfString(tr("Cancel")), Button::Style::Normal),
      m_group(*context.theme) {
    m_field.setMasked(true);
    m_field.setPlaceholder(toSfString(tr("The table's password")));
    m_group.add(m_field, "password");
    m_group.add(m_cancel, "Cancel");
    m_group.add(m_ok, watch ? "Watch" : "Join");
    m_group.focus("password");
    context.log->write(
        "scene",
        {{"name", std::string("table_password")}, {"table", m_table.id}, {"watch", watch}});
}

std::string TablePasswordScene::refusalWords(const std::string& reason) {
    if (reason == "bad-password") return tr("Wrong password: ask the table's host for it.");
    if (reason == "not-invited") return tr("The seats left are kept for invited players.");
    if (reason == "seat-taken") return tr("No seat is open any more: watch the game instead.");
    if (reason == "unknown-table") return tr("This table is gone.");
    if (reason == "version-mismatch") return tr("This table plays another version of the game.");
    if (reason == "rate-limited") return tr("Too many tries: wait a moment.");
    return tr("The referee refused it.");
}

void TablePasswordScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float w = std::min(size.x - t.px(40), t.px(540)), h = t.px(296);
    m_panel = {std::round((size.x - w) / 2), std::round((size.y - h) / 2), w, h};
    m_texts.clear();
    auto title = makeText(toSfString(tr("A private table")), t.bold(), t.textSize(26), c.text);
    centerText(title, m_panel.left + w / 2, m_panel.top + t.px(34));
    m_texts.push_back(title);
    const std::string host = m_table.host.substr(0, m_table.host.find('@'));
    const std::string lead =
        host.empty() ? tr("Type its password to sit or watch.")
                     : fillText(tr("{0}'s table: type its password to sit or watch."), {host});
    placeCentredLines(m_texts, t, lead,
                      {m_panel.left + t.px(24), m_panel.top + t.px(54), w - t.px(48), t.px(46)}, 2,
                      c.muted);
    m_field.setRect({m_panel.left + t.px(24), m_panel.top + t.px(108), w - t.px(48), t.px(42)});
    const std::string note = m_waiting >= 0 ? tr("Asking the referee…") : m_message;
    placeCentredLines(m_texts, t, note,
                      {m_panel.left + t.px(24), m_panel.top + t.px(156), w - t.px(48), t.px(46)}, 2,
                      m_waiting >= 0 ? c.muted : c.danger);
    const float bw = (w - t.px(60)) / 2, by = m_panel.top + h - t.px(66);
    m_cancel.setRect({m_panel.left + t.px(24), by, bw, t.px(44)});
    m_ok.setRect({m_panel.left + w - t.px(24) - bw, by, bw, t.px(44)});
    m_ok.setEnabled(m_waiting < 0);
    fitLabels(t, {&m_ok, &m_cancel}, 16, 12);
}

void TablePasswordScene::send() {
    auto* client = context().online->client();
    if (!client || m_waiting >= 0) return;
    const std::string password = toUtf8(m_field.text());
    if (password.empty()) {
        m_message = tr("Type the password.");
        return layout(m_size);
    }
    if (m_watch)
        (void)client->watch(m_table.id, password);
    else
        (void)client->join(m_table.id, {}, password);
    m_waiting = 0;
    m_message.clear();
    context().log->write("online_password_sent", {{"table", m_table.id}, {"watch", m_watch}});
    layout(m_size);
}

void TablePasswordScene::update(float dt) {
    m_field.update(dt);
    auto& link = *context().online;
    if (!link.signedIn()) return context().stack->pop();
    if (m_waiting < 0) return;
    if ((m_waiting += dt) > kAnswerTimeout) {
        m_waiting = -1;
        m_message = tr("The referee did not answer: try again.");
        return layout(m_size);
    }
    auto events = link.take();
    for (std::size_t i = 0; i < events.size(); ++i) {
        const ClientEvent& ev = events[i];
        if (ev.table != m_table.id) continue;
        if (ev.kind == ClientEvent::Kind::Refused) {
            m_waiting = -1;
            m_message = refusalWords(ev.reason);
            context().log->write("online_password_refused",
                                 {{"table", m_table.id}, {"reason", ev.reason}});
            m_group.focus("password");
            m_field.selectAll();  // the next try replaces it
            return layout(m_size);
        }
        const bool in =
            m_watch ? ev.kind == ClientEvent::Kind::Synced : ev.kind == ClientEvent::Kind::Joined;
        if (in) {
            // The table's screen hears what came after (the game so far, the turn).
            link.putBack({events.begin() + static_cast<std::ptrdiff_t>(i), events.end()});
            context().log->write("online_open", {{"table", m_table.id}, {"watch", m_watch}});
            Context& ctx = context();
            const std::string id = m_table.id;
            const bool watch = m_watch;
            ctx.stack->pop();
            ctx.stack->push(std::make_unique<OnlineTableScene>(ctx, id, watch));
            return;
        }
    }
}

void TablePasswordScene::handleEvent(const sf::Event& event) {
    const bool key = event.type == sf::Event::KeyPressed;
    if (key && event.key.code == sf::Keyboard::Escape) return context().stack->pop();
    // Enter in the field sends (the group would go on to the next widget).
    if (key && event.key.code == sf::Keyboard::Enter && m_group.focused() == &m_field)
        return send();
    if (m_group.handleNavigation(event)) return;
    if (m_cancel.handleEvent(event)) return context().stack->pop();
    if (m_ok.handleEvent(event)) return send();
    if (key && event.key.code == sf::Keyboard::Enter) return send();
    if (m_field.handleEvent(event) && !m_message.empty() && m_waiting < 0) {
        m_message.clear();
        layout(m_size);
    }
}

std::optional<sf::Vector2f> TablePasswordScene::locate(std::string_view what) const {
    return m_group.locate(what);
}

void TablePasswordScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    Mesh mesh;
    dialogFrame(mesh, t, m_size, m_panel);
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(m_field, states);
    target.draw(m_ok, states);
    target.draw(m_cancel, states);
    target.draw(m_group, states);
}

}  // namespace plateau::gui
