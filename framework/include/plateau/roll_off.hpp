#pragma once
// Moved: a game author includes plateau/sdk/roll_off.hpp.
#include "plateau/sdk/roll_off.hpp"
