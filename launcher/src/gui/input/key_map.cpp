#include "input/key_map.hpp"

namespace plateau::gui {

namespace {

bool matches(Modifier wanted, bool pressed) {
    return wanted == Modifier::Any || (wanted == Modifier::Yes) == pressed;
}

}  // namespace

bool isBoardAction(Action action) {
    switch (action) {
        case Action::Throw:
        case Action::Next:
        case Action::Previous:
        case Action::Left:
        case Action::Right:
        case Action::Up:
        case Action::Down:
        case Action::Activate:
        case Action::TakeSlotPiece:
        case Action::Turn:
            return true;
        default:
            return false;
    }
}

std::string_view actionName(Action action) {
    switch (action) {
        case Action::Throw:
            return "throw";
        case Action::Next:
            return "next";
        case Action::Previous:
            return "previous";
        case Action::Left:
            return "left";
        case Action::Right:
            return "right";
        case Action::Up:
            return "up";
        case Action::Down:
            return "down";
        case Action::Activate:
            return "activate";
        case Action::TakeSlotPiece:
            return "take_slot_piece";
        case Action::Turn:
            return "turn";
        case Action::Undo:
            return "undo";
        case Action::Redo:
            return "redo";
        case Action::Rules:
            return "rules";
        case Action::Back:
            return "back";
        case Action::Reload:
            return "reload";
        case Action::LogOlder:
            return "log_older";
        case Action::LogNewer:
            return "log_newer";
        case Action::LogNewest:
            return "log_newest";
        case Action::Hint:
            return "hint";
        case Action::Aids:
            return "aids";
    }
    return "?";
}

const KeyMap& KeyMap::play() {
    using K = sf::Keyboard;
    using M = Modifier;
    using A = Action;
    static const KeyMap map({
        {K::Z, M::Yes, M::No, A::Undo},
        {K::Z, M::Yes, M::Yes, A::Redo},
        {K::Y, M::Yes, M::Any, A::Redo},
        {K::R, M::Yes, M::Any, A::Reload},
        {K::F5, M::Any, M::Any, A::Reload},
        {K::F1, M::Any, M::Any, A::Rules},
        {K::Escape, M::Any, M::Any, A::Back},
        {K::Space, M::No, M::Any, A::Turn},
        {K::Space, M::No, M::Any, A::Throw},
        {K::Space, M::No, M::Any, A::Activate},
        {K::Enter, M::No, M::Any, A::Throw},
        {K::Enter, M::No, M::Any, A::Activate},
        {K::Tab, M::No, M::No, A::Next},
        {K::Tab, M::No, M::Yes, A::Previous},
        {K::Left, M::No, M::Any, A::Left},
        {K::Right, M::No, M::Any, A::Right},
        {K::Up, M::No, M::Any, A::Up},
        {K::Down, M::No, M::Any, A::Down},
        {K::P, M::No, M::Any, A::TakeSlotPiece},
        {K::R, M::No, M::Any, A::Turn},
        {K::PageUp, M::Any, M::Any, A::LogOlder},
        {K::PageDown, M::Any, M::Any, A::LogNewer},
        {K::End, M::Any, M::Any, A::LogNewest},
        {K::H, M::No, M::Any, A::Hint},
        {K::A, M::No, M::Any, A::Aids},
    });
    return map;
}

std::vector<Action> KeyMap::actions(const sf::Event::KeyEvent& key) const {
    std::vector<Action> out;
    for (const auto& b : m_bindings) {
        if (b.key != key.code || !matches(b.ctrl, key.control) || !matches(b.shift, key.shift))
            continue;
        // Alt with a key is the system's (menus, window moves), not the game's.
        if (key.alt && b.ctrl != Modifier::Any) continue;
        out.push_back(b.action);
    }
    return out;
}

}  // namespace plateau::gui
