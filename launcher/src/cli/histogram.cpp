#include "cli/histogram.hpp"

#include <algorithm>
#include <cmath>

namespace plateau::cli {

void Histogram::addRare(std::uint64_t value) {
    if (value < kDenseLimit) {
        // Doubling keeps the growth amortised; the count goes in below.
        m_dense.resize(std::min<std::uint64_t>(
            kDenseLimit, std::max<std::uint64_t>(value + 1, 2 * m_dense.size())));
        ++m_dense[value];
    } else {
        ++m_rare[value];
    }
}

void Histogram::merge(const Histogram& other) {
    if (other.m_dense.size() > m_dense.size()) m_dense.resize(other.m_dense.size());
    for (std::size_t v = 0; v < other.m_dense.size(); ++v)
        m_dense[v] += other.m_dense[v];
    for (const auto& [value, n] : other.m_rare)
        m_rare[value] += n;
    m_count += other.m_count;
    m_sum += other.m_sum;
}

double Histogram::mean() const {
    return m_count ? static_cast<double>(m_sum) / static_cast<double>(m_count) : 0.0;
}

std::uint64_t Histogram::atRank(std::uint64_t rank) const {
    std::uint64_t seen = 0;
    for (std::size_t v = 0; v < m_dense.size(); ++v) {
        seen += m_dense[v];
        if (seen >= rank) return v;
    }
    for (const auto& [value, n] : m_rare) {
        seen += n;
        if (seen >= rank) return value;
    }
    return max();
}

std::uint64_t Histogram::percentile(double p) const {
    if (m_count == 0) return 0;
    const auto rank = static_cast<std::uint64_t>(
        std::ceil(std::clamp(p, 0.0, 1.0) * static_cast<double>(m_count)));
    return atRank(std::clamp<std::uint64_t>(rank, 1, m_count));
}

double Histogram::median() const {
    if (m_count == 0) return 0;
    const std::uint64_t mid = m_count / 2;
    if (m_count % 2) return static_cast<double>(atRank(mid + 1));
    return (static_cast<double>(atRank(mid)) + static_cast<double>(atRank(mid + 1))) / 2;
}

std::uint64_t Histogram::min() const {
    return m_count ? atRank(1) : 0;
}

std::uint64_t Histogram::max() const {
    if (m_count == 0) return 0;
    if (!m_rare.empty()) return m_rare.rbegin()->first;
    for (std::size_t v = m_dense.size(); v-- > 0;)
        if (m_dense[v]) return v;
    return 0;
}

Summary Histogram::summary() const {
    Summary s;
    if (m_count == 0) return s;
    s.mean = mean();
    s.median = median();
    s.p95 = static_cast<double>(percentile(0.95));
    s.min = static_cast<double>(min());
    s.max = static_cast<double>(max());
    return s;
}

}  // namespace plateau::cli
