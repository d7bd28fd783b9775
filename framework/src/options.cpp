#include "plateau/sdk/options.hpp"

#include "plateau/host/numbers.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>

#include "plateau/sdk/text.hpp"
#include "texts.hpp"

namespace plateau {

std::string_view optionTypeName(OptionType type) {
    switch (type) {
        case OptionType::Bool:
            return "bool";
        case OptionType::Int:
            return "int";
        case OptionType::Real:
            return "real";
        case OptionType::Choice:
            return "choice";
    }
    return "?";
}

std::string formatOptionValue(const OptionValue& value) {
    struct Visitor {
        std::string operator()(bool b) const { return b ? "true" : "false"; }
        std::string operator()(std::int64_t i) const { return std::to_string(i); }
        std::string operator()(double d) const {
            std::ostringstream out;
            out << d;
            return out.str();
        }
        std::string operator()(const std::string& s) const { return s; }
    };
    return std::visit(Visitor{}, value);
}

Expected<OptionValue> OptionSpec::parse(std::string_view text) const {
    const auto bad = [&](const std::string& pattern) {
        return Error(fillText(pattern, {key, std::string(text)}));
    };
    OptionValue value;
    switch (type) {
        case OptionType::Bool:
            if (text == "true" || text == "1" || text == "yes" || text == "on") {
                value = true;
            } else if (text == "false" || text == "0" || text == "no" || text == "off") {
                value = false;
            } else {
                return bad(detail::tx("option '{0}' takes true or false, not '{1}'"));
            }
            break;
        case OptionType::Int: {
            // Checked against the option's own range below; a number past int64 is refused
            // here rather than wrapped.
            auto i = parseInteger<std::int64_t>(text, INT64_MIN, INT64_MAX, "option '" + key + "'");
            if (!i) return bad(detail::tx("option '{0}' takes an integer, not '{1}'"));
            value = *i;
            break;
        }
        case OptionType::Real: {
            // from_chars for double is in GCC 11+, which Debian 12 has.
            double d = 0;
            auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
            if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(d))
                return bad(detail::tx("option '{0}' takes a number, not '{1}'"));
            value = d;
            break;
        }
        case OptionType::Choice:
            value = std::string(text);
            break;
    }
    if (auto ok = check(value); !ok) return ok.error();
    return value;
}

Status OptionSpec::check(const OptionValue& value) const {
    switch (type) {
        case OptionType::Bool:
            if (!std::holds_alternative<bool>(value))
                return Error(fillText(detail::tx("option '{0}' takes true or false"), {key}));
            return {};
        case OptionType::Int: {
            if (!std::holds_alternative<std::int64_t>(value))
                return Error(fillText(detail::tx("option '{0}' takes an integer"), {key}));
            const auto i = std::get<std::int64_t>(value);
            if (i < min || i > max)
                return Error(fillText(detail::tx("option '{0}' must be between {1} and {2}, not {3}"),
                                      {key, std::to_string(static_cast<std::int64_t>(min)),
                                       std::to_string(static_cast<std::int64_t>(max)), std::to_string(i)}));
            if (step > 1 && (i - static_cast<std::int64_t>(min)) % step != 0) {
                std::string allowed;
                const auto lo = static_cast<std::int64_t>(min), hi = static_cast<std::int64_t>(max);
                if ((hi - lo) / step < 12) {
                    for (auto v = lo; v <= hi; v += step)
                        allowed += (allowed.empty() ? ""
                                    : v + step > hi ? translate("plateau", " or ")
                                                    : ", ") +
                                   std::to_string(v);
                } else {
                    allowed = fillText(detail::tx("{0} plus a multiple of {1}"),
                                       {std::to_string(lo), std::to_string(step)});
                }
                return Error(fillText(detail::tx("option '{0}' must be {1}, not {2}"),
                                      {key, allowed, std::to_string(i)}));
            }
            return {};
        }
        case OptionType::Real: {
            if (!std::holds_alternative<double>(value))
                return Error(fillText(detail::tx("option '{0}' takes a number"), {key}));
            const double d = std::get<double>(value);
            if (!(d >= min && d <= max))
                return Error(fillText(detail::tx("option '{0}' must be between {1} and {2}, not {3}"),
                                      {key, formatOptionValue(min), formatOptionValue(max), formatOptionValue(d)}));
            return {};
        }
        case OptionType::Choice: {
            if (!std::holds_alternative<std::string>(value))
                return Error(fillText(detail::tx("option '{0}' takes one of its choices"), {key}));
            const auto& s = std::get<std::string>(value);
            for (const auto& c : choices)
                if (c == s) return {};
            std::string list;
            for (const auto& c : choices)
                list += (list.empty() ? "" : ", ") + c;
            return Error(fillText(detail::tx("option '{0}' is one of {1}, not '{2}'"), {key, list, s}));
        }
    }
    return {};
}

