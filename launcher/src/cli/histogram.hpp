#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "cli/statistics.hpp"

namespace plateau::cli {

// Exact counts of non-negative whole numbers (throws, moves, rounds per game): a run of
// 10^8 games keeps one count per value seen, not a value per game, and its mean, median
// and percentiles are still exact. Merging is adding counts, so any split of the games
// over threads gives the same figures.
class Histogram {
public:
    void add(std::uint64_t value) {
        if (value < m_dense.size()) {
            ++m_dense[value];
        } else {
            addRare(value);
        }
        ++m_count;
        m_sum += value;
    }
    void merge(const Histogram& other);

    std::uint64_t count() const { return m_count; }
    double mean() const;
    // The nearest-rank percentile: the least value with at least p·count values at or below
    // it (p in (0, 1]).
    std::uint64_t percentile(double p) const;
    // The middle value; the mean of the two middle values when the count is even.
    double median() const;
    std::uint64_t min() const;
    std::uint64_t max() const;
    // Mean, median, 95th percentile, min and max; zeros when empty.
    Summary summary() const;

private:
    void addRare(std::uint64_t value);
    // The value of the rank-th smallest (from 1).
    std::uint64_t atRank(std::uint64_t rank) const;

    // Small values, the common case, counted in place; larger ones in the map. The dense
    // part grows to the largest small value seen, at most kDenseLimit counts.
    static constexpr std::uint64_t kDenseLimit = 1u << 16;
    std::vector<std::uint64_t> m_dense;
    std::map<std::uint64_t, std::uint64_t> m_rare;
    std::uint64_t m_count = 0;
    std::uint64_t m_sum = 0;
};

}  // namespace plateau::cli
