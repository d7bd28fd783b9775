#include "bot/transposition_table.hpp"

#include <algorithm>

#include "bot/score.hpp"

namespace quoridor {

TranspositionTable::TranspositionTable(int bits)
    : m_entries(std::size_t{1} << bits), m_mask((std::uint64_t{1} << bits) - 1) {}

void TranspositionTable::clear() {
    std::fill(m_entries.begin(), m_entries.end(), Entry{});
    m_generation = 1;
}

void TranspositionTable::newSearch() {
    if (++m_generation > 63) {
        // Generations wrap: the old ones would look new again.
        clear();
    }
}

const TranspositionTable::Entry* TranspositionTable::probe(std::uint64_t key) const {
    const Entry& e = m_entries[key & m_mask];
    return e.key == key && e.generation() != 0 ? &e : nullptr;
}

void TranspositionTable::store(std::uint64_t key, int score, int ply, plateau::Move move, int depth,
                               Bound bound) {
    Entry& e = m_entries[key & m_mask];
    // The same position searched deeper this search keeps its entry (a re-search with
    // another window); anything else is replaced.
    if (e.key == key && e.generation() == m_generation && e.depth > depth && bound != kExact)
        return;
    if (score > kWinBound)
        score += ply;
    else if (score < -kWinBound)
        score -= ply;
    e.key = key;
    e.score = score;
    e.move = static_cast<std::uint16_t>(move.code + 1);
    e.depth = static_cast<std::int8_t>(std::min(depth, 127));
    e.bound = static_cast<std::uint8_t>(bound | m_generation << 2);
}

int TranspositionTable::scoreAt(const Entry& e, int ply) {
    int s = e.score;
    if (s > kWinBound)
        s -= ply;
    else if (s < -kWinBound)
        s += ply;
    return s;
}

}  // namespace quoridor
