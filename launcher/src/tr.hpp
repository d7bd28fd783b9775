#pragma once

// The program's own texts (domain "plateau"); games' texts go through their own domain.
// xgettext reads the calls: -ktr -ktrn:1,2 -ktrc:1c,2 (see tools/i18n/update_catalogs.py).

#include <string>
#include <string_view>

#include <plateau/sdk/text.hpp>

namespace plateau {

inline constexpr std::string_view kProgramDomain = "plateau";

inline std::string tr(std::string_view msgid) {
    return translate(kProgramDomain, msgid);
}
inline std::string trn(std::string_view singular, std::string_view plural, long long n) {
    return translatePlural(kProgramDomain, singular, plural, n);
}
inline std::string trc(std::string_view context, std::string_view msgid) {
    return translateInContext(kProgramDomain, context, msgid);
}
// A game's text (a name, a description, an option label from its data), in its domain.
inline std::string trGame(std::string_view gameId, std::string_view msgid) {
    return translate(gameId, msgid);
}
// A game's own name in the current language ("Jeu de l'oie").
template <class G>
std::string gameName(const G& game) {
    return translate(game.id(), game.name());
}

}  // namespace plateau
