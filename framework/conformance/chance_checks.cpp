#include "chance_checks.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

#include "describe.hpp"
#include "plateau/sdk/seed_streams.hpp"

namespace plateau::conformance::detail {

namespace {

constexpr std::size_t kRun = 4;    // throws in the run compared
constexpr int kDraws = 2000;       // draws of the sampler at one node
constexpr double kDeviations = 6;  // off by more: about one chance in 10^9 for a right sampler

// The first index from `from` where two records differ, or their common end.
std::size_t firstDifference(const std::vector<Move>& a, const std::vector<Move>& b,
                            std::size_t from) {
    std::size_t i = from;
    while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
    return i;
}

}  // namespace

void checkChanceRun(const State& s, std::uint64_t seed, const Fail& fail) {
    const SeedStreams streams(seed);
    StatePtr own = s.clone(), host = s.clone();
    const std::size_t played = own->playChances(streams, kRun);
    const std::size_t expected = host->State::playChances(streams, kRun);
    const auto& a = own->history();
    const auto& b = host->history();
    const std::size_t from = s.history().size();
    if (const std::size_t i = firstDifference(a, b, from); i < a.size() || i < b.size()) {
        const auto text = [i](const State& st, const std::vector<Move>& h) {
            return i < h.size() ? moveText(st, h[i]) : std::string("nothing (the run ended)");
        };
        fail("chance-run", "throw " + std::to_string(i - from + 1) + " of a run: playChances played " +
                               text(*own, a) + ", the host's loop draws " + text(*host, b) +
                               " from the same stream (streams.dice(history().size()), drawn with "
                               "sampleChanceOutcome)");
        return;
    }
    if (played != expected) {
        fail("chance-run", "playChances says it played " + std::to_string(played) +
                               " moves; it played " + std::to_string(expected));
        return;
    }
    if (fingerprint(*own) != fingerprint(*host)) {
        fail("chance-run", "after the same moves, playChances leaves another position:\n" +
                               firstLines(own->toText(Viewer::referee())) +
                               "where the host's loop leaves\n" +
                               firstLines(host->toText(Viewer::referee())));
        return;
    }
    const auto& ownLog = own->events();
    const auto& hostLog = host->events();
    for (std::size_t i = 0; i < std::max(ownLog.size(), hostLog.size()); ++i) {
        if (i < ownLog.size() && i < hostLog.size() && ownLog[i].ply == hostLog[i].ply &&
            ownLog[i].text == hostLog[i].text)
            continue;
        const auto line = [i](const std::vector<Event>& log) {
            return i < log.size() ? "'" + log[i].text + "' at ply " + std::to_string(log[i].ply)
                                  : std::string("no line");
        };
        fail("chance-run", "log line " + std::to_string(i + 1) + ": playChances logs " +
                               line(ownLog) + ", the host's loop " + line(hostLog) +
                               " (record each move with recordMove before applying it)");
        return;
    }
}

void checkChanceSample(const State& s, std::uint64_t seed, const Fail& fail) {
    Rng rng(mixSeed(seed));
    ChanceList outcomes;
    s.chanceOutcomes(outcomes);
    std::vector<int> counts(outcomes.size(), 0);
    for (int d = 0; d < kDraws; ++d) {
        const Move m = s.sampleChanceOutcome(rng);
        const auto at = std::find_if(outcomes.begin(), outcomes.end(),
                                     [m](const auto& o) { return o.move == m; });
        if (at == outcomes.end()) {
            fail("chance-sample",
                 "sampleChanceOutcome drew " + moveText(s, m) + ", which chanceOutcomes does not list");
            return;
        }
        ++counts[static_cast<std::size_t>(at - outcomes.begin())];
    }
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        const double p = outcomes[i].probability, expected = p * kDraws;
        if (std::abs(counts[i] - expected) <= kDeviations * std::sqrt(kDraws * p * (1 - p)) + 1)
            continue;
        fail("chance-sample", "sampleChanceOutcome drew " + moveText(s, outcomes[i].move) + " " +
                                  std::to_string(counts[i]) + " times in " + std::to_string(kDraws) +
                                  ", where its probability " + std::to_string(p) + " gives about " +
                                  std::to_string(static_cast<int>(std::lround(expected))));
        return;
    }
}

}  // namespace plateau::conformance::detail
