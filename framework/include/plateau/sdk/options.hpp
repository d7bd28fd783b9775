#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "plateau/sdk/error.hpp"
#include "plateau/export.hpp"

namespace plateau {

enum class OptionType { Bool, Int, Real, Choice };

using OptionValue = std::variant<bool, std::int64_t, double, std::string>;

// One switch of a variant, as the game's data declares it ([options.KEY] in TOML).
struct PLATEAU_EXPORT OptionSpec {
    std::string key;
    std::string label;        // shown in the setup screen
    std::string description;  // one sentence
    OptionType type = OptionType::Bool;
    OptionValue defaultValue = false;
    double min = 0;  // Int and Real only
    double max = 0;
    std::vector<std::string> choices;  // Choice only
    // Int only: the values allowed are min, min + step, … up to max ("step = 2" from an
    // odd min gives the odd sizes), so a setup screen offers only those.
    std::int64_t step = 1;

    // Reads "true", "3", "0.25" or a choice name into a value of this option's type.
    Expected<OptionValue> parse(std::string_view text) const;
    Status check(const OptionValue& value) const;
};

PLATEAU_EXPORT std::string_view optionTypeName(OptionType type);
PLATEAU_EXPORT std::string formatOptionValue(const OptionValue& value);

// The chosen values, by key; after validation every declared option has a value.
class PLATEAU_EXPORT OptionValues {
public:
    void set(std::string key, OptionValue value) { m_values[std::move(key)] = std::move(value); }
    bool has(std::string_view key) const { return m_values.find(key) != m_values.end(); }
    const std::map<std::string, OptionValue, std::less<>>& all() const { return m_values; }

    // Typed reads; the fallback covers an option the variant did not declare.
    bool getBool(std::string_view key, bool fallback = false) const;
    std::int64_t getInt(std::string_view key, std::int64_t fallback = 0) const;
    double getReal(std::string_view key, double fallback = 0.0) const;
    std::string getString(std::string_view key, std::string fallback = {}) const;

    // Fills defaults, refuses unknown keys and values of the wrong type or range.
    Status resolve(const std::vector<OptionSpec>& specs);

    friend bool operator==(const OptionValues&, const OptionValues&) = default;

private:
    std::map<std::string, OptionValue, std::less<>> m_values;
};

// A variant as the setup screen and the command line see it; the rules behind it stay
// in the plugin.
struct PLATEAU_EXPORT VariantInfo {
    std::string id;
    std::string name;
    std::string description;
    int minPlayers = 2;
    int maxPlayers = 2;
    std::vector<int> playerCounts;  // the counts allowed within min..max; empty: all of them
    std::vector<OptionSpec> options;
    std::filesystem::path file;  // where it was read from, if from a file
    int order = 100;             // menu_order: menus list variants by this, then by id
    // How a player is told to throw in this variant ("Throw the darts"); empty: the
    // game's GameType::throwWord.
    std::string throwWord;
    // The game's own keys of the variant's [rules] table (SDK 0.3): `fleet = 5` there is
    // rules.getInt("fleet") in the game's createState, with no second reading of the file.
    OptionValues rules;

    const OptionSpec* findOption(std::string_view key) const;
    bool allowsPlayers(int count) const;
    // "2–6", "2 or 4", "2, 3 or 5".
    std::string playersText() const;
};

}  // namespace plateau
