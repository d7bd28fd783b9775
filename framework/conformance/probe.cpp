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

int runProbe(const std::filesystem::path& library) {
    // Only this file: the search path's plugins do not matter (nor clash with it).
    SearchPaths paths = SearchPaths::standard();
    paths.plugins.clear();
    PluginHost host(paths);
    if (!host.load(library)) {
        std::printf("%s\n", host.failures().empty() ? "it does not load" : host.failures().back().reason.c_str());
        return kProbeRefusedForNow;
    }
    Report report = checkGame(*host.plugins().back().game, quickOptions());
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
