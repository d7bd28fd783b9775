#include "plateau/sdk/error.hpp"

#include <fmt/format.h>

namespace plateau {

std::string Error::toString() const {
    if (file.empty()) return reason;
    if (line <= 0) return fmt::format("{}: {}", file, reason);
    if (column <= 0) return fmt::format("{}:{}: {}", file, line, reason);
    return fmt::format("{}:{}:{}: {}", file, line, column, reason);
}

}  // namespace plateau
