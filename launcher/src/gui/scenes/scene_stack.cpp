#include "scenes/scene_stack.hpp"

#include <iterator>

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Keyboard.hpp>

namespace plateau::gui {

void SceneStack::push(std::unique_ptr<Scene> scene) {
    m_pending.push_back({Change::Kind::Push, std::move(scene)});
}

void SceneStack::pop() {
    m_pending.push_back({Change::Kind::Pop, nullptr});
}

void SceneStack::clear() {
    m_pending.push_back({Change::Kind::Clear, nullptr});
}

void SceneStack::replaceAll(std::unique_ptr<Scene> scene) {
    clear();
    push(std::move(scene));
}

void SceneStack::handleEvent(const sf::Event& event) {
    auto* scene = top();
    if (event.type == sf::Event::KeyReleased) m_held.erase(event.key.code);
    if (event.type == sf::Event::KeyPressed) {
        // A key held down repeats: its repeats belong to the scene that had the press. Enter
        // held on Settings' Save otherwise saved, went back to the pause menu, which took
        // the next repeat as Enter on Settings, and so on while the key was down (issue 31,
        // 1). Repeats after a change of scene, or with one pending, are dropped.
        const auto held = m_held.find(event.key.code);
        if (held != m_held.end()) {
            if (held->second != scene || !m_pending.empty()) return;
        } else {
            m_held.emplace(event.key.code, scene);
        }
    }
    if (scene) scene->handleEvent(event);
}

void SceneStack::update(float dt) {
    // A release the window never saw (it lost focus, or was made again for full screen):
    // the key is up, so its next press is a press. (Not forgotten on LostFocus: making the
    // window again for full screen loses it while the key is still down.)
    for (auto it = m_held.begin(); it != m_held.end();)
        it = sf::Keyboard::isKeyPressed(static_cast<sf::Keyboard::Key>(it->first))
                 ? std::next(it)
                 : m_held.erase(it);
    if (auto* scene = top()) scene->update(dt);
}

void SceneStack::layout(sf::Vector2f size) {
    for (auto& scene : m_scenes)
        scene->layout(size);
}

bool SceneStack::applyPending(sf::Vector2f size) {
    if (m_pending.empty()) return false;
    // Taken first: a scene's constructor or layout may request more changes.
    auto changes = std::move(m_pending);
    m_pending.clear();
    for (auto& change : changes) {
        switch (change.kind) {
            case Change::Kind::Push:
                change.scene->layout(size);
                m_scenes.push_back(std::move(change.scene));
                break;
            case Change::Kind::Pop:
                if (!m_scenes.empty()) m_scenes.pop_back();
                break;
            case Change::Kind::Clear:
                m_scenes.clear();
                break;
        }
    }
    // A scene uncovered by a pop may have missed a resize.
    if (auto* scene = top()) scene->layout(size);
    // The keys down now were pressed for another scene: no repeat of theirs reaches this one.
    for (auto& [key, owner] : m_held)
        if (owner != top()) owner = nullptr;
    return true;
}

std::string SceneStack::title() const {
    for (auto it = m_scenes.rbegin(); it != m_scenes.rend(); ++it)
        if (auto title = (*it)->title(); !title.empty()) return title;
    return {};
}

void SceneStack::draw(sf::RenderTarget& target, sf::RenderStates states) const {
    std::size_t first = m_scenes.size();
    while (first > 0) {
        --first;
        if (!m_scenes[first]->isOverlay()) break;
    }
    for (std::size_t i = first; i < m_scenes.size(); ++i)
        target.draw(*m_scenes[i], states);
}

}  // namespace plateau::gui
