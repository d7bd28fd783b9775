#pragma once

// Match statistics of two sides: the Elo difference with its 95% interval, and the
// sequential probability ratio test that stops a match once it has shown elo0 or elo1.

#include <string>

namespace plateau::cli {

struct Score3 {
    long wins = 0;
    long draws = 0;
    long losses = 0;
    long games() const { return wins + draws + losses; }
    double mean() const {
        return games() ? (static_cast<double>(wins) + 0.5 * static_cast<double>(draws)) /
                             static_cast<double>(games())
                       : 0.5;
    }
};

struct EloEstimate {
    double elo = 0;
    double low = 0;  // 95% interval; infinite when the score is 0 or 1
    double high = 0;
};

// From the mean score and its normal-approximation error (trinomial variance); a match
// with one result only takes the Wilson interval of its points.
EloEstimate eloOf(const Score3& s);

struct SprtTest {
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05;
    double beta = 0.05;
};

enum class SprtVerdict { Continue, AcceptH0, AcceptH1 };

struct SprtState {
    double llr = 0;
    double lower = 0;  // ln(beta / (1 - alpha))
    double upper = 0;  // ln((1 - beta) / alpha)
    SprtVerdict verdict = SprtVerdict::Continue;
};

// The generalised SPRT on the score (as fishtest's trinomial approximation).
SprtState sprt(const Score3& s, const SprtTest& test);

// "+123 [+80, +170]", infinite ends as "inf".
std::string formatElo(const EloEstimate& e);

}  // namespace plateau::cli
