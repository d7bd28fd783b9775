#include "info/guess_game.hpp"

namespace info {

using namespace plateau;

namespace {

class GuessState final : public State {
public:
    GuessState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup, GuessFlaw flaw)
        : State(std::move(game), std::move(setup)), m_flaw(flaw) {}

    PlayerId currentPlayer() const override {
        if (m_guess) return kTerminalPlayer;
        return m_secret ? 1 : 0;
    }
    void legalMoves(MoveList& out) const override {
        out.clear();
        if (isTerminal()) return;
        for (int n = 1; n <= kGuessNumbers; ++n)
            out.push_back(m_secret ? guess(n) : pick(n));
    }
    Outcome outcome() const override {
        const int w = m_guess == m_secret ? 1 : 0;
        return {{w},
                w == 1 ? playerName(1) + " guessed " + std::to_string(m_secret)
                       : playerName(0) + " hid " + std::to_string(m_secret)};
    }
    std::string moveToString(Move m) const override {
        return (m.code > 10 ? "guess" : "hide") + std::to_string(m.code % 10);
    }
    Expected<Move> parseMove(std::string_view text) const override {
        for (int n = 1; n <= kGuessNumbers; ++n) {
            if (text == "hide" + std::to_string(n)) return pick(n);
            if (text == "guess" + std::to_string(n)) return guess(n);
        }
        return Error("'" + std::string(text) + "' is neither hideN nor guessN (N from 1 to 4)");
    }

    // The hider's secret: "?" to those who may not see it yet, "-" before it is hidden.
    bool sees(const Viewer& viewer) const { return viewer.seesSecretsOf(0) || m_guess != 0; }
    std::string secretText(bool shown) const {
        if (!m_secret) return "-";
        return shown ? std::to_string(m_secret) : "?";
    }
    BoardView boardView(const Viewer& viewer) const override {
        BoardView view;
        view.size = {kGuessNumbers + 1.f, 1};
        for (int c = 0; c <= kGuessNumbers; ++c)
            view.cells.push_back(
                Cell{{c + 0.5f, 0.5f}, {0.9f, 0.9f}, CellShape::Rect, std::to_string(c)});
        const bool shown = sees(viewer) || m_flaw == GuessFlaw::LeakyBoard;
        view.pieces.push_back(Piece{0, 0, -1, "secret", secretText(shown)});
        view.pieces.push_back(Piece{1, m_guess, -1, "guess", ""});
        for (int p = 0; p < 2; ++p)
            view.players.push_back(PlayerView{playerName(p), playerColor(p)});
        return view;
    }
    std::string toText(const Viewer& viewer) const override {
        const bool shown = sees(viewer) || m_flaw == GuessFlaw::LeakyText;
        return "secret " + secretText(shown) + ", guess " +
               (m_guess ? std::to_string(m_guess) : "-") + "\n";
    }
    StatePtr resampleFromInformation(int player, Rng& rng) const override {
        if (m_flaw == GuessFlaw::BadResample) {
            auto copy = std::unique_ptr<GuessState>(new GuessState(*this));
            (void)rng;
            if (copy->m_secret && !copy->m_guess)
                copy->m_secret = copy->m_secret % kGuessNumbers + 1;
            return StatePtr(copy.release());
        }
        return resampleByReplay(player, rng);
    }

protected:
    void doApply(Move m) override {
        if (!m_secret) {
            m_secret = static_cast<int>(m.code);
            hideMove(playerBit(0));
            logSecret(
                0, playerBit(0),
                [&] { return playerName(0) + " hides " + std::to_string(m_secret); },
                [&] { return playerName(0) + " hides a number"; });
            return;
        }
        m_guess = static_cast<int>(m.code - 10);
        revealMove(0);
        log(1, [&] {
            return playerName(1) + " guesses " + std::to_string(m_guess) + "; it was " +
                   std::to_string(m_secret);
        });
    }
    StatePtr doClone() const override { return StatePtr(new GuessState(*this)); }

private:
    GuessFlaw m_flaw;
    int m_secret = 0;
    int m_guess = 0;
};

class GuessGame final : public Game {
public:
    GuessGame(GameType type, GuessFlaw flaw) : Game(std::move(type)), m_flaw(flaw) {
        VariantInfo v;
        v.id = "classic";
        v.name = "Classic";
        m_variants.push_back(v);
    }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup,
                                   const VariantInfo&) const override {
        return StatePtr(new GuessState(shared(), std::move(setup), m_flaw));
    }

private:
    GuessFlaw m_flaw;
    std::vector<VariantInfo> m_variants;
};

}  // namespace

GameType guessType(GuessFlaw flaw, std::string id) {
    GameType type{.id = std::move(id), .name = "Guess", .description = "Guess the hidden number."};
    type.hiddenInformation = flaw != GuessFlaw::UndeclaredSecret;
    type.firstPlayer = FirstPlayerRule::Game;
    return type;
}

std::shared_ptr<const Game> makeGuess(GuessFlaw flaw, std::string id) {
    return makeGame<GuessGame>(guessType(flaw, std::move(id)), flaw);
}

}  // namespace info
