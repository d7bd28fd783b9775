// A small race on triangle points, for the window's end-to-end test of piles and polygon
// cells in a real game (e2e_points.sh) and of `simulate` on turns of several moves: six
// points drawn as tall triangles side by side, each a pile (Stacking::PileTop)
// with its count, and a pentagon home (CellShape::Polygon) at the end. Each player has
// three pieces piled on their start point; a turn is two steps (GameType::multiStepTurns):
// each takes the top piece of a pile one or two points on, or home from the last two
// points. A piece that lands where one piece of the other side stands alone turns it over
// to its own side (a piece that changes owner in place: the window flips it). Who has all
// their pieces home wins. Never installed.
#include <plateau/sdk/plugin.hpp>

namespace {

using namespace plateau;

constexpr int kPoints = 6;
constexpr int kHome = kPoints;        // the pentagon's cell
constexpr int kPieces = 3;            // each player's
constexpr int kSteps = 2;             // moves in a turn
constexpr std::uint32_t kPass = 100;  // all of a player's pieces are under the other's

const GameType kType{
    .id = "points_test",
    .name = "Points test",
    .description = "Race three pieces over six points to the home, two steps a turn.",
    .dice = DiceThrow::None,
    .decisions = true,
    .pieceName = "piece",
    .multiStepTurns = true};

// A move: the point the top piece leaves, and how far it goes (1 or 2).
Move code(int from, int by) {
    return Move{static_cast<std::uint32_t>(from * 4 + by)};
}
int fromOf(Move m) {
    return static_cast<int>(m.code / 4);
}
int byOf(Move m) {
    return static_cast<int>(m.code % 4);
}

class PointsState final : public State {
public:
    PointsState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
        : State(std::move(game), std::move(setup)) {
        m_player = this->setup().firstPlayer >= 0 ? this->setup().firstPlayer : 0;
        for (int i = 0; i < 2 * kPieces; ++i)
            m_at[i] = m_owner[i] = i / kPieces;  // 0, 0, 0, 1, 1, 1
    }

    PlayerId currentPlayer() const override { return m_winner >= 0 ? kTerminalPlayer : m_player; }

    void legalMoves(MoveList& out) const override {
        out.clear();
        if (m_winner >= 0) return;
        for (int point = 0; point < kPoints; ++point) {
            const int top = topOf(point);
            if (top < 0 || m_owner[top] != m_player) continue;
            for (int by = 1; by <= 2; ++by)
                if (point + by <= kHome) out.push_back(code(point, by));
        }
        if (out.empty()) out.push_back(Move{kPass});
    }

    Outcome outcome() const override {
        if (m_winner < 0) return {};
        return {{m_winner}, playerName(m_winner) + " has all pieces home"};
    }

    std::string moveToString(Move m) const override {
        if (m.code == kPass) return "pass";
        const int from = fromOf(m), to = fromOf(m) + byOf(m);
        if (from >= kPoints || byOf(m) < 1 || byOf(m) > 2 || to > kHome)
            return "?" + std::to_string(m.code);
        return std::to_string(from + 1) + ">" +
               (to == kHome ? std::string("h") : std::to_string(to + 1));
    }

    Expected<Move> parseMove(std::string_view text) const override {
        if (text == "pass") return Move{kPass};
        if (text.size() == 3 && text[1] == '>' && text[0] >= '1' && text[0] < '1' + kPoints) {
            const int from = text[0] - '1';
            const int to = text[2] == 'h' ? kHome : text[2] - '1';
            if (to - from >= 1 && to - from <= 2 && to <= kHome) return code(from, to - from);
        }
        return Error("'" + std::string(text) + "' is not a move (such as 1>3, 5>h)");
    }

    MoveInput moveInput(Move m) const override {
        const int from = fromOf(m);
        if (m.code == kPass) return {{}, {}, "Pass"};
        if (from >= kPoints) return {};
        return {{Target::Kind::Piece, topOf(from)}, {Target::Kind::Cell, from + byOf(m)}, ""};
    }

