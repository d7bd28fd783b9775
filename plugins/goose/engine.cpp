#include "goose/engine.hpp"

#include <algorithm>
#include <cassert>

namespace goose {

Engine::Engine(const Rules& rules, int numPlayers, int firstPlayer)
    : m_rules(&rules), m_players(static_cast<std::int8_t>(numPlayers)) {
    assert(numPlayers >= 1 && numPlayers <= kMaxPlayers);
    assert(rules.landingsReady);
    assert(firstPlayer >= 0 || rules.start != StartRule::Draw);
    if (firstPlayer >= 0) {
        startPlay(firstPlayer);
    } else {
        m_rollOff = plateau::RollOff(numPlayers);
        m_phase = Phase::RollOff;
        if (m_rollOff.done()) startPlay(m_rollOff.winner());
    }
}

int Engine::thrower() const {
    switch (m_phase) {
        case Phase::RollOff:
            return m_rollOff.thrower();
        case Phase::Play:
            return m_current;
        default:
            return -1;
    }
}

void Engine::beginMove(int thrower, int d1, int d2) {
    m_notes.clear();
    m_lastWasTurn = false;
    m_swapped = -1;
    m_lastThrower = thrower;
    m_lastDice = {static_cast<std::int8_t>(d1), static_cast<std::int8_t>(d2)};
    m_lastMissed = false;
}

void Engine::throwDice(int d1, int d2) {
    assert(d1 >= 1 && d1 <= 6 && d2 >= 0 && d2 <= 6);
    assert((d2 == 0) == (diceCount() == 1));
    if (m_phase == Phase::RollOff) {
        beginMove(m_rollOff.thrower(), d1, d2);
        rollOffThrow(d1 + d2);
    } else {
        assert(m_phase == Phase::Play);
        beginMove(m_current, d1, d2);
        playTurn(d1, d2);
    }
}

void Engine::missThrow() {
    assert(m_phase == Phase::Play);
    beginMove(m_current, 0, 0);
    m_lastMissed = true;
    // A missed throw is still the pawn's throw: the first-throw rule is used up.
    m_thrown[m_current] = true;
    m_lastWasTurn = true;
    m_lastFrom = m_pos[m_current];
    endTurn();
}

void Engine::rollOffThrow(int score) {
    if (!m_rollOff.record(score)) return;
    if (m_rollOff.done()) {
        startPlay(m_rollOff.winner());
        note(NoteKind::Starts, m_first, -1, m_rollOff.lastScore(m_first));
    } else {
        note(NoteKind::RollOffTie, -1, -1, m_rollOff.lastScore(m_rollOff.thrower()));
    }
}

void Engine::startPlay(int first) {
    m_phase = Phase::Play;
    m_first = first;
    m_current = first;
}

void Engine::playTurn(int d1, int d2) {
    const Rules& rules = *m_rules;
    const int p = m_current;
    const int from = m_pos[p];
    const bool firstThrow = !m_thrown[p];
    m_thrown[p] = true;
    m_lastWasTurn = true;
    m_lastFirst = firstThrow;
    m_lastFrom = static_cast<std::int8_t>(from);

    const std::uint8_t landed = landing(rules, from, d1, d2, firstThrow);
    const int at = landed & kSquareMask;
    // Read before the mover's own effect marks this square.
    const bool releases = rules.occupied == OccupiedRule::Share && ((m_trapMask >> at) & 1u);
    m_pos[p] = static_cast<std::int8_t>(at);
    if (landed & kStayed) {
        note(NoteKind::NeedsExact, p, -1, kGoal - from);
    } else if (landed & kEffect) {
        const SquareRule& sq = rules.squares[at];
        if (sq.effect == Effect::MissTurns) {
            m_wait[p] = sq.turns;
            note(NoteKind::MissTurns, p, -1, sq.turns, at);
        } else if (sq.effect == Effect::Trap) {
            m_wait[p] = sq.turns > 0 ? sq.turns : kUntilReleased;
            m_trapped[p] = true;
            m_trapMask |= std::uint64_t{1} << at;
            note(NoteKind::Trapped, p, -1, sq.turns, at);
        }
    }

    if (at == kGoal) {
        m_phase = Phase::Over;
        m_end = EndReason::Goal;
        m_winners = 1u << p;
        note(NoteKind::Won, p);
        return;
    }
    // Who else stands here is decided where the mover finally stops; the masks keep the
    // common case (nobody to free or swap) to one test.
    if (releases && at != 0) {
        for (int q = 0; q < m_players; ++q) {
            if (q != p && m_pos[q] == at && m_trapped[q]) {
                m_wait[q] = 0;
                m_trapped[q] = false;
                note(NoteKind::Released, q, p, 0, at);
            }
        }
        if (!m_trapped[p]) m_trapMask &= ~(std::uint64_t{1} << at);
    }
    if (rules.occupied == OccupiedRule::Swap) {
        const std::uint64_t bit = std::uint64_t{1} << at;
        if (at != 0 && from != at && (m_occupied & bit)) {
            for (int q = 0; q < m_players; ++q) {
                if (q == p || m_pos[q] != at) continue;
                // The pawn that was here goes where the mover came from, triggers
                // nothing there, and any wait it was serving is over.
                if (m_wait[q] != 0) note(NoteKind::Released, q, p, 0, at);
                m_pos[q] = static_cast<std::int8_t>(from);
                m_wait[q] = 0;
                m_trapped[q] = false;
                m_swapped = q;
                m_swappedFrom = at;
                note(NoteKind::Swapped, q, p, from, at);
                break;
            }
        } else {
            // Start zone pawns share square 0, so its bit is never read.
            m_occupied &= ~(std::uint64_t{1} << from);
        }
        m_occupied |= bit;
    }
    endTurn();
}

void Engine::place(int player, int square, bool thrown) {
    assert(player >= 0 && player < m_players && square >= 0 && square <= kGoal);
    m_pos[player] = static_cast<std::int8_t>(square);
    m_wait[player] = 0;
    m_trapped[player] = false;
    m_thrown[player] = thrown;
    m_trapMask = 0;
    m_occupied = 0;
    for (int q = 0; q < m_players; ++q) {
        if (m_trapped[q]) m_trapMask |= std::uint64_t{1} << m_pos[q];
        if (m_pos[q] != 0) m_occupied |= std::uint64_t{1} << m_pos[q];
    }
}

void Engine::trace(Path& out) const {
    out.clear();
    if (!m_lastWasTurn) return;
    if (m_lastMissed) {
        out.push_back({m_lastFrom, Step::Start});
        return;
    }
    followThrow(*m_rules, m_lastFrom, m_lastDice[0], m_lastDice[1], m_lastFirst, &out);
}

void Engine::endTurn() {
    // Only the mover can have become trapped for good, so only then can all be.
    if (m_current >= 0 && m_wait[m_current] == kUntilReleased) {
        bool allTrapped = true;
        for (int q = 0; q < m_players; ++q)
            allTrapped = allTrapped && m_wait[q] == kUntilReleased;
        if (allTrapped) {
            m_phase = Phase::Over;
            m_end = EndReason::Deadlock;
            m_winners = 0;
            note(NoteKind::Deadlock, -1);
            return;
        }
    }
    // Some pawn is free or waits a finite time, so this loop ends.
    int p = m_current;
    for (;;) {
        if (++p == m_players) p = 0;
        if (p == m_first) {
            ++m_rounds;
            if (m_rules->maxRounds > 0 && m_rounds >= m_rules->maxRounds) {
                endByRounds();
                return;
            }
        }
        const int wait = m_wait[p];
        if (wait == 0) break;
        if (wait == kUntilReleased) {
            note(NoteKind::TrappedSkip, p, -1, 0, m_pos[p]);
            continue;
        }
        m_wait[p] = static_cast<std::int8_t>(wait - 1);
        note(NoteKind::SkipTurn, p, -1, wait - 1, m_pos[p]);
        if (wait == 1 && m_trapped[p]) {
            m_trapped[p] = false;
            m_trapMask &= ~(std::uint64_t{1} << m_pos[p]);
            note(NoteKind::WaitOver, p, -1, 0, m_pos[p]);
        }
    }
    m_current = p;
}

void Engine::endByRounds() {
    m_phase = Phase::Over;
    m_end = EndReason::RoundLimit;
    int best = -1;
    for (int q = 0; q < m_players; ++q)
        best = std::max(best, static_cast<int>(m_pos[q]));
    m_winners = 0;
    for (int q = 0; q < m_players; ++q)
        if (m_pos[q] == best) m_winners |= 1u << q;
    note(NoteKind::RoundLimit, -1, -1, static_cast<int>(std::min(m_rounds, 127)));
}

}  // namespace goose
