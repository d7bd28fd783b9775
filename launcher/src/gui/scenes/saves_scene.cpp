#include "scenes/saves_scene.hpp"
#include "tr.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include <SFML/Graphics/RenderTarget.hpp>
#include <plateau/host/plugin_host.hpp>
#include <plateau/host/save_file.hpp>
#include <plateau/sdk/game.hpp>

#include "app/event_log.hpp"
#include "app/local_time.hpp"
#include "app/script_input.hpp"
#include "scenes/scene_stack.hpp"
#include "widgets/shapes.hpp"

namespace plateau::gui {

namespace {

constexpr std::size_t kNameLength = 48;

}  // namespace

std::string SavesScene::title() const {
    return tr("Saved games");
}

SavesScene::SavesScene(Context& context)
    : Scene(context),
      m_back(*context.theme, toSfString(tr("Back")), Button::Style::Ghost),
      m_cleanup(*context.theme),
      m_yes(*context.theme, toSfString(tr("Yes")), Button::Style::Danger),
      m_no(*context.theme, toSfString(tr("No")), Button::Style::Normal),
      m_ok(*context.theme, toSfString(tr("OK")), Button::Style::Primary),
      m_cancel(*context.theme, toSfString(tr("Cancel")), Button::Style::Normal),
      m_field(*context.theme, "", kNameLength) {
    reload();
    const auto broken =
        std::count_if(m_rows.begin(), m_rows.end(), [](const Row& row) { return row.broken; });
    const auto finished =
        std::count_if(m_rows.begin(), m_rows.end(), [](const Row& row) { return row.finished; });
    context.log->write("scene", {{"name", std::string("saves")},
                                 {"saves", std::int64_t(m_rows.size() - finished)},
                                 {"broken", std::int64_t(broken)},
                                 {"finished", std::int64_t(finished)}});
}

void SavesScene::reload() {
    m_rows.clear();
    const Theme& t = *context().theme;
    std::string order;
    for (auto& info : listSaveRows(*context().host, m_grouped)) {
        Row row;
        static_cast<SaveRow&>(row) = std::move(info);
        row.resume = std::make_unique<Button>(t, toSfString(tr("Resume")), Button::Style::Primary);
        row.watch = std::make_unique<Button>(t, toSfString(tr("Watch")), Button::Style::Normal);
        row.rename = std::make_unique<Button>(t, toSfString(tr("Rename")), Button::Style::Ghost);
        row.remove = std::make_unique<Button>(t, toSfString(tr("Delete")), Button::Style::Ghost);
        for (auto* small : {row.rename.get(), row.remove.get()})
            small->setTextSize(15);
        row.resume->setEnabled(!row.broken && !row.finished);
        row.watch->setEnabled(!row.broken);
        row.rename->setEnabled(!row.broken && !row.autosave && !row.finished);
        order += (order.empty() ? "" : " ") + (row.gameId.empty() ? "?" : row.gameId);
        m_rows.push_back(std::move(row));
    }
    context().log->write("saves_order", {{"by_game", m_grouped}, {"games", order}});
}

void SavesScene::setError(std::string text) {
    context().log->write("load_failed", {{"reason", text}});
    setMessage(std::move(text), Tone::Error);
}

void SavesScene::setMessage(std::string text, Tone tone) {
    m_message = std::move(text);
    m_tone = tone;
    layout(m_size);
}

void SavesScene::layout(sf::Vector2f size) {
    m_size = size;
    const Theme& t = *context().theme;
    const auto& c = t.colors;
    const float margin = t.px(56);
    m_texts.clear();
    auto title = makeText(toSfString(tr("Saved games")), t.bold(), t.textSize(40), c.text);
    placeText(title, margin, t.px(34));
    m_texts.push_back(title);
    // A message takes the subtitle's line, so that the rows do not move when one appears.
    const std::string sub =
        !m_message.empty() ? m_message
        : m_rows.empty()   ? tr("No saved games yet: the Save button of a game keeps one here.")
        : m_grouped        ? tr("By game, newest first in each. Resume one, or watch it again.")
                           : tr("Newest first. Resume one, or watch it again.");
    const sf::Color subColor = m_message.empty()       ? c.muted
                               : m_tone == Tone::Error ? c.danger
                               : m_tone == Tone::Done  ? c.success
                                                       : c.text;
    // The clean-up bar on the subtitle's line, at its right; while it asks, its question
    // is the subtitle.
    const int finished = static_cast<int>(
        std::count_if(m_rows.begin(), m_rows.end(), [](const Row& row) { return row.finished; }));
    const float subH = t.regular().getLineSpacing(t.textSize(17));
    const float barLeft =
        m_cleanup.layout(size.x - margin, t.px(92) + subH / 2, finished, m_grouped);
    const std::string asked = fillText(trn("Delete the {0} finished game for good?",
                                           "Delete the {0} finished games for good?", finished),
                                       {std::to_string(finished)});
    auto subtitle = makeText(elide(toSfString(m_cleanup.asking() ? asked : sub), t.regular(),
                                   t.textSize(17), barLeft - t.px(16) - margin),
                             t.regular(), t.textSize(17),
                             m_cleanup.asking() ? mix(c.danger, c.text, 0.35f) : subColor);
    placeText(subtitle, margin, t.px(92));
    m_texts.push_back(subtitle);
    m_back.setRect({size.x - margin - t.px(120), t.px(42), t.px(120), t.px(42)});
    const float y = t.px(136);

    // Whole rows between here and the footer; the rest scroll.
    const float rowH = t.px(66), gap = t.px(10), w = size.x - 2 * margin;
    const float listBottom = size.y - t.px(50);
    const int fit = std::max(1, static_cast<int>((listBottom - y + gap) / (rowH + gap)));
    // A selection in view stays in view when the window gets smaller.
    const int selected = m_scroll.selected();
    const bool keep = selected >= 0 && m_scroll.shows(selected);
    m_scroll.setSize(static_cast<int>(m_rows.size()), fit);
    if (keep) m_scroll.select(selected);
    // The first row is selected on opening: Down then Enter resumes the second game, not
    // the first (issue 31, 7).
    if (!m_laidOut && !m_rows.empty()) m_scroll.select(0);
    m_laidOut = true;
    const int shownRows = m_scroll.end() - m_scroll.first();
    m_track = {};
    if (m_scroll.scrolls())
        m_track = {margin + w + t.px(16), y, t.px(4), shownRows * (rowH + gap) - gap};

    // Wide enough for every label whole (the minimum text size outgrows a small window's
    // scale).
    float bw = t.px(110), sw = t.px(92);
    for (const auto& row : m_rows) {
        bw = std::max({bw, row.resume->naturalWidth(), row.watch->naturalWidth()});
        sw = std::max({sw, row.rename->naturalWidth(), row.remove->naturalWidth()});
    }
    const float bh = t.px(40), sh = t.px(36);
    const float pad = t.px(16), bgap = t.px(12);
    int cut = 0;  // button labels that do not show whole (a test wants none)
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        auto& row = m_rows[i];
        const int index = static_cast<int>(i);
        row.shown = m_scroll.shows(index);
        if (!row.shown) continue;
        const float ry = y + static_cast<float>(index - m_scroll.first()) * (rowH + gap);
        row.rect = {margin, ry, w, rowH};
        const float right = margin + w - pad;
        const float by = ry + (rowH - bh) / 2, sy = ry + (rowH - sh) / 2;
        row.resume->setRect({right - bw, by, bw, bh});
        row.watch->setRect({right - 2 * bw - bgap, by, bw, bh});
        row.remove->setRect({right - 2 * bw - 2 * bgap - sw, sy, sw, sh});
        row.rename->setRect({right - 2 * bw - 3 * bgap - 2 * sw, sy, sw, sh});
        for (const auto* b :
             {row.resume.get(), row.watch.get(), row.remove.get(), row.rename.get()})
            cut += b->fits() ? 0 : 1;
        const float textX = margin + t.px(18);
        float textW = row.rename->rect().left - t.px(24) - textX;
        const bool target = m_mode != Mode::Browse && m_target == i;

        if (target && m_mode == Mode::Renaming) {
            // The field takes the name's place; OK and Cancel take the buttons'.
            m_ok.setRect(row.watch->rect());
            m_cancel.setRect(row.resume->rect());
            m_field.setRect(
                {margin + t.px(10), by, row.watch->rect().left - t.px(24) - margin - t.px(10), bh});
            continue;
        }
        if (target && m_mode == Mode::ConfirmDelete) {
            m_yes.setRect(row.watch->rect());
            m_no.setRect(row.resume->rect());
            auto ask = makeText(toSfString(tr("Delete this save for good?")), t.bold(),
                                t.textSize(16), mix(c.danger, c.text, 0.35f));
            centerText(ask, 0, ry + rowH / 2);
            const float askW = ask.getLocalBounds().width;
            ask.setOrigin(0, ask.getOrigin().y);
            ask.setPosition(std::round(m_yes.rect().left - t.px(18) - askW), ask.getPosition().y);
            m_texts.push_back(ask);
            textW = ask.getPosition().x - t.px(24) - textX;
        }
        const sf::Color titleColor = row.broken ? c.muted : c.text;
        auto name = makeText(elide(toSfString(row.title), t.bold(), t.textSize(18), textW),
                             t.bold(), t.textSize(18), titleColor);
        placeText(name, textX, ry + t.px(10));
        m_texts.push_back(name);
        auto detail =
            makeText(elide(toSfString(row.detail), t.regular(), t.textSize(14), textW), t.regular(),
                     t.textSize(14), row.broken ? mix(c.danger, c.muted, 0.5f) : c.muted);
        placeText(detail, textX, ry + t.px(38));
        m_texts.push_back(detail);
    }

