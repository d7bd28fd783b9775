#include "goose/engine.hpp"

#include <algorithm>
#include <cassert>

namespace goose {

Engine::Engine(const Rules& rules, int numPlayers, int firstPlayer)
    : m_rules(&rules), m_players(static_cast<std::int8_t>(numPlayers)) {
    assert(numPlayers >= 1 && numPlayers <= kMaxPlayers);
    if (firstPlayer >= 0) {
        startPlay(firstPlayer);
    } else if (rules.start == StartRule::Draw) {
        m_phase = numPlayers == 1 ? Phase::Play : Phase::Draw;
        if (numPlayers == 1) startPlay(0);
    } else {
        m_rollOff = plateau::RollOff(numPlayers);
        m_phase = Phase::RollOff;
        if (m_rollOff.done()) startPlay(m_rollOff.winner());
    }
}

int Engine::thrower() const {
    switch (m_phase) {
        case Phase::RollOff: return m_rollOff.thrower();
        case Phase::Play: return m_current;
        default: return -1;
    }
}

int Engine::diceCount() const {
    switch (m_phase) {
        case Phase::RollOff: return m_rules->start == StartRule::OneDie ? 1 : 2;
        case Phase::Play:
            return m_rules->oneDieFrom > 0 && m_pos[m_current] >= m_rules->oneDieFrom ? 1 : 2;
        default: return 0;
    }
}

double Engine::missProbability() const {
    if (m_phase != Phase::Play || m_rules->missChance <= 0) return 0;
    const double hit = 1 - m_rules->missChance;
    return diceCount() == 1 ? 1 - hit : 1 - hit * hit;
}

void Engine::beginMove(int thrower, int d1, int d2) {
    m_notes.clear();
    m_trail.clear();
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
    way(m_pos[m_current], Step::Start);
    endTurn();
}

void Engine::drawFirst(int player) {
    assert(m_phase == Phase::Draw && player >= 0 && player < m_players);
    beginMove(-1, 0, 0);
    startPlay(player);
    note(NoteKind::Starts, player, -1, -1);
}

void Engine::rollOffThrow(int score) {
    if (!m_rollOff.record(score)) return;
    if (m_rollOff.done()) {
        startPlay(m_rollOff.winner());
        note(NoteKind::Starts, m_first, -1, score);
    } else {
        note(NoteKind::RollOffTie, -1, -1, m_rollOff.lastScore(m_rollOff.thrower()));
    }
}

void Engine::startPlay(int first) {
    m_phase = Phase::Play;
    m_first = first;
    m_current = first;
}

// Moves `at` by `total` in direction `dir`, bouncing back from the goal. Returns false
// when the rules keep the pawn where it is instead.
bool Engine::walk(int& at, int total, int& dir, Step how) {
    if (dir > 0) {
        int to = at + total;
        if (to > kGoal) {
            if (m_rules->overshoot == OvershootRule::Stay) {
                note(NoteKind::NeedsExact, m_current, -1, kGoal - at);
                return false;
            }
            way(kGoal, how);
            to = 2 * kGoal - to;
            dir = -1;
            how = Step::Bounce;
        }
        at = to;
    } else {
        at = std::max(0, at - total);
    }
    way(at, how);
    return true;
}

void Engine::playTurn(int d1, int d2) {
    const Rules& rules = *m_rules;
    const int p = m_current;
    const int from = m_pos[p];
    const bool firstThrow = !m_thrown[p];
    m_thrown[p] = true;
    way(from, Step::Start);

    int at = from;
    int dir = 1;
    const int total = d1 + d2;
    bool resolve = true;
    bool done = false;
    if (firstThrow && d2 != 0) {
        for (const FirstThrow& f : rules.firstThrows) {
            if ((f.a == d1 && f.b == d2) || (f.a == d2 && f.b == d1)) {
                at = f.to;
                way(at, Step::FirstThrow);
                done = true;
                break;
            }
        }
    }
    if (!done && rules.singleDieFinish && d2 != 0 && (from + d1 == kGoal || from + d2 == kGoal)) {
        at = kGoal;
        way(at, Step::SingleDie);
        done = true;
    }
    if (!done) resolve = walk(at, total, dir, Step::Walk);

    // Effects chain until a square without a further move; the variant check rules out
    // loops, the bound only guards a broken invariant.
    for (int guard = 0; resolve && guard < 4 * kSquareCount; ++guard) {
        const SquareRule& sq = rules.squares[at];
        if (sq.effect == Effect::Goose) {
            if (!walk(at, total, dir, Step::Goose)) break;
            continue;
        }
        if (sq.effect == Effect::Jump) {
            at = sq.to;
            way(at, Step::Jump);
            continue;
        }
        if (sq.effect == Effect::Restart) {
            at = 0;
            way(at, Step::Restart);
        } else if (sq.effect == Effect::MissTurns) {
            m_wait[p] = sq.turns;
            note(NoteKind::MissTurns, p, -1, sq.turns, at);
        } else if (sq.effect == Effect::Trap) {
            m_wait[p] = sq.turns > 0 ? sq.turns : kUntilReleased;
            m_trapped[p] = true;
            note(NoteKind::Trapped, p, -1, sq.turns, at);
        }
        break;
    }
    m_pos[p] = static_cast<std::int8_t>(at);

    if (at == kGoal) {
        m_phase = Phase::Over;
        m_end = EndReason::Goal;
        m_winners = 1u << p;
        note(NoteKind::Won, p);
        return;
    }
    // Who else stands here is decided where the mover finally stops.
    if (at != 0) {
        for (int q = 0; q < m_players; ++q) {
            if (q == p || m_pos[q] != at) continue;
            if (rules.occupied == OccupiedRule::Share) {
                if (m_trapped[q]) {
                    m_wait[q] = 0;
                    m_trapped[q] = false;
                    note(NoteKind::Released, q, p, 0, at);
                }
            } else if (from != at) {
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
        }
    }
    endTurn();
}

void Engine::endTurn() {
    bool allTrapped = true;
    for (int q = 0; q < m_players; ++q) allTrapped = allTrapped && m_wait[q] == kUntilReleased;
    if (allTrapped) {
        m_phase = Phase::Over;
        m_end = EndReason::Deadlock;
        m_winners = 0;
        note(NoteKind::Deadlock, -1);
        return;
    }
    // Some pawn is free or waits a finite time, so this loop ends.
    int p = m_current;
    for (;;) {
        p = (p + 1) % m_players;
        if (p == m_first) {
            ++m_rounds;
            if (m_rules->maxRounds > 0 && m_rounds >= m_rules->maxRounds) {
                endByRounds();
                return;
            }
        }
        if (m_wait[p] == kUntilReleased) {
            note(NoteKind::TrappedSkip, p, -1, 0, m_pos[p]);
            continue;
        }
        if (m_wait[p] > 0) {
            --m_wait[p];
            note(NoteKind::SkipTurn, p, -1, m_wait[p], m_pos[p]);
            if (m_wait[p] == 0 && m_trapped[p]) {
                m_trapped[p] = false;
                note(NoteKind::WaitOver, p, -1, 0, m_pos[p]);
            }
            continue;
        }
        m_current = p;
        return;
    }
}

void Engine::endByRounds() {
    m_phase = Phase::Over;
    m_end = EndReason::RoundLimit;
    int best = -1;
    for (int q = 0; q < m_players; ++q) best = std::max(best, static_cast<int>(m_pos[q]));
    m_winners = 0;
    for (int q = 0; q < m_players; ++q)
        if (m_pos[q] == best) m_winners |= 1u << q;
    note(NoteKind::RoundLimit, -1, -1, static_cast<int>(std::min(m_rounds, 127)));
}

}  // namespace goose
