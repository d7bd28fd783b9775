#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "scene.hpp"
#include "widgets.hpp"

namespace plateau::gui {

// The saved games, newest first: name, game and when; each can be resumed or watched.
// A file that cannot be read is listed greyed with the reason, so nothing vanishes
// silently.
class SavesScene : public Scene {
public:
    explicit SavesScene(Context& context);

    std::string name() const override { return "saves"; }
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void reload();
    void resume(std::size_t row);
    void watch(std::size_t row);
    void setError(std::string text);

    struct Row {
        std::filesystem::path file;
        std::string gameId;
        std::string title, detail;  // name; game and date, or why it is broken
        bool broken = false;
        sf::FloatRect rect;
        std::unique_ptr<Button> resume;
        std::unique_ptr<Button> watch;
        bool shown = false;  // fits on the screen
    };
    sf::Vector2f m_size;
    std::vector<Row> m_rows;
    Button m_back;
    std::vector<sf::Text> m_texts;
    std::string m_error;
};

}  // namespace plateau::gui
