#include "scenes/settings_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/language.hpp>

#include "app/event_log.hpp"
#include "app/screen.hpp"
#include "scenes/scene_stack.hpp"
#include "tr.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

std::string languageName(const std::string& code) {
    for (const auto& l : shippedLanguages())
        if (l.code == code) return l.nativeName;
    return code;
}

}  // namespace

SettingsScene::SettingsScene(Context& context)
    : Scene(context),
      m_cancel(*context.theme, toSfString(tr("Cancel")), Button::Style::Ghost),
      m_save(*context.theme, toSfString(tr("Save")), Button::Style::Primary),
      m_group(*context.theme) {
    const Theme& t = *context.theme;
    const Settings& s = *context.settings;
    // Only sizes that fit the screen (with room for a title bar); the current one, even if
    // it was made by hand, is offered too.
    const auto screen = workArea().size;
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
    m_languageOnEntry = currentLanguage();
    int languageIndex = 0;
    const auto& shipped = shippedLanguages();
    for (std::size_t i = 0; i < shipped.size(); ++i)
        if (shipped[i].code == s.language) languageIndex = static_cast<int>(i) + 1;
    m_language = std::make_unique<ChoiceBox>(t, std::vector<sf::String>(shipped.size() + 1), languageIndex);
    m_fullscreen = std::make_unique<Checkbox>(t, "", s.fullscreen);
    m_speed = std::make_unique<Spinner>(t, s.animationSpeed, Settings::kMinSpeed,
                                        Settings::kMaxSpeed, 0.25, 2);
    m_speed->setSuffix(L"\u00d7");
    m_sound = std::make_unique<Checkbox>(t, "", s.sound);
    m_undo = std::make_unique<Checkbox>(t, "", s.allowUndo);
    m_group.add(*m_language, "language");
    m_group.add(*m_size, "size");
    m_group.add(*m_fullscreen, "fullscreen");
    m_group.add(*m_speed, "speed");
    m_group.add(*m_sound, "sound");
    m_group.add(*m_undo, "undo");
    m_group.add(m_save, "Save");
    m_group.add(m_cancel, "Cancel");
    context.log->write("scene", {{"name", std::string("settings")}});
    std::string sizes;
    for (const auto& [w, h] : m_sizes)
        sizes += (sizes.empty() ? "" : " ") + std::to_string(w) + "x" + std::to_string(h);
    context.log->write("window_sizes", {{"offered", sizes}});
}

