#include "session/turn_clock.hpp"

#include <algorithm>

namespace plateau::session {

namespace {

constexpr long long kMaxSeconds = 7LL * 24 * 3600;
constexpr long long kMaxIncrement = 3600;

}  // namespace

std::optional<long long> parseDecimal(std::string_view text, long long max) {
    if (text.empty() || text.size() > 18 || (text.size() > 1 && text[0] == '0'))
        return std::nullopt;
    long long value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (value > max) return std::nullopt;
    return value;
}

std::string clockText(long long ms) {
    const long long s = std::max(0LL, (ms + 999) / 1000);
    const auto two = [](long long v) { return (v < 10 ? "0" : "") + std::to_string(v); };
    if (s >= 3600) return std::to_string(s / 3600) + ":" + two(s / 60 % 60) + ":" + two(s % 60);
    return std::to_string(s / 60) + ":" + two(s % 60);
}

std::string TimeControl::toString() const {
    switch (kind) {
        case Kind::None:
            return "";
        case Kind::PerMove:
            return "move:" + std::to_string(seconds);
        case Kind::PerGame:
            return "game:" + std::to_string(seconds) +
                   (increment ? "+" + std::to_string(increment) : std::string());
    }
    return "";
}

std::optional<TimeControl> TimeControl::parse(std::string_view text) {
    TimeControl c;
    if (text.empty()) return c;
    std::string_view rest;
    if (text.starts_with("move:")) {
        c.kind = Kind::PerMove;
        rest = text.substr(5);
    } else if (text.starts_with("game:")) {
        c.kind = Kind::PerGame;
        rest = text.substr(5);
    } else {
        return std::nullopt;
    }
    std::string_view inc;
    if (const auto plus = rest.find('+'); plus != std::string_view::npos) {
        if (c.kind != Kind::PerGame) return std::nullopt;
        inc = rest.substr(plus + 1);
        rest = rest.substr(0, plus);
    }
    const auto seconds = parseDecimal(rest, kMaxSeconds);
    if (!seconds || *seconds < 1) return std::nullopt;
    c.seconds = static_cast<int>(*seconds);
    if (!inc.empty() || text.ends_with('+')) {
        const auto increment = parseDecimal(inc, kMaxIncrement);
        if (!increment) return std::nullopt;
        c.increment = static_cast<int>(*increment);
    }
    return c;
}

void TurnClocks::reset(const TimeControl& control, int seats) {
    m_control = control;
    m_leftMs.assign(static_cast<std::size_t>(seats), control.seconds * 1000LL);
    m_running = -1;
}

bool TurnClocks::restore(const TimeControl& control, std::vector<long long> leftMs) {
    if (!control.active()) return leftMs.empty();
    for (long long ms : leftMs)
        if (ms < 0 || ms > kMaxSeconds * 1000) return false;
    m_control = control;
    m_leftMs = std::move(leftMs);
    m_running = -1;
    return true;
}

void TurnClocks::start(int seat, Time now) {
    if (!m_control.active() || seat == m_running) return;
    m_running = seat >= 0 && seat < static_cast<int>(m_leftMs.size()) ? seat : -1;
    m_since = now;
}

void TurnClocks::finish(Time now) {
    if (m_running < 0) return;
    long long& left = m_leftMs[static_cast<std::size_t>(m_running)];
    if (m_control.kind == TimeControl::Kind::PerMove) {
        left = m_control.seconds * 1000LL;
    } else {
        left = std::max(0LL, leftMs(m_running, now)) + m_control.increment * 1000LL;
        left = std::min(left, kMaxSeconds * 1000);
    }
    m_running = -1;
}

long long TurnClocks::leftMs(int seat, Time now) const {
    if (seat < 0 || seat >= static_cast<int>(m_leftMs.size())) return 0;
    long long left = m_leftMs[static_cast<std::size_t>(seat)];
    if (seat == m_running)
        left -= std::chrono::duration_cast<std::chrono::milliseconds>(now - m_since).count();
    return left;
}

bool TurnClocks::flagFallen(Time now) const {
    return m_running >= 0 && leftMs(m_running, now) <= 0;
}

}  // namespace plateau::session
