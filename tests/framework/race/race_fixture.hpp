#pragma once

// The Race test game, loaded once per test program: from RACE_DATA_DIR, or the race folder
// of TEST_DATA_DIR.
#include <memory>

#include "race/race_game.hpp"
#include "support.hpp"

#ifndef RACE_DATA_DIR
#define RACE_DATA_DIR TEST_DATA_DIR "/race"
#endif

inline std::shared_ptr<const race::RaceGame> raceGame() {
    return plateau::testing::loadedOnce<race::RaceGame>(RACE_DATA_DIR);
}
