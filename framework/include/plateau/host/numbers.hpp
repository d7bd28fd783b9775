#pragma once

#include <charconv>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <type_traits>

#include "plateau/sdk/error.hpp"

namespace plateau {

// The one checked conversion of text (the command line, scripts) to an integer: only
// digits, with a minus sign for signed types — no "+", spaces, "0x", exponent or
// fraction — and within [min, max]. Anything else is refused with `what` and the range;
// nothing wraps or saturates.
template <class Int>
Expected<Int> parseInteger(std::string_view text, Int min, Int max, std::string_view what) {
    static_assert(std::is_integral_v<Int>);
    const auto refuse = [&] {
        return Error(std::string(what) + " must be a whole number from " + std::to_string(min) +
                     " to " + std::to_string(max) + ", not '" + std::string(text) + "'");
    };
    const bool negative = !text.empty() && text.front() == '-';
    const std::string_view digits = negative ? text.substr(1) : text;
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos)
        return refuse();
    if (negative && (std::is_unsigned_v<Int> || min >= 0)) return refuse();
    Int value{};
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < min || value > max)
        return refuse();
    return value;
}

// Text that is meant as a number (digits, maybe signed), so that "99999999999999999999"
// is refused as a number out of range rather than read as something else.
inline bool looksNumeric(std::string_view text) {
    if (!text.empty() && (text.front() == '-' || text.front() == '+')) text.remove_prefix(1);
    return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

}  // namespace plateau
