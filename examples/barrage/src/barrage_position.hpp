#pragma once

// The Barrage position, shared by the rules (barrage_state.cpp) and the views and the
// sampler of a player's information (barrage_views.cpp). Not for plugins' users.

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include <plateau/sdk/state.hpp>
#include <plateau/sdk/text.hpp>

#include "army.hpp"
#include "barrage_state.hpp"

namespace barrage::detail {

using namespace plateau;

inline constexpr plateau::DomainText tx{"barrage"};
inline constexpr plateau::DomainPlural txn{"barrage"};

// Moves: a piece set up on a square is 1 + square (a random deployment's outcomes are the
// same codes); a step or an attack is kStepBase + from * 100 + to.
constexpr std::uint32_t kPlaceBase = 1;
constexpr std::uint32_t kStepBase = 1000;
constexpr int kSetupMoves = 2 * kArmy;

constexpr std::array<std::array<int, 2>, 4> kDirections{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};

inline std::string kindName(Kind k) {
    switch (k) {
        case Kind::Marshal:
            return tx("Marshal");
        case Kind::General:
            return tx("General");
        case Kind::Scout:
            return tx("Scout");
        case Kind::Miner:
            return tx("Miner");
        case Kind::Spy:
            return tx("Spy");
        case Kind::Bomb:
            return tx("Bomb");
        case Kind::Flag:
            return tx("Flag");
    }
    return {};
}

inline std::optional<int> parseSquare(std::string_view text) {
    if (text.size() < 2 || text.size() > 3 || text[0] < 'a' || text[0] > 'j') return std::nullopt;
    int rank = 0;
    for (char c : text.substr(1)) {
        if (c < '0' || c > '9') return std::nullopt;
        rank = rank * 10 + (c - '0');
    }
    if (rank < 1 || rank > kRanks) return std::nullopt;
    return squareAt(text[0] - 'a', rank - 1);
}

struct Unit {
    std::int8_t square = -1;  // -1: not set up yet, or taken
    std::int8_t home = -1;    // where it was set up (its place in the view's piece list)
    bool revealed = false;    // both players know its kind (it fought, or a Scout ran)
    bool moved = false;       // it has moved: it is neither a Bomb nor the Flag
    bool taken = false;
};

enum class End : std::uint8_t { None, Flag, NoMoves, Quiet };

class BarrageState final : public State {
public:
    BarrageState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup, Rules rules)
        : State(std::move(game), std::move(setup)), m_rules(rules) {
        m_at.fill(-1);
        m_first = this->setup().firstPlayer >= 0 ? this->setup().firstPlayer : 0;
        m_player = m_first;
    }

    PlayerId currentPlayer() const override {
        if (m_end != End::None) return kTerminalPlayer;
        if (!setupDone()) return m_rules.randomSetup ? kChancePlayer : placer();
        return m_player;
    }
    // A random deployment is nobody's throw: the host draws it at once.
    PlayerId actingPlayer() const override {
        if (m_end != End::None) return kTerminalPlayer;
        if (!setupDone()) return m_rules.randomSetup ? -1 : placer();
        return m_player;
    }

    void chanceOutcomes(ChanceList& out) const override {
        out.clear();
        if (!isChance()) return;
        MoveList free;
        placements(free);
        for (Move m : free)
            out.push_back({m, 1.0 / static_cast<double>(free.size())});
    }

    void legalMoves(MoveList& out) const override {
        out.clear();
        if (m_end != End::None) return;
        if (!setupDone()) {
            if (!m_rules.randomSetup) placements(out);
            return;
        }
        steps(m_player, out);
    }

