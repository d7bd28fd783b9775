#pragma once

#include <chrono>
#include <filesystem>
#include <string>

#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"

namespace plateau {

// How a plugin is tried out before the program maps it: `program command library` runs
// in a child process (the plateau program itself, with a hidden subcommand that loads
// the library, makes the game and runs the conformance checks on a small budget:
// plateau::conformance::runProbe). It must print "ok" and exit 0 within
// the time limit; a crash, a hang (killed at the limit), another exit or any other
// answer refuses the plugin with the reason. Verdicts are cached by the library's hash.
struct ProbeOptions {
    std::filesystem::path program;
    std::string command = "__probe-plugin";
    std::chrono::milliseconds timeout{15000};
    std::filesystem::path cacheDir;  // empty: no cache
    std::string hostKey;             // also keys the cache: a new host probes again
};

// What the probing child prints, and the exit codes it uses.
inline constexpr int kProbeAccepted = 0;
inline constexpr int kProbeRefused = 3;
// Refused because the game could not be made, which may come from its data (a folder
// missing or being edited): not cached, so the next run looks again.
inline constexpr int kProbeRefusedForNow = 4;

// The user's cache folder: $XDG_CACHE_HOME/plateau (or ~/.cache/plateau).
PLATEAU_EXPORT std::filesystem::path cacheDir();

// Empty when the plugin may be loaded; else why not (without the file name).
PLATEAU_EXPORT Status probePlugin(const std::filesystem::path& library, const ProbeOptions& options);

}  // namespace plateau
