#pragma once

#include <filesystem>
#include <optional>

namespace plateau::session {

// Notices a plugin's file being rebuilt, for hot reload: its time changes, and the reload
// is due once the file has stopped changing (a linker writes it in several goes). Looks
// every `period` seconds of the time given to poll(), so a test can drive it.
class PluginWatcher {
public:
    // Takes the file's time now: a change from then on is a rebuild.
    explicit PluginWatcher(std::filesystem::path file, float period = 0.5f);

    // `dt` seconds went by; true once when the rebuilt file has been still for a look.
    bool poll(float dt);
    // No change waits to be noticed or reloaded (a script waits for this, not for time).
    bool settled() const;

private:
    std::filesystem::path m_file;
    float m_period;
    float m_clock = 0;
    std::optional<std::filesystem::file_time_type> m_stamp;
    bool m_due = false;
};

}  // namespace plateau::session
