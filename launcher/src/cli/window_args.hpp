#pragma once

#include <CLI/CLI.hpp>

#include "window_options.hpp"

namespace plateau::cli {

// Adds the window's flags to the program's top-level command line (they apply to
// `plateau` and `plateau play`), filling `options`.
void addWindowOptions(CLI::App& app, WindowOptions& options);

}  // namespace plateau::cli
