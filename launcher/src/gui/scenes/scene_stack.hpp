#pragma once

#include <map>
#include <memory>
#include <vector>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Window/Event.hpp>

#include "scenes/scene.hpp"

namespace plateau::gui {

// Scenes as a stack. Push and pop requested while a scene handles an event or updates are
// applied afterwards (applyPending), so a scene is never destroyed while it runs.
class SceneStack : public sf::Drawable {
public:
    void push(std::unique_ptr<Scene> scene);
    void pop();
    void clear();
    // Pops everything, then pushes.
    void replaceAll(std::unique_ptr<Scene> scene);

    void handleEvent(const sf::Event& event);
    void update(float dt);
    void layout(sf::Vector2f size);
    // Returns true when the stack changed.
    bool applyPending(sf::Vector2f size);

    bool empty() const { return m_scenes.empty(); }
    Scene* top() const { return m_scenes.empty() ? nullptr : m_scenes.back().get(); }
    // The title of the topmost scene that has one (an overlay such as the pause menu
    // keeps the title of the game below); empty for none.
    std::string title() const;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    struct Change {
        enum class Kind { Push, Pop, Clear } kind;
        std::unique_ptr<Scene> scene;
    };
    std::vector<std::unique_ptr<Scene>> m_scenes;
    std::vector<Change> m_pending;
    // The keys down, each with the scene that had its press (its repeats go there only).
    std::map<int, const Scene*> m_held;
};

}  // namespace plateau::gui
