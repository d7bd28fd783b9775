#include "blotto_state.hpp"

#include <array>
#include <string>
#include <vector>

#include <plateau/sdk/game.hpp>
#include <plateau/sdk/text.hpp>

namespace blotto {

using namespace plateau;

int splitCount(int troops) {
    return (troops + 1) * (troops + 2) / 2;
}

Split splitAt(int troops, int index) {
    // Row r (0 at the top) gives the first field troops - r; the row holds r + 1 splits.
    int row = 0;
    while (index > row) {
        index -= row + 1;
        ++row;
    }
    return Split{{troops - row, index, row - index}};
}

namespace {

inline constexpr DomainText tx{"blotto"};
inline constexpr DomainPlural txn{"blotto"};

// Moves: 1 + player * 1000 + the split's index. Each general's moves have their own codes.
constexpr std::uint32_t kPlayerCodes = 1000;

std::string splitText(const Split& s) {
    return std::to_string(s.field[0]) + "-" + std::to_string(s.field[1]) + "-" +
           std::to_string(s.field[2]);
}

// The view's cells: the three battlefields, each general's troops beside them, then the
// splits to choose from.
constexpr int fieldCell(int f) {
    return f;
}
constexpr int troopsCell(int player, int f) {
    return kFields + player * kFields + f;
}
constexpr int splitCell(int index) {
    return 3 * kFields + index;
}

class BlottoState final : public State {
public:
    BlottoState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup, Rules rules)
        : State(std::move(game), std::move(setup)), m_rules(rules) {}

    PlayerId currentPlayer() const override {
        if (over()) return kTerminalPlayer;
        return m_choice[0] < 0 ? 0 : 1;
    }
    std::vector<int> awaitedPlayers() const override {
        std::vector<int> out;
        if (over()) return out;
        for (int p = 0; p < 2; ++p)
            if (m_choice[static_cast<std::size_t>(p)] < 0) out.push_back(p);
        return out;
    }
    void legalMovesFor(int player, MoveList& out) const override {
        out.clear();
        if (over() || player < 0 || player > 1 || m_choice[static_cast<std::size_t>(player)] >= 0)
            return;
        for (int i = 0; i < splitCount(m_rules.troops); ++i)
            out.push_back(codeOf(player, i));
    }
    void legalMoves(MoveList& out) const override { legalMovesFor(currentPlayer(), out); }

    std::optional<std::string> illegalReason(Move m) const override {
        if (over()) return tx("the game is over");
        const int player = static_cast<int>((m.code - 1) / kPlayerCodes);
        const int index = static_cast<int>((m.code - 1) % kPlayerCodes);
        if (m.code < 1 || player > 1 || index >= splitCount(m_rules.troops))
            return fillText(
                tx("a split gives the three fields {0} troops in all, such as {1}"),
                {std::to_string(m_rules.troops), splitText(splitAt(m_rules.troops, 0))});
        if (m_choice[static_cast<std::size_t>(player)] >= 0)
            return fillText(tx("{0} has chosen this round already"), {playerName(player)});
        if (player != currentPlayer()) return tx("it is not this general's turn");
        return std::nullopt;
    }

    Outcome outcome() const override {
        if (m_won[0] == m_won[1])
            return {{},
                    txn("both generals won {0} round", "both generals won {0} rounds", m_won[0])};
        const int w = m_won[0] > m_won[1] ? 0 : 1;
        return {{w},
                fillText(tx("{0} won {1} rounds to {2}"),
                         {playerName(w), std::to_string(m_won[static_cast<std::size_t>(w)]),
                          std::to_string(m_won[static_cast<std::size_t>(1 - w)])})};
    }

    std::string moveToString(Move m) const override {
        const int index = static_cast<int>((m.code - 1) % kPlayerCodes);
        if (m.code < 1 || index >= splitCount(m_rules.troops)) return "?" + std::to_string(m.code);
        return splitText(splitAt(m_rules.troops, index));
    }

    // A split is read for the general asked first (the other's is read once the first has
    // chosen, as records replay them one after the other).
    Expected<Move> parseMove(std::string_view text) const override {
        std::array<int, kFields> n{};
        std::size_t at = 0;
        for (int f = 0; f < kFields; ++f) {
            if (f > 0) {
                if (at >= text.size() || text[at] != '-') return notASplit(text);
                ++at;
            }
            const std::size_t start = at;
            while (at < text.size() && text[at] >= '0' && text[at] <= '9')
                n[static_cast<std::size_t>(f)] =
                    n[static_cast<std::size_t>(f)] * 10 + (text[at++] - '0');
            if (at == start || at - start > 2) return notASplit(text);
        }
        if (at != text.size() || n[0] + n[1] + n[2] != m_rules.troops) return notASplit(text);
        const int row = m_rules.troops - n[0];
        const int index = row * (row + 1) / 2 + n[1];
        const int player = currentPlayer() >= 0 ? currentPlayer() : 0;
        return codeOf(player, index);
    }

