#include "cli/statistics.hpp"

#include <algorithm>
#include <cmath>

namespace plateau::cli {

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
