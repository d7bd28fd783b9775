#pragma once

// The game's texts in the player's language (domain "goose", catalogs in games/goose/po/).

#include <plateau/sdk/text.hpp>

namespace goose {

inline constexpr plateau::DomainText tx{"goose"};
inline constexpr plateau::DomainPlural txn{"goose"};

}  // namespace goose
