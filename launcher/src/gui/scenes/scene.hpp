#pragma once

#include <filesystem>
#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include <SFML/Graphics/Drawable.hpp>
#include <SFML/Window/Event.hpp>

#include "window_options.hpp"

namespace plateau {
class PluginHost;
}

namespace sf {
class RenderWindow;
}

namespace plateau::gui {

class EventLog;
class OnlineLink;
class SceneStack;
class SoundPlayer;
class Theme;
struct Settings;

// What every scene may use; owned by the App, which outlives the scenes.
struct Context {
    sf::RenderWindow* window = nullptr;
    PluginHost* host = nullptr;
    Theme* theme = nullptr;
    Settings* settings = nullptr;
    const GuiOptions* options = nullptr;
    EventLog* log = nullptr;
    SceneStack* stack = nullptr;
    SoundPlayer* sounds = nullptr;
    OnlineLink* online = nullptr;  // the connection for online play, polled by the App
    std::string settingsProblem;   // a broken settings file, shown once in the menu
    std::string gameStopped;       // "The game stopped: …" after a plugin's exception
    bool settingsChanged = false;  // the App applies window changes after the frame
    bool languageChanged = false;  // the App lays every screen out again, in the new language
    std::filesystem::path settingsFile;
    // A line for the menu when a screen closes, such as where a game left mid-play is kept;
    // made when shown, so that it speaks the language chosen since (empty: none).
    std::function<std::string()> notice;
    // What games' clocks read (issue 31): empty, steady_clock; in a scripted run the frames'
    // time (a fixed step each), so that a script's frames decide when a flag falls.
    std::function<std::chrono::steady_clock::time_point()> clock;
};

// One screen. Scenes get events and fixed-step updates while on top, are drawn from the
// lowest opaque one up, and lay themselves out again whenever the window changes size.
class Scene : public sf::Drawable {
public:
    explicit Scene(Context& context) : m_context(context) {}

    virtual std::string name() const = 0;
    // What the window's title says on this screen after "Plateau" ("Settings", "Rules ·
    // a game"); empty: just "Plateau".
    virtual std::string title() const { return {}; }
    virtual void layout(sf::Vector2f size) = 0;
    virtual void handleEvent(const sf::Event& event) = 0;
    virtual void update(float dt) = 0;
    // An overlay lets the scene below show through.
    virtual bool isOverlay() const { return false; }
    // No animation running and nobody thinking: what a script's wait-idle waits for.
    virtual bool isIdle() const { return true; }
    // Frames a second the scene wants while idle, for slow motion such as a pulse or a
    // blinking caret; 0 when its picture changes only on input or while busy.
    virtual float idleFrameRate() const { return 0; }
    // Where on screen the thing a script names is ("Play", "cell:3", "move:e2").
    virtual std::optional<sf::Vector2f> locate(std::string_view what) const;

protected:
    Context& context() const { return m_context; }

private:
    Context& m_context;
};

}  // namespace plateau::gui
