#include "plateau/host/replay_cursor.hpp"

#include <algorithm>
#include <utility>

#include "plateau/sdk/game.hpp"

namespace plateau {

ReplayCursor::ReplayCursor(ReplayCursor&&) noexcept = default;
ReplayCursor& ReplayCursor::operator=(ReplayCursor&&) noexcept = default;
ReplayCursor::~ReplayCursor() = default;

namespace {

// The history and the log are set aside while the position is copied, so that making
// a keyframe copies neither (each would cost the length of the game so far).
struct SetAside {
    std::vector<Move>& history;
    std::vector<Event>& events;
    std::vector<Move> keptHistory;
    std::vector<Event> keptEvents;
    SetAside(std::vector<Move>& h, std::vector<Event>& e) : history(h), events(e) {
        std::swap(keptHistory, history);
        std::swap(keptEvents, events);
    }
    ~SetAside() {
        std::swap(keptHistory, history);
        std::swap(keptEvents, events);
    }
};

}  // namespace

Expected<ReplayCursor> ReplayCursor::open(const Game& game, Record record) {
    if (record.game != game.id())
        return Error("the record is of game '" + record.game + "', not '" + game.id() + "'");
    // A seat's copy plays its stand-ins where it reads "?".
    auto played = movesToReplay(record);
    if (!played) return played.error();
    auto start = game.newState(record.setup);
    if (!start) return start.error();
    ReplayCursor cursor;
    StatePtr state = std::move(*start);
    const auto keyframe = [&] {
        SetAside aside(state->m_history, state->m_events);
        StatePtr copy = state->clone();
        copy->m_logging = false;
        cursor.m_keyframes.push_back(std::move(copy));
    };
    const std::size_t n = record.moves.size();
    cursor.m_moves.reserve(n);
    cursor.m_movers.reserve(n);
    cursor.m_throws.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        if (i % kCheckpointEvery == 0) keyframe();
        const std::string& text = (*played)[i];
        cursor.m_throws.push_back(state->isChance());
        cursor.m_movers.push_back(state->isChance() ? state->actingPlayer()
                                                    : state->currentPlayer());
        auto move = state->parseMove(text);
        Status ok = move ? state->apply(*move) : Status(move.error());
        if (!ok) {
            return Error("move " + std::to_string(i + 1) + " (" + record.moves[i] +
                         "): " + ok.error().reason);
        }
        cursor.m_moves.push_back(*move);
    }
    if (n % kCheckpointEvery == 0) keyframe();
    cursor.m_events = state->events();
    cursor.m_eventEnd.assign(n + 1, 0);
    std::size_t e = 0;
    for (std::size_t p = 0; p <= n; ++p) {
        while (e < cursor.m_events.size() && cursor.m_events[e].ply <= static_cast<int>(p)) ++e;
        cursor.m_eventEnd[p] = e;
    }
    cursor.m_record = std::move(record);
    cursor.m_state = std::move(state);
    return cursor;
}

std::span<const Event> ReplayCursor::eventsAt(int ply) const {
    if (ply < 0 || ply > size()) return {};
    const auto p = static_cast<std::size_t>(ply);
    const std::size_t begin = p == 0 ? 0 : m_eventEnd[p - 1];
    return std::span<const Event>(m_events).subspan(begin, m_eventEnd[p] - begin);
}

void ReplayCursor::seek(int target) {
    target = std::clamp(target, 0, size());
    const int now = ply();
    const int checkpoint = target / kCheckpointEvery;
    const int from = checkpoint * kCheckpointEvery;
    // Forward from here when that is at most a keyframe's spacing: restoring copies the
    // history and the log up to the keyframe, which costs the length of the game, so
    // stepping through a whole game must not restore at every keyframe.
    if (target < now || target - now > kCheckpointEvery) {
        StatePtr restored = m_keyframes[static_cast<std::size_t>(checkpoint)]->clone();
        restored->m_history.assign(m_moves.begin(), m_moves.begin() + from);
        restored->m_events.assign(m_events.begin(),
                                  m_events.begin() + static_cast<std::ptrdiff_t>(
                                                         m_eventEnd[static_cast<std::size_t>(from)]));
        restored->m_logging = true;
        m_state = std::move(restored);
    }
    for (int p = ply(); p < target; ++p)
        m_state->applyUnchecked(m_moves[static_cast<std::size_t>(p)]);
}

bool ReplayCursor::forward() {
    if (atEnd()) return false;
    seek(ply() + 1);
    return true;
}

bool ReplayCursor::back() {
    if (atStart()) return false;
    seek(ply() - 1);
    return true;
}

}  // namespace plateau
