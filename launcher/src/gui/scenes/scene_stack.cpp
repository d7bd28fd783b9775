#include "scenes/scene_stack.hpp"

#include <SFML/Graphics/RenderTarget.hpp>

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
    if (auto* scene = top()) scene->handleEvent(event);
}

void SceneStack::update(float dt) {
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
