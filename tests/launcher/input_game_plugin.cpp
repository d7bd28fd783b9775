// A small game that uses every part of the launcher's input model, for its end-to-end
// test: two pawns each on a track of 8 squares, picked first and then moved one or two
// squares on; a one-square step may also "crown" the pawn (two moves with the same source
// and destination: a choice); a pass that has no place on the board (a button); and
// squares whose notation asks for "the pawn that steps here" (a click on a square that no
// picked pawn targets). Who has both pawns on the last square wins. Never installed.
// Built a second time with INPUT_ONE_CLICK: id input_one_click, only one-square steps,
// and GameType::singleMovePlaysOnClick, so a click on a pawn plays its one move.
#include <plateau/sdk/plugin.hpp>

namespace {

using namespace plateau;

constexpr int kSquares = 8;
constexpr int kGoal = kSquares - 1;
constexpr std::uint32_t kPass = 1000;
enum Step : std::uint32_t { One = 0, OneCrowned = 1, Two = 2 };

#ifdef INPUT_ONE_CLICK
constexpr bool kOneClick = true;
const GameType kType{.id = "input_one_click",
                     .name = "Input test, one click",
                     .description = "A click on a pawn steps it on.",
                     .dice = DiceThrow::None,
                     .decisions = true,
                     .pieceName = "pawn",
                     .singleMovePlaysOnClick = true};
#else
constexpr bool kOneClick = false;
const GameType kType{.id = "input_test",
                     .name = "Input test",
                     .description = "Pick a pawn, then its square; crown it or not; or pass.",
                     .dice = DiceThrow::None,
                     .decisions = true,
                     .pieceName = "pawn"};
#endif

Move code(int pawn, Step step) { return Move{static_cast<std::uint32_t>(pawn) * 16 + step}; }
int pawnOf(Move m) { return static_cast<int>(m.code / 16); }
Step stepOf(Move m) { return static_cast<Step>(m.code % 16); }

class PickState final : public State {
public:
    PickState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
        : State(std::move(game), std::move(setup)) {
        m_player = this->setup().firstPlayer >= 0 ? this->setup().firstPlayer : 0;
    }

    PlayerId currentPlayer() const override { return m_winner >= 0 ? kTerminalPlayer : m_player; }

    void legalMoves(MoveList& out) const override {
        out.clear();
        if (m_winner >= 0) return;
        for (int pawn = 2 * m_player; pawn < 2 * m_player + 2; ++pawn) {
            const int at = m_at[pawn];
            if (at + 1 <= kGoal) {
                out.push_back(code(pawn, One));
                if (!m_crowned[pawn] && !kOneClick) out.push_back(code(pawn, OneCrowned));
            }
            if (at + 2 <= kGoal && !kOneClick) out.push_back(code(pawn, Two));
        }
        out.push_back(Move{kPass});
    }

    Outcome outcome() const override {
        if (m_winner < 0) return {};
        return {{m_winner}, playerName(m_winner) + " has both pawns home"};
    }

    std::string moveToString(Move m) const override {
        if (m.code == kPass) return "pass";
        const int pawn = pawnOf(m);
        if (pawn > 3 || stepOf(m) > Two) return "?" + std::to_string(m.code);
        const std::string name(1, static_cast<char>('a' + pawn));
        return name + (stepOf(m) == Two ? "+2" : stepOf(m) == One ? "+1" : "+1*");
    }

    Expected<Move> parseMove(std::string_view text) const override {
        if (text == "pass") return Move{kPass};
        // A square's notation: the first pawn of the player to move that steps there.
        if (text.size() == 2 && text[0] == 's' && text[1] >= '0' && text[1] < '0' + kSquares) {
            const int square = text[1] - '0';
            MoveList moves;
            legalMoves(moves);
            for (Move m : moves)
                if (m.code != kPass && stepOf(m) != OneCrowned &&
                    m_at[pawnOf(m)] + (stepOf(m) == Two ? 2 : 1) == square)
                    return m;
            return Error("no pawn of yours can reach square " + std::to_string(square));
        }
        if (text.size() >= 3 && text[0] >= 'a' && text[0] <= 'd') {
            const int pawn = text[0] - 'a';
            const auto rest = text.substr(1);
            if (rest == "+1") return code(pawn, One);
            if (rest == "+1*") return code(pawn, OneCrowned);
            if (rest == "+2") return code(pawn, Two);
        }
        return Error("'" + std::string(text) + "' is not a move (a+1, b+2, c+1*, pass or s0–s7)");
    }

