// The plugin probe's child (plateau/host/plugin_probe.hpp): the conformance checks on a budget
// that fits the probe's time limit. It lives here, not in libplateau, because the checks
// are built on libplateau.
#include <algorithm>
#include <cstdio>
#include <iterator>

#include "plateau/host/plugin_host.hpp"
#include "plateau/host/plugin_probe.hpp"
#include "plateau/sdk/conformance.hpp"

namespace plateau::conformance {

Options quickOptions() {
    Options o;
    o.games = 2;
    o.maxPlies = 300;
    o.perftDepth = 1;
    o.illegalTries = 4;
    return o;
}

std::string firstFinding(const Report& report) {
    const Finding& f = report.findings.front();
    std::string where;
    if (!f.variant.empty()) where = "variant '" + f.variant + "', " + std::to_string(f.players) + " players: ";
    std::string message = f.message.substr(0, f.message.find('\n'));
    std::string text = f.check + ": " + where + message;
    if (report.findings.size() > 1)
        text += " (and " + std::to_string(report.findings.size() - 1) + " more; plateau check FILE lists them)";
    return text;
}

namespace {

// The values a setup screen or `--set` can give an option beyond its default: an integer's
// lowest and highest allowed (on its step), a real's ends, the other boolean, every
// choice. A plugin that breaks only there (a board of the largest size) is refused too.
std::vector<OptionValue> extremesOf(const OptionSpec& spec) {
    std::vector<OptionValue> values;
    switch (spec.type) {
        case OptionType::Bool:
            if (const bool* b = std::get_if<bool>(&spec.defaultValue)) values.emplace_back(!*b);
            break;
        case OptionType::Int: {
            const auto low = static_cast<std::int64_t>(spec.min);
            const std::int64_t step = spec.step > 0 ? spec.step : 1;
            const auto span = static_cast<std::int64_t>(spec.max) - low;
            values.emplace_back(low);
            values.emplace_back(low + (span / step) * step);
            break;
        }
        case OptionType::Real:
            values.emplace_back(spec.min);
            values.emplace_back(spec.max);
            break;
        case OptionType::Choice:
            for (const auto& c : spec.choices)
                values.emplace_back(c);
            break;
    }
    std::erase_if(values, [&](const OptionValue& v) {
        return v == spec.defaultValue || !spec.check(v).ok();
    });
    return values;
}

// One quick game per variant at every option's extremes (each option alone, the others
// at their defaults), with the fewest and the most players.
void checkExtremes(const Game& game, const Options& options, Report& report) {
    // Short: a fault at an extreme shows in making the game and its first moves, and the
    // probe's whole budget is seconds on a loaded machine.
    Options one = options;
    one.games = 1;
    one.maxPlies = 40;
    one.perftDepth = 1;
    one.illegalTries = 1;
    for (const auto& variant : game.variants()) {
        for (const auto& spec : variant.options) {
            for (const auto& value : extremesOf(spec)) {
                for (int n : {variant.minPlayers, variant.maxPlayers}) {
                    if (!variant.allowsPlayers(n)) continue;
                    Setup setup;
                    setup.variant = variant.id;
                    setup.players.resize(static_cast<std::size_t>(n));
                    setup.options.set(spec.key, value);
                    checkSetup(game, setup, one, report);
                    if (n == variant.maxPlayers) break;
                }
            }
        }
    }
}

}  // namespace

int runProbe(const std::filesystem::path& library) {
    // Only this file: the search path's plugins do not matter (nor clash with it).
    SearchPaths paths = SearchPaths::standard();
    paths.plugins.clear();
    PluginHost host(paths);
    if (!host.load(library)) {
        std::printf("%s\n", host.failures().empty() ? "it does not load" : host.failures().back().reason.c_str());
        return kProbeRefusedForNow;
    }
    const Game& game = *host.plugins().back().game;
    Options options = quickOptions();
    options.abiMinor = host.plugins().back().abiMinor;  // never past an older plugin's table
    Report report = checkGame(game, options);
    checkExtremes(game, options, report);
    // Only what would break the program refuses the plugin: a throw, a turn nobody can
    // take, a move its own rules refuse, broken chance, a view naming what it lacks. The
    // rest (notation, records, clones, the type's claims) is for `plateau check` to report:
    // an author loads a game that is still being written.
    std::erase_if(report.findings, [](const Finding& f) {
        static const char* const fatal[] = {"exception", "turn", "moves", "apply", "chance", "target", "view"};
        return std::find(std::begin(fatal), std::end(fatal), f.check) == std::end(fatal);
    });
    if (!report.ok()) {
        std::printf("failed its conformance check: %s\n", firstFinding(report).c_str());
        return kProbeRefused;
    }
    std::printf("ok\n");
    return kProbeAccepted;
}

}  // namespace plateau::conformance