    context().log->write("saves_layout", {{"width", static_cast<std::int64_t>(size.x)},
                                          {"cut_labels", std::int64_t{cut}}});
    if (!m_rows.empty()) {
        const float footY = size.y - t.px(36);
        if (m_scroll.scrolls()) {
            const std::string where =
                fillText(tr("{0}–{1} of {2}"),
                         {std::to_string(m_scroll.first() + 1), std::to_string(m_scroll.end()),
                          std::to_string(m_rows.size())});
            auto more = makeText(toSfString(where), t.regular(), t.textSize(14), c.muted);
            placeText(more, margin, footY);
            m_texts.push_back(more);
        }
        const std::string hint =
            m_mode == Mode::Renaming ? tr("Enter keeps the new name · Escape cancels")
            : m_mode == Mode::ConfirmDelete
                ? tr("Y deletes · N, Enter or Escape keeps it")
                : tr("↑ ↓ select · Enter resumes · F2 renames · Delete deletes");
        auto keys = makeText(toSfString(hint), t.regular(), t.textSize(14), c.muted);
        placeText(keys, std::round(margin + w - keys.getLocalBounds().width), footY);
        m_texts.push_back(keys);
    }
}

bool SavesScene::handleModeEvent(const sf::Event& event) {
    if (m_mode == Mode::Browse) return false;
    const bool press = event.type == sf::Event::MouseButtonPressed;
    const bool key = event.type == sf::Event::KeyPressed;
    if (m_mode == Mode::ConfirmDelete) {
        // Only Y or Yes deletes: Enter, the key that resumes in the list, keeps the save.
        const bool yes = m_yes.handleEvent(event) || (key && event.key.code == sf::Keyboard::Y);
        const bool no =
            m_no.handleEvent(event) ||
            (key && (event.key.code == sf::Keyboard::Escape || event.key.code == sf::Keyboard::N ||
                     event.key.code == sf::Keyboard::Enter));
        if (yes) confirmDelete();
        if (no) endMode();
        if (yes || no) return true;
        if (key) {
            endMode();  // any other key goes on to the list
            return false;
        }
    } else {
        const bool ok = m_ok.handleEvent(event) || (key && event.key.code == sf::Keyboard::Enter);
        const bool cancel =
            m_cancel.handleEvent(event) || (key && event.key.code == sf::Keyboard::Escape);
        if (ok) commitRename();
        if (cancel) endMode();
        if (ok || cancel) return true;
        const bool inField =
            press && m_field.rect().contains(static_cast<float>(event.mouseButton.x),
                                             static_cast<float>(event.mouseButton.y));
        if (!press || inField) {
            m_field.handleEvent(event);
            // The field keeps the keys (letters, Delete) while it is open.
            return event.type != sf::Event::MouseMoved &&
                   event.type != sf::Event::MouseWheelScrolled;
        }
    }
    // A click elsewhere drops the question or the edit, then does what it does.
    if (press) endMode();
    return false;
}

