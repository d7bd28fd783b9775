#include "plateau/sdk/toml.hpp"

#include "plateau/host/file_read.hpp"

namespace plateau {

namespace {

Error fromParseError(const toml::parse_error& e, const std::string& source) {
    const auto& where = e.source().begin;
    return Error(source, static_cast<int>(where.line), static_cast<int>(where.column),
                 std::string(e.description()));
}

}  // namespace

Expected<toml::table> parseToml(std::string_view text, const std::string& source) {
    try {
        return toml::parse(text, source);
    } catch (const toml::parse_error& e) {
        return fromParseError(e, source);
    }
}

Expected<toml::table> loadToml(const std::filesystem::path& file) {
    auto text = readBoundedFile(file);
    if (!text) return text.error();
    return parseToml(*text, file.string());
}

Error errorAt(const toml::node& node, const std::string& file, std::string reason) {
    const auto& where = node.source().begin;
    return Error(file, static_cast<int>(where.line), static_cast<int>(where.column),
                 std::move(reason));
}

TomlReader::TomlReader(const toml::table& table, std::string file)
    : TomlReader(table, std::make_shared<std::string>(std::move(file)),
                 std::make_shared<std::optional<Error>>()) {}

TomlReader::TomlReader(const toml::table& table, std::shared_ptr<std::string> file,
                       std::shared_ptr<std::optional<Error>> first)
    : m_table(&table), m_file(std::move(file)), m_first(std::move(first)) {}

TomlReader::TomlReader(TomlReader&& other) noexcept
    : m_table(other.m_table),
      m_file(std::move(other.m_file)),
      m_first(std::move(other.m_first)),
      m_read(std::move(other.m_read)),
      m_checked(other.m_checked) {
    other.m_checked = true;
}

// A child reader that goes out of scope still reports its unknown keys.
TomlReader::~TomlReader() {
    if (!m_checked && m_first) checkUnknown();
}

void TomlReader::fail(const toml::node& where, std::string reason) {
    if (!m_first->has_value()) *m_first = errorAt(where, *m_file, std::move(reason));
}

void TomlReader::failHere(std::string reason) { fail(*m_table, std::move(reason)); }

const toml::node* TomlReader::take(std::string_view key) {
    m_read.emplace(key);
    return m_table->get(key);
}

const toml::node* TomlReader::lookup(std::string_view key, bool required, const char* what) {
    const toml::node* node = take(key);
    if (!node && required) failHere("missing key '" + std::string(key) + "' (" + what + ")");
    return node;
}

namespace {

std::string wrongType(std::string_view key, const char* what) {
    return "'" + std::string(key) + "' must be " + what;
}

}  // namespace

std::string TomlReader::string(std::string_view key, std::string fallback) {
    const toml::node* node = lookup(key, false, "a string");
    if (!node) return fallback;
    if (!node->is_string()) {
        fail(*node, wrongType(key, "a string"));
        return fallback;
    }
    return node->as_string()->get();
}

std::string TomlReader::string(std::string_view key) {
    if (!lookup(key, true, "a string")) return {};
    return string(key, std::string());
}

std::int64_t TomlReader::integer(std::string_view key, std::int64_t fallback) {
    const toml::node* node = lookup(key, false, "an integer");
    if (!node) return fallback;
    if (!node->is_integer()) {
        fail(*node, wrongType(key, "an integer"));
        return fallback;
    }
    return node->as_integer()->get();
}

std::int64_t TomlReader::integer(std::string_view key) {
    if (!lookup(key, true, "an integer")) return 0;
    return integer(key, 0);
}

std::optional<std::int64_t> TomlReader::integerIn(const toml::node& node, std::string_view what,
                                                  std::int64_t min, std::int64_t max) {
    const auto* i = node.as_integer();
    const std::string range = "from " + std::to_string(min) + " to " + std::to_string(max);
    if (!i) {
        fail(node, std::string(what) + " must be an integer " + range);
        return std::nullopt;
    }
    if (i->get() < min || i->get() > max) {
        fail(node, std::string(what) + " must be " + range + ", not " + std::to_string(i->get()));
        return std::nullopt;
    }
    return i->get();
}

std::int64_t TomlReader::integer(std::string_view key, std::int64_t fallback, std::int64_t min,
                                 std::int64_t max) {
    const toml::node* node = lookup(key, false, "an integer");
    if (!node) return fallback;
    return integerIn(*node, "'" + std::string(key) + "'", min, max).value_or(fallback);
}

std::int64_t TomlReader::integer(std::string_view key, std::int64_t min, std::int64_t max) {
    if (!lookup(key, true, "an integer")) return min;
    return integer(key, min, min, max);
}

double TomlReader::real(std::string_view key, double fallback) {
    const toml::node* node = lookup(key, false, "a number");
    if (!node) return fallback;
    if (node->is_integer()) return static_cast<double>(node->as_integer()->get());
    if (!node->is_floating_point()) {
        fail(*node, wrongType(key, "a number"));
        return fallback;
    }
    return node->as_floating_point()->get();
}

double TomlReader::real(std::string_view key) {
    if (!lookup(key, true, "a number")) return 0;
    return real(key, 0.0);
}

bool TomlReader::boolean(std::string_view key, bool fallback) {
    const toml::node* node = lookup(key, false, "true or false");
    if (!node) return fallback;
    if (!node->is_boolean()) {
        fail(*node, wrongType(key, "true or false"));
        return fallback;
    }
    return node->as_boolean()->get();
}

bool TomlReader::boolean(std::string_view key) {
    if (!lookup(key, true, "true or false")) return false;
    return boolean(key, false);
}

const toml::array* TomlReader::array(std::string_view key, bool required) {
    const toml::node* node = lookup(key, required, "an array");
    if (!node) return nullptr;
    if (!node->is_array()) {
        fail(*node, wrongType(key, "an array"));
        return nullptr;
    }
    return node->as_array();
}

std::optional<TomlReader> TomlReader::child(std::string_view key, bool required) {
    const toml::node* node = lookup(key, required, "a table");
    if (!node) return std::nullopt;
    if (!node->is_table()) {
        fail(*node, wrongType(key, "a table"));
        return std::nullopt;
    }
    return sub(*node->as_table());
}

TomlReader TomlReader::sub(const toml::table& table) const {
    return TomlReader(table, m_file, m_first);
}

void TomlReader::checkUnknown() {
    m_checked = true;
    for (const auto& [key, node] : *m_table) {
        (void)node;
        if (m_read.find(key.str()) == m_read.end()) {
            if (!m_first->has_value()) {
                const auto& where = key.source().begin;
                *m_first = Error(*m_file, static_cast<int>(where.line),
                                 static_cast<int>(where.column),
                                 "unknown key '" + std::string(key.str()) + "'");
            }
            return;
        }
    }
}

Status TomlReader::finish() {
    if (!m_checked) checkUnknown();
    if (m_first->has_value()) return **m_first;
    return {};
}

}  // namespace plateau
