#include "scenes/play_controls.hpp"

#include <algorithm>

#include <SFML/Graphics/RenderTarget.hpp>

#include "app/board_aids.hpp"
#include "app/script_input.hpp"
#include "tr.hpp"
#include "widgets/layout.hpp"

namespace plateau::gui {

PlayControls::PlayControls(const Theme& theme)
    : m_theme(&theme),
      m_menu(theme, toSfString(tr("Menu")), Button::Style::Ghost),
      m_undo(theme, toSfString(tr("Undo")), Button::Style::Normal),
      m_redo(theme, toSfString(tr("Redo")), Button::Style::Normal),
      m_save(theme, toSfString(tr("Save")), Button::Style::Normal) {}

float PlayControls::layout(const sf::FloatRect& sidebar, const BoardAids& aids) {
    const Theme& t = *m_theme;
    // The labels again: the language may have changed since.
    m_menu.setLabel(toSfString(tr("Menu")));
    m_undo.setLabel(toSfString(tr("Undo")));
    m_redo.setLabel(toSfString(tr("Redo")));
    m_save.setLabel(toSfString(tr("Save")));
    // Undo, Redo and Save in a row over Menu when their labels fit; longer words
    // ("Enregistrer", "Сохранить") get two rows, Save beside Menu, rather than being cut.
    const float left = sidebar.left + t.px(18), rowW = sidebar.width - t.px(36), gap = t.px(8);
    const sf::FloatRect menuRow{left, sidebar.top + sidebar.height - t.px(58), rowW, t.px(42)};
    const sf::FloatRect row{left, menuRow.top - t.px(50), rowW, t.px(40)};
    const auto three = splitRow(row, 3, gap);
    const bool fit = labelFits(t, m_undo, three[0].width, 14) &&
                     labelFits(t, m_redo, three[1].width, 14) &&
                     labelFits(t, m_save, three[2].width, 14);
    const auto two = splitRow(row, 2, gap), bottom = splitRow(menuRow, 2, gap);
    m_undo.setRect(fit ? three[0] : two[0]);
    m_redo.setRect(fit ? three[1] : two[1]);
    m_save.setRect(fit ? three[2] : bottom[0]);
    m_menu.setRect(fit ? menuRow : bottom[1]);
    fitLabels(t, {&m_undo, &m_redo, &m_save}, 15, 12);
    // The aids' boxes above the buttons, one a row.
    float above = std::min(m_undo.rect().top, m_save.rect().top);
    const auto& offered = aids.offered();
    m_aidBoxes.clear();
    for (std::size_t i = offered.size(); i-- > 0;) {
        auto box = std::make_unique<Checkbox>(t, toSfString(offered[i].label), aids.shown(i));
        box->setRect({left, above - t.px(38), rowW, t.px(32)});
        above = box->rect().top;
        m_aidBoxes.insert(m_aidBoxes.begin(), std::move(box));
    }
    return above;
}

bool PlayControls::syncAids(const BoardAids& aids) {
    if (aids.offered().size() != m_aidBoxes.size()) return false;
    for (std::size_t i = 0; i < m_aidBoxes.size(); ++i) {
        m_aidBoxes[i]->setValue(aids.shown(i));
        m_aidBoxes[i]->setLabel(toSfString(aids.offered()[i].label));
    }
    return true;
}

PlayControls::Command PlayControls::handleEvent(const sf::Event& event, std::size_t& aid) {
    if (m_menu.handleEvent(event)) return Command::Menu;
    if (m_save.handleEvent(event)) return Command::Save;
    if (m_undoShown && m_undo.handleEvent(event)) return Command::Undo;
    if (m_undoShown && m_redo.handleEvent(event)) return Command::Redo;
    for (std::size_t i = 0; i < m_aidBoxes.size(); ++i)
        if (m_aidBoxes[i]->handleEvent(event)) {
            aid = i;
            return Command::Aid;
        }
    return Command::None;
}

void PlayControls::setUndoEnabled(bool undo, bool redo) {
    m_undo.setEnabled(undo);
    m_redo.setEnabled(redo);
}

bool PlayControls::enabled(Command undoOrRedo) const {
    return m_undoShown && (undoOrRedo == Command::Redo ? m_redo : m_undo).enabled();
}

bool PlayControls::covers(sf::Vector2f p) const {
    for (const Button* b : {&m_menu, &m_undo, &m_redo, &m_save})
        if (b->rect().contains(p)) return true;
    return false;
}

std::optional<sf::Vector2f> PlayControls::locate(std::string_view what,
                                                 const BoardAids& aids) const {
    if (equalsIgnoreCase(what, "Menu")) return m_menu.center();
    if (equalsIgnoreCase(what, "Save")) return m_save.center();
    if (m_undoShown && equalsIgnoreCase(what, "Undo")) return m_undo.center();
    if (m_undoShown && equalsIgnoreCase(what, "Redo")) return m_redo.center();
    // "aid:paths": the box of a board aid, by the aid's id.
    const auto& offered = aids.offered();
    for (std::size_t i = 0; i < offered.size() && i < m_aidBoxes.size(); ++i)
        if (equalsIgnoreCase(what, "aid:" + offered[i].id)) return m_aidBoxes[i]->center();
    return std::nullopt;
}

void PlayControls::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    for (const Button* b : {&m_menu, &m_save, &m_undo, &m_redo})
        if (m_undoShown || (b != &m_undo && b != &m_redo)) target.draw(*b, states);
    for (const auto& box : m_aidBoxes)
        target.draw(*box, states);
}

}  // namespace plateau::gui
