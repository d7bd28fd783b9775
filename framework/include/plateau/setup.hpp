#pragma once
// Moved: a game author includes plateau/sdk/setup.hpp.
#include "plateau/sdk/setup.hpp"
