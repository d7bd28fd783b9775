#include "scenes/save_name_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/dialog_frame.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

SaveNameScene::SaveNameScene(Context& context, std::string offered,
                             std::function<void(std::string)> save)
    : Scene(context),
      m_save(std::move(save)),
      m_field(*context.theme, toSfString(offered), 48),
      m_ok(*context.theme, toSfString(tr("Save")), Button::Style::Primary),
      m_cancel(*context.theme, toSfString(tr("Cancel")), Button::Style::Normal) {
    m_field.setPlaceholder(toSfString(tr("A name for this save")));
    m_field.setFocused(true);
    m_field.selectAll();  // typing replaces the name offered
    context.log->write("scene", {{"name", std::string("save_name")}});
}

void SaveNameScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float w = std::min(size.x - t.px(40), t.px(520)), h = t.px(200);
    m_panel = {std::round((size.x - w) / 2), std::round((size.y - h) / 2), w, h};
    m_texts.clear();
    auto title = makeText(toSfString(tr("Save as")), t.bold(), t.textSize(26), c.text);
    centerText(title, m_panel.left + w / 2, m_panel.top + t.px(34));
    m_texts.push_back(title);
    m_field.setRect({m_panel.left + t.px(24), m_panel.top + t.px(68), w - t.px(48), t.px(42)});
    const float bw = (w - t.px(60)) / 2, by = m_panel.top + h - t.px(66);
    m_cancel.setRect({m_panel.left + t.px(24), by, bw, t.px(44)});
    m_ok.setRect({m_panel.left + w - t.px(24) - bw, by, bw, t.px(44)});
}

void SaveNameScene::finish(bool save) {
    std::string name = toUtf8(m_field.text());
    const auto first = name.find_first_not_of(" \t");
    name = first == std::string::npos
               ? ""
               : name.substr(first, name.find_last_not_of(" \t") - first + 1);
    if (save && name.empty()) return;  // nothing to save under: the field stays
    context().log->write("save_name", {{"saved", save}, {"name", name}});
    context().stack->pop();
    if (save && m_save) m_save(name);
}

void SaveNameScene::handleEvent(const sf::Event& event) {
    if (m_ok.handleEvent(event)) return finish(true);
    if (m_cancel.handleEvent(event)) return finish(false);
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Enter)
        return finish(true);
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape)
        return finish(false);
    m_field.handleEvent(event);
}

std::optional<sf::Vector2f> SaveNameScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Save")) return m_ok.center();
    if (equalsIgnoreCase(what, "Cancel")) return m_cancel.center();
    return std::nullopt;
}

void SaveNameScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    Mesh mesh;
    dialogFrame(mesh, t, m_size, m_panel);
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(m_field, states);
    target.draw(m_ok, states);
    target.draw(m_cancel, states);
}

}  // namespace plateau::gui