    std::optional<std::string> illegalReason(Move m) const override {
        if (m_end != End::None) return tx("the game is over");
        if (!setupDone()) {
            if (m.code < kPlaceBase || m.code >= kPlaceBase + kSquares)
                return tx("the armies are being set up: put a piece on a square (@a1)");
            const int sq = static_cast<int>(m.code - kPlaceBase);
            if (!inZone(placer(), sq)) return tx("pieces are set up on your first four ranks");
            if (isLake(sq) || m_at[static_cast<std::size_t>(sq)] >= 0)
                return tx("a piece stands there already");
            return std::nullopt;
        }
        if (m.code < kStepBase || m.code >= kStepBase + kSquares * 100)
            return tx("the armies are set up: move a piece (a4-a5)");
        const int from = static_cast<int>((m.code - kStepBase) / 100);
        const int to = static_cast<int>((m.code - kStepBase) % 100);
        const int u = m_at[static_cast<std::size_t>(from)];
        if (u < 0) return tx("there is no piece on that square");
        if (u / kArmy != m_player) return tx("that piece is not yours");
        const Kind k = kindOf(u);
        if (!movable(k)) return fillText(tx("your {0} never moves"), {kindName(k)});
        if (isLake(to)) return tx("no piece enters the lakes");
        const int df = fileOf(to) - fileOf(from), dr = rankOf(to) - rankOf(from);
        if ((df != 0) == (dr != 0)) return tx("a piece moves along a rank or a file");
        const int distance = std::abs(df) + std::abs(dr);
        if (distance > 1 && k != Kind::Scout) return tx("only a Scout moves more than one square");
        const int step = (df > 0) - (df < 0) + ((dr > 0) - (dr < 0)) * kFiles;
        for (int sq = from + step; sq != to; sq += step)
            if (isLake(sq) || m_at[static_cast<std::size_t>(sq)] >= 0)
                return tx("a Scout cannot pass over pieces or lakes");
        const int there = m_at[static_cast<std::size_t>(to)];
        if (there >= 0 && there / kArmy == m_player) return tx("one of your pieces stands there");
        return std::nullopt;
    }

    Outcome outcome() const override {
        const int winner = m_winner;
        switch (m_end) {
            case End::Flag:
                return {{winner},
                        fillText(tx("{0} captured {1}'s flag"),
                                 {playerName(winner), playerName(1 - winner)})};
            case End::NoMoves:
                return {{winner},
                        fillText(tx("{0} has no piece that can move"), {playerName(1 - winner)})};
            case End::Quiet:
                return {{},
                        txn("{0} move without a fight: the game is drawn",
                            "{0} moves without a fight: the game is drawn", m_quiet)};
            case End::None:
                break;
        }
        return {};
    }

    std::string moveToString(Move m) const override {
        if (m.code >= kPlaceBase && m.code < kPlaceBase + kSquares)
            return "@" + squareName(static_cast<int>(m.code - kPlaceBase));
        if (m.code >= kStepBase && m.code < kStepBase + kSquares * 100)
            return squareName(static_cast<int>((m.code - kStepBase) / 100)) + "-" +
                   squareName(static_cast<int>((m.code - kStepBase) % 100));
        return "?" + std::to_string(m.code);
    }

    Expected<Move> parseMove(std::string_view text) const override {
        if (text.size() >= 3 && text[0] == '@') {
            if (auto sq = parseSquare(text.substr(1)))
                return Move{kPlaceBase + static_cast<std::uint32_t>(*sq)};
        }
        const auto dash = text.find_first_of("-x");
        if (dash != std::string_view::npos) {
            const auto from = parseSquare(text.substr(0, dash));
            const auto to = parseSquare(text.substr(dash + 1));
            if (from && to) return Move{kStepBase + static_cast<std::uint32_t>(*from * 100 + *to)};
        }
        return Error(
            fillText(tx("'{0}' is not a move: a piece set up on a square (@a1), or a move (a4-a5)"),
                     {text}));
    }

    MoveInput moveInput(Move m) const override {
        if (m.code >= kPlaceBase && m.code < kPlaceBase + kSquares)
            return {{}, {Target::Kind::Cell, static_cast<int>(m.code - kPlaceBase)}, {}};
        if (m.code < kStepBase || m.code >= kStepBase + kSquares * 100) return {};
        const int from = static_cast<int>((m.code - kStepBase) / 100);
        if (m_at[static_cast<std::size_t>(from)] < 0) return {};
        // The piece is picked by its square: the view's piece list depends on the viewer.
        return {{Target::Kind::Cell, from},
                {Target::Kind::Cell, static_cast<int>((m.code - kStepBase) % 100)},
                {}};
    }

    BoardView boardView(const Viewer& viewer) const override;
    std::string toText(const Viewer& viewer) const override;
    StatePtr resampleFromInformation(int player, Rng& rng) const override;

