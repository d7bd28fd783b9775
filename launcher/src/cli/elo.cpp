#include "cli/elo.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "cli/statistics.hpp"

namespace plateau::cli {

namespace {

double eloFromScore(double score) {
    if (score <= 0) return -std::numeric_limits<double>::infinity();
    if (score >= 1) return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0);
}

double scoreFromElo(double elo) {
    return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0));
}

// Variance of one game's score (win 1, draw 1/2, loss 0).
double perGameVariance(const Score3& s) {
    const double n = static_cast<double>(s.games());
    if (n <= 0) return 0;
    const double m = s.mean();
    return (static_cast<double>(s.wins) * (1 - m) * (1 - m) +
            static_cast<double>(s.draws) * (0.5 - m) * (0.5 - m) +
            static_cast<double>(s.losses) * m * m) /
           n;
}

}  // namespace

EloEstimate eloOf(const Score3& s) {
    const double n = static_cast<double>(s.games());
    const double m = s.mean();
    const double variance = perGameVariance(s);
    // One result only (six wins of six) has no spread, and the normal margin would be
    // zero: a certain infinite difference. Such a match takes its bounds from the Wilson
    // interval of the points, as the scores beside it do.
    if (n > 0 && variance == 0) {
        const Interval ci = wilson95(m * n, n);
        return {eloFromScore(m), eloFromScore(ci.low), eloFromScore(ci.high)};
    }
    const double margin = n > 0 ? 1.959964 * std::sqrt(variance / n) : 0.5;
    return {eloFromScore(m), eloFromScore(std::max(0.0, m - margin)),
            eloFromScore(std::min(1.0, m + margin))};
}

SprtState sprt(const Score3& s, const SprtTest& test) {
    SprtState out;
    out.lower = std::log(test.beta / (1 - test.alpha));
    out.upper = std::log((1 - test.beta) / test.alpha);
    const double n = static_cast<double>(s.games());
    if (n <= 0) return out;
    // Half a game of each result more for the variance only: a clean run of wins has no
    // variance at all, which would make the ratio infinite after one game.
    const auto w = static_cast<double>(s.wins) + 0.5, d = static_cast<double>(s.draws) + 0.5,
               l = static_cast<double>(s.losses) + 0.5;
    const double m = (w + 0.5 * d) / (w + d + l);
    const double var =
        (w * (1 - m) * (1 - m) + d * (0.5 - m) * (0.5 - m) + l * m * m) / (w + d + l);
    const double s0 = scoreFromElo(test.elo0), s1 = scoreFromElo(test.elo1);
    out.llr = n * (s1 - s0) * (2 * s.mean() - s0 - s1) / (2 * var);
    if (out.llr >= out.upper)
        out.verdict = SprtVerdict::AcceptH1;
    else if (out.llr <= out.lower)
        out.verdict = SprtVerdict::AcceptH0;
    return out;
}

std::string formatElo(const EloEstimate& e) {
    const auto one = [](double x) {
        if (std::isinf(x)) return std::string(x > 0 ? "+inf" : "-inf");
        char buf[32];
        std::snprintf(buf, sizeof buf, "%+.0f", x);
        return std::string(buf);
    };
    return one(e.elo) + " [" + one(e.low) + ", " + one(e.high) + "]";
}

}  // namespace plateau::cli
