#include "app/board_aids.hpp"

#include <algorithm>

#include <plateau/sdk/state.hpp>

#include "app/settings.hpp"

namespace plateau::gui {

void BoardAids::offer(const State& state, const Viewer& viewer, bool callable) {
    m_offered.clear();
    if (callable) m_offered = state.boardAids(viewer);
}

bool BoardAids::shown(std::size_t index) const {
    if (index >= m_offered.size()) return false;
    const auto& on = m_settings->shownAids;
    return std::find(on.begin(), on.end(), key(m_offered[index])) != on.end();
}

std::vector<BoardAid> BoardAids::shownAids() const {
    std::vector<BoardAid> out;
    for (std::size_t i = 0; i < m_offered.size(); ++i)
        if (shown(i)) out.push_back(m_offered[i]);
    return out;
}

void BoardAids::set(const BoardAid& aid, bool on) {
    auto& list = m_settings->shownAids;
    std::erase(list, key(aid));
    if (on) list.push_back(key(aid));
}

bool BoardAids::toggle(std::size_t index) {
    if (index >= m_offered.size()) return true;
    set(m_offered[index], !shown(index));
    return keep();
}

bool BoardAids::toggleAll() {
    bool any = false;
    for (std::size_t i = 0; i < m_offered.size(); ++i)
        any = any || shown(i);
    for (const auto& aid : m_offered)
        set(aid, !any);
    return keep();
}

bool BoardAids::keep() {
    if (m_file.empty()) return true;
    // The file as it stands with the aids changed: other keys stay as the person left them,
    // and a broken file is not overwritten.
    auto kept = loadSettings(m_file);
    if (!kept.problem.empty()) return false;
    kept.settings.shownAids = m_settings->shownAids;
    return !saveSettings(kept.settings, m_file);
}

}  // namespace plateau::gui
