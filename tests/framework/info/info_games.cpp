#include "info/info_games.hpp"

#include <algorithm>
#include <array>

namespace info {

using namespace plateau;

namespace {

VariantInfo onlyVariant() {
    VariantInfo v;
    v.id = "classic";
    v.name = "Classic";
    v.minPlayers = v.maxPlayers = 2;
    return v;
}

class SealedBidsState final : public State {
public:
    SealedBidsState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
        : State(std::move(game), std::move(setup)) {}

    PlayerId currentPlayer() const override {
        if (m_round >= kRounds) return kTerminalPlayer;
        return m_bid[0] == 0 ? 0 : 1;
    }
    std::vector<int> awaitedPlayers() const override {
        std::vector<int> out;
        if (m_round >= kRounds) return out;
        for (int p = 0; p < 2; ++p)
            if (m_bid[static_cast<std::size_t>(p)] == 0) out.push_back(p);
        return out;
    }
    void legalMovesFor(int player, MoveList& out) const override {
        out.clear();
        if (m_round >= kRounds || player < 0 || player > 1 ||
            m_bid[static_cast<std::size_t>(player)])
            return;
        for (int amount = 1; amount <= 3; ++amount)
            out.push_back(bid(player, amount));
    }
    void legalMoves(MoveList& out) const override { legalMovesFor(currentPlayer(), out); }

    Outcome outcome() const override {
        if (m_score[0] == m_score[1]) return {{}, "level on points"};
        const int w = m_score[0] > m_score[1] ? 0 : 1;
        return {{w}, playerName(w) + " has more points"};
    }
    std::string moveToString(Move m) const override {
        return "p" + std::to_string(m.code / 10 + 1) + ":" + std::to_string(m.code % 10);
    }
    Expected<Move> parseMove(std::string_view text) const override {
        if (text.size() == 4 && text[0] == 'p' && (text[1] == '1' || text[1] == '2') &&
            text[2] == ':' && text[3] >= '1' && text[3] <= '3')
            return bid(text[1] - '1', text[3] - '0');
        return Error("'" + std::string(text) + "' is not a bid (p1:1 … p2:3)");
    }

    BoardView boardView(const Viewer& viewer) const override {
        BoardView view;
        view.size = {2, 1};
        for (int p = 0; p < 2; ++p) {
            view.cells.push_back(Cell{{0.5f + p, 0.5f}, {1, 1}});
            std::string label;
            if (m_bid[static_cast<std::size_t>(p)])
                label = viewer.seesSecretsOf(p) ? std::to_string(m_bid[static_cast<std::size_t>(p)])
                                                : "?";
            view.pieces.push_back(Piece{p, p, -1, "bid", label});
            view.players.push_back(
                PlayerView{playerName(p), playerColor(p),
                           std::to_string(m_score[static_cast<std::size_t>(p)]) + " points"});
        }
        return view;
    }
    std::string toText(const Viewer& viewer) const override {
        std::string out;
        for (int p = 0; p < 2; ++p) {
            const int b = m_bid[static_cast<std::size_t>(p)];
            out += playerName(p) + ": " + std::to_string(m_score[static_cast<std::size_t>(p)]) +
                   " points, ";
            out += b == 0                    ? "no bid"
                   : viewer.seesSecretsOf(p) ? "bid " + std::to_string(b)
                                             : "a sealed bid";
            out += '\n';
        }
        return out;
    }
    StatePtr resampleFromInformation(int player, Rng& rng) const override {
        return resampleByReplay(player, rng);
    }

protected:
    void doApply(Move m) override {
        const int p = static_cast<int>(m.code / 10);
        const int amount = static_cast<int>(m.code % 10);
        m_bid[static_cast<std::size_t>(p)] = amount;
        m_bidPly[static_cast<std::size_t>(p)] = history().size() - 1;
        hideMove(playerBit(p));
        logSecret(
            p, playerBit(p), [&] { return playerName(p) + " bids " + std::to_string(amount); },
            [&] { return playerName(p) + " seals a bid"; });
        if (m_bid[0] == 0 || m_bid[1] == 0) return;
        revealMove(m_bidPly[0]);
        revealMove(m_bidPly[1]);
        if (m_bid[0] != m_bid[1]) ++m_score[m_bid[0] > m_bid[1] ? 0 : 1];
        log(-1, [&] {
            return "the bids open: " + std::to_string(m_bid[0]) + " against " +
                   std::to_string(m_bid[1]);
        });
        m_bid = {0, 0};
        ++m_round;
    }
    StatePtr doClone() const override { return StatePtr(new SealedBidsState(*this)); }

private:
    static constexpr int kRounds = 2;
    std::array<int, 2> m_bid{0, 0};
    std::array<std::size_t, 2> m_bidPly{0, 0};
    std::array<int, 2> m_score{0, 0};
    int m_round = 0;
};

class TwoStepsState final : public State {
public:
    TwoStepsState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
        : State(std::move(game), std::move(setup)), m_player(this->setup().firstPlayer) {}

