// A small game built with one deliberate flaw, for `plateau check` to find:
//   FLAW_ILLEGAL_REASON  illegalReason accepts moves that legalMoves does not list
//   FLAW_CLONE           clone() forgets the score
//   FLAW_SAME_LABEL      its two moves are reached the same way with the same label
//   FLAW_INPUT_RANGE     a move is picked from a piece the view does not have
// Without a flaw it is a correct game: players take turns adding 1 or 2 to a count; who
// reaches 10 wins.
#include <plateau/sdk/plugin.hpp>

namespace {

using namespace plateau;

const GameType kType{.id = FLAWED_ID, .name = "Flawed " FLAWED_ID, .description = "A test game."};

class CountState final : public State {
public:
    CountState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
        : State(std::move(game), std::move(setup)) {}

    PlayerId currentPlayer() const override { return m_count >= 10 ? kTerminalPlayer : m_player; }
    void legalMoves(MoveList& out) const override {
        out.clear();
        if (isTerminal()) return;
        out.push_back(Move{1});
        if (m_count < 9) out.push_back(Move{2});
    }
#if defined(FLAW_ILLEGAL_REASON)
    std::optional<std::string> illegalReason(Move) const override { return std::nullopt; }
#endif
#if defined(FLAW_SAME_LABEL)
    MoveInput moveInput(Move) const override { return {{}, {}, "Add"}; }
#elif defined(FLAW_INPUT_RANGE)
    MoveInput moveInput(Move m) const override {
        return {{Target::Kind::Piece, 1}, {Target::Kind::Cell, m_count + static_cast<int>(m.code)}, {}};
    }
#else
    // The counter is picked, then the cell it moves to; at 9 only +1 is left.
    MoveInput moveInput(Move m) const override {
        return {{Target::Kind::Piece, 0}, {Target::Kind::Cell, m_count + static_cast<int>(m.code)}, {}};
    }
#endif
    Outcome outcome() const override { return {{m_player}, playerName(m_player) + " reached 10"}; }
    std::string moveToString(Move m) const override { return "+" + std::to_string(m.code); }
    Expected<Move> parseMove(std::string_view text) const override {
        if (text == "+1") return Move{1};
        if (text == "+2") return Move{2};
        return Error("'" + std::string(text) + "' is not +1 or +2");
    }
    BoardView boardView(const Viewer&) const override {
        BoardView view;
        view.size = {11, 1};
        for (int i = 0; i <= 10; ++i) {
            Cell c;
            c.center = {i + 0.5f, 0.5f};
            c.size = {0.9f, 0.9f};
            c.label = std::to_string(i);
            view.cells.push_back(c);
        }
        view.pieces.push_back({-1, m_count, -1, "pawn", ""});
        for (int p = 0; p < numPlayers(); ++p) view.players.push_back({playerName(p), playerColor(p), ""});
        return view;
    }
    std::string toText(const Viewer&) const override {
        return "count " + std::to_string(m_count) + ", " + playerName(m_player) + " to move\n";
    }

protected:
    void doApply(Move m) override {
        m_count += static_cast<int>(m.code);
        if (m_count < 10) m_player = (m_player + 1) % numPlayers();
    }
    StatePtr doClone() const override {
        auto copy = new CountState(*this);
#if defined(FLAW_CLONE)
        copy->m_count = 0;
#endif
        return StatePtr(copy);
    }

private:
    int m_count = 0;
    int m_player = 0;
};

class CountGame final : public Game {
public:
    CountGame() : Game(kType) {
        VariantInfo v;
        v.id = "standard";
        v.name = "Standard";
        m_variants.push_back(v);
    }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup, const VariantInfo&) const override {
        return StatePtr(new CountState(shared(), std::move(setup)));
    }

private:
    std::vector<VariantInfo> m_variants;
};

Expected<std::shared_ptr<const Game>> create(const PluginContext&) {
    return std::shared_ptr<const Game>(makeGame<CountGame>());
}

}  // namespace

PLATEAU_PLUGIN(kType, "0.1", create)
