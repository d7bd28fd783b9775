#pragma once

// The shipped Goose and Quoridor for the launcher's tests, loaded once per test program
// from the source tree (the test target defines GOOSE_DATA_DIR and QUORIDOR_DATA_DIR).

#include <memory>

#include <plateau/sdk/game.hpp>

#include "support.hpp"

#ifdef GOOSE_DATA_DIR
#include "goose/goose_game.hpp"
#endif
#ifdef QUORIDOR_DATA_DIR
#include "quoridor/quoridor_game.hpp"
#endif

namespace plateau::testing {

#ifdef GOOSE_DATA_DIR
inline std::shared_ptr<const Game> gooseGame() {
    return loadedOnce<goose::GooseGame>(GOOSE_DATA_DIR);
}
#endif

#ifdef QUORIDOR_DATA_DIR
inline std::shared_ptr<const Game> quoridorGame() {
    return loadedOnce<quoridor::QuoridorGame>(QUORIDOR_DATA_DIR);
}
#endif

}  // namespace plateau::testing
