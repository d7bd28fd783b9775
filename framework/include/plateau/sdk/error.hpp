#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

#include "plateau/export.hpp"

namespace plateau {

// An expected failure (bad file, illegal move, unknown option): a value, never an exception.
struct PLATEAU_EXPORT Error {
    std::string reason;
    std::string file;  // empty when the error is not about a file
    int line = 0;      // 1-based; 0 when unknown
    int column = 0;

    Error() = default;
    explicit Error(std::string why) : reason(std::move(why)) {}
    Error(std::string path, int ln, int col, std::string why)
        : reason(std::move(why)), file(std::move(path)), line(ln), column(col) {}

    // "file:line:column: reason", leaving out what is unknown.
    std::string toString() const;
};

// The value or the error that prevented it (std::expected arrives only in C++23).
template <class T>
class [[nodiscard]] Expected {
public:
    Expected(T value) : m_value(std::in_place_index<0>, std::move(value)) {}
    Expected(Error error) : m_value(std::in_place_index<1>, std::move(error)) {}

    bool ok() const noexcept { return m_value.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }

    T& value() & { return assertOk(), std::get<0>(m_value); }
    const T& value() const& { return assertOk(), std::get<0>(m_value); }
    T&& value() && { return assertOk(), std::get<0>(std::move(m_value)); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T&& operator*() && { return std::move(*this).value(); }

    const Error& error() const {
        assert(!ok());
        return std::get<1>(m_value);
    }

private:
    void assertOk() const { assert(ok() && "Expected::value() on an error"); }
    std::variant<T, Error> m_value;
};

template <>
class [[nodiscard]] Expected<void> {
public:
    Expected() = default;
    Expected(Error error) : m_error(std::move(error)), m_failed(true) {}

    bool ok() const noexcept { return !m_failed; }
    explicit operator bool() const noexcept { return ok(); }
    const Error& error() const {
        assert(m_failed);
        return m_error;
    }

private:
    Error m_error;
    bool m_failed = false;
};

using Status = Expected<void>;

}  // namespace plateau
