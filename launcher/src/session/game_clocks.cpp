#include "session/game_clocks.hpp"

#include <algorithm>

namespace plateau::session {

void GameClocks::reset(const TimeControl& control, int seats) {
    m_clocks.reset(control, seats);
    m_fallen = -1;
}

bool GameClocks::restore(const TimeControl& control, std::vector<long long> leftMs, int fallen) {
    const auto seats = static_cast<int>(leftMs.size());
    if (fallen < -1 || fallen >= seats || !m_clocks.restore(control, std::move(leftMs)))
        return false;
    m_fallen = fallen;
    return true;
}

void GameClocks::turnTo(int seat, Time now) {
    if (!active() || m_fallen >= 0 || seat == m_clocks.running()) return;
    m_clocks.finish(now);
    m_clocks.start(seat, now);
}

int GameClocks::check(Time now) {
    if (!active() || m_fallen >= 0 || !m_clocks.flagFallen(now)) return -1;
    m_fallen = m_clocks.running();
    m_clocks.start(-1, now);  // stopped where it fell: nobody is charged any more
    return m_fallen;
}

long long GameClocks::leftMs(int seat, Time now) const {
    if (seat == m_fallen) return 0;
    return std::max(0LL, m_clocks.leftMs(seat, now));
}

std::vector<long long> GameClocks::leftNow(Time now) const {
    std::vector<long long> out;
    for (int s = 0; s < static_cast<int>(m_clocks.kept().size()); ++s)
        out.push_back(leftMs(s, now));
    return out;
}

std::string clockShown(long long ms) {
    ms = std::max(0LL, ms);
    if (ms >= 10'000) return clockText(ms);
    return "0:0" + std::to_string(ms / 1000) + "." + std::to_string(ms / 100 % 10);
}

}  // namespace plateau::session
