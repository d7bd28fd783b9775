// PlayTable's aids and clocks (issue 31): the board aids the game offers, shown as the
// player chose, and the clocks of a game on the clock, counted on the panel until a flag
// falls.

#include "scenes/play_table.hpp"

#include <algorithm>

#include <plateau/host/plugin_host.hpp>

#include "app/event_log.hpp"
#include "tr.hpp"

namespace plateau::gui {

void PlayTable::showAids() {
    // None at an online table, as no hints: the other players did not agree to them.
    const auto* plugin = m_context.host->findPlugin(m_game->id());
    m_aids.offer(state(), viewer(), !m_remote.mayAct && (!plugin || plugin->abiMinor >= 1));
    m_table.setAids(m_aids.shownAids());
    std::vector<std::int64_t> cells, counts;
    const auto& view = m_table.view();
    for (std::size_t c = 0; c < view.cells.size(); ++c) {
        if (view.cells[c].stacking == Stacking::Spread) continue;
        cells.push_back(static_cast<std::int64_t>(c));
        counts.push_back(std::count_if(view.pieces.begin(), view.pieces.end(), [&](const Piece& p) {
            return p.cell == static_cast<int>(c) && p.slot < 0;
        }));
    }
    if (!cells.empty()) m_context.log->write("piles", {{"cells", cells}, {"counts", counts}});
}

bool PlayTable::checkClock() {
    if (!m_session->tick()) return false;
    logSessionEvents();
    refresh(false, false);
    say(m_session->outcome().reason, m_context.theme->colors.danger);
    return true;
}

void PlayTable::showClocks() {
    const auto& clocks = m_session->clocks();
    if (!clocks.active()) return;
    const long long base = clocks.control().seconds * 1000LL;
    std::vector<GamePanel::Clock> shown;
    for (int seat = 0; seat < state().numPlayers(); ++seat) {
        const long long left = m_session->clockLeftMs(seat);
        // Low: under ten seconds, or a third of a short time.
        const bool low = left < std::min(10'000LL, base * 3 / 10) || clocks.fallen() == seat;
        shown.push_back({session::clockShown(left), clocks.running() == seat, low});
    }
    m_panel.setClocks(std::move(shown));
}

void PlayTable::toggleAid(int index) {
    if (m_aids.offered().empty()) return;
    const bool kept =
        index < 0 ? m_aids.toggleAll() : m_aids.toggle(static_cast<std::size_t>(index));
    const auto shown = m_aids.shownAids();
    m_table.setAids(shown);
    std::string ids;
    std::int64_t marks = 0;
    for (const auto& aid : shown) {
        ids += (ids.empty() ? "" : ",") + aid.id;
        marks += static_cast<std::int64_t>(aid.marks.size());
    }
    m_context.log->write("aids", {{"shown", ids}, {"marks", marks}});
    if (!kept)
        say(tr("The aids shown are not kept: the settings file cannot be written"),
            m_context.theme->colors.danger);
}

}  // namespace plateau::gui
