#include "scenes/settings_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/event_log.hpp"
#include "app/screen.hpp"
#include "scenes/scene_stack.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

SettingsScene::SettingsScene(Context& context)
    : Scene(context),
      m_cancel(*context.theme, "Cancel", Button::Style::Ghost),
      m_save(*context.theme, "Save", Button::Style::Primary),
      m_group(*context.theme) {
    const Theme& t = *context.theme;
    const Settings& s = *context.settings;
    // Only sizes that fit the screen (with room for a title bar); the current one, even if
    // it was made by hand, is offered too.
    const auto screen = screenSize();
    for (const auto& size : std::vector<std::pair<unsigned, unsigned>>{{800, 600},
                                                                       {1024, 768},
                                                                       {1280, 720},
                                                                       {1366, 768},
                                                                       {1600, 900},
                                                                       {1920, 1080},
                                                                       {2560, 1440}})
        if (fitsScreen(size.first, size.second, screen)) m_sizes.push_back(size);
    if (std::find(m_sizes.begin(), m_sizes.end(), std::pair{s.width, s.height}) == m_sizes.end())
        m_sizes.insert(m_sizes.begin(), {s.width, s.height});
    std::vector<sf::String> labels;
    int current = 0;
    for (std::size_t i = 0; i < m_sizes.size(); ++i) {
        labels.push_back(toSfString(std::to_string(m_sizes[i].first) + " \u00d7 " +
                                    std::to_string(m_sizes[i].second)));
        if (m_sizes[i] == std::pair{s.width, s.height}) current = static_cast<int>(i);
    }
    m_size = std::make_unique<ChoiceBox>(t, labels, current);
    m_fullscreen = std::make_unique<Checkbox>(t, "Full screen", s.fullscreen);
    m_speed = std::make_unique<Spinner>(t, s.animationSpeed, Settings::kMinSpeed,
                                        Settings::kMaxSpeed, 0.25, 2);
    m_speed->setSuffix(L"\u00d7");
    m_sound = std::make_unique<Checkbox>(t, "Play sounds", s.sound);
    m_undo = std::make_unique<Checkbox>(t, "Allow undo and redo", s.allowUndo);
    m_group.add(*m_size, "size");
    m_group.add(*m_fullscreen, "fullscreen");
    m_group.add(*m_speed, "speed");
    m_group.add(*m_sound, "sound");
    m_group.add(*m_undo, "undo");
    m_group.add(m_save, "Save");
    m_group.add(m_cancel, "Cancel");
    context.log->write("scene", {{"name", std::string("settings")}});
}

void SettingsScene::layout(sf::Vector2f size) {
    m_windowSize = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_texts.clear();
    const float w = std::min(size.x - t.px(80), t.px(620));
    const float h = t.px(500);
    m_panel = {(size.x - w) / 2, (size.y - h) / 2, w, h};
    const float pad = t.px(32);
    auto title = makeText("Settings", t.bold(), t.textSize(30), c.text);
    placeText(title, m_panel.left + pad, m_panel.top + t.px(26));
    m_texts.push_back(title);
    float y = m_panel.top + t.px(96);
    const float rowH = t.px(42), labelW = w * 0.42f;
    const float wx = m_panel.left + pad + labelW, ww = w - 2 * pad - labelW;
    auto label = [&](const char* text) {
        auto l = makeText(text, t.regular(), t.textSize(17), c.text);
        centerText(l, 0, y + rowH / 2);
        l.setOrigin(0, l.getOrigin().y);
        l.setPosition(std::round(m_panel.left + pad), l.getPosition().y);
        m_texts.push_back(l);
    };
    label("Window size");
    m_size->setRect({wx, y, ww, rowH});
    m_size->setEnabled(!m_fullscreen->value());
    y += rowH + t.px(18);
    label("Display");
    m_fullscreen->setRect({wx, y, ww, rowH});
    y += rowH + t.px(18);
    label("Animation speed");
    m_speed->setRect({wx, y, ww, rowH});
    y += rowH + t.px(18);
    label("Sound");
    m_sound->setRect({wx, y, ww, rowH});
    y += rowH + t.px(18);
    label("Undo");
    m_undo->setRect({wx, y, ww, rowH});
    y += rowH + t.px(8);
    const std::string note =
        m_message.empty() ? "Kept in " + context().settingsFile.string() : m_message;
    auto n = makeText(elide(toSfString(note), t.regular(), t.textSize(13), w - 2 * pad),
                      t.regular(), t.textSize(13), m_failed ? c.danger : c.muted);
    placeText(n, m_panel.left + pad, y + t.px(8));
    m_texts.push_back(n);
    const float bw = t.px(150), bh = t.px(46);
    m_save.setRect({m_panel.left + w - pad - bw, m_panel.top + h - pad - bh, bw, bh});
    m_cancel.setRect(
        {m_panel.left + w - pad - 2 * bw - t.px(12), m_panel.top + h - pad - bh, bw, bh});
}

