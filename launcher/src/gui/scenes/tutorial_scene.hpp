#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics/Text.hpp>

#include "scenes/play_table.hpp"
#include "scenes/scene.hpp"
#include "session/tutorial_run.hpp"
#include "widgets/widgets.hpp"

namespace plateau::gui {

// A guided first game (issue 31): the play screen's parts (PlayTable: board, panel, input,
// status line) in a guided mode. The tutorial's steps say what to do and why in a box that
// leaves the pointed squares in sight, rings mark them, and only the asked action is taken:
// the step's move (another gets the step's "try again" words), its throw (with its dice),
// a click on the cell asked, a try at the refused move (the game's reason is said); the
// program's replies come by themselves. Space, Enter or a click goes on after a note
// (Enter also after a cell asked, for those without a mouse).
// Escape or Leave goes back; nothing is saved nor counted.
class TutorialScene : public Scene {
public:
    // The game's tutorial read and its first position made; refused with the reason.
    static Expected<std::unique_ptr<TutorialScene>> create(Context& context,
                                                           std::shared_ptr<const Game> game);

    std::string name() const override { return "tutorial"; }
    std::string title() const override;
    void layout(sf::Vector2f size) override;
    void handleEvent(const sf::Event& event) override;
    void update(float dt) override;
    bool isIdle() const override;
    float idleFrameRate() const override { return 20; }  // the rings pulse
    // "Leave", "pointed" (the first thing pointed at), "tutorial-box", and the table's.
    std::optional<sf::Vector2f> locate(std::string_view what) const override;

private:
    TutorialScene(Context& context, session::Tutorial tutorial, StatePtr state);
    void draw(sf::RenderTarget& target, sf::RenderStates states) const override;

    const State& state() const { return m_play.state(); }
    bool personActs() const;
    void onMove(Move move);
    void onThrow();
    // The step answered: the next one shown (or the guided game left after the last).
    void next(const char* how);
    void wrong(const std::string& what);
    void stepStarted();
    // The box's words, wrapped, and where it goes: over the board, away from the rings.
    void layoutBox();
    std::vector<sf::Vector2f> pointed() const;
    std::vector<int> allPlayers() const;
    float ringRadius() const;

    session::TutorialRun m_run;
    PlayTable m_play;
    Button m_leave;
    sf::Vector2f m_size;
    sf::FloatRect m_box;
    std::vector<sf::Text> m_boxTexts;
    float m_replyWait = 0;
    float m_clock = 0;
    bool m_wasBusy = false;
    bool m_done = false;
};

}  // namespace plateau::gui