    BoardView boardView(const Viewer&) const override {
        BoardView view;
        view.size = {static_cast<float>(kPoints) + 2.4f, 3};
        for (int i = 0; i < kPoints; ++i) {
            // Points as on a backgammon board: tall triangles side by side.
            Cell c;
            c.center = {0.7f + static_cast<float>(i), 1.5f};
            c.size = {0.96f, 2.4f};
            c.shape = CellShape::TriangleUp;
            c.label = std::to_string(i + 1);
            c.notation = std::to_string(i + 1);
            c.kind = "point";
            c.stacking = Stacking::PileTop;
            view.cells.push_back(c);
        }
        Cell home;
        home.center = {static_cast<float>(kPoints) + 1.2f, 1.5f};
        home.size = {1.6f, 1.6f};
        home.shape = CellShape::Polygon;
        const float x = home.center.x, y = home.center.y;
        home.corners = {{x, y - 0.8f},
                        {x + 0.8f, y - 0.2f},
                        {x + 0.5f, y + 0.8f},
                        {x - 0.5f, y + 0.8f},
                        {x - 0.8f, y - 0.2f}};
        home.label = "H";
        home.notation = "h";
        home.kind = "home";
        home.name = "Home";
        home.stacking = Stacking::PileTop;
        view.cells.push_back(home);
        for (int i = 0; i < 2 * kPieces; ++i)
            view.pieces.push_back({m_owner[i], m_at[i], -1, "piece", ""});
        for (int p = 0; p < numPlayers(); ++p)
            view.players.push_back(
                {playerName(p), playerColor(p), std::to_string(homeCount(p)) + " home"});
        if (m_last >= 0) view.highlights.push_back({Highlight::Kind::LastMove, m_last, -1});
        return view;
    }

    std::string toText(const Viewer&) const override {
        std::string out;
        for (int cell = 0; cell <= kHome; ++cell) {
            out += cell == kHome ? std::string("home:") : std::to_string(cell + 1) + ":";
            for (int i = 0; i < 2 * kPieces; ++i)
                if (m_at[i] == cell) out += " " + std::string(1, m_owner[i] == 0 ? 'A' : 'B');
            out += '\n';
        }
        return out + playerName(m_player) + " to move, step " + std::to_string(m_step + 1) +
               " of 2\n";
    }

protected:
    void doApply(Move m) override {
        if (m.code == kPass) {
            log(m_player, [&] { return playerName(m_player) + " cannot move and passes"; });
            endTurn();
            m_step = 0;
            m_player = 1 - m_player;
            return;
        }
        const int from = fromOf(m), to = from + byOf(m);
        const int piece = topOf(from);
        // A piece that lands on a point where one piece of the other side stands alone
        // turns it over to its own side (it stays where it is).
        int alone = -1, count = 0;
        for (int i = 0; i < 2 * kPieces; ++i)
            if (m_at[i] == to && to != kHome) alone = i, ++count;
        m_at[piece] = to;
        m_last = to;
        log(m_player, [&] {
            return playerName(m_player) + " moves a piece from point " + std::to_string(from + 1) +
                   " to " + (to == kHome ? std::string("home") : "point " + std::to_string(to + 1));
        });
        if (count == 1 && m_owner[alone] != m_player) {
            m_owner[alone] = m_player;
            log(m_player, [&] {
                return playerName(m_player) + " turns over the piece on point " +
                       std::to_string(to + 1);
            });
        }
        if (homeCount(m_player) == owned(m_player)) {
            m_winner = m_player;
            endTurn();
            return;
        }
        MoveList next;
        if (++m_step < kSteps && (legalMoves(next), next[0].code != kPass)) return;
        endTurn();
        m_step = 0;
        m_player = 1 - m_player;
    }
    StatePtr doClone() const override { return StatePtr(new PointsState(*this)); }

private:
    // The piece on top of a cell's pile: the last listed there; -1 for none.
    int topOf(int cell) const {
        int top = -1;
        for (int i = 0; i < 2 * kPieces; ++i)
            if (m_at[i] == cell) top = i;
        return top;
    }
    int homeCount(int player) const {
        int n = 0;
        for (int i = 0; i < 2 * kPieces; ++i)
            n += m_owner[i] == player && m_at[i] == kHome;
        return n;
    }
    int owned(int player) const {
        int n = 0;
        for (int i = 0; i < 2 * kPieces; ++i)
            n += m_owner[i] == player;
        return n;
    }

    int m_at[2 * kPieces] = {};
    int m_owner[2 * kPieces] = {};
    int m_player = 0;
    int m_step = 0;
    int m_winner = -1;
    int m_last = -1;
};

class PointsGame final : public Game {
public:
    PointsGame() : Game(kType) {
        VariantInfo v;
        v.id = "standard";
        v.name = "Standard";
        v.minPlayers = v.maxPlayers = 2;
        m_variants.push_back(v);
    }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup,
                                   const VariantInfo&) const override {
        return StatePtr(new PointsState(shared(), std::move(setup)));
    }

private:
    std::vector<VariantInfo> m_variants;
};

Expected<std::shared_ptr<const Game>> create(const PluginContext&) {
    return std::shared_ptr<const Game>(makeGame<PointsGame>());
}

}  // namespace

PLATEAU_PLUGIN(kType, "1.0.0", create)
