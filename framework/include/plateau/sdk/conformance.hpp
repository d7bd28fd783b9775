#pragma once

// The checks every game must pass (OpenSpiel's basic_tests), as a library: `plateau check`
// runs them on a plugin, plateau_add_conformance_test() adds them to an author's ctest,
// and a test may call them on a Game it links in. Link plateau::conformance.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "plateau/sdk/game.hpp"
#include "plateau/sdk/plugin.hpp"

namespace plateau::conformance {

struct Options {
    int games = 5;            // seeded random playouts per setup
    int maxPlies = 600;       // a playout may stop here (games with no end rule)
    int perftDepth = 2;       // the game's perft against the generic one, from the start
    int illegalTries = 16;    // random move codes tried at every 7th ply of the first game
    std::uint64_t seed = 1;
    // Option values set in every setup where the variant declares them, such as a ply
    // limit: "max_plies=400".
    std::vector<std::pair<std::string, std::int64_t>> intOptions = {{"max_plies", 400}};
    // The plugin ABI minor the game was built for: what was added after it is not called
    // (a game built with this SDK has them all).
    int abiMinor = kAbiMinor;
};

// One broken rule: which check, where, and what happened.
struct Finding {
    std::string check;    // "notation", "clone", "illegal-reason", … (see checkNames())
    std::string variant;  // empty for the game as a whole
    int players = 0;
    int game = -1;        // the playout, -1 outside one
    int ply = -1;
    std::string message;
};

struct SetupReport {
    std::string variant;
    int players = 0;
    int playouts = 0;
    int finished = 0;     // playouts that reached the end (the rest hit the ply limit)
    long plies = 0;
    int findings = 0;     // of this setup, in Report::findings
};

struct Report {
    std::string game;
    std::vector<SetupReport> setups;
    std::vector<Finding> findings;  // at most a few of each check per setup
    bool ok() const { return findings.empty(); }
};

// The names of the checks, in the order a report lists them, with what each means.
struct CheckInfo {
    const char* name;
    const char* meaning;
};
PLATEAU_EXPORT const std::vector<CheckInfo>& checkNames();

// Runs every check on one setup, adding to `report`.
PLATEAU_EXPORT void checkSetup(const Game& game, const Setup& setup, const Options& options,
                               Report& report);
// Every variant, every allowed player count, and the game's description and data.
PLATEAU_EXPORT Report checkGame(const Game& game, const Options& options = {});

// Loads one plugin file (game data from PLATEAU_DATA_PATH and beside the program) and
// checks it, printing the report to `out`; a plugin that does not load fails with its
// reason. Returns the exit status: 0 when everything passed, 1 otherwise.
PLATEAU_EXPORT int checkPluginFile(const std::string& file, const Options& options, bool json,
                                   std::string& out);

// The budget of the plugin probe (a few seconds per game): two playouts per setup.
PLATEAU_EXPORT Options quickOptions();
// The first finding of a failed report on one line, for a refusal message.
PLATEAU_EXPORT std::string firstFinding(const Report& report);
// The plugin probe's child (plateau/plugin_probe.hpp): loads `library` alone, runs checkGame
// with quickOptions(), prints "ok" or the reason on stdout and returns kProbeAccepted or
// kProbeRefused.
PLATEAU_EXPORT int runProbe(const std::filesystem::path& library);

// A readable report ("PASS"/"FAIL" with every finding) and the same as JSON.
PLATEAU_EXPORT std::string toText(const Report& report);
PLATEAU_EXPORT std::string toJson(const Report& report);

}  // namespace plateau::conformance
