#pragma once

// The game's texts in the player's language (domain "quoridor", catalogs in games/quoridor/po/).

#include <plateau/sdk/text.hpp>

namespace quoridor {

inline constexpr plateau::DomainText tx{"quoridor"};
inline constexpr plateau::DomainPlural txn{"quoridor"};

}  // namespace quoridor
