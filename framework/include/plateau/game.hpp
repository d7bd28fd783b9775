#pragma once
// Moved: a game author includes plateau/sdk/game.hpp.
#include "plateau/sdk/game.hpp"