    MoveInput moveInput(Move m) const override {
        if (m.code == kPass) return {{}, {}, "Pass"};
        const int pawn = pawnOf(m);
        if (pawn > 3) return {};
        const int to = std::min(kGoal, m_at[pawn] + (stepOf(m) == Two ? 2 : 1));
        std::string label = stepOf(m) == OneCrowned ? "Step and crown" : stepOf(m) == One ? "Step" : "";
        return {{Target::Kind::Piece, pawn}, {Target::Kind::Cell, to}, std::move(label)};
    }

    BoardView boardView(const Viewer&) const override {
        BoardView view;
        view.size = {static_cast<float>(kSquares), 2};
        for (int i = 0; i < kSquares; ++i) {
            Cell c;
            c.center = {i + 0.5f, 1};
            c.size = {0.9f, 0.9f};
            c.label = std::to_string(i);
            c.notation = "s" + std::to_string(i);
            c.kind = i == kGoal ? "goal" : "plain";
            view.cells.push_back(c);
        }
        for (int pawn = 0; pawn < 4; ++pawn)
            view.pieces.push_back({pawn / 2, m_at[pawn], -1, "pawn", m_crowned[pawn] ? "K" : ""});
        for (int p = 0; p < numPlayers(); ++p) view.players.push_back({playerName(p), playerColor(p), ""});
        if (m_last >= 0) view.highlights.push_back({Highlight::Kind::LastMove, m_last, -1});
        return view;
    }

    std::string toText(const Viewer&) const override {
        std::string out;
        for (int pawn = 0; pawn < 4; ++pawn)
            out += std::string(1, static_cast<char>('a' + pawn)) + ": " + std::to_string(m_at[pawn]) +
                   (m_crowned[pawn] ? " crowned" : "") + "\n";
        return out + playerName(m_player) + " to move\n";
    }

protected:
    void doApply(Move m) override {
        if (m.code == kPass) {
            log(m_player, [&] { return playerName(m_player) + " passes"; });
        } else {
            const int pawn = pawnOf(m);
            m_at[pawn] = std::min(kGoal, m_at[pawn] + (stepOf(m) == Two ? 2 : 1));
            if (stepOf(m) == OneCrowned) m_crowned[pawn] = true;
            m_last = m_at[pawn];
            log(m_player, [&] {
                return playerName(m_player) + " moves pawn " + std::string(1, static_cast<char>('a' + pawn)) +
                       " to " + std::to_string(m_at[pawn]) + (stepOf(m) == OneCrowned ? " and crowns it" : "");
            });
            if (m_at[2 * m_player] == kGoal && m_at[2 * m_player + 1] == kGoal) {
                m_winner = m_player;
                return;
            }
        }
        m_player = 1 - m_player;
    }
    StatePtr doClone() const override { return StatePtr(new PickState(*this)); }

private:
    int m_at[4] = {0, 1, 0, 1};
    bool m_crowned[4] = {false, false, false, false};
    int m_player = 0;
    int m_winner = -1;
    int m_last = -1;
};

class PickGame final : public Game {
public:
    PickGame() : Game(kType) {
        VariantInfo v;
        v.id = "standard";
        v.name = "Standard";
        v.minPlayers = v.maxPlayers = 2;
        m_variants.push_back(v);
    }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup, const VariantInfo&) const override {
        return StatePtr(new PickState(shared(), std::move(setup)));
    }

private:
    std::vector<VariantInfo> m_variants;
};

Expected<std::shared_ptr<const Game>> create(const PluginContext&) {
    return std::shared_ptr<const Game>(makeGame<PickGame>());
}

}  // namespace

PLATEAU_PLUGIN(kType, "1.0.0", create)
