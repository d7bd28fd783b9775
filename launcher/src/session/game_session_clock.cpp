// GameSession's clocks (issue 31): the seat to act has its clock running, a bot's thinking
// included; a flag that falls ends the game, lost on time, and the save keeps each seat's
// time and the fallen flag.

#include <plateau/host/save_file.hpp>

#include "session/game_session.hpp"
#include "tr.hpp"

namespace plateau::session {

void GameSession::startClocks() {
    const int seats = state().numPlayers();
    if (!m_options.clocksLeft.empty() &&
        m_clocks.restore(m_options.timeControl, m_options.clocksLeft, m_options.flagFallen)) {
        // Going on from a save: the times it kept.
    } else {
        m_clocks.reset(m_options.timeControl, seats);
    }
    clockToActor();
}

void GameSession::clockToActor() {
    m_clocks.turnTo(over() ? -1 : actor(), now());
}

bool GameSession::tick() {
    const int seat = m_clocks.check(now());
    if (seat < 0) return false;
    cancelBot();
    m_pending.clear();
    SessionEvent flag;
    flag.kind = SessionEvent::Kind::FlagFell;
    flag.ply = static_cast<int>(state().history().size());
    flag.player = seat;
    flag.reason = outcome().reason;
    m_out.push_back(std::move(flag));
    if (!m_overSaid) {
        m_overSaid = true;
        SessionEvent e;
        e.kind = SessionEvent::Kind::GameOver;
        e.ply = static_cast<int>(state().history().size());
        m_out.push_back(std::move(e));
    }
    save();
    return true;
}

Outcome GameSession::outcome() const {
    const int seat = m_clocks.fallen();
    if (seat < 0) return state().isTerminal() ? state().outcome() : Outcome{};
    Outcome out;
    for (int s = 0; s < state().numPlayers(); ++s)
        if (s != seat) out.winners.push_back(s);
    out.reason = fillText(tr("{0} lost on time"), {state().playerName(seat)});
    return out;
}

void GameSession::keepClocks(SaveFile& save) const {
    if (!m_clocks.active()) return;
    save.clock = m_clocks.control().toString();
    save.clocksMs = m_clocks.leftNow(now());
    save.flagFallen = m_clocks.fallen();
    if (save.flagFallen < 0) return;
    // The record's result, as makeRecord writes a finished game's: replays tell it at the end.
    const Outcome result = outcome();
    std::string names;
    for (const int w : result.winners)
        names += (names.empty() ? "" : ", ") + state().playerName(w);
    save.record.result = names + " won: " + result.reason;
    save.record.winners = result.winners;
}

}  // namespace plateau::session
