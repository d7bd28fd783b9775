#pragma once

// Small helpers shared by the suites.

#include <string>

#include <doctest/doctest.h>

#include <plateau/sdk/error.hpp>

namespace plateau::testing {

template <class T>
std::string errorText(const Expected<T>& result) {
    return result.ok() ? std::string() : result.error().toString();
}

}  // namespace plateau::testing

// Requires success and shows the error (file, line, reason) when there is one.
#define REQUIRE_OK(expr)                                                        \
    do {                                                                        \
        const auto& plateau_result_ = (expr);                                   \
        REQUIRE_MESSAGE(plateau_result_.ok(), ::plateau::testing::errorText(plateau_result_)); \
    } while (false)
#define CHECK_OK(expr)                                                          \
    do {                                                                        \
        const auto& plateau_result_ = (expr);                                   \
        CHECK_MESSAGE(plateau_result_.ok(), ::plateau::testing::errorText(plateau_result_)); \
    } while (false)
