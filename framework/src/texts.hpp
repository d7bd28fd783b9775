#pragma once

// The SDK's own texts a person reads belong to the program's domain, "plateau".

#include "plateau/sdk/text.hpp"

namespace plateau::detail {

inline constexpr DomainText tx{"plateau"};
inline constexpr DomainPlural txn{"plateau"};

}  // namespace plateau::detail