void SavesScene::noteSelection(int before) {
    const int now = m_scroll.selected();
    if (now < 0 || now == before) return;
    const Row& row = m_rows[static_cast<std::size_t>(now)];
    context().log->write("save_selected", {{"row", std::int64_t{now}},
                                           {"file", row.file.filename().string()},
                                           {"name", row.title},
                                           {"detail", row.detail}});
}

bool SavesScene::handleKey(sf::Keyboard::Key key) {
    using K = ListScroll::Key;
    std::optional<K> nav;
    switch (key) {
        case sf::Keyboard::Up:
            nav = K::Up;
            break;
        case sf::Keyboard::Down:
            nav = K::Down;
            break;
        case sf::Keyboard::PageUp:
            nav = K::PageUp;
            break;
        case sf::Keyboard::PageDown:
            nav = K::PageDown;
            break;
        case sf::Keyboard::Home:
            nav = K::Home;
            break;
        case sf::Keyboard::End:
            nav = K::End;
            break;
        default:
            break;
    }
    if (nav) {
        const int before = m_scroll.selected();
        m_scroll.press(*nav);
        noteSelection(before);
        layout(m_size);
        return true;
    }
    const int sel = m_scroll.selected();
    if (sel < 0 || !m_scroll.shows(sel)) return false;
    const auto i = static_cast<std::size_t>(sel);
    if (key == sf::Keyboard::Delete)
        askDelete(i);
    else if (key == sf::Keyboard::F2)
        startRename(i);
    else if (key == sf::Keyboard::Enter && !m_rows[i].broken)
        resume(i);
    else
        return false;
    return true;
}

