#pragma once

// The plugin's plateau::State: the fast Board plus what the framework shows and records
// (who placed which wall, the last pawn step, the draw of who starts).

#include <memory>
#include <utility>
#include <vector>

#include <plateau/sdk/state.hpp>

#include "quoridor/board.hpp"

namespace quoridor {

// The rules of one game, read from the variant's options.
struct Rules {
    int size = 9;
    int numPlayers = 2;
    int wallsPerPlayer = 10;
    int maxPlies = 0;  // 0: no limit
};

class QuoridorState final : public plateau::State {
public:
    QuoridorState(std::shared_ptr<const plateau::Game> game,
                  std::shared_ptr<const plateau::Setup> setup, Rules rules);

    const Rules& rules() const { return m_rules; }
    // The engine's position; before the draw of who starts, the first player is 0.
    const Board& board() const { return m_board; }

    plateau::PlayerId currentPlayer() const override;
    void legalMoves(plateau::MoveList& out) const override;
    plateau::Outcome outcome() const override;
    std::string moveToString(plateau::Move move) const override;
    plateau::Expected<plateau::Move> parseMove(std::string_view text) const override;
    std::optional<std::string> illegalReason(plateau::Move move) const override;
    plateau::Target moveTarget(plateau::Move move) const override;
    plateau::MoveInput moveInput(plateau::Move move) const override;
    plateau::BoardView boardView(const plateau::Viewer&) const override;
    std::string toText(const plateau::Viewer&) const override;
    int round() const override { return m_board.ply() / m_rules.numPlayers; }
    std::vector<Standing> standings() const override;
    // "Shortest paths": each pawn's shortest way to its goal (shortest_path.hpp).
    std::vector<plateau::BoardAid> boardAids(const plateau::Viewer& viewer) const override;
    std::uint64_t perft(int depth) const override;
    double returnFor(int player) const override;
    plateau::Move randomMove(plateau::Rng& rng) const override;
    std::uint32_t winnerMask() const override;

    // Where a wall is drawn: horizontal slots first, then vertical, each by anchor row/column.
    int slotIndex(int anchor, Orientation o) const;
    // "row 9", "column a": the goal line of a player.
    std::string goalName(int player) const;

protected:
    void doApply(plateau::Move move) override;
    plateau::StatePtr doClone() const override;
    bool doAssign(const plateau::State& other) override;

private:
    Rules m_rules;
    Board m_board;
    std::vector<std::pair<plateau::Move, int>> m_walls;  // placed walls and their owners
    int m_lastMover = -1;                                // the last pawn move, for its trail
    int m_lastFrom = -1;
    int m_lastTo = -1;
};

}  // namespace quoridor