    MoveInput moveInput(Move m) const override {
        const int index = static_cast<int>((m.code - 1) % kPlayerCodes);
        if (m.code < 1 || index >= splitCount(m_rules.troops)) return {};
        return {{}, {Target::Kind::Cell, splitCell(index)}, {}};
    }

    BoardView boardView(const Viewer& viewer) const override;
    std::string toText(const Viewer& viewer) const override;

    // A pending split is redrawn at random for a general who may not know it.
    StatePtr resampleFromInformation(int player, Rng& rng) const override {
        return resampleByReplay(player, rng);
    }

    std::vector<Standing> standings() const override {
        std::vector<Standing> out;
        for (int p = 0; p < 2; ++p)
            out.push_back(
                {p, static_cast<double>(m_won[static_cast<std::size_t>(p)]), statusOf(p)});
        return out;
    }
    int round() const override { return m_round; }
    int roundLimit() const override { return m_rules.rounds; }

protected:
    void doApply(Move m) override;
    StatePtr doClone() const override { return StatePtr(new BlottoState(*this)); }

private:
    bool over() const { return m_round >= m_rules.rounds; }
    static Move codeOf(int player, int index) {
        return Move{1 + static_cast<std::uint32_t>(player) * kPlayerCodes +
                    static_cast<std::uint32_t>(index)};
    }
    Expected<Move> notASplit(std::string_view text) const {
        return Error(fillText(
            tx("'{0}' is not a split of {1} troops over three fields, such as {2}"),
            {text, std::to_string(m_rules.troops), splitText(splitAt(m_rules.troops, 0))}));
    }
    std::string statusOf(int player) const {
        std::string s =
            txn("{0} round won", "{0} rounds won", m_won[static_cast<std::size_t>(player)]);
        if (!over())
            s += ", " + (m_choice[static_cast<std::size_t>(player)] >= 0 ? tx("has chosen")
                                                                         : tx("choosing"));
        return s;
    }

