#include "plateau/host/random_bot.hpp"

#include <cassert>

namespace plateau {

Move RandomBot::chooseMove(const State& state, Rng& rng) {
    if (state.isChance()) return sampleChance(state, rng);
    state.legalMoves(m_moves);
    assert(!m_moves.empty() && "a bot asked to move where nobody can");
    if (m_moves.empty()) return Move{};
    return m_moves[rng.below(static_cast<std::uint32_t>(m_moves.size()))];
}

}  // namespace plateau
