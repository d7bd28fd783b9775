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

// A game's short names for its own domain, as xgettext reads them (-ktx -ktxn:1,2):
//   inline constexpr plateau::DomainText tx{"mygame"};
//   inline constexpr plateau::DomainPlural txn{"mygame"};
//   tx("{0} wins")  ·  txn("{0} turn left", "{0} turns left", n)  ({0} is filled with n)
struct DomainText {
    std::string_view domain;
    std::string operator()(std::string_view msgid) const { return translate(domain, msgid); }
};
struct DomainPlural {
    std::string_view domain;
    // The plural form for `n`, with {0} filled by `n`; other places stay for fillText.
    std::string operator()(std::string_view singular, std::string_view plural, long long n) const {
        std::string pattern = translatePlural(domain, singular, plural, n);
        const std::string count = std::to_string(n);
        for (auto at = pattern.find("{0}"); at != std::string::npos;
             at = pattern.find("{0}", at + count.size()))
            pattern.replace(at, 3, count);
        return pattern;
    }
};

}  // namespace plateau
