#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>
#include <plateau/host/save_file.hpp>

#include "app/save_rows.hpp"
#include "scenes/saves_cleanup.hpp"
#include "scenes/scene.hpp"
#include "widgets/list_scroll.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// The saved games, newest first: name, game and when; each can be resumed, watched,
// renamed or deleted. A file that cannot be read is listed greyed with the reason, so
// nothing vanishes silently (and it can be deleted). The list scrolls with the wheel
// and the keys; deleting asks first, in the row itself.
class SavesScene : public Scene {
public:
    explicit SavesScene(Context& context);

    std::string name() const override { return "saves"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    // The rename field's caret blinks.
    float idleFrameRate() const override { return m_field.focused() ? 10 : 0; }
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    enum class Mode { Browse, ConfirmDelete, Renaming };
    enum class Tone { Error, Done, Note };

    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;
    void reload();
    // The clean-up bar's answer: regroup, ask, delete the finished games or not.
    void cleanup(SavesCleanup::Action action);
    void resume(std::size_t row);
    void watch(std::size_t row);
    void setError(std::string text);
    void setMessage(std::string text, Tone tone);

    // Returns true when the event was the row mode's (confirm or rename) to take.
    bool handleModeEvent(const sf::Event& event);
    bool handleKey(sf::Keyboard::Key key);
    // Logs the row the keys or a click selected, if it changed.
    void noteSelection(int before);
    void askDelete(std::size_t row);
    void confirmDelete();
    void startRename(std::size_t row);
    void commitRename();
    void endMode();
    // Back to the rows with the file at `file` selected (if it is still there).
    void reloadKeeping(const std::filesystem::path& file, int fallback);

    struct Row : SaveRow {
        sf::FloatRect rect;
        std::unique_ptr<Button> resume;
        std::unique_ptr<Button> watch;
        std::unique_ptr<Button> rename;
        std::unique_ptr<Button> remove;
        bool shown = false;  // scrolled into view
    };
    sf::Vector2f m_size;
    std::vector<Row> m_rows;
    ListScroll m_scroll;
    bool m_laidOut = false;  // the first layout selects the first row
    sf::FloatRect m_track;  // the scroll indicator's track; empty when all rows fit
    Button m_back;
    SavesCleanup m_cleanup;
    bool m_grouped = false;  // the rows grouped by game, not newest first
    // The row being confirmed or renamed uses these, one row at a time.
    Mode m_mode = Mode::Browse;
    std::size_t m_target = 0;
    Button m_yes, m_no, m_ok, m_cancel;
    TextField m_field;
    std::vector<sf::Text> m_texts;
    std::string m_message;
    Tone m_tone = Tone::Error;
};

}  // namespace plateau::gui