const OptionSpec* VariantInfo::findOption(std::string_view key) const {
    for (const auto& o : options)
        if (o.key == key) return &o;
    return nullptr;
}

bool VariantInfo::allowsPlayers(int count) const {
    if (count < minPlayers || count > maxPlayers) return false;
    return playerCounts.empty() ||
           std::find(playerCounts.begin(), playerCounts.end(), count) != playerCounts.end();
}

std::string VariantInfo::playersText() const {
    if (playerCounts.empty()) {
        if (minPlayers == maxPlayers) return std::to_string(minPlayers);
        return std::to_string(minPlayers) + "–" + std::to_string(maxPlayers);
    }
    std::string out;
    for (std::size_t i = 0; i < playerCounts.size(); ++i) {
        // TRANSLATORS: between the last two player counts: "2, 3 or 4".
        if (i > 0) out += i + 1 == playerCounts.size() ? translate("plateau", " or ") : ", ";
        out += std::to_string(playerCounts[i]);
    }
    return out;
}

bool OptionValues::getBool(std::string_view key, bool fallback) const {
    auto it = m_values.find(key);
    if (it == m_values.end()) return fallback;
    const bool* b = std::get_if<bool>(&it->second);
    return b ? *b : fallback;
}

std::int64_t OptionValues::getInt(std::string_view key, std::int64_t fallback) const {
    auto it = m_values.find(key);
    if (it == m_values.end()) return fallback;
    const auto* i = std::get_if<std::int64_t>(&it->second);
    return i ? *i : fallback;
}

double OptionValues::getReal(std::string_view key, double fallback) const {
    auto it = m_values.find(key);
    if (it == m_values.end()) return fallback;
    if (const auto* d = std::get_if<double>(&it->second)) return *d;
    if (const auto* i = std::get_if<std::int64_t>(&it->second)) return static_cast<double>(*i);
    return fallback;
}

std::string OptionValues::getString(std::string_view key, std::string fallback) const {
    auto it = m_values.find(key);
    if (it == m_values.end()) return fallback;
    const auto* s = std::get_if<std::string>(&it->second);
    return s ? *s : fallback;
}

Status OptionValues::resolve(const std::vector<OptionSpec>& specs) {
    for (auto& [key, value] : m_values) {
        const OptionSpec* spec = nullptr;
        for (const auto& s : specs)
            if (s.key == key) spec = &s;
        if (!spec) {
            std::string known;
            for (const auto& s : specs)
                known += (known.empty() ? "" : ", ") + s.key;
            return Error(known.empty()
                             ? fillText(detail::tx("unknown option '{0}' (this variant has no options)"), {key})
                             : fillText(detail::tx("unknown option '{0}' (known: {1})"), {key, known}));
        }
        // An integer where a number is wanted is fine ("--set miss_chance=0").
        if (spec->type == OptionType::Real && std::holds_alternative<std::int64_t>(value))
            value = static_cast<double>(std::get<std::int64_t>(value));
        if (auto ok = spec->check(value); !ok) return ok;
    }
    for (const auto& s : specs)
        if (!has(s.key)) set(s.key, s.defaultValue);
    return {};
}

}  // namespace plateau
