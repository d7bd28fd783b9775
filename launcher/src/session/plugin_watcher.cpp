#include "session/plugin_watcher.hpp"

#include <system_error>
#include <utility>

namespace plateau::session {

PluginWatcher::PluginWatcher(std::filesystem::path file, float period)
    : m_file(std::move(file)), m_period(period) {
    std::error_code ec;
    if (!m_file.empty()) {
        const auto stamp = std::filesystem::last_write_time(m_file, ec);
        if (!ec) m_stamp = stamp;
    }
}

bool PluginWatcher::settled() const {
    if (m_file.empty() || !m_stamp) return true;
    if (m_due) return false;
    std::error_code ec;
    const auto stamp = std::filesystem::last_write_time(m_file, ec);
    return ec || stamp == *m_stamp;  // a file gone has nothing to reload from
}

bool PluginWatcher::poll(float dt) {
    if (m_file.empty() || (m_clock += dt) < m_period) return false;
    m_clock = 0;
    std::error_code ec;
    const auto stamp = std::filesystem::last_write_time(m_file, ec);
    if (ec) return false;  // being replaced: look again later
    if (!m_stamp) {
        m_stamp = stamp;
        return false;
    }
    if (stamp == *m_stamp) return std::exchange(m_due, false);
    m_stamp = stamp;
    m_due = true;  // when it has been still for one more look
    return false;
}

}  // namespace plateau::session
