#pragma once

#include <algorithm>
#include <span>
#include <string_view>
#include <vector>

#include <SFML/Window/Event.hpp>

namespace plateau::gui {

// What a key means on the play screens, by name; the screens and the input model act on
// these, never on keys.
enum class Action {
    Throw,     // the dice, at a person's throw
    Next,      // the next focus stop (Tab), the next row of a choice
    Previous,  // the one before (Shift+Tab)
    Left,      // arrows: a slot piece moves, else the focus goes back or on
    Right,
    Up,
    Down,
    Activate,       // plays or picks what has the focus
    TakeSlotPiece,  // takes a slot piece in hand, or puts it back
    Turn,           // turns the slot piece in hand
    Undo,
    Redo,
    Rules,
    Back,    // Escape: cancels what is in progress, else the pause menu
    Reload,  // the plugin loaded again and the game replayed
    LogOlder,
    LogNewer,
    LogNewest,
    Hint,  // H: the move the computer would play, marked for the person to act
    Aids,  // A: the game's board aids (shortest paths …) on, or off when one is on
};

// An action on the board and its input (a throw, the focus, a pick, the slot piece), which
// waits for the pieces to land; the others (undo, rules, the log) do not.
bool isBoardAction(Action action);

// The action's name ("take_slot_piece"), for logs and documentation.
std::string_view actionName(Action action);

// Whether a key's actions include `action`.
inline bool has(const std::vector<Action>& actions, Action action) {
    return std::ranges::find(actions, action) != actions.end();
}

// A key and what it means. A modifier is either required, refused or ignored.
enum class Modifier { No, Yes, Any };
struct KeyBinding {
    sf::Keyboard::Key key = sf::Keyboard::Unknown;
    Modifier ctrl = Modifier::No;
    Modifier shift = Modifier::Any;
    Action action = Action::Activate;
};

// Keys to actions, as data: one key may mean several actions (Space turns a slot piece in
// hand, else throws, else activates), which the screen offers in the table's order until
// one of them is taken.
class KeyMap {
public:
    explicit KeyMap(std::vector<KeyBinding> bindings) : m_bindings(std::move(bindings)) {}
    // The play screen's keys, as the README lists them.
    static const KeyMap& play();

    std::vector<Action> actions(const sf::Event::KeyEvent& key) const;
    std::span<const KeyBinding> bindings() const { return m_bindings; }

private:
    std::vector<KeyBinding> m_bindings;
};

}  // namespace plateau::gui
