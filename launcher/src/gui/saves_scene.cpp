#include "saves_scene.hpp"

#include <algorithm>
#include <cmath>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/game.hpp>
#include <plateau/plugin_host.hpp>
#include <plateau/save_file.hpp>

#include "event_log.hpp"
#include "play_scene.hpp"
#include "replay_scene.hpp"
#include "scene_stack.hpp"
#include "script_input.hpp"
#include "shapes.hpp"

namespace plateau::gui {

SavesScene::SavesScene(Context& context)
    : Scene(context), m_back(*context.theme, "Back", Button::Style::Ghost) {
    reload();
}

void SavesScene::reload() {
    m_rows.clear();
    std::int64_t broken = 0;
    for (auto& entry : listSaves()) {
        Row row;
        row.file = entry.file;
        if (entry.save) {
            const auto& save = *entry.save;
            row.gameId = save.record.game;
            const bool autosave = entry.file.filename() == autosavePath().filename();
            row.title = !save.name.empty() ? save.name
                        : autosave         ? "Last game (autosave)"
                                           : entry.file.stem().string();
            const auto game = context().host->find(save.record.game);
            row.detail = (game ? game->name() : save.record.game) + " · " +
                         std::to_string(save.record.moves.size()) +
                         (save.record.moves.size() == 1 ? " move" : " moves");
            if (save.savedAt) row.detail += " · " + formatSavedAt(*save.savedAt);
        } else {
            row.broken = true;
            ++broken;
            row.title = entry.file.filename().string();
            row.detail = entry.save.error().toString();
        }
        row.resume = std::make_unique<Button>(*context().theme, "Resume", Button::Style::Primary);
        row.watch = std::make_unique<Button>(*context().theme, "Watch", Button::Style::Normal);
        row.resume->setEnabled(!row.broken);
        row.watch->setEnabled(!row.broken);
        m_rows.push_back(std::move(row));
    }
    context().log->write("scene", {{"name", std::string("saves")},
                                   {"saves", std::int64_t(m_rows.size())},
                                   {"broken", broken}});
}

void SavesScene::setError(std::string text) {
    m_error = std::move(text);
    context().log->write("load_failed", {{"reason", m_error}});
    layout(m_size);
}

void SavesScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float margin = t.px(56);
    m_texts.clear();
    auto title = makeText("Saved games", t.bold(), t.textSize(40), c.text);
    placeText(title, margin, t.px(34));
    m_texts.push_back(title);
    const std::string sub = m_rows.empty() ? "No saved games yet: the Save button of a game "
                                             "keeps one here."
                                           : "Newest first. Resume one, or watch it again.";
    auto subtitle = makeText(toSfString(sub), t.regular(), t.textSize(17), c.muted);
    placeText(subtitle, margin, t.px(92));
    m_texts.push_back(subtitle);
    m_back.setRect({size.x - margin - t.px(120), t.px(42), t.px(120), t.px(42)});
    float y = t.px(136);
    if (!m_error.empty()) {
        auto e =
            makeText(elide(toSfString(m_error), t.regular(), t.textSize(15), size.x - 2 * margin),
                     t.regular(), t.textSize(15), c.danger);
        placeText(e, margin, y);
        m_texts.push_back(e);
        y += t.px(30);
    }
    const float rowH = t.px(66), gap = t.px(10), w = size.x - 2 * margin;
    const float bw = t.px(110), bh = t.px(40);
    std::size_t hidden = 0;
    for (auto& row : m_rows) {
        row.shown = y + rowH <= size.y - t.px(50);
        if (!row.shown) {
            ++hidden;
            continue;
        }
        row.rect = {margin, y, w, rowH};
        const float by = y + (rowH - bh) / 2;
        row.resume->setRect({margin + w - t.px(16) - bw, by, bw, bh});
        row.watch->setRect({margin + w - t.px(28) - 2 * bw, by, bw, bh});
        const float textW = w - 2 * bw - t.px(70);
        const sf::Color titleColor = row.broken ? c.muted : c.text;
        auto name = makeText(elide(toSfString(row.title), t.bold(), t.textSize(18), textW),
                             t.bold(), t.textSize(18), titleColor);
        placeText(name, margin + t.px(18), y + t.px(10));
        m_texts.push_back(name);
        auto detail =
            makeText(elide(toSfString(row.detail), t.regular(), t.textSize(14), textW), t.regular(),
                     t.textSize(14), row.broken ? mix(c.danger, c.muted, 0.5f) : c.muted);
        placeText(detail, margin + t.px(18), y + t.px(38));
        m_texts.push_back(detail);
        y += rowH + gap;
    }
    if (hidden > 0) {
        auto more = makeText(toSfString(std::to_string(hidden) + " older saves not shown"),
                             t.regular(), t.textSize(14), c.muted);
        placeText(more, margin, size.y - t.px(40));
        m_texts.push_back(more);
    }
}

