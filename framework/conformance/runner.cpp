// plateau-conformance PLUGIN.so [--games N] [--max-plies N] [--seed N] [--json]: the
// conformance checks on one plugin file, for plateau_add_conformance_test() in an author's
// ctest (the `plateau check` command does the same inside the program).
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>

#include "plateau/sdk/conformance.hpp"

int main(int argc, char** argv) {
    plateau::conformance::Options options;
    bool json = false;
    std::string file;
    for (int i = 1; i < argc; ++i) {
        const std::string_view arg = argv[i];
        auto number = [&](long min, long max) {
            if (i + 1 >= argc) return -1L;
            char* end = nullptr;
            const long v = std::strtol(argv[++i], &end, 10);
            return (*end || v < min || v > max) ? -1L : v;
        };
        long v = 0;
        if (arg == "--json") {
            json = true;
        } else if (arg == "--games" && (v = number(1, 1000)) > 0) {
            options.games = static_cast<int>(v);
        } else if (arg == "--max-plies" && (v = number(1, 1000000)) > 0) {
            options.maxPlies = static_cast<int>(v);
        } else if (arg == "--seed" && (v = number(0, 1L << 30)) >= 0) {
            options.seed = static_cast<std::uint64_t>(v);
        } else if (!arg.empty() && arg[0] != '-' && file.empty()) {
            file = arg;
        } else {
            std::fprintf(stderr,
                         "usage: plateau-conformance PLUGIN.so [--games N] [--max-plies N] [--seed N] "
                         "[--json]\n");
            return 2;
        }
    }
    if (file.empty()) {
        std::fprintf(stderr, "usage: plateau-conformance PLUGIN.so [--json]\n");
        return 2;
    }
    std::string report;
    const int status = plateau::conformance::checkPluginFile(file, options, json, report);
    std::cout << report;
    return status;
}
