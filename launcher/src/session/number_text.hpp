#pragma once

#include <string>

namespace plateau::session {

// A whole number with its thousands grouped the way the current language writes them:
// 1250 -> "1,250" in English, "1 250" in French and Russian (a no-break space, U+00A0,
// that the window draws as a space), "1.250" in Dutch. The separator is a translatable text of the
// program's catalog (context "thousands separator"), so a new language brings its own.
std::string groupedNumber(long long value);

}  // namespace plateau::session
