#include "cli/simulation_tally.hpp"

#include <bit>

namespace plateau::cli {

SimulationTally::SimulationTally(int players)
    : m_wins(static_cast<std::size_t>(players < 0 ? 0 : players),
             std::array<std::uint64_t, kMaxSeats>{}) {}

void SimulationTally::note(std::uint64_t index, std::uint64_t seed, std::uint64_t moves,
                           std::uint64_t throws, std::uint32_t winners) {
    m_throws.add(throws);
    m_moves.add(moves);
    const NotableGame game{index, seed, moves, throws, winners, true};
    keep(m_longest, game, true);
    keep(m_shortest, game, false);
}

void SimulationTally::keep(NotableGame& kept, const NotableGame& candidate, bool longer) {
    if (!candidate.found) return;
    const bool better = !kept.found ||
                        (longer ? candidate.moves > kept.moves : candidate.moves < kept.moves) ||
                        (candidate.moves == kept.moves && candidate.index < kept.index);
    if (better) kept = candidate;
}

void SimulationTally::addFinished(std::uint64_t index, std::uint64_t seed, std::uint64_t moves,
                                  std::uint64_t throws, std::uint64_t rounds, std::uint32_t winners,
                                  const std::string& drawReason) {
    note(index, seed, moves, throws, winners);
    m_rounds.add(rounds);
    if (winners == 0) {
        ++m_draws[drawReason];
        return;
    }
    const int k = std::popcount(winners);
    for (std::size_t s = 0; s < m_wins.size() && s < kMaxSeats; ++s)
        if ((winners >> s) & 1u) ++m_wins[s][static_cast<std::size_t>(k - 1)];
}

void SimulationTally::addUnfinished(std::uint64_t index, std::uint64_t seed, std::uint64_t moves,
                                    std::uint64_t throws, std::uint64_t rounds) {
    note(index, seed, moves, throws, 0);
    m_rounds.add(rounds);
    ++m_unfinished;
}

void SimulationTally::merge(const SimulationTally& other) {
    if (other.m_wins.size() > m_wins.size()) m_wins.resize(other.m_wins.size());
    for (std::size_t s = 0; s < other.m_wins.size(); ++s)
        for (std::size_t k = 0; k < kMaxSeats; ++k)
            m_wins[s][k] += other.m_wins[s][k];
    m_throws.merge(other.m_throws);
    m_moves.merge(other.m_moves);
    m_rounds.merge(other.m_rounds);
    m_turns.merge(other.m_turns);
    for (const auto& [reason, n] : other.m_draws)
        m_draws[reason] += n;
    m_unfinished += other.m_unfinished;
    keep(m_longest, other.m_longest, true);
    keep(m_shortest, other.m_shortest, false);
}

std::uint64_t SimulationTally::drawn() const {
    std::uint64_t n = 0;
    for (const auto& [reason, count] : m_draws)
        n += count;
    return n;
}

double SimulationTally::winShare(int seat) const {
    if (seat < 0 || static_cast<std::size_t>(seat) >= m_wins.size() || games() == 0) return 0;
    // Summed in one fixed order: the same double for any split of the games.
    double points = 0;
    for (std::size_t k = 0; k < kMaxSeats; ++k)
        points += static_cast<double>(m_wins[static_cast<std::size_t>(seat)][k]) /
                  static_cast<double>(k + 1);
    return points / static_cast<double>(games());
}

}  // namespace plateau::cli
