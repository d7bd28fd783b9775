#pragma once

// The Race test game, loaded once per test program: from RACE_DATA_DIR, or the race folder
// of TEST_DATA_DIR.
#include <memory>

#include <doctest/doctest.h>

#include "race/race_game.hpp"

#ifndef RACE_DATA_DIR
#define RACE_DATA_DIR TEST_DATA_DIR "/race"
#endif

inline std::shared_ptr<const race::RaceGame> raceGame() {
    static const auto game = race::RaceGame::load(RACE_DATA_DIR);
    REQUIRE(game);
    return *game;
}
