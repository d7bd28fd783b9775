// What each viewer of a Barrage position sees (the board, the text), and the positions a
// player's information allows (what bot:mcts searches).
#include "barrage_position.hpp"

#include <plateau/sdk/game.hpp>

namespace barrage::detail {

BoardView BarrageState::boardView(const Viewer& viewer) const {
    BoardView view;
    view.size = {kFiles, kRanks};
    // Each player sees the board from their side: seat 1's ranks 10 … 7 at the bottom.
    const bool turned = viewer.isPlayer(1);
    for (int sq = 0; sq < kSquares; ++sq) {
        Cell c;
        const int x = turned ? kFiles - 1 - fileOf(sq) : fileOf(sq);
        const int y = turned ? rankOf(sq) : kRanks - 1 - rankOf(sq);
        c.center = {x + 0.5f, y + 0.5f};
        c.size = {0.96f, 0.96f};
        c.notation = squareName(sq);
        c.kind = isLake(sq) ? "lake" : "land";
        c.name = isLake(sq) ? tx("Lake") : squareName(sq);
        // While the armies are set up, each side's four ranks are tinted in its colour.
        if (!setupDone())
            for (int seat = 0; seat < 2; ++seat)
                if (inZone(seat, sq)) c.owner = seat;
        view.cells.push_back(std::move(c));
    }
    // The referee's list: the sixteen pieces in setup order. A player's or a spectator's:
    // one entry per square a piece can be set up on (40 a side), so that the list's order
    // says nothing but where pieces started, which both players see once the armies stand.
    if (viewer.isReferee()) {
        for (int u = 0; u < 2 * kArmy; ++u)
            view.pieces.push_back({u / kArmy, -1, -1, kindId(kindOf(u)), kindLabel(kindOf(u))});
    } else {
        view.pieces.resize(2 * kZone);
        for (int seat = 0; seat < 2; ++seat)
            for (int i = 0; i < kZone; ++i) {
                Piece& p = view.pieces[static_cast<std::size_t>(seat * kZone + i)];
                p.owner = seat;
                p.kind = "back";
            }
    }
    for (int u = 0; u < 2 * kArmy; ++u) {
        const Unit& me = unit(u);
        if (me.home < 0 || !placeShown(u, viewer)) continue;
        Piece& p = view.pieces[static_cast<std::size_t>(pieceIndex(u, viewer))];
        p.cell = me.square;
        if (kindShown(u, viewer)) {
            p.kind = kindId(kindOf(u));
            p.label = kindLabel(kindOf(u));
        }
    }
    for (int seat = 0; seat < 2; ++seat)
        view.players.push_back({playerName(seat), playerColor(seat), statusOf(seat)});
    if (m_lastFrom >= 0) {
        view.highlights.push_back({Highlight::Kind::LastMove, m_lastFrom, -1});
        view.highlights.push_back({Highlight::Kind::LastMove, m_lastTo, -1});
        if (m_trailUnit >= 0 && !unit(m_trailUnit).taken)
            view.trails.push_back({pieceIndex(m_trailUnit, viewer), m_trail});
    }
    return view;
}

std::string BarrageState::toText(const Viewer& viewer) const {
    // Each square in four characters: the owner's seat (1 or 2), the kind in two letters
    // ("??" when this viewer may not know it), '*' once both players know it.
    std::string out = "    ";
    for (int f = 0; f < kFiles; ++f)
        out += std::string(" ") + static_cast<char>('a' + f) + "  ";
    out += "\n";
    for (int r = kRanks - 1; r >= 0; --r) {
        const std::string rank = std::to_string(r + 1);
        out += std::string(3 - rank.size(), ' ') + rank + " ";
        for (int f = 0; f < kFiles; ++f) {
            const int sq = squareAt(f, r);
            const int u = m_at[static_cast<std::size_t>(sq)];
            if (isLake(sq)) {
                out += " ~  ";
            } else if (u < 0 || !placeShown(u, viewer)) {
                out += " .  ";
            } else {
                out += std::to_string(u / kArmy + 1);
                out += kindShown(u, viewer) ? kindLetters(kindOf(u)) : "??";
                out += unit(u).revealed ? "*" : " ";
            }
        }
        out += "\n";
    }
    for (int seat = 0; seat < 2; ++seat)
        out += std::to_string(seat + 1) + " " + playerName(seat) + ": " + statusOf(seat) + "\n";
    if (m_end != End::None) return out + outcome().reason + "\n";
    if (!setupDone()) {
        const int seat = placer();
        return out +
               fillText(m_rules.randomSetup ? tx("{0}'s pieces are being deployed")
                                            : tx("{0} to set up the {1}"),
                        {playerName(seat), kindName(kArmyKinds[static_cast<std::size_t>(
                                               m_placed[static_cast<std::size_t>(seat)])])}) +
               "\n";
    }
    out += fillText(tx("{0} to move"), {playerName(m_player)});
    if (m_rules.quietLimit > 0 && m_quiet > 0)
        out += " " + fillText(tx("({0} of {1} moves without a fight before a draw)"),
                              {std::to_string(m_quiet), std::to_string(m_rules.quietLimit)});
    return out + "\n";
}

// The other army redrawn as far as `player` cannot know it, then the game replayed with
// it: before both armies stand, its squares at random in its four ranks; after, the kinds
// of its pieces that have not fought shuffled among them, a piece that has moved never a
// Bomb or the Flag. Every such position is drawn with the same chance.
StatePtr BarrageState::resampleFromInformation(int player, Rng& rng) const {
    if (player < 0 || player > 1 || m_end != End::None) return clone();
    const int other = 1 - player;
    std::array<int, kArmy> squares{};  // the square of each of its pieces, in setup order
    for (int i = 0; i < kArmy; ++i)
        squares[static_cast<std::size_t>(i)] = unit(other * kArmy + i).home;
    const int placed = m_placed[static_cast<std::size_t>(other)];
    const auto shuffle = [&rng](auto& v) {
        for (std::size_t i = v.size(); i > 1; --i)
            std::swap(v[i - 1], v[rng.below(static_cast<std::uint32_t>(i))]);
    };
    if (!setupDone()) {
        std::vector<int> free;
        for (int sq = 0; sq < kSquares; ++sq)
            if (inZone(other, sq)) free.push_back(sq);
        shuffle(free);
        for (int i = 0; i < placed; ++i)
            squares[static_cast<std::size_t>(i)] = free[static_cast<std::size_t>(i)];
    } else {
        std::vector<int> moved, still, mobile, fixed;  // starting squares; pieces (setup order)
        for (int i = 0; i < kArmy; ++i) {
            const Unit& me = unit(other * kArmy + i);
            if (me.revealed) continue;
            (me.moved ? moved : still).push_back(me.home);
            (movable(kArmyKinds[static_cast<std::size_t>(i)]) ? mobile : fixed).push_back(i);
        }
        shuffle(mobile);
        for (std::size_t j = 0; j < moved.size(); ++j)
            squares[static_cast<std::size_t>(mobile[j])] = moved[j];
        std::vector<int> rest(mobile.begin() + static_cast<std::ptrdiff_t>(moved.size()),
                              mobile.end());
        rest.insert(rest.end(), fixed.begin(), fixed.end());
        shuffle(rest);
        for (std::size_t j = 0; j < still.size(); ++j)
            squares[static_cast<std::size_t>(rest[j])] = still[j];
    }
    auto fresh = game().newState(setup());
    if (!fresh) return clone();
    StatePtr s = std::move(*fresh);
    s->setLogging(logging());
    auto& replay = static_cast<BarrageState&>(*s);
    int next = 0;  // the other army's next piece to set up
    for (Move m : history()) {
        if (!replay.setupDone() && replay.placer() == other)
            m = Move{kPlaceBase +
                     static_cast<std::uint32_t>(squares[static_cast<std::size_t>(next++)])};
        replay.applyUnchecked(m);
    }
    return s;
}

}  // namespace barrage::detail
