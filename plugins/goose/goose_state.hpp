#pragma once

// A position of the Goose for the framework: the Engine plus the player names, the log
// and the board view. Every move is a chance move (a throw, or the draw of who starts).

#include <memory>

#include <plateau/sdk/state.hpp>

#include "goose/engine.hpp"
#include "goose/variant.hpp"

namespace goose {

// Move codes: two dice 1..36, one die 41..46, a miss 50 (who starts is drawn by the SDK,
// or thrown for: no move of its own).
namespace code {
inline constexpr std::uint32_t kTwoDice = 1;
inline constexpr std::uint32_t kOneDie = 40;
inline constexpr std::uint32_t kMiss = 50;
}  // namespace code

plateau::Move twoDiceMove(int d1, int d2);
plateau::Move oneDieMove(int die);

class GooseState final : public plateau::State {
public:
    GooseState(std::shared_ptr<const plateau::Game> game,
               std::shared_ptr<const plateau::Setup> setup, std::shared_ptr<const Variant> variant,
               std::shared_ptr<const Rules> rules);

    const Engine& engine() const { return m_engine; }
    const Variant& variant() const { return *m_variant; }

    plateau::PlayerId currentPlayer() const override;
    plateau::PlayerId actingPlayer() const override;
    void legalMoves(plateau::MoveList& out) const override;
    void chanceOutcomes(plateau::ChanceList& out) const override;
    plateau::Outcome outcome() const override;
    std::string moveToString(plateau::Move move) const override;
    plateau::Expected<plateau::Move> parseMove(std::string_view text) const override;
    plateau::BoardView boardView(const plateau::Viewer&) const override;
    std::string toText(const plateau::Viewer&) const override;
    int round() const override { return m_engine.completedRounds(); }
    int roundLimit() const override { return m_rules->maxRounds; }
    double returnFor(int player) const override;
    plateau::Move sampleChanceOutcome(plateau::Rng& rng) const override;
    std::size_t playChances(const plateau::SeedStreams& streams, std::size_t limit) override;
    std::uint32_t winnerMask() const override;
    std::vector<Standing> standings() const override;

    // "misses 1 turn", "trapped in The Well"; empty for a pawn free to throw.
    std::string status(int player) const;

protected:
    void doApply(plateau::Move move) override;
    plateau::StatePtr doClone() const override;
    bool doAssign(const plateau::State& other) override;

private:
    GooseState(const GooseState&) = default;
    void logMove();
    std::string trailText() const;
    std::string noteText(const Note& note) const;
    std::string names(unsigned mask) const;
    std::string winnersText() const;

    std::shared_ptr<const Variant> m_variant;
    std::shared_ptr<const Rules> m_rules;  // the engine points into it
    Engine m_engine;
};

}  // namespace goose
