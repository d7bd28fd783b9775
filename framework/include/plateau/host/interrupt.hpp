#pragma once

#include <atomic>

#include "plateau/export.hpp"

namespace plateau {

// Ctrl-C (SIGINT) and SIGTERM for long commands (arena): the first one only sets a flag,
// so the command stops where it can and ends cleanly (its summary printed, its records
// whole lines); a second one ends the program at once, as usual.
PLATEAU_EXPORT void catchInterrupts();
PLATEAU_EXPORT bool interrupted();
// The flag itself, for a bot's budget (BotBudget::stop): a search returns its move early.
PLATEAU_EXPORT const std::atomic<bool>* interruptFlag();

}  // namespace plateau
