#pragma once

// Climb: a game of throws only, whose State::playChances (plugin ABI 3.3) draws as the
// host does, or with a flaw, for the checks of a game's chance (chance_run_test.cpp, and
// `plateau check` on it as a plugin).
#include <plateau/sdk/game.hpp>

namespace climb {

using namespace plateau;

enum class Flaw {
    None,
    SkewedRun,  // its own run draws from the generator's second number, not the first
    NoSix,      // its sampler never throws a 6, which chanceOutcomes lists
    Seven,      // its sampler throws a 7 too, which chanceOutcomes does not list
};

inline const GameType kType{
    .id = "climb", .name = "Climb", .dice = DiceThrow::Automatic, .decisions = false};

// One counter, a die thrown until it reaches 30.
template <Flaw flaw>
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
    Move sampleChanceOutcome(Rng& rng) const override {
        const std::uint32_t faces = flaw == Flaw::NoSix ? 5 : flaw == Flaw::Seven ? 7 : 6;
        return Move{rng.below(faces) + 1};
    }
    std::size_t playChances(const SeedStreams& streams, std::size_t limit) override {
        std::size_t played = 0;
        for (; played < limit && !isTerminal(); ++played) {
            Rng rng = streams.dice(history().size());
            if (flaw == Flaw::SkewedRun) rng.next();
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

template <Flaw flaw>
class ClimbGame final : public Game {
public:
    explicit ClimbGame(GameType type = kType) : Game(std::move(type)) {
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
        return StatePtr(new ClimbState<flaw>(shared(), std::move(setup)));
    }

private:
    std::vector<VariantInfo> m_variants;
};

}  // namespace climb
