#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include <toml++/toml.h>

#include "plateau/error.hpp"
#include "plateau/export.hpp"

namespace plateau {

// TOML reading for every file a person edits: a failure names file, line, column and
// reason, and nothing is half-loaded.
PLATEAU_EXPORT Expected<toml::table> parseToml(std::string_view text, const std::string& source);
PLATEAU_EXPORT Expected<toml::table> loadToml(const std::filesystem::path& file);

PLATEAU_EXPORT Error errorAt(const toml::node& node, const std::string& file, std::string reason);

// Reads a table key by key, so that keys nobody read are refused as unknown.
// The first problem is kept; later reads return fallbacks so code can read on and
// check ok() once. Child readers report into the same first problem, and refuse their
// unread keys when they go out of scope.
class PLATEAU_EXPORT TomlReader {
public:
    TomlReader(const toml::table& table, std::string file);
    ~TomlReader();
    TomlReader(TomlReader&&) noexcept;
    TomlReader(const TomlReader&) = delete;
    TomlReader& operator=(const TomlReader&) = delete;
    TomlReader& operator=(TomlReader&&) = delete;

    bool has(std::string_view key) const { return m_table->contains(key); }
    const toml::table& table() const { return *m_table; }
    const std::string& file() const { return *m_file; }

    // Required values: a missing key or a wrong type is an error.
    std::string string(std::string_view key);
    std::int64_t integer(std::string_view key);
    double real(std::string_view key);  // integers are accepted too
    bool boolean(std::string_view key);

    // Optional values.
    std::string string(std::string_view key, std::string fallback);
    std::int64_t integer(std::string_view key, std::int64_t fallback);
    double real(std::string_view key, double fallback);
    bool boolean(std::string_view key, bool fallback);

    // Integers checked against a range, the one way integers are read (they land in int
    // and smaller types): out of range is refused with the key and the range, never
    // wrapped. Required, then optional.
    std::int64_t integer(std::string_view key, std::int64_t min, std::int64_t max);
    std::int64_t integer(std::string_view key, std::int64_t fallback, std::int64_t min,
                         std::int64_t max);
    // The same check for an integer node found by hand (an array element): the value,
    // or nullopt after failing with `what` and the range.
    std::optional<std::int64_t> integerIn(const toml::node& node, std::string_view what,
                                          std::int64_t min, std::int64_t max);

    // Nested tables and arrays; nullptr (with an error if required) when absent.
    const toml::array* array(std::string_view key, bool required = true);
    std::optional<TomlReader> child(std::string_view key, bool required = true);
    // A reader over any table, such as an element of an array, sharing this file's errors.
    TomlReader sub(const toml::table& table) const;

    // Marks a key as read without reading it (the caller handles it by hand).
    const toml::node* take(std::string_view key);

    void fail(const toml::node& where, std::string reason);
    void failHere(std::string reason);  // at this table
    bool ok() const { return !m_first->has_value(); }

    // Refuses unread keys, then returns the first problem, if any.
    Status finish();

private:
    TomlReader(const toml::table& table, std::shared_ptr<std::string> file,
               std::shared_ptr<std::optional<Error>> first);
    const toml::node* lookup(std::string_view key, bool required, const char* what);
    void checkUnknown();

    const toml::table* m_table;
    std::shared_ptr<std::string> m_file;
    std::shared_ptr<std::optional<Error>> m_first;
    std::set<std::string, std::less<>> m_read;
    bool m_checked = false;
};

}  // namespace plateau
