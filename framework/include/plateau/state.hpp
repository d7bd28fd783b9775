#pragma once
// Moved: a game author includes plateau/sdk/state.hpp.
#include "plateau/sdk/state.hpp"
