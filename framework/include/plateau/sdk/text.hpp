#pragma once

// Text a person reads, in the language they chose (GNU gettext catalogs). Each game has its
// own domain, named after its id; the program's is "plateau". Notation, ids and records are
// never translated.

#include <initializer_list>
#include <string>
#include <string_view>

#include "plateau/export.hpp"

// Marks a literal for extraction (xgettext -kPLATEAU_N_) where it is translated later,
// where it is shown: data tables, names kept in records.
#define PLATEAU_N_(text) text

namespace plateau {

// `msgid` in the current language from `domain`'s catalog; `msgid` itself when the
// catalog has none (English is the fallback for anything missing).
PLATEAU_EXPORT std::string translate(std::string_view domain, std::string_view msgid);
// The plural form for `n` the language needs (Russian has three: 1 ход, 2 хода, 5 ходов).
PLATEAU_EXPORT std::string translatePlural(std::string_view domain, std::string_view singular,
                                           std::string_view plural, long long n);
// `msgid` as meant in `context` (the same English word may need two translations).
PLATEAU_EXPORT std::string translateInContext(std::string_view domain, std::string_view context,
                                              std::string_view msgid);

// Fills {0}, {1} … in a translated pattern; translators may move them. "{{" is a brace.
PLATEAU_EXPORT std::string fillText(std::string_view pattern,
                                    std::initializer_list<std::string_view> args);

}  // namespace plateau
