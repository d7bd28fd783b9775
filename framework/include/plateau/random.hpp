#pragma once
// Moved: a game author includes plateau/sdk/random.hpp.
#include "plateau/sdk/random.hpp"
