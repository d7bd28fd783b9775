#include "scenes/hand_over_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/sdk/text.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

HandOverScene::HandOverScene(Context& context, int seat, std::string name, std::string where,
                             sf::Color color, std::function<void()> ready)
    : Scene(context),
      m_seat(seat),
      m_person(std::move(name)),
      m_where(std::move(where)),
      m_color(color),
      m_ready(std::move(ready)),
      m_show(*context.theme, {}, Button::Style::Primary),
      m_menu(*context.theme, toSfString(tr("Menu")), Button::Style::Ghost) {
    context.log->write("scene", {{"name", std::string("hand_over")}, {"seat", std::int64_t(seat)}});
}

void HandOverScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float w = std::min(size.x - t.px(40), t.px(560));
    const float h = t.px(300);
    m_panel = {std::round((size.x - w) / 2), std::round((size.y - h) / 2), w, h};
    m_texts.clear();
    auto where = makeText(elide(toSfString(m_where), t.regular(), t.textSize(15), w), t.regular(),
                          t.textSize(15), c.muted);
    centerText(where, m_panel.left + w / 2, m_panel.top - t.px(24));
    m_texts.push_back(where);
    const sf::String heading = toSfString(fillText(tr("Pass the screen to {0}"), {m_person}));
    auto title = makeText(elide(heading, t.bold(), t.textSize(30), w - t.px(40)), t.bold(),
                          t.textSize(30), c.text);
    centerText(title, m_panel.left + w / 2, m_panel.top + t.px(58));
    m_texts.push_back(title);
    const sf::String note = toSfString(fillText(
        tr("The board is hidden: it shows {0}'s secrets. Show it when {0} has the screen."),
        {m_person}));
    const auto lines = wrapText(note, t.regular(), t.textSize(16), w - t.px(60));
    const float step = t.regular().getLineSpacing(t.textSize(16));
    float y = m_panel.top + t.px(112) - step * static_cast<float>(lines.size() - 1) / 2;
    for (const auto& line : lines) {
        auto text = makeText(line, t.regular(), t.textSize(16), c.muted);
        centerText(text, m_panel.left + w / 2, y);
        m_texts.push_back(text);
        y += step;
    }
    m_show.setLabel(toSfString(fillText(tr("I am {0}: show the board"), {m_person})));
    m_show.setRect({m_panel.left + t.px(40), m_panel.top + t.px(172), w - t.px(80), t.px(50)});
    m_menu.setLabel(toSfString(tr("Menu")));
    m_menu.setRect({m_panel.left + w / 2 - t.px(70), m_panel.top + t.px(236), t.px(140), t.px(40)});
}

void HandOverScene::show() {
    context().log->write("hand_over_done", {{"seat", std::int64_t(m_seat)}});
    auto ready = m_ready;
    context().stack->pop();
    if (ready) ready();
}

void HandOverScene::handleEvent(const sf::Event& event) {
    if (m_show.handleEvent(event)) return show();
    if (m_menu.handleEvent(event)) {
        context().stack->pop();  // this
        context().stack->pop();  // the game: its autosave keeps it
        return;
    }
    if (event.type != sf::Event::KeyPressed) return;
    if (event.key.code == sf::Keyboard::Enter || event.key.code == sf::Keyboard::Space) show();
}

std::optional<sf::Vector2f> HandOverScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Show")) return m_show.center();
    if (equalsIgnoreCase(what, "Menu")) return m_menu.center();
    return std::nullopt;
}

void HandOverScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    mesh.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    mesh.raisedRect(m_panel, t.px(20), c.panel, t.px(6), sf::Color(0, 0, 0, 90));
    mesh.roundedFrame(m_panel, t.px(20), std::max(1.f, t.px(1.5f)), c.border);
    // The next person's colour, as a band along the panel's top.
    mesh.rect({m_panel.left + t.px(20), m_panel.top, m_panel.width - t.px(40), t.px(6)}, m_color);
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(m_show, states);
    target.draw(m_menu, states);
}

}  // namespace plateau::gui
