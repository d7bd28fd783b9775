#pragma once

#include <vector>

#include "plateau/config.hpp"
#include "plateau/export.hpp"
#include "plateau/options.hpp"

namespace plateau {

// The range of an int option's min, max and default (games keep them in an int).
inline constexpr std::int64_t kIntOptionMin = -2147483647 - 1;
inline constexpr std::int64_t kIntOptionMax = 2147483647;

// Reads the part of a variant file that every game shares:
//   id, name, description, [players] min/max, [options.KEY] type/default/label/…
// The game reads its own keys from the same reader, then calls finish().
PLATEAU_EXPORT VariantInfo readVariantHeader(TomlReader& reader);

PLATEAU_EXPORT std::vector<OptionSpec> readOptionSpecs(TomlReader& options);

}  // namespace plateau