void SettingsScene::save() {
    Settings s = *context().settings;
    const auto& size = m_sizes[static_cast<std::size_t>(m_size->index())];
    s.width = size.first;
    s.height = size.second;
    s.fullscreen = m_fullscreen->value();
    s.animationSpeed = m_speed->value();
    s.sound = m_sound->value();
    s.allowUndo = m_undo->value();
    if (auto problem = saveSettings(s, context().settingsFile)) {
        m_message = "Not saved: " + *problem;
        m_failed = true;
        layout(m_windowSize);
        return;
    }
    *context().settings = s;
    context().settingsChanged = true;
    context().settingsProblem.clear();
    context().log->write("settings_saved", {{"width", std::int64_t{s.width}},
                                            {"height", std::int64_t{s.height}},
                                            {"fullscreen", s.fullscreen},
                                            {"speed", s.animationSpeed},
                                            {"sound", s.sound},
                                            {"allow_undo", s.allowUndo}});
    context().stack->pop();
}

void SettingsScene::handleEvent(const sf::Event& event) {
    if (m_group.handleNavigation(event)) return;
    if (m_save.handleEvent(event)) return save();
    if (m_cancel.handleEvent(event) ||
        (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape)) {
        context().stack->pop();
        return;
    }
    m_size->handleEvent(event);
    if (m_fullscreen->handleEvent(event)) m_size->setEnabled(!m_fullscreen->value());
    m_speed->handleEvent(event);
    m_sound->handleEvent(event);
    m_undo->handleEvent(event);
    if (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Enter &&
        !m_group.focusedUsesEnter())
        save();
}

std::optional<sf::Vector2f> SettingsScene::locate(std::string_view what) const {
    if (what == "Save") return m_save.center();
    if (what == "Cancel") return m_cancel.center();
    if (what == "fullscreen") return m_fullscreen->center();
    if (what == "sound") return m_sound->center();
    if (what == "undo") return m_undo->center();
    auto end = [](const Widget& w, bool right) {
        const auto r = w.rect();
        return sf::Vector2f(right ? r.left + r.width - r.height / 2 : r.left + r.height / 2,
                            r.top + r.height / 2);
    };
    if (what == "size") return end(*m_size, true);
    if (what == "speed+") return end(*m_speed, true);
    if (what == "speed-") return end(*m_speed, false);
    return std::nullopt;
}

void SettingsScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    mesh.gradientRect({0, 0, m_windowSize.x, m_windowSize.y}, c.backgroundTop, c.background);
    mesh.raisedRect(m_panel, t.px(20), c.panel, t.px(6), sf::Color(0, 0, 0, 70));
    target.draw(mesh.vertices(), states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(*m_size, states);
    target.draw(*m_fullscreen, states);
    target.draw(*m_speed, states);
    target.draw(*m_sound, states);
    target.draw(*m_undo, states);
    target.draw(m_cancel, states);
    target.draw(m_save, states);
    target.draw(m_group, states);
}

}  // namespace plateau::gui
