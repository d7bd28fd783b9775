#include "session/number_text.hpp"

#include "tr.hpp"

namespace plateau::session {

std::string groupedNumber(long long value) {
    // Not std::to_string(-value): the most negative value has no positive.
    const bool negative = value < 0;
    unsigned long long magnitude = negative ? 0ULL - static_cast<unsigned long long>(value)
                                            : static_cast<unsigned long long>(value);
    std::string digits = std::to_string(magnitude);
    // TRANSLATORS: what separates groups of three digits in a number such as 1,250. A
    // space should be a no-break space (U+00A0), so that no line breaks in a number.
    const std::string separator = trc("thousands separator", ",");
    std::string out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0) out += separator;
        out += digits[i];
    }
    return (negative ? "-" : "") + out;
}

}  // namespace plateau::session
