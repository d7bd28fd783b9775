#pragma once
// Moved: a game author includes plateau/sdk/move.hpp.
#include "plateau/sdk/move.hpp"
