#include "cli/statistics.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace plateau::cli {

namespace {

// Nearest-rank percentile of sorted values.
double percentile(const std::vector<double>& sorted, double p) {
    const auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(sorted.size())));
    return sorted[std::clamp<std::size_t>(rank, 1, sorted.size()) - 1];
}

}  // namespace

Summary summarize(std::vector<double> values) {
    if (values.empty()) return {};
    std::sort(values.begin(), values.end());
    Summary s;
    s.mean =
        std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(values.size());
    const std::size_t mid = values.size() / 2;
    s.median = values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
    s.p95 = percentile(values, 0.95);
    s.min = values.front();
    s.max = values.back();
    return s;
}

Interval wilson95(double successes, double trials) {
    if (trials <= 0) return {0, 1};
    constexpr double z = 1.959963984540054;
    const double p = successes / trials;
    const double denominator = 1 + z * z / trials;
    const double centre = (p + z * z / (2 * trials)) / denominator;
    const double margin =
        z * std::sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator;
    // Rounding leaves crumbs like 3e-18 where the bound is exactly 0 or 1.
    const auto clean = [](double x) {
        return std::abs(x) < 1e-12 ? 0.0 : std::abs(1 - x) < 1e-12 ? 1.0 : x;
    };
    return {clean(std::max(0.0, centre - margin)), clean(std::min(1.0, centre + margin))};
}

}  // namespace plateau::cli