void SettingsScene::layout(sf::Vector2f size) {
    m_windowSize = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    m_texts.clear();
    // Every label is set here: a new language shows at once.
    std::vector<sf::String> languages{toSfString(
        fillText(tr("As the system ({0})"), {languageName(languageFromEnvironment())}))};
    for (const auto& l : shippedLanguages())
        languages.push_back(toSfString(l.nativeName));
    m_language->setChoices(languages);
    m_fullscreen->setLabel(toSfString(tr("Full screen")));
    m_sound->setLabel(toSfString(tr("Play sounds")));
    m_undo->setLabel(toSfString(tr("Allow undo and redo")));
    m_cancel.setLabel(toSfString(tr("Cancel")));
    m_save.setLabel(toSfString(tr("Save")));
    const float w = std::min(size.x - t.px(80), t.px(620));
    const float h = t.px(560);
    m_panel = {(size.x - w) / 2, (size.y - h) / 2, w, h};
    const float pad = t.px(32);
    auto title = makeText(toSfString(tr("Settings")), t.bold(), t.textSize(30), c.text);
    placeText(title, m_panel.left + pad, m_panel.top + t.px(26));
    m_texts.push_back(title);
    float y = m_panel.top + t.px(96);
    // The labels' column is as wide as its longest label (at most 42 %): the rest goes to
    // the choices, so that "As the system (English)" is not cut in a small window.
    float longest = 0;
    for (const std::string& text : {tr("Language"), tr("Window size"), tr("Display"),
                                    tr("Animation speed"), tr("Sound"), trc("settings", "Undo")})
        longest = std::max(longest, makeText(toSfString(text), t.regular(), t.textSize(17), c.text)
                                        .getLocalBounds()
                                        .width);
    const float rowH = t.px(42), labelW = std::min(w * 0.42f, longest + t.px(24));
    const float wx = m_panel.left + pad + labelW, ww = w - 2 * pad - labelW;
    auto label = [&](const std::string& text) {
        auto l = makeText(elide(toSfString(text), t.regular(), t.textSize(17), labelW - t.px(8)),
                          t.regular(), t.textSize(17), c.text);
        centerText(l, 0, y + rowH / 2);
        l.setOrigin(0, l.getOrigin().y);
        l.setPosition(std::round(m_panel.left + pad), l.getPosition().y);
        m_texts.push_back(l);
    };
    label(tr("Language"));
    m_language->setRect({wx, y, ww, rowH});
    y += rowH + t.px(18);
    label(tr("Window size"));
    m_size->setRect({wx, y, ww, rowH});
    m_size->setEnabled(!m_fullscreen->value());
    y += rowH + t.px(18);
    label(tr("Display"));
    m_fullscreen->setRect({wx, y, ww, rowH});
    y += rowH + t.px(18);
    label(tr("Animation speed"));
    m_speed->setRect({wx, y, ww, rowH});
    y += rowH + t.px(18);
    label(tr("Sound"));
    m_sound->setRect({wx, y, ww, rowH});
    y += rowH + t.px(18);
    label(trc("settings", "Undo"));
    m_undo->setRect({wx, y, ww, rowH});
    y += rowH + t.px(8);
    const std::string note =
        m_message.empty() ? fillText(tr("Kept in {0}"), {context().settingsFile.string()}) : m_message;
    auto n = makeText(elide(toSfString(note), t.regular(), t.textSize(13), w - 2 * pad),
                      t.regular(), t.textSize(13), m_failed ? c.danger : c.muted);
    placeText(n, m_panel.left + pad, y + t.px(8));
    m_texts.push_back(n);
    const float bw = t.px(150), bh = t.px(46);
    m_save.setRect({m_panel.left + w - pad - bw, m_panel.top + h - pad - bh, bw, bh});
    m_cancel.setRect(
        {m_panel.left + w - pad - 2 * bw - t.px(12), m_panel.top + h - pad - bh, bw, bh});
}

std::string SettingsScene::title() const { return tr("Settings"); }

std::string SettingsScene::chosenLanguage() const {
    const int i = m_language->index();
    const auto& shipped = shippedLanguages();
    return i <= 0 || i > static_cast<int>(shipped.size()) ? std::string()
                                                          : shipped[static_cast<std::size_t>(i - 1)].code;
}

void SettingsScene::applyLanguage() {
    setLanguage(chosenLanguage());
    context().log->write("language", {{"code", currentLanguage()}});
    // Every screen lays its text out again, this one included.
    context().languageChanged = true;
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
    s.language = chosenLanguage();
    if (auto problem = saveSettings(s, context().settingsFile)) {
        m_message = fillText(tr("Not saved: {0}"), {*problem});
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
                                            {"allow_undo", s.allowUndo},
                                            {"language", s.language}});
    context().stack->pop();
}

void SettingsScene::handleEvent(const sf::Event& event) {
    if (m_group.handleNavigation(event)) return;
    if (m_save.handleEvent(event)) return save();
    if (m_cancel.handleEvent(event) ||
        (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape)) {
        if (currentLanguage() != m_languageOnEntry) {
            setLanguage(m_languageOnEntry);
            context().languageChanged = true;
        }
        context().stack->pop();
        return;
    }
    if (m_language->handleEvent(event)) applyLanguage();
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
    if (what == "language") return end(*m_language, true);
    if (what == "language-") return end(*m_language, false);
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
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    target.draw(*m_language, states);
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