void SavesScene::resume(std::size_t i) {
    auto play = PlayScene::resumeFile(context(), m_rows[i].file);
    if (!play) return setError("Cannot resume: " + play.error().toString());
    context().stack->pop();  // back to the menu when this game is left
    context().stack->push(std::move(*play));
}

void SavesScene::watch(std::size_t i) {
    auto save = loadSave(m_rows[i].file);
    if (!save) return setError("Cannot watch: " + save.error().toString());
    const auto game = context().host->find(save->record.game);
    if (!game)
        return setError("Cannot watch: " + m_rows[i].file.filename().string() + ": no game '" +
                        save->record.game + "' among the loaded plugins");
    auto replay = ReplayScene::create(context(), game, save->record, m_rows[i].title);
    if (!replay) return setError("Cannot watch: " + replay.error().toString());
    context().stack->push(std::move(*replay));
}

void SavesScene::handleEvent(const sf::Event& event) {
    if (m_back.handleEvent(event) ||
        (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape)) {
        context().stack->pop();
        return;
    }
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (!m_rows[i].shown) continue;
        if (m_rows[i].resume->handleEvent(event)) return resume(i);
        if (m_rows[i].watch->handleEvent(event)) return watch(i);
    }
}

void SavesScene::update(float) {}

std::optional<sf::Vector2f> SavesScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Back")) return m_back.center();
    // "resume:0" and "watch:0": the newest save's buttons.
    if (auto i = indexAfter(what, "resume:"); i && *i >= 0 && *i < int(m_rows.size()))
        return m_rows[static_cast<std::size_t>(*i)].resume->center();
    if (auto i = indexAfter(what, "watch:"); i && *i >= 0 && *i < int(m_rows.size()))
        return m_rows[static_cast<std::size_t>(*i)].watch->center();
    // "watch:goose", "resume:quoridor": the newest save of that game.
    for (const auto& row : m_rows) {
        if (row.broken || !row.shown) continue;
        if (equalsIgnoreCase(what, "resume:" + row.gameId)) return row.resume->center();
        if (equalsIgnoreCase(what, "watch:" + row.gameId)) return row.watch->center();
    }
    return std::nullopt;
}

void SavesScene::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    Mesh mesh;
    mesh.gradientRect({0, 0, m_size.x, m_size.y}, c.backgroundTop, c.background);
    for (const auto& row : m_rows) {
        if (!row.shown) continue;
        mesh.roundedRect({row.rect.left, row.rect.top + t.px(3), row.rect.width, row.rect.height},
                         t.px(12), sf::Color(0, 0, 0, 50));
        mesh.roundedRect(row.rect, t.px(12), row.broken ? withAlpha(c.panel, 150) : c.panel);
    }
    target.draw(mesh.vertices(), states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    for (const auto& row : m_rows) {
        if (!row.shown || row.broken) continue;
        target.draw(*row.resume, states);
        target.draw(*row.watch, states);
    }
    target.draw(m_back, states);
}

}  // namespace plateau::gui
