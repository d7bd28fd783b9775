// SDK 0.3, plugin ABI 3.3: a game may play a run of throws itself (State::playChances);
// the conformance checks compare its run with the host's own loop from the same streams.
#include <doctest/doctest.h>

#include <algorithm>

#include <plateau/sdk/conformance.hpp>
#include <plateau/sdk/game.hpp>

using namespace plateau;

namespace {

// One counter, a die thrown until it reaches 30. With `skewed`, the game's own run draws
// its die from the generator's second number, not the first: not the host's throw.
template <bool skewed>
class ClimbState final : public State {
public:
    ClimbState(std::shared_ptr<const Game> game, std::shared_ptr<const Setup> setup)
        : State(std::move(game), std::move(setup)) {}

    PlayerId currentPlayer() const override {
        return m_count >= 30 ? kTerminalPlayer : kChancePlayer;
    }
    void legalMoves(MoveList& out) const override { out.clear(); }
    void chanceOutcomes(ChanceList& out) const override {
        out.clear();
        if (isTerminal()) return;
        for (std::uint32_t d = 1; d <= 6; ++d)
            out.push_back({Move{d}, 1.0 / 6});
    }
    Move sampleChanceOutcome(Rng& rng) const override { return Move{rng.below(6) + 1}; }
    std::size_t playChances(const SeedStreams& streams, std::size_t limit) override {
        std::size_t played = 0;
        for (; played < limit && !isTerminal(); ++played) {
            Rng rng = streams.dice(history().size());
            if (skewed) rng.next();
            const Move move = sampleChanceOutcome(rng);
            recordMove(move);
            doApply(move);
        }
        return played;
    }
    Outcome outcome() const override { return {{0}, "reached 30"}; }
    std::string moveToString(Move m) const override { return std::to_string(m.code); }
    Expected<Move> parseMove(std::string_view text) const override {
        if (text.size() == 1 && text[0] >= '1' && text[0] <= '6')
            return Move{static_cast<std::uint32_t>(text[0] - '0')};
        return Error("a die, 1 to 6");
    }
    BoardView boardView(const Viewer&) const override {
        BoardView view;
        view.size = {1, 1};
        view.cells.push_back(Cell{{0.5f, 0.5f}, {1, 1}});
        view.players.push_back({playerName(0), playerColor(0)});
        return view;
    }
    std::string toText(const Viewer&) const override { return std::to_string(m_count) + "\n"; }

protected:
    void doApply(Move m) override { m_count += static_cast<int>(m.code); }
    StatePtr doClone() const override { return StatePtr(new ClimbState(*this)); }

private:
    int m_count = 0;
};

template <bool skewed>
class ClimbGame final : public Game {
public:
    ClimbGame()
        : Game(GameType{
              .id = "climb", .name = "Climb", .dice = DiceThrow::Automatic, .decisions = false}) {
        VariantInfo v;
        v.id = "classic";
        v.name = "Classic";
        v.minPlayers = v.maxPlayers = 1;
        m_variants.push_back(v);
    }
    const std::vector<VariantInfo>& variants() const override { return m_variants; }

protected:
    Expected<StatePtr> createState(std::shared_ptr<const Setup> setup,
                                   const VariantInfo&) const override {
        return StatePtr(new ClimbState<skewed>(shared(), std::move(setup)));
    }

private:
    std::vector<VariantInfo> m_variants;
};

int findings(const conformance::Report& report, const std::string& check) {
    return static_cast<int>(std::count_if(report.findings.begin(), report.findings.end(),
                                          [&](const auto& f) { return f.check == check; }));
}

}  // namespace

TEST_CASE("a game's run of throws that draws as the host does passes every check") {
    const auto report = conformance::checkGame(*makeGame<ClimbGame<false>>(), {});
    CHECK(report.findings.empty());
    REQUIRE(report.setups.size() == 1);
    CHECK(report.setups[0].finished > 0);
}

TEST_CASE("a game's run of throws that draws otherwise fails the chance-run check") {
    const auto game = makeGame<ClimbGame<true>>();
    CHECK(findings(conformance::checkGame(*game, {}), "chance-run") > 0);
    // A plugin built before ABI 3.3 is not asked: its table has no such entry.
    conformance::Options older;
    older.abiMinor = 2;
    CHECK(findings(conformance::checkGame(*game, older), "chance-run") == 0);
}
