// PlayTable's input wiring: an event and the actions its keys mean, turned into the input
// model's calls (the choice popup, the board, the panel's buttons, the log's scrolling), and
// where a named thing is on screen for the test scripts.

#include "scenes/play_table.hpp"

#include <algorithm>
#include <cmath>

#include "app/event_log.hpp"
#include "app/script_input.hpp"

namespace plateau::gui {

PlayTable::InputUse PlayTable::handleInput(const sf::Event& event,
                                           const std::vector<Action>& actions,
                                           const std::function<bool(sf::Vector2f)>& onSceneButton) {
    const bool key = event.type == sf::Event::KeyPressed;
    const bool isBusy = busy();
    const sf::Vector2f point =
        event.type == sf::Event::MouseMoved
            ? sf::Vector2f(float(event.mouseMove.x), float(event.mouseMove.y))
            : sf::Vector2f(float(event.mouseButton.x), float(event.mouseButton.y));
    const auto use = [&](const InputResult& r) {
        return apply(r) ? InputUse::Pause : InputUse::Used;
    };
    if (!isBusy && !m_input.choice().empty() && !key) {
        // The choice between moves: the row under the pointer, a row clicked, a click beside.
        const int row = m_choice.rowAt(point);
        if (event.type == sf::Event::MouseButtonPressed)
            return use(row >= 0 ? m_input.pickChoice(row) : m_input.cancelChoice());
        if (event.type == sf::Event::MouseMoved) {
            m_input.focusChoice(row);
            showInput();
            return InputUse::Used;
        }
    }
    if (key && !isBusy) {
        if (auto r = m_input.act(actions); r.handled) return use(r);
    } else if (key && has(actions, Action::Back)) {
        return use(m_input.act(Action::Back));
    }
    if (has(actions, Action::Rules)) return InputUse::Rules;
    // No hints at an online table: the other players did not agree to a computer's help.
    if (has(actions, Action::Hint) && !isBusy && !m_remote.mayAct) {
        hint();
        return InputUse::Used;
    }
    if (has(actions, Action::Reload) && !isBusy) {
        reload("key");
        return InputUse::Used;
    }
    if (scrollLog(event, actions)) return InputUse::Used;
    if (event.type == sf::Event::MouseMoved) {
        m_input.mouseTakesOver();
        m_panel.hoverButtons(event);
        const auto hit = m_table.at(point);
        return use(m_input.hover(hit.cell, hit.slot));
    }
    if (isBusy) return InputUse::Hold;
    const bool click =
        event.type == sf::Event::MouseButtonPressed && event.mouseButton.button == sf::Mouse::Left;
    if (!personActs()) return InputUse::Unused;
    if (state().isChance()) {
        // A click anywhere but on a button throws.
        if (click && !onSceneButton(point)) return use(m_input.act(Action::Throw));
        return InputUse::Unused;
    }
    if (const int b = m_panel.handleButtons(event); b >= 0) return use(m_input.pressButton(b));
    if (click) {
        const auto hit = m_table.at(point);
        return use(m_input.click(hit.cell, hit.slot, hit.piece));
    }
    return InputUse::Unused;
}

bool PlayTable::scrollLog(const sf::Event& event, const std::vector<Action>& actions) {
    // The wheel over the log, or PageUp/PageDown/End anywhere: three lines a notch, a
    // page less one line a key.
    auto& panel = m_panel;
    if (event.type == sf::Event::MouseWheelScrolled &&
        panel.logArea().contains(event.mouseWheelScroll.x, event.mouseWheelScroll.y))
        panel.scrollBy(static_cast<int>(std::lround(event.mouseWheelScroll.delta * 3)));
    else if (has(actions, Action::LogOlder))
        panel.scrollBy(panel.page());
    else if (has(actions, Action::LogNewer))
        panel.scrollBy(-panel.page());
    else if (has(actions, Action::LogNewest) && panel.scrolled() > 0)
        panel.scrollToNewest();
    else
        return false;
    m_log.logScroll(panel.scrolled(), panel.hasOlder());
    return true;
}

std::optional<sf::Vector2f> PlayTable::locate(std::string_view what) const {
    const auto log = m_panel.logArea();
    if (equalsIgnoreCase(what, "log") && log.height > 0)
        return sf::Vector2f(log.left + log.width / 2, log.top + log.height / 2);
    if (auto point = m_table.locate(what, state())) return point;
    // A row of the choice popup, or a move's button, by its label.
    const auto& input = m_input;
    const auto labels = input.choiceLabels();
    for (std::size_t i = 0; i < labels.size(); ++i)
        if (equalsIgnoreCase(what, labels[i])) return m_choice.rowCenter(static_cast<int>(i));
    for (std::size_t i = 0; i < input.buttons().size(); ++i)
        if (equalsIgnoreCase(what, input.buttonLabel(static_cast<int>(i))))
            return m_panel.buttons()[i].center();
    return std::nullopt;
}

}  // namespace plateau::gui
