#pragma once

// Small helpers shared by the suites.

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>

#include <doctest/doctest.h>

#include <plateau/sdk/error.hpp>
#include <plateau/sdk/move.hpp>

namespace plateau::testing {

// A fresh folder under the system's temporary folder, removed at the end of the test.
class TempDir {
public:
    TempDir() {
        std::string name =
            (std::filesystem::temp_directory_path() / "plateau-test-XXXXXX").string();
        REQUIRE(::mkdtemp(name.data()) != nullptr);
        m_path = name;
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    const std::filesystem::path& path() const { return m_path; }
    std::filesystem::path operator/(const std::string& name) const { return m_path / name; }

private:
    std::filesystem::path m_path;
};

// Where an input model's move starts and ends.
constexpr Target pieceTarget(int i) {
    return {Target::Kind::Piece, i};
}
constexpr Target cellTarget(int i) {
    return {Target::Kind::Cell, i};
}

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

namespace plateau::testing {

// A game loaded once per test program from its data folder (G::load, as the plugins do),
// the reason shown if it cannot be: each game type has one folder in a program.
template <class G>
std::shared_ptr<const G> loadedOnce(const std::filesystem::path& dataDir) {
    static const auto loaded = G::load(dataDir);
    REQUIRE_OK(loaded);
    return *loaded;
}

}  // namespace plateau::testing
