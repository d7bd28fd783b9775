#pragma once

#include <locale>
#include <memory>

namespace plateau::detail {

// The locale translate() reads: null while the language is English (no catalog to read).
std::shared_ptr<const std::locale> messagesLocale();

}  // namespace plateau::detail
