#include "plateau/host/replay_cursor.hpp"

#include <algorithm>

#include "plateau/sdk/game.hpp"

namespace plateau {

ReplayCursor::ReplayCursor(ReplayCursor&&) noexcept = default;
ReplayCursor& ReplayCursor::operator=(ReplayCursor&&) noexcept = default;
ReplayCursor::~ReplayCursor() = default;

Expected<ReplayCursor> ReplayCursor::open(const Game& game, Record record) {
    if (record.game != game.id())
        return Error("the record is of game '" + record.game + "', not '" + game.id() + "'");
    auto start = game.newState(record.setup);
    if (!start) return start.error();
    ReplayCursor cursor;
    StatePtr state = std::move(*start);
    for (std::size_t i = 0; i < record.moves.size(); ++i) {
        if (i % kCheckpointEvery == 0) cursor.m_checkpoints.push_back(state->clone());
        const std::string& text = record.moves[i];
        cursor.m_throws.push_back(state->isChance());
        cursor.m_movers.push_back(state->isChance() ? state->actingPlayer()
                                                    : state->currentPlayer());
        auto move = state->parseMove(text);
        Status ok = move ? state->apply(*move) : Status(move.error());
        if (!ok) {
            return Error("move " + std::to_string(i + 1) + " (" + text + "): " + ok.error().reason);
        }
        cursor.m_moves.push_back(*move);
    }
    if (record.moves.size() % kCheckpointEvery == 0) cursor.m_checkpoints.push_back(state->clone());
    cursor.m_record = std::move(record);
    cursor.m_state = std::move(state);
    return cursor;
}

void ReplayCursor::seek(int target) {
    target = std::clamp(target, 0, size());
    const int now = ply();
    const int checkpoint = target / kCheckpointEvery;
    // Forward from here when that is no longer than from the nearest checkpoint.
    if (target < now || target - now > target - checkpoint * kCheckpointEvery) {
        m_state = m_checkpoints[static_cast<std::size_t>(checkpoint)]->clone();
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
