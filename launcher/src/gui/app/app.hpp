#pragma once

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <SFML/Graphics/RenderWindow.hpp>

#include "app/assets.hpp"
#include "app/event_log.hpp"
#include "app/online_link.hpp"
#include "app/script_input.hpp"
#include "app/settings.hpp"
#include "audio/sound_player.hpp"
#include "gui.hpp"
#include "scenes/scene.hpp"
#include "scenes/scene_stack.hpp"
#include "widgets/theme.hpp"

namespace plateau::gui {

// The window and its loop: events (the person's or the script's), fixed-step updates,
// drawing, screenshots, and the --bench-frames figures.
class App {
public:
    using Clock = std::chrono::steady_clock;

    App(PluginHost& host, const GuiOptions& options);
    // Returns the exit code.
    int run(const std::optional<DirectStart>& start);
    // Opens the replay viewer over the menu when run() starts.
    void setReplay(ReplayStart replay) { m_replayStart = std::move(replay); }

private:
    bool init(std::string& error);
    void openWindow();
    void relayout();
    void runScript();
    // Back to the menu, which shows "The game stopped: <why>"; the log says it too.
    void gameStopped(const std::string& why);
    void inject(const sf::Event& event);
    void injectClick(int x, int y);
    void applySettingsChange();
    // The title names the screen on top (and its game).
    void updateTitle();
    // A size the person gave the window by hand is kept for the next start.
    void rememberWindowSize();
    // Whether an idle window should draw now, `sinceDraw` after its last frame.
    bool needsFrame(Clock::duration sinceDraw) const;
    bool startBench();
    void finishBench();

    PluginHost& m_host;
    GuiOptions m_options;
    Theme m_theme;
    Settings m_settings;
    std::filesystem::path m_settingsFile;
    EventLog m_log;
    SoundPlayer m_sounds{m_settings, m_log};
    OnlineLink m_online{m_host};
    SceneStack m_stack;
    Context m_context;
    // The desktop icon's art (empty without it), decoded before m_window: making the
    // window waits for the GL driver, which starts beside (DisplayWarmUp).
    sf::Image m_icon = loadWindowIcon();
    sf::RenderWindow m_window;
    Settings m_applied;  // what the window was opened with
    std::string m_title;
    bool m_resizedByHand = false;
    Clock::time_point m_resizedAt;

    std::optional<ReplayStart> m_replayStart;
    std::vector<ScriptCommand> m_script;
    std::size_t m_scriptNext = 0;
    long m_scriptLastFrame = 0;
    std::vector<std::filesystem::path> m_pendingShots;
    int m_exitCode = 0;

    long m_frame = 0;
    bool m_deterministic = false;
    std::chrono::steady_clock::time_point m_scriptTime{};  // a scripted run's clock
    // The benchmark: first frame, then frame times on the bench board.
    bool m_benchRunning = false;
    long m_benchStartFrame = -1;
    std::vector<double> m_frameMs;
};

}  // namespace plateau::gui
