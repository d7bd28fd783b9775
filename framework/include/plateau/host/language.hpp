#pragma once

// Which language the program speaks, and where catalogs are found. For the host (the
// program and tests); games only call plateau::translate.

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "plateau/export.hpp"

namespace plateau {

struct Language {
    std::string code;        // "fr"
    std::string nativeName;  // "Français"
};

// The languages Plateau ships, English first.
PLATEAU_EXPORT const std::vector<Language>& shippedLanguages();

// The language asked for by the environment, as gettext reads it: LANGUAGE (its first
// shipped entry), then LC_ALL, LC_MESSAGES, LANG. "C", "POSIX", unset or one Plateau does
// not ship: "en".
PLATEAU_EXPORT std::string languageFromEnvironment();

// "nl_NL.UTF-8@euro" → "nl"; "" when it names no language.
PLATEAU_EXPORT std::string languageCode(std::string_view localeName);

// A folder holding <lang>/LC_MESSAGES/<domain>.mo files; searched in the order added.
PLATEAU_EXPORT void addCatalogFolder(const std::filesystem::path& folder);
// A domain whose catalog is loaded with each language ("plateau", a game's id).
PLATEAU_EXPORT void addTextDomain(std::string_view domain);

// Switches every later translate() call to `code` ("en", "fr" …; "" means the
// environment's). Unknown codes fall back to English. Safe from any thread.
PLATEAU_EXPORT void setLanguage(std::string_view code);
PLATEAU_EXPORT std::string currentLanguage();
// While one lives, translate() on its thread gives the English texts: what goes into
// records and saves stays the same in every language.
class PLATEAU_EXPORT NeutralTexts {
public:
    NeutralTexts();
    ~NeutralTexts();
    NeutralTexts(const NeutralTexts&) = delete;
    NeutralTexts& operator=(const NeutralTexts&) = delete;

private:
    bool m_was;
};

// Changes with every switch, so screens know to lay their text out again.
PLATEAU_EXPORT std::uint64_t languageGeneration();

}  // namespace plateau
