#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "cli/histogram.hpp"

namespace plateau::cli {

// A game `simulate` can point at: its place in the run and its seed, for a replay.
struct NotableGame {
    std::uint64_t index = 0;  // from 0
    std::uint64_t seed = 0;
    std::uint64_t moves = 0;
    std::uint64_t throws = 0;
    std::uint32_t winners = 0;  // State::winnerMask(); 0: a draw or unfinished
    bool found = false;
};

// What a run's games came to, in memory that does not grow with their number: exact
// counts only (histograms, counts of wins by how many shared them), so that adding the
// tallies of any split of the games over threads gives the same figures.
class SimulationTally {
public:
    explicit SimulationTally(int players = 0);

    // One game: its number in the run and seed, what it took, and how it ended
    // (`winners`: State::winnerMask(), 0 for a draw; `drawReason` read only for a draw).
    void addFinished(std::uint64_t index, std::uint64_t seed, std::uint64_t moves,
                     std::uint64_t throws, std::uint64_t rounds, std::uint32_t winners,
                     const std::string& drawReason);
    void addUnfinished(std::uint64_t index, std::uint64_t seed, std::uint64_t moves,
                       std::uint64_t throws, std::uint64_t rounds);
    // The turns a game took (State::turnsCompleted): a turn of several moves counts once.
    void addTurns(std::uint64_t turns) { m_turns.add(turns); }
    void merge(const SimulationTally& other);

    std::uint64_t games() const { return m_throws.count(); }
    std::uint64_t unfinished() const { return m_unfinished; }
    std::uint64_t drawn() const;
    const Histogram& throws() const { return m_throws; }
    const Histogram& moves() const { return m_moves; }
    const Histogram& rounds() const { return m_rounds; }
    const Histogram& turns() const { return m_turns; }
    // The seat's share of the games (a shared win split between its winners).
    double winShare(int seat) const;
    const std::map<std::string, std::uint64_t>& drawReasons() const { return m_draws; }
    // The longest and shortest games in moves (of equals, the first in the run).
    const NotableGame& longest() const { return m_longest; }
    const NotableGame& shortest() const { return m_shortest; }

private:
    void note(std::uint64_t index, std::uint64_t seed, std::uint64_t moves, std::uint64_t throws,
              std::uint32_t winners);
    static void keep(NotableGame& kept, const NotableGame& candidate, bool longer);

    // Games won by seat s together with k - 1 others: m_wins[s][k - 1].
    static constexpr int kMaxSeats = 32;
    std::vector<std::array<std::uint64_t, kMaxSeats>> m_wins;
    Histogram m_throws, m_moves, m_rounds, m_turns;
    std::map<std::string, std::uint64_t> m_draws;  // by the game's reason
    std::uint64_t m_unfinished = 0;
    NotableGame m_longest, m_shortest;
};

}  // namespace plateau::cli
