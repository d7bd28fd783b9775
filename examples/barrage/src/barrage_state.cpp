#include "barrage_state.hpp"

#include "barrage_position.hpp"

namespace barrage {
namespace detail {

void BarrageState::doApply(Move m) {
    ++m_plies;
    if (m.code < kStepBase)
        place(static_cast<int>(m.code - kPlaceBase));
    else
        step(static_cast<int>((m.code - kStepBase) / 100),
             static_cast<int>((m.code - kStepBase) % 100));
}

void BarrageState::place(int sq) {
    const int seat = placer();
    const int u = seat * kArmy + m_placed[static_cast<std::size_t>(seat)]++;
    unit(u).square = unit(u).home = static_cast<std::int8_t>(sq);
    m_at[static_cast<std::size_t>(sq)] = static_cast<std::int8_t>(u);
    // Only the owner knows the setup (the square and, by the order, the kind).
    hideMove(playerBit(seat));
    logSecret(
        seat, playerBit(seat),
        [&] {
            return fillText(tx("{0} sets up the {1} on {2}"),
                            {playerName(seat), kindName(kindOf(u)), squareName(sq)});
        },
        [&] { return fillText(tx("{0} sets up a piece"), {playerName(seat)}); });
    if (!setupDone()) return;
    // Both armies stand: where they stand is public from now on, not what each piece is.
    for (int s : {m_first, 1 - m_first}) {
        log(s, [&] {
            std::vector<int> squares;
            for (int i = 0; i < kArmy; ++i)
                squares.push_back(unit(s * kArmy + i).square);
            std::sort(squares.begin(), squares.end());
            std::string list;
            for (int q : squares)
                list += (list.empty() ? "" : " ") + squareName(q);
            return fillText(tx("{0}'s pieces stand on {1}"), {playerName(s), list});
        });
    }
    m_player = m_first;
    if (!canMove(m_player)) finish(End::NoMoves, 1 - m_player);
}

void BarrageState::step(int from, int to) {
    const int u = m_at[static_cast<std::size_t>(from)];
    const int seat = u / kArmy;
    const int defender = m_at[static_cast<std::size_t>(to)];
    const Kind k = kindOf(u);
    m_lastFrom = from;
    m_lastTo = to;
    m_trailUnit = u;
    m_trail.clear();
    const int d = (to - from) / std::max(std::abs(fileOf(to) - fileOf(from)),
                                         std::abs(rankOf(to) - rankOf(from)));
    for (int sq = from; sq != to; sq += d)
        m_trail.push_back(sq);
    m_trail.push_back(to);
    unit(u).moved = true;
    m_at[static_cast<std::size_t>(from)] = -1;
    if (defender < 0) {
        // A Scout running more than one square shows what it is.
        if (m_trail.size() > 2) unit(u).revealed = true;
        unit(u).square = static_cast<std::int8_t>(to);
        m_at[static_cast<std::size_t>(to)] = static_cast<std::int8_t>(u);
        ++m_quiet;
        if (unit(u).revealed) {
            log(seat, [&] {
                return fillText(tx("{0}'s {1} moves {2}-{3}"),
                                {playerName(seat), kindName(k), squareName(from), squareName(to)});
            });
        } else {
            logSecret(
                seat, playerBit(seat),
                [&] {
                    return fillText(
                        tx("{0}'s {1} moves {2}-{3}"),
                        {playerName(seat), kindName(k), squareName(from), squareName(to)});
                },
                [&] {
                    return fillText(tx("{0} moves {1}-{2}"),
                                    {playerName(seat), squareName(from), squareName(to)});
                });
        }
    } else {
        const Kind dk = kindOf(defender);
        const Fight result = fight(k, dk);
        unit(u).revealed = unit(defender).revealed = true;
        m_quiet = 0;
        const auto takeUnit = [&](int v) {
            unit(v).taken = true;
            if (m_at[static_cast<std::size_t>(unit(v).square)] == v)
                m_at[static_cast<std::size_t>(unit(v).square)] = -1;
            unit(v).square = -1;
        };
        const auto advance = [&] {
            unit(u).square = static_cast<std::int8_t>(to);
            m_at[static_cast<std::size_t>(to)] = static_cast<std::int8_t>(u);
        };
        std::string what;
        switch (result) {
            case Fight::AttackerWins:
                takeUnit(defender);
                advance();
                what = fillText(tx("the {0} is taken"), {kindName(dk)});
                break;
            case Fight::DefenderWins:
                takeUnit(u);
                what = fillText(tx("the {0} is taken"), {kindName(k)});
                break;
            case Fight::BothTaken:
                takeUnit(defender);
                takeUnit(u);
                what = tx("both are taken");
                break;
            case Fight::FlagTaken:
                takeUnit(defender);
                advance();
                what = tx("the flag is captured");
                break;
        }
        log(seat, [&] {
            return fillText(tx("{0}'s {1} on {2} attacks {3}'s {4} on {5}: {6}"),
                            {playerName(seat), kindName(k), squareName(from), playerName(1 - seat),
                             kindName(dk), squareName(to), what});
        });
        if (result == Fight::FlagTaken) {
            finish(End::Flag, seat);
            return;
        }
    }
    m_player = 1 - seat;
    if (m_rules.quietLimit > 0 && m_quiet >= m_rules.quietLimit)
        finish(End::Quiet, -1);
    else if (!canMove(m_player))
        finish(End::NoMoves, seat);
}

// The game is over: every piece and the whole setup become public.
void BarrageState::finish(End end, int winner) {
    m_end = end;
    m_winner = winner;
    for (int ply = 0; ply < std::min(m_plies, kSetupMoves); ++ply)
        revealMove(static_cast<std::size_t>(ply));
    log(winner, [&] { return outcome().reason; });
}

std::string BarrageState::statusOf(int seat) const {
    const int placed = m_placed[static_cast<std::size_t>(seat)];
    if (placed < kArmy)
        return fillText(tx("{0} of {1} pieces set up"),
                        {std::to_string(placed), std::to_string(kArmy)});
    return txn("{0} piece left", "{0} pieces left", piecesLeft(seat));
}

}  // namespace detail

plateau::StatePtr makeState(std::shared_ptr<const plateau::Game> game,
                            std::shared_ptr<const plateau::Setup> setup, Rules rules) {
    return plateau::StatePtr(new detail::BarrageState(std::move(game), std::move(setup), rules));
}

}  // namespace barrage