    std::vector<Standing> standings() const override {
        std::vector<Standing> out;
        for (int seat = 0; seat < 2; ++seat)
            out.push_back({seat, static_cast<double>(piecesLeft(seat)), statusOf(seat)});
        return out;
    }

protected:
    void doApply(Move m) override;
    StatePtr doClone() const override { return StatePtr(new BarrageState(*this)); }

private:
    static Kind kindOf(int unit) { return kArmyKinds[static_cast<std::size_t>(unit % kArmy)]; }
    const Unit& unit(int u) const { return m_units[static_cast<std::size_t>(u)]; }
    Unit& unit(int u) { return m_units[static_cast<std::size_t>(u)]; }
    bool setupDone() const { return m_placed[0] == kArmy && m_placed[1] == kArmy; }
    // Who sets up now: the first player's army, then the other's.
    int placer() const {
        return m_placed[static_cast<std::size_t>(m_first)] < kArmy ? m_first : 1 - m_first;
    }
    // Unit u's place in the view's piece list: for the referee, who knows every piece, the
    // setup order (piece i keeps its kind); for the others the square it was set up on, so
    // that the list's order tells them nothing they may not know (the setup order is the
    // pieces' kinds).
    int pieceIndex(int u, const Viewer& viewer) const {
        if (viewer.isReferee()) return u;
        const int seat = u / kArmy;
        return seat * kZone + zoneIndex(seat, unit(u).home);
    }
    int piecesLeft(int seat) const {
        int n = 0;
        for (int i = 0; i < kArmy; ++i)
            n += !unit(seat * kArmy + i).taken;
        return n;
    }
    // Whether `viewer` may know the kind of unit u.
    bool kindShown(int u, const Viewer& viewer) const {
        return unit(u).revealed || m_end != End::None || viewer.seesSecretsOf(u / kArmy);
    }
    // Whether `viewer` may know where unit u stands: its owner always, the others once both
    // armies are set up (the squares are announced then).
    bool placeShown(int u, const Viewer& viewer) const {
        return setupDone() || viewer.seesSecretsOf(u / kArmy);
    }

    void placements(MoveList& out) const {
        const int seat = placer();
        for (int sq = 0; sq < kSquares; ++sq)
            if (inZone(seat, sq) && m_at[static_cast<std::size_t>(sq)] < 0)
                out.push_back(Move{kPlaceBase + static_cast<std::uint32_t>(sq)});
    }

    void steps(int seat, MoveList& out) const {
        for (int i = 0; i < kArmy; ++i) {
            const int u = seat * kArmy + i;
            const Unit& me = unit(u);
            if (me.square < 0 || !movable(kindOf(u))) continue;
            for (const auto& d : kDirections) {
                int f = fileOf(me.square), r = rankOf(me.square);
                for (;;) {
                    f += d[0];
                    r += d[1];
                    if (f < 0 || f >= kFiles || r < 0 || r >= kRanks) break;
                    const int to = squareAt(f, r);
                    if (isLake(to)) break;
                    const int there = m_at[static_cast<std::size_t>(to)];
                    if (there >= 0 && there / kArmy == seat) break;
                    out.push_back(
                        Move{kStepBase + static_cast<std::uint32_t>(me.square * 100 + to)});
                    if (there >= 0 || kindOf(u) != Kind::Scout) break;
                }
            }
        }
    }

    bool canMove(int seat) const {
        MoveList moves;
        steps(seat, moves);
        return !moves.empty();
    }

    void place(int sq);
    void step(int from, int to);
    void finish(End end, int winner);
    std::string statusOf(int seat) const;

    Rules m_rules;
    std::array<Unit, 2 * kArmy> m_units{};
    std::array<std::int8_t, kSquares> m_at{};
    std::array<int, 2> m_placed{0, 0};
    int m_first = 0;
    int m_player = 0;
    int m_plies = 0;  // moves applied (the setup's are plies 0 … 15)
    int m_quiet = 0;  // moves in a row without a fight
    End m_end = End::None;
    int m_winner = -1;
    int m_lastFrom = -1, m_lastTo = -1;
    std::vector<int> m_trail;  // squares the last move went through
    int m_trailUnit = -1;
};

}  // namespace barrage::detail