    PlayerId currentPlayer() const override {
        return m_pos[0] >= kGoal || m_pos[1] >= kGoal ? kTerminalPlayer : m_player;
    }
    void legalMoves(MoveList& out) const override {
        out.clear();
        if (isTerminal()) return;
        out.push_back(Move{1});
        out.push_back(Move{2});
    }
    Outcome outcome() const override {
        const int w = m_pos[0] >= kGoal ? 0 : 1;
        return {{w}, playerName(w) + " reached the goal"};
    }
    std::string moveToString(Move m) const override { return "+" + std::to_string(m.code); }
    Expected<Move> parseMove(std::string_view text) const override {
        if (text == "+1") return Move{1};
        if (text == "+2") return Move{2};
        return Error("not a step");
    }
    BoardView boardView(const Viewer&) const override {
        BoardView view;
        view.size = {kGoal + 1.f, 2};
        for (int c = 0; c <= kGoal; ++c)
            view.cells.push_back(Cell{{c + 0.5f, 1}, {1, 1}});
        for (int p = 0; p < 2; ++p)
            view.pieces.push_back(Piece{p, std::min(m_pos[static_cast<std::size_t>(p)], kGoal)});
        for (int p = 0; p < 2; ++p)
            view.players.push_back(PlayerView{playerName(p), playerColor(p)});
        return view;
    }
    std::string toText(const Viewer&) const override {
        return std::to_string(m_pos[0]) + " " + std::to_string(m_pos[1]) + " step " +
               std::to_string(m_step) + "\n";
    }

protected:
    void doApply(Move m) override {
        m_pos[static_cast<std::size_t>(m_player)] += static_cast<int>(m.code);
        if (++m_step == 2 || isTerminal()) {
            endTurn();
            m_step = 0;
            m_player = 1 - m_player;
        }
    }
    StatePtr doClone() const override { return StatePtr(new TwoStepsState(*this)); }

private:
    static constexpr int kGoal = 6;
    std::array<int, 2> m_pos{0, 0};
    int m_player = 0;
    int m_step = 0;
};

template <class S>
class InfoGame final : public Game {
public:
    explicit InfoGame(GameType type) : Game(std::move(type)), m_variants{onlyVariant()} {}
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup,
                                   const VariantInfo&) const override {
        return StatePtr(new S(shared(), std::move(setup)));
    }

private:
    std::vector<VariantInfo> m_variants;
};

}  // namespace

std::shared_ptr<const Game> makeSealedBids() {
    return makeGame<InfoGame<SealedBidsState>>(GameType{.id = "sealed_bids",
                                                        .name = "Sealed bids",
                                                        .hiddenInformation = true,
                                                        .simultaneousMoves = true});
}

std::shared_ptr<const Game> makeTwoSteps() {
    return makeGame<InfoGame<TwoStepsState>>(
        GameType{.id = "two_steps", .name = "Two steps", .multiStepTurns = true});
}

}  // namespace info