    Rules m_rules;
    int m_plies = 0;
    int m_round = 0;
    std::array<int, 2> m_choice{-1, -1};  // this round's splits, -1 while not chosen
    std::array<int, 2> m_choicePly{0, 0};
    std::array<int, 2> m_won{0, 0};
    std::array<int, 2> m_last{-1, -1};  // the last round's splits, once one is played
    std::array<int, kFields> m_lastField{-1, -1, -1};  // who took each field then (-1: nobody)
};

void BlottoState::doApply(Move m) {
    const int player = static_cast<int>((m.code - 1) / kPlayerCodes);
    const int index = static_cast<int>((m.code - 1) % kPlayerCodes);
    m_choice[static_cast<std::size_t>(player)] = index;
    m_choicePly[static_cast<std::size_t>(player)] = m_plies++;
    // Unseen by the other general until both have chosen.
    hideMove(playerBit(player));
    logSecret(
        player, playerBit(player),
        [&] {
            return fillText(tx("{0} sends {1}"),
                            {playerName(player), splitText(splitAt(m_rules.troops, index))});
        },
        [&] { return fillText(tx("{0} has chosen"), {playerName(player)}); });
    if (m_choice[0] < 0 || m_choice[1] < 0) return;
    revealMove(static_cast<std::size_t>(m_choicePly[0]));
    revealMove(static_cast<std::size_t>(m_choicePly[1]));
    const Split a = splitAt(m_rules.troops, m_choice[0]);
    const Split b = splitAt(m_rules.troops, m_choice[1]);
    std::array<int, 2> fields{0, 0};
    for (int f = 0; f < kFields; ++f) {
        const int winner = a.field[f] > b.field[f] ? 0 : b.field[f] > a.field[f] ? 1 : -1;
        m_lastField[static_cast<std::size_t>(f)] = winner;
        if (winner >= 0) ++fields[static_cast<std::size_t>(winner)];
    }
    const int roundWinner = fields[0] > fields[1] ? 0 : fields[1] > fields[0] ? 1 : -1;
    if (roundWinner >= 0) ++m_won[static_cast<std::size_t>(roundWinner)];
    log(roundWinner, [&] {
        const std::string split =
            fillText(tx("{0} {1} against {2} {3}"),
                     {playerName(0), splitText(a), playerName(1), splitText(b)});
        return roundWinner < 0
                   ? fillText(tx("Round {0}: {1}; nobody takes more fields"),
                              {std::to_string(m_round + 1), split})
                   : fillText(tx("Round {0}: {1}; {2} takes {3} fields to {4}"),
                              {std::to_string(m_round + 1), split, playerName(roundWinner),
                               std::to_string(fields[static_cast<std::size_t>(roundWinner)]),
                               std::to_string(fields[static_cast<std::size_t>(1 - roundWinner)])});
    });
    m_last = m_choice;
    m_choice = {-1, -1};
    ++m_round;
    if (over()) log(-1, [&] { return outcome().reason; });
}

BoardView BlottoState::boardView(const Viewer& viewer) const {
    BoardView view;
    const int rows = m_rules.troops + 1;
    const float width = std::max(6.f, static_cast<float>(rows));
    constexpr float kPickerTop = 3.6f, kRow = 0.9f;
    view.size = {width, kPickerTop + rows * kRow + 0.1f};
    // The battlefields across the top: Ben's troops above each, Anna's below.
    for (int f = 0; f < kFields; ++f) {
        Cell c;
        c.center = {width * (2 * f + 1) / 6.f, 1.5f};
        c.size = {width / 3.f - 0.3f, 0.9f};
        c.kind = "field";
        c.label = std::to_string(f + 1);
        c.name = fillText(tx("Battlefield {0}"), {std::to_string(f + 1)});
        c.owner = m_lastField[static_cast<std::size_t>(f)];  // who took it last round
        view.cells.push_back(std::move(c));
    }
    for (int p = 0; p < 2; ++p)
        for (int f = 0; f < kFields; ++f) {
            Cell c;
            c.center = {width * (2 * f + 1) / 6.f, p == 0 ? 2.5f : 0.5f};
            c.size = {0.9f, 0.9f};
            c.shape = CellShape::Circle;
            c.kind = "troops";
            view.cells.push_back(std::move(c));
        }
    // The splits as a triangle: the first field's share falls row by row, the second's
    // grows to the right.
    for (int i = 0; i < splitCount(m_rules.troops); ++i) {
        const Split s = splitAt(m_rules.troops, i);
        const int row = m_rules.troops - s.field[0];
        Cell c;
        c.center = {width / 2.f + (static_cast<float>(s.field[1]) - row / 2.f),
                    kPickerTop + (row + 0.5f) * kRow};
        c.size = {0.92f, 0.8f};
        c.kind = "split";
        c.label = splitText(s);
        c.notation = splitText(s);
        c.name = fillText(
            tx("{0} troops on field 1, {1} on field 2, {2} on field 3"),
            {std::to_string(s.field[0]), std::to_string(s.field[1]), std::to_string(s.field[2])});
        view.cells.push_back(std::move(c));
    }
    // The last round's troops, shown to all; a pending split only to its general.
    for (int p = 0; p < 2; ++p) {
        const int last = m_last[static_cast<std::size_t>(p)];
        for (int f = 0; f < kFields; ++f) {
            Piece troops{p, -1, -1, "troops", ""};
            if (last >= 0) {
                troops.cell = troopsCell(p, f);
                troops.label = std::to_string(splitAt(m_rules.troops, last).field[f]);
            }
            view.pieces.push_back(std::move(troops));
        }
    }
    for (int p = 0; p < 2; ++p) {
        const int chosen = m_choice[static_cast<std::size_t>(p)];
        Piece mark{p, -1, -1, "chosen", ""};
        if (chosen >= 0 && viewer.seesSecretsOf(p)) {
            mark.cell = splitCell(chosen);
            mark.label = splitText(splitAt(m_rules.troops, chosen));
        }
        view.pieces.push_back(std::move(mark));
        view.players.push_back({playerName(p), playerColor(p), statusOf(p)});
    }
    for (int f = 0; f < kFields; ++f)
        if (m_lastField[static_cast<std::size_t>(f)] >= 0)
            view.highlights.push_back({Highlight::Kind::LastMove, fieldCell(f), -1});
    return view;
}

std::string BlottoState::toText(const Viewer& viewer) const {
    std::string out =
        fillText(tx("Round {0} of {1}"), {std::to_string(std::min(m_round + 1, m_rules.rounds)),
                                          std::to_string(m_rules.rounds)}) +
        "\n";
    for (int p = 0; p < 2; ++p) {
        out += playerName(p) + ": " + statusOf(p);
        const int chosen = m_choice[static_cast<std::size_t>(p)];
        if (chosen >= 0 && viewer.seesSecretsOf(p))
            out += " (" + splitText(splitAt(m_rules.troops, chosen)) + ")";
        if (m_last[static_cast<std::size_t>(p)] >= 0)
            out +=
                "; " +
                fillText(tx("last round {0}"),
                         {splitText(splitAt(m_rules.troops, m_last[static_cast<std::size_t>(p)]))});
        out += "\n";
    }
    if (over()) return out + outcome().reason + "\n";
    return out +
           fillText(tx("Split {0} troops over three fields (such as {1})"),
                    {std::to_string(m_rules.troops), splitText(splitAt(m_rules.troops, 0))}) +
           "\n";
}

}  // namespace

StatePtr makeState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup,
                   Rules rules) {
    return StatePtr(new BlottoState(std::move(game), std::move(setup), rules));
}

}  // namespace blotto
