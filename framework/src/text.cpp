#include "plateau/sdk/text.hpp"

#include <boost/locale/message.hpp>

#include "language_state.hpp"

namespace plateau {

std::string translate(std::string_view domain, std::string_view msgid) {
    const auto locale = detail::messagesLocale();
    // An empty msgid would return the catalog's header.
    if (!locale || msgid.empty()) return std::string(msgid);
    return boost::locale::dgettext(std::string(domain).c_str(), std::string(msgid).c_str(),
                                   *locale);
}

std::string translatePlural(std::string_view domain, std::string_view singular,
                            std::string_view plural, long long n) {
    const auto locale = detail::messagesLocale();
    if (!locale || singular.empty()) return std::string(n == 1 ? singular : plural);
    // Plural rules read the last digits of the count; keep them when it does not fit an int.
    const long long a = n < 0 ? -(n % 1000000) : n;
    const int m = static_cast<int>(a <= 1000000 ? a : a % 1000000 + 1000000);
    return boost::locale::dngettext(std::string(domain).c_str(), std::string(singular).c_str(),
                                    std::string(plural).c_str(), m, *locale);
}

std::string translateInContext(std::string_view domain, std::string_view context,
                               std::string_view msgid) {
    const auto locale = detail::messagesLocale();
    if (!locale || msgid.empty()) return std::string(msgid);
    return boost::locale::dpgettext(std::string(domain).c_str(), std::string(context).c_str(),
                                    std::string(msgid).c_str(), *locale);
}

std::string fillText(std::string_view pattern, std::initializer_list<std::string_view> args) {
    std::string out;
    out.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char ch = pattern[i];
        if (ch == '{' && i + 1 < pattern.size() && pattern[i + 1] == '{') {
            out += '{';
            ++i;
            continue;
        }
        if (ch == '}' && i + 1 < pattern.size() && pattern[i + 1] == '}') {
            out += '}';
            ++i;
            continue;
        }
        if (ch == '{') {
            std::size_t j = i + 1;
            std::size_t index = 0;
            while (j < pattern.size() && j < i + 4 && pattern[j] >= '0' && pattern[j] <= '9')
                index = index * 10 + static_cast<std::size_t>(pattern[j++] - '0');
            if (j > i + 1 && j < pattern.size() && pattern[j] == '}' && index < args.size()) {
                out += *(args.begin() + index);
                i = j;
                continue;
            }
        }
        out += ch;  // a stray brace in a translation is printed, never a crash
    }
    return out;
}

}  // namespace plateau
