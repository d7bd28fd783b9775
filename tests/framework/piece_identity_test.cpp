// SDK 0.3: a piece may change owner or kind between views (a disc turned over, a man
// crowned), and the conformance checks still catch a view whose pieces come in no fixed
// order.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>

#include <plateau/sdk/conformance.hpp>
#include <plateau/sdk/game.hpp>

using namespace plateau;

namespace {

// Two discs on a row of four cells; a move turns the first disc over (it becomes the
// mover's, a "king" once turned twice) or steps it on. Four moves end the game. With
// `shuffled`, the view lists the discs the other way round after an odd number of moves.
template <bool shuffled>
class FlipState final : public State {
public:
    FlipState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
        : State(std::move(game), std::move(setup)) {}

    PlayerId currentPlayer() const override {
        return history().size() >= 4 ? kTerminalPlayer : static_cast<int>(history().size() % 2);
    }
    void legalMoves(MoveList& out) const override {
        out.clear();
        if (currentPlayer() < 0) return;
        out.push_back(Move{1});                  // turn it over
        if (m_cell < 2) out.push_back(Move{2});  // step it on
    }
    Outcome outcome() const override { return {{m_owner}, "owns the disc"}; }
    std::string moveToString(Move m) const override { return m.code == 1 ? "flip" : "step"; }
    Expected<Move> parseMove(std::string_view text) const override {
        if (text == "flip") return Move{1};
        if (text == "step") return Move{2};
        return Error("flip or step");
    }
    BoardView boardView(const Viewer&) const override {
        BoardView view;
        view.size = {4, 1};
        for (int c = 0; c < 4; ++c)
            view.cells.push_back(Cell{{c + 0.5f, 0.5f}, {1, 1}});
        std::array<Piece, 2> pieces{Piece{m_owner, m_cell, -1, m_flips >= 2 ? "king" : "disc"},
                                    Piece{1, 3, -1, "disc"}};
        if (shuffled && history().size() % 2 == 1) std::swap(pieces[0], pieces[1]);
        view.pieces.assign(pieces.begin(), pieces.end());
        for (int p = 0; p < 2; ++p)
            view.players.push_back({playerName(p), playerColor(p)});
        return view;
    }
    std::string toText(const Viewer&) const override {
        return std::to_string(m_owner) + "@" + std::to_string(m_cell) + "\n";
    }

protected:
    void doApply(Move m) override {
        if (m.code == 1) {
            m_owner = currentPlayer() == m_owner ? 1 - m_owner : currentPlayer();
            ++m_flips;
        } else {
            ++m_cell;
        }
    }
    StatePtr doClone() const override { return StatePtr(new FlipState(*this)); }

private:
    int m_owner = 0, m_cell = 0, m_flips = 0;
};

template <bool shuffled>
class FlipGame final : public Game {
public:
    FlipGame() : Game(GameType{.id = "flip", .name = "Flip"}) {
        VariantInfo v;
        v.id = "classic";
        v.name = "Classic";
        m_variants.push_back(v);
    }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup,
                                   const VariantInfo&) const override {
        return StatePtr(new FlipState<shuffled>(shared(), std::move(setup)));
    }

private:
    std::vector<VariantInfo> m_variants;
};

int identityFindings(const conformance::Report& report) {
    return static_cast<int>(std::count_if(report.findings.begin(), report.findings.end(),
                                          [](const auto& f) { return f.check == "identity"; }));
}

}  // namespace

TEST_CASE("a piece that changes owner or kind is still the same piece for the checks") {
    const auto game = makeGame<FlipGame<false>>();
    conformance::Options options;
    options.games = 8;
    const auto report = conformance::checkGame(*game, options);
    CHECK(identityFindings(report) == 0);
}

TEST_CASE("a view whose pieces change places in the list fails the identity check") {
    const auto game = makeGame<FlipGame<true>>();
    conformance::Options options;
    options.games = 8;
    const auto report = conformance::checkGame(*game, options);
    CHECK(identityFindings(report) > 0);
}