void SavesScene::handleEvent(const sf::Event& event) {
    if (handleModeEvent(event)) return;
    if (event.type == sf::Event::MouseWheelScrolled) {
        if (m_scroll.wheel(event.mouseWheelScroll.delta)) {
            // The row being asked about or edited scrolled away: drop it.
            if (m_mode != Mode::Browse && !m_scroll.shows(static_cast<int>(m_target))) {
                m_mode = Mode::Browse;
                m_field.setFocused(false);
            }
            layout(m_size);
        }
        return;
    }
    if (m_mode != Mode::Browse) return;  // hover and wheel only, while a row is busy
    if (const auto action = m_cleanup.handleEvent(event); action != SavesCleanup::Action::None)
        return cleanup(action);
    if (m_cleanup.asking()) return;  // Yes or No first
    if (m_back.handleEvent(event) ||
        (event.type == sf::Event::KeyPressed && event.key.code == sf::Keyboard::Escape)) {
        context().stack->pop();
        return;
    }
    if (event.type == sf::Event::KeyPressed && handleKey(event.key.code)) return;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        auto& row = m_rows[i];
        if (!row.shown) continue;
        if (row.resume->handleEvent(event)) return resume(i);
        if (row.watch->handleEvent(event)) return watch(i);
        if (row.rename->handleEvent(event)) return startRename(i);
        // A greyed Rename, clicked, says why it is greyed (as F2 does).
        if (!row.rename->enabled() && event.type == sf::Event::MouseButtonPressed &&
            row.rename->rect().contains(static_cast<float>(event.mouseButton.x),
                                        static_cast<float>(event.mouseButton.y)))
            return startRename(i);
        if (row.remove->handleEvent(event)) return askDelete(i);
    }
    // A click on a row's body selects it, for the keys.
    if (event.type == sf::Event::MouseButtonPressed &&
        event.mouseButton.button == sf::Mouse::Left) {
        const float x = static_cast<float>(event.mouseButton.x);
        const float y = static_cast<float>(event.mouseButton.y);
        for (std::size_t i = 0; i < m_rows.size(); ++i) {
            if (m_rows[i].shown && m_rows[i].rect.contains(x, y)) {
                const int before = m_scroll.selected();
                m_scroll.select(static_cast<int>(i));
                noteSelection(before);
                layout(m_size);
                return;
            }
        }
    }
}

