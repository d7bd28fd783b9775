#include "scenes/pause_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/event_log.hpp"
#include "app/script_input.hpp"
#include "scenes/scene_stack.hpp"
#include "scenes/settings_scene.hpp"
#include "tr.hpp"
#include "widgets/dialog_frame.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

enum Choice : std::size_t { kResume, kRules, kSettings, kSaveAs, kMenu };
const char* const kLabels[] = {PLATEAU_N_("Resume"), PLATEAU_N_("Rules"), PLATEAU_N_("Settings"),
                               PLATEAU_N_("Save as"), PLATEAU_N_("Back to menu")};

}  // namespace

PauseScene::PauseScene(Context& context, Actions actions)
    : Scene(context), m_actions(std::move(actions)) {
    for (const char* label : kLabels) {
        const auto style = m_buttons.empty() ? Button::Style::Primary : Button::Style::Normal;
        m_buttons.push_back(std::make_unique<Button>(*context.theme, toSfString(tr(label)), style));
    }
    context.log->write("scene", {{"name", std::string("pause")}});
}

void PauseScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float bh = t.px(46), gap = t.px(12);
    const float w = std::min(size.x - t.px(40), t.px(480));
    const float h = t.px(96) + static_cast<float>(m_buttons.size()) * (bh + gap) + t.px(48);
    m_panel = {std::round((size.x - w) / 2), std::round((size.y - h) / 2), w, h};
    m_texts.clear();
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        m_buttons[i]->setLabel(toSfString(tr(kLabels[i])));
    auto title = makeText(toSfString(tr("Paused")), t.bold(), t.textSize(30), c.text);
    centerText(title, m_panel.left + w / 2, m_panel.top + t.px(42));
    m_texts.push_back(title);
    const std::string where =
        m_actions.savedWhere ? m_actions.savedWhere() : tr("The game is kept as it is");
    auto note = makeText(elide(toSfString(where), t.regular(), t.textSize(13), w - t.px(32)),
                         t.regular(), t.textSize(13), c.muted);
    centerText(note, m_panel.left + w / 2, m_panel.top + t.px(78));
    m_texts.push_back(note);
    float y = m_panel.top + t.px(104);
    for (auto& b : m_buttons) {
        b->setRect({m_panel.left + t.px(30), y, w - t.px(60), bh});
        y += bh + gap;
    }
    auto keys = makeText(toSfString(tr("↑ ↓ choose · Enter · Escape resumes")), t.regular(),
                         t.textSize(13), c.muted);
    centerText(keys, m_panel.left + w / 2, m_panel.top + h - t.px(26));
    m_texts.push_back(keys);
}

void PauseScene::choose(std::size_t i) {
    context().log->write("pause_choice", {{"choice", std::string(kLabels[i])}});
    switch (i) {
        case kResume:
            context().stack->pop();
            return;
        case kRules:
            // Over this menu, as Settings: Back comes back here, the game still paused.
            if (m_actions.rules) m_actions.rules();
            return;
        case kSettings:
            context().stack->push(std::make_unique<SettingsScene>(context()));
            return;
        case kSaveAs:
            context().stack->pop();
            if (m_actions.saveAs) m_actions.saveAs();
            return;
        case kMenu:
            context().stack->pop();  // this
            context().stack->pop();  // the game: its autosave keeps it
            return;
    }
}

void PauseScene::handleEvent(const sf::Event& event) {
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        if (m_buttons[i]->handleEvent(event)) return choose(i);
    if (event.type != sf::Event::KeyPressed) return;
    if (event.key.code == sf::Keyboard::Escape) return choose(kResume);
    if (event.key.code == sf::Keyboard::Enter || event.key.code == sf::Keyboard::Space)
        return choose(m_focus);
    const auto moved = movedFocus(event.key.code, event.key.shift, m_focus, m_buttons.size());
    if (!moved) return;
    m_focus = *moved;
    context().log->write("pause_focus", {{"choice", std::string(kLabels[m_focus])}});
}

std::optional<sf::Vector2f> PauseScene::locate(std::string_view what) const {
    for (std::size_t i = 0; i < m_buttons.size(); ++i)
        if (equalsIgnoreCase(what, kLabels[i])) return m_buttons[i]->center();
    return std::nullopt;
}

void PauseScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    Mesh mesh;
    dialogFrame(mesh, t, m_size, m_panel);
    focusRing(mesh, t, m_buttons[m_focus]->rect());
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    for (const auto& b : m_buttons)
        target.draw(*b, states);
}

}  // namespace plateau::gui
