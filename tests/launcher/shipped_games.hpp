#pragma once

// The shipped Goose and Quoridor for the launcher's tests, loaded once per test program
// from the source tree (the test target defines GOOSE_DATA_DIR and QUORIDOR_DATA_DIR).

#include <memory>

#include <doctest/doctest.h>
#include <plateau/sdk/game.hpp>

#ifdef GOOSE_DATA_DIR
#include "goose/goose_game.hpp"
#endif
#ifdef QUORIDOR_DATA_DIR
#include "quoridor/quoridor_game.hpp"
#endif

namespace plateau::testing {

#ifdef GOOSE_DATA_DIR
inline std::shared_ptr<const Game> gooseGame() {
    static const auto loaded = goose::GooseGame::load(GOOSE_DATA_DIR);
    REQUIRE(loaded);
    return *loaded;
}
#endif

#ifdef QUORIDOR_DATA_DIR
inline std::shared_ptr<const Game> quoridorGame() {
    static const auto loaded = quoridor::QuoridorGame::load(QUORIDOR_DATA_DIR);
    REQUIRE(loaded);
    return *loaded;
}
#endif

}  // namespace plateau::testing