void SavesScene::update(float dt) {
    m_field.update(dt);
}

std::optional<sf::Vector2f> SavesScene::locate(std::string_view what) const {
    if (equalsIgnoreCase(what, "Back")) return m_back.center();
    if (m_mode == Mode::Browse)
        if (auto at = m_cleanup.locate(what)) return at;
    if (m_mode == Mode::ConfirmDelete) {
        if (equalsIgnoreCase(what, "Yes")) return m_yes.center();
        if (equalsIgnoreCase(what, "No")) return m_no.center();
    }
    if (m_mode == Mode::Renaming) {
        if (equalsIgnoreCase(what, "OK")) return m_ok.center();
        if (equalsIgnoreCase(what, "Cancel")) return m_cancel.center();
        if (equalsIgnoreCase(what, "name")) return m_field.center();
    }
    // "resume:0", "watch:0", "rename:0", "delete:0": the buttons of the newest save, when
    // scrolled into view.
    const int n = static_cast<int>(m_rows.size());
    auto shownRow = [&](std::string_view prefix) -> const Row* {
        const int i = indexAfter(what, prefix).value_or(-1);
        if (i < 0 || i >= n || !m_rows[static_cast<std::size_t>(i)].shown) return nullptr;
        return &m_rows[static_cast<std::size_t>(i)];
    };
    if (const Row* row = shownRow("resume:")) return row->resume->center();
    if (const Row* row = shownRow("watch:")) return row->watch->center();
    if (const Row* row = shownRow("rename:")) return row->rename->center();
    if (const Row* row = shownRow("delete:")) return row->remove->center();
    // "watch:ID", "resume:ID": the newest save of the game with that id.
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
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const auto& row = m_rows[i];
        if (!row.shown) continue;
        const bool asked = m_mode == Mode::ConfirmDelete && m_target == i;
        const sf::Color fill = asked        ? mix(c.panel, c.danger, 0.12f)
                               : row.broken ? withAlpha(c.panel, 150)
                                            : c.panel;
        mesh.raisedRect(row.rect, t.px(12), fill, t.px(3));
        if (static_cast<int>(i) == m_scroll.selected())
            mesh.roundedFrame(row.rect, t.px(12), std::max(1.f, t.px(2)),
                              asked ? c.danger : withAlpha(c.focus, 200));
    }
    if (m_track.width > 0) {
        const float r = m_track.width / 2;
        mesh.roundedRect(m_track, r, withAlpha(c.border, 110));
        if (auto thumb = m_scroll.thumb(m_track.height, t.px(28)))
            mesh.roundedRect(
                {m_track.left, m_track.top + thumb->start, m_track.width, thumb->length}, r,
                c.muted);
    }
    target.draw(mesh, states);
    for (const auto& text : m_texts)
        target.draw(text, states);
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const auto& row = m_rows[i];
        if (!row.shown) continue;
        if (m_mode != Mode::Browse && m_target == i) {
            if (m_mode == Mode::ConfirmDelete) {
                target.draw(m_yes, states);
                target.draw(m_no, states);
            } else {
                target.draw(m_field, states);
                target.draw(m_ok, states);
                target.draw(m_cancel, states);
            }
            continue;
        }
        if (!row.broken) {
            target.draw(*row.resume, states);
            target.draw(*row.watch, states);
            target.draw(*row.rename, states);
        }
        target.draw(*row.remove, states);
    }
    target.draw(m_back, states);
    target.draw(m_cleanup, states);
}

}  // namespace plateau::gui
