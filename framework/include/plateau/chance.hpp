#pragma once
// Moved: a game author includes plateau/sdk/chance.hpp.
#include "plateau/sdk/chance.hpp"
